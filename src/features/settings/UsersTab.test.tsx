import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UserSummary } from '@contract/settings'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { UsersTab } from './UsersTab'

const MONA: UserSummary = {
  userId: 1,
  fullName: 'Mona Administrator',
  group: 'Administrator',
  numberOfSites: 9,
  active: 'True',
}
const DINA: UserSummary = {
  userId: 5,
  fullName: 'Dina Former Cashier',
  group: 'Cashier',
  numberOfSites: 1,
  active: 'False',
}

function usersServer() {
  const created: unknown[] = []
  const updated: unknown[] = []
  server.use(
    http.get('/api/Users/summary', ({ request }) => {
      const site = new URL(request.url).searchParams.get('site')
      return site === '62'
        ? HttpResponse.json([MONA, DINA])
        : HttpResponse.json({ message: `No users found for site ${site}` }, { status: 404 })
    }),
    http.post('/api/Users/create', async ({ request }) => {
      created.push(await request.json())
      return HttpResponse.json({ message: 'User created successfully', userId: 42 })
    }),
    http.put('/api/Users/update', async ({ request }) => {
      updated.push(await request.json())
      return HttpResponse.json({ message: 'User updated successfully' })
    }),
  )
  return { created, updated }
}

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

describe('the users tab', () => {
  it('shows the users of a site as cards, inactive ones in red', async () => {
    usersServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UsersTab />)
    expect(screen.getByLabelText(/^Site ID/, { selector: '#users-site-id' })).toHaveValue('62')
    await user.click(screen.getByRole('button', { name: 'Get Users' }))
    const mona = await screen.findByRole('article', { name: 'Mona Administrator' })
    expect(within(mona).getByText('ID: 1')).toBeInTheDocument()
    expect(within(mona).getByText('Group: Administrator')).toBeInTheDocument()
    expect(within(mona).getByText('Number of sites: 9')).toBeInTheDocument()
    expect(within(mona).getByText('Active')).toBeInTheDocument()
    const dina = screen.getByRole('article', { name: 'Dina Former Cashier' })
    expect(within(dina).getByText('Inactive')).toBeInTheDocument()
    expect(getComputedStyle(dina).backgroundColor).toBe('rgb(253, 236, 234)')
    expect(getComputedStyle(mona).backgroundColor).not.toBe('rgb(253, 236, 234)')
  })

  it("checks the site ID with the spec's texts, and shows the server's message when a site has no users", async () => {
    usersServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UsersTab />)
    const siteField = screen.getByLabelText(/^Site ID/, { selector: '#users-site-id' })
    await user.clear(siteField)
    await user.click(screen.getByRole('button', { name: 'Get Users' }))
    expect(await screen.findByText('Please enter a site ID')).toBeInTheDocument()
    await user.type(siteField, 'x1')
    await user.click(screen.getByRole('button', { name: 'Get Users' }))
    expect(await screen.findByText('Please enter a valid site ID (number)')).toBeInTheDocument()
    await user.clear(siteField)
    await user.type(siteField, '68')
    await user.click(screen.getByRole('button', { name: 'Get Users' }))
    expect(await screen.findAllByText('No users found for site 68')).not.toHaveLength(0)
  })

  it('creates a user and shows the new ID and password until dismissed', async () => {
    const { created } = usersServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UsersTab />)
    const form = screen.getByRole('region', { name: 'Create User' })
    await user.type(within(form).getByLabelText(/Full Name/), 'Sara Front Desk')
    await user.click(within(form).getByRole('combobox', { name: /User Type/ }))
    await user.click(await screen.findByRole('option', { name: 'Cashier' }))
    await user.type(within(form).getByLabelText(/^Password/), 'short')
    await user.click(within(form).getByRole('button', { name: 'Create User' }))
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(created).toEqual([])

    await user.type(within(form).getByLabelText(/^Password/), '-but-long-now')
    await user.click(within(form).getByRole('button', { name: 'Create User' }))
    const panel = await screen.findByRole('status')
    expect(within(panel).getByText('New user created')).toBeInTheDocument()
    expect(within(panel).getByText('User ID: 42')).toBeInTheDocument()
    expect(within(panel).getByText('Password: short-but-long-now')).toBeInTheDocument()
    expect(screen.getAllByText('User created successfully').length).toBeGreaterThan(0)
    expect(created).toEqual([
      { fullName: 'Sara Front Desk', site: '62', userTypeId: '72', password: 'short-but-long-now', disabled: false },
    ])
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByText('User ID: 42')).not.toBeInTheDocument())
  })

  it('updates a user; a blank password is sent blank (kept by the server)', async () => {
    const { updated } = usersServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UsersTab />)
    const form = screen.getByRole('region', { name: 'Update User' })
    await user.type(within(form).getByLabelText(/User ID/), '5')
    await user.type(within(form).getByLabelText(/Full Name/), 'Dina Back At Work')
    await user.type(within(form).getByLabelText(/Site ID/), '62')
    await user.click(within(form).getByRole('combobox', { name: /User Type/ }))
    await user.click(await screen.findByRole('option', { name: 'Cashier' }))
    await user.click(within(form).getByRole('button', { name: 'Update User' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(updated).toEqual([
      { userId: '5', fullName: 'Dina Back At Work', site: '62', userTypeId: '72', password: '', disabled: false },
    ])
  })

  it('drops the new-user panel once that user is updated (its password may no longer be the one shown)', async () => {
    usersServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UsersTab />)
    const create = screen.getByRole('region', { name: 'Create User' })
    await user.type(within(create).getByLabelText(/Full Name/), 'Sara Front Desk')
    await user.click(within(create).getByRole('combobox', { name: /User Type/ }))
    await user.click(await screen.findByRole('option', { name: 'Cashier' }))
    await user.type(within(create).getByLabelText(/^Password/), 'first-password-1')
    await user.click(within(create).getByRole('button', { name: 'Create User' }))
    const panel = await screen.findByRole('status')
    expect(within(panel).getByText('User ID: 42')).toBeInTheDocument()

    const update = screen.getByRole('region', { name: 'Update User' })
    await user.type(within(update).getByLabelText(/User ID/), '42')
    await user.type(within(update).getByLabelText(/Full Name/), 'Sara Front Desk')
    await user.type(within(update).getByLabelText(/Site ID/), '62')
    await user.click(within(update).getByRole('combobox', { name: /User Type/ }))
    await user.click(await screen.findByRole('option', { name: 'Cashier' }))
    await user.type(within(update).getByLabelText(/Password/), 'second-password-2')
    await user.click(within(update).getByRole('button', { name: 'Update User' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Password: first-password-1')).not.toBeInTheDocument())
  })
})
