import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UserSummary } from '@contract/settings'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { UsersTab } from './UsersTab'

// Issue 27: a user's sites as chips to add to and remove from, and Disable/Enable after a dialog naming the user,
// offered only where the server would accept them (the summary's `manageable`, never one's own card).

const EGYPT = { id: 63, name: 'Egypt' }

/** Karim (2), manageable; Mona (1), not; the signed-in user (8) themselves. The server keeps what is changed. */
function usersServer() {
  const karim: UserSummary = {
    userId: 2,
    fullName: 'Karim Cashier',
    group: 'Cashier',
    numberOfSites: 1,
    active: 'True',
    sites: [CLUB_13],
    manageable: true,
  }
  const mona: UserSummary = {
    userId: 1,
    fullName: 'Mona Administrator',
    group: 'Administrator',
    numberOfSites: 3,
    active: 'True',
    sites: [SMART_WAY, CLUB_13, EGYPT],
    manageable: false,
  }
  const me: UserSummary = {
    userId: 8,
    fullName: 'Signed In Admin',
    group: 'Administrator',
    numberOfSites: 2,
    active: 'True',
    sites: [SMART_WAY, CLUB_13],
    manageable: true,
  }
  const sitesSent: unknown[] = []
  const activeSent: string[] = []
  const all = [SMART_WAY, CLUB_13, EGYPT]
  server.use(
    http.get('/api/Users/summary', () => HttpResponse.json([mona, karim, me])),
    http.put('/api/users/:id/sites', async ({ request, params }) => {
      const body = (await request.json()) as { sites: number[] }
      sitesSent.push({ id: params.id, ...body })
      karim.sites = all.filter((site) => body.sites.includes(site.id))
      karim.numberOfSites = karim.sites.length
      return HttpResponse.json({ message: "User's sites saved", userId: 2, sites: karim.sites, changed: true })
    }),
    http.post('/api/users/:id/:verb', ({ params }) => {
      activeSent.push(`${params.id} ${params.verb}`)
      karim.active = params.verb === 'enable' ? 'True' : 'False'
      return HttpResponse.json({ message: 'ok', userId: 2, active: karim.active, changed: true })
    }),
  )
  return { sitesSent, activeSent }
}

async function showUsers() {
  signIn({ user: buildUser({ userID: 8 }), site: CLUB_13 })
  const view = renderWithProviders(<UsersTab />)
  await view.user.click(screen.getByRole('button', { name: 'Get Users' }))
  await screen.findByRole('article', { name: 'Karim Cashier' })
  return view
}

jest.setTimeout(30_000)

describe("the user card's sites and Disable/Enable", () => {
  it('adds a site from the signed-in user’s own by name, and removes one while another is left', async () => {
    const { sitesSent } = usersServer()
    const { user } = await showUsers()
    const card = () => screen.getByRole('article', { name: 'Karim Cashier' })
    const sites = () => within(card()).getByRole('list', { name: 'Sites of Karim Cashier' })
    expect(within(sites()).getByText('Club 13')).toBeInTheDocument()
    // The last site has no remove.
    expect(within(card()).queryByRole('img', { name: /^Remove/ })).toBeNull()

    await user.click(within(card()).getByRole('button', { name: 'Add a site to Karim Cashier' }))
    const menu = await screen.findByRole('menu')
    // Only the signed-in user's sites Karim lacks: Smart Way (Egypt is not the signed-in user's).
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Smart Way'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Smart Way' }))
    expect(await screen.findByText('Sites of Karim Cashier saved')).toBeInTheDocument()
    expect(sitesSent).toEqual([{ id: '2', sites: [62, 61] }])
    await waitFor(() => expect(within(sites()).getByText('Smart Way')).toBeInTheDocument())

    await user.click(within(card()).getByRole('img', { name: 'Remove Club 13 from Karim Cashier' }))
    await waitFor(() => expect(sitesSent).toHaveLength(2))
    expect(sitesSent[1]).toEqual({ id: '2', sites: [61] })
    await waitFor(() => expect(within(sites()).queryByText('Club 13')).toBeNull())
  })

  it('offers nothing to change on a user the server would refuse, nor Disable or a remove on one’s own card', async () => {
    usersServer()
    await showUsers()
    const mona = screen.getByRole('article', { name: 'Mona Administrator' })
    expect(within(mona).getAllByRole('listitem')).toHaveLength(3)
    expect(within(mona).queryByRole('button')).toBeNull()
    expect(within(mona).queryByRole('img', { name: /^Remove/ })).toBeNull()
    const me = screen.getByRole('article', { name: 'Signed In Admin' })
    expect(within(me).queryByRole('button', { name: /^Disable/ })).toBeNull()
    expect(within(me).queryByRole('img', { name: /^Remove/ })).toBeNull()
  })

  it('disables after a dialog naming the user, then offers Enable', async () => {
    const { activeSent } = usersServer()
    const { user } = await showUsers()
    const card = () => screen.getByRole('article', { name: 'Karim Cashier' })
    await user.click(within(card()).getByRole('button', { name: 'Disable Karim Cashier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable Karim Cashier?' })
    expect(dialog).toHaveTextContent('Karim Cashier will be signed out at once and cannot sign in until enabled again.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(activeSent).toEqual([])

    await user.click(within(card()).getByRole('button', { name: 'Disable Karim Cashier' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable Karim Cashier?' })).getByRole('button', {
        name: 'Disable',
      }),
    )
    expect(await screen.findByText('Karim Cashier disabled')).toBeInTheDocument()
    expect(activeSent).toEqual(['2 disable'])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const enable = await within(card()).findByRole('button', { name: 'Enable Karim Cashier' })
    expect(within(card()).getByText('Inactive')).toBeInTheDocument()
    await user.click(enable)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable Karim Cashier?' })).getByRole('button', {
        name: 'Enable',
      }),
    )
    expect(await screen.findByText('Karim Cashier enabled')).toBeInTheDocument()
    expect(activeSent).toEqual(['2 disable', '2 enable'])
  })
})
