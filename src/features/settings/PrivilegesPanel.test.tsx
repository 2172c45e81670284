import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ActionsResponse } from '@contract/settings'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { TitleTab } from './TitleTab'

const CASHIER = { title: 'Cashier', code: 72, description: 'Front desk: swimmers, schools, invoices and payments' }
const action = (actionID: number, actionName: string, module: string) => ({ actionID, actionName, module })
const ALL = [
  action(1, 'ViewCoaches', 'Mod_CO'),
  action(2, 'AddCoach', 'Mod_CO'),
  action(3, 'AddSwimmer', 'Mod_SW'),
  action(4, 'ViewInvoices', 'Settings'),
]

/**
 * A server with one user (2, a cashier) whose title holds AddSwimmer and ViewInvoices; records the grants and the
 * revocations sent. The signed-in user may revoke AddSwimmer, not ViewInvoices (fixed for this title).
 */
function privilegesServer() {
  const granted = new Set([3, 4])
  const sent: unknown[] = []
  const revoked: unknown[] = []
  const actionQueries: string[] = []
  server.use(
    http.get('/api/Title/show', ({ request }) => {
      const userId = new URL(request.url).searchParams.get('userId')
      return userId === '2'
        ? HttpResponse.json([CASHIER])
        : HttpResponse.json({ message: `User ${userId} not found` }, { status: 404 })
    }),
    http.get('/api/Actions/fetch', ({ request }) => {
      actionQueries.push(new URL(request.url).search)
      const body: ActionsResponse = {
        allActions: ALL,
        validActions: ALL.filter((a) => granted.has(a.actionID)),
        revocable: [...granted].filter((id) => id !== 4),
      }
      return HttpResponse.json(body)
    }),
    http.post('/api/UserPriv/add', async ({ request }) => {
      const body = (await request.json()) as { privileges: Array<{ actionId: number }> }
      sent.push(body)
      for (const grant of body.privileges) granted.add(grant.actionId)
      return HttpResponse.json({ message: 'Privileges added successfully', added: body.privileges.length })
    }),
    http.delete('/api/UserPriv', async ({ request }) => {
      const body = (await request.json()) as { actionId: number; userType: number }
      revoked.push(body)
      granted.delete(body.actionId)
      return HttpResponse.json({ message: 'Privilege revoked successfully', ...body })
    }),
  )
  return { sent, revoked, actionQueries }
}

async function openPanel() {
  signIn({ site: SMART_WAY })
  const view = renderWithProviders(<TitleTab />)
  await view.user.type(screen.getByLabelText(/User ID/), '2')
  await view.user.click(screen.getByRole('button', { name: 'Get Titles' }))
  const card = await screen.findByRole('article', { name: 'Cashier' })
  expect(within(card).getByText('Code: 72')).toBeInTheDocument()
  expect(within(card).getByText(CASHIER.description)).toBeInTheDocument()
  await view.user.click(within(card).getByRole('button', { name: 'Add Priv' }))
  await screen.findByText('Total: 4')
  return view
}

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

describe('the privileges panel', () => {
  it('locks the valid actions, toggles the others and counts the selection', async () => {
    const { actionQueries } = privilegesServer()
    const { user } = await openPanel()
    expect(actionQueries).toEqual(['?userId=2&userTypeId=72'])
    expect(screen.getByText('Valid: 2')).toBeInTheDocument()
    expect(screen.getByText('Selected: 0')).toBeInTheDocument()

    const addSwimmer = screen.getByRole('button', { name: /^Add swimmer/ })
    expect(addSwimmer).toBeDisabled()
    expect(addSwimmer).toHaveTextContent('Valid (Fixed)')
    const viewCoaches = screen.getByRole('button', { name: /^View coaches/ })
    expect(viewCoaches).toBeEnabled()
    expect(viewCoaches).toHaveTextContent('Invalid (Clickable)')

    await user.click(viewCoaches)
    expect(viewCoaches).toHaveTextContent('Selected')
    expect(viewCoaches).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Selected: 1')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Add coach/ }))
    expect(screen.getByRole('button', { name: 'Submit Privileges (2)' })).toBeInTheDocument()
    // Clicking again deselects; clicking a locked action does nothing.
    await user.click(viewCoaches)
    expect(viewCoaches).toHaveTextContent('Invalid (Clickable)')
    fireEvent.click(addSwimmer)
    expect(screen.getByText('Selected: 1')).toBeInTheDocument()
  })

  it("shows names, not codes, and Revoke only where the server allows it, else 'Fixed for this title'", async () => {
    privilegesServer()
    await openPanel()
    const items = within(screen.getByRole('list', { name: 'Actions' })).getAllByRole('listitem')
    const item = (name: string) =>
      items.find((li) => within(li).queryByRole('button', { name: new RegExp(`^${name}`) }))!
    expect(within(item('Add swimmer')).getByRole('button', { name: /^Add swimmer/ })).toHaveTextContent(
      'Swimmers · Valid (Fixed)',
    )
    expect(within(item('Add swimmer')).getByRole('button', { name: 'Revoke Add swimmer' })).toBeEnabled()
    expect(within(item('View Invoices')).getByText('Fixed for this title')).toBeInTheDocument()
    expect(within(item('View Invoices')).queryByRole('button', { name: /^Revoke/ })).toBeNull()
    expect(within(item('View coaches')).queryByRole('button', { name: /^Revoke/ })).toBeNull()
  })

  it('revokes a privilege after a dialog naming it and the title, then shows it as not granted', async () => {
    const { revoked } = privilegesServer()
    const { user } = await openPanel()
    await user.click(screen.getByRole('button', { name: 'Revoke Add swimmer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Add swimmer from Cashier?' })
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(revoked).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Revoke Add swimmer' }))
    const again = await screen.findByRole('dialog', { name: 'Revoke Add swimmer from Cashier?' })
    await user.click(within(again).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Add swimmer revoked from Cashier')).toBeInTheDocument()
    expect(revoked).toEqual([{ actionId: 3, userType: 72 }])
    await waitFor(() => expect(screen.getByRole('button', { name: /^Add swimmer/ })).toBeEnabled())
    expect(screen.getByText('Valid: 1')).toBeInTheDocument()
  })

  it("says 'Please select at least one action' and sends nothing when the selection is empty", async () => {
    const { sent } = privilegesServer()
    const { user } = await openPanel()
    await user.click(screen.getByRole('button', { name: 'Submit Privileges (0)' }))
    expect(await screen.findByText('Please select at least one action')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('grants the selection to the title, then shows it as valid', async () => {
    const { sent } = privilegesServer()
    const { user } = await openPanel()
    await user.click(screen.getByRole('button', { name: /^View coaches/ }))
    await user.click(screen.getByRole('button', { name: 'Submit Privileges (1)' }))
    expect(await screen.findByText('Privileges added successfully')).toBeInTheDocument()
    expect(sent).toEqual([{ privileges: [{ actionId: 1, userType: 72 }] }])
    // The actions are fetched again (cache tag 'Privilege'): the new grant is locked now.
    await waitFor(() => expect(screen.getByRole('button', { name: /^View coaches/ })).toBeDisabled())
    expect(screen.getByText('Valid: 3')).toBeInTheDocument()
    expect(screen.getByText('Selected: 0')).toBeInTheDocument()
  })

  it("checks the user ID with the spec's texts, and toasts when titles cannot be fetched", async () => {
    privilegesServer()
    signIn({ site: SMART_WAY })
    const { user } = renderWithProviders(<TitleTab />)
    await user.click(screen.getByRole('button', { name: 'Get Titles' }))
    expect(await screen.findByText('Please enter a user ID')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/User ID/), 'abc')
    await user.click(screen.getByRole('button', { name: 'Get Titles' }))
    expect(await screen.findByText('Please enter a valid user ID (number)')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/User ID/))
    await user.type(screen.getByLabelText(/User ID/), '99')
    await user.click(screen.getByRole('button', { name: 'Get Titles' }))
    expect(await screen.findByText('Failed to fetch titles')).toBeInTheDocument()
    expect(screen.getByText('User 99 not found')).toBeInTheDocument()
  })
})
