import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CoachBySite } from '@contract/coaches'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { CoachesTab } from './CoachesTab'

const OMAR: CoachBySite = {
  coachID: 11,
  fullName: 'Omar Hassan',
  mobileNumber: '01012345678',
  coachType: 8,
  isActive: true,
}

function coachesServer() {
  const inserted: unknown[] = []
  const updated: unknown[] = []
  server.use(
    http.get('/api/Coaches/site/:site', ({ params }) =>
      params.site === '62'
        ? HttpResponse.json([OMAR])
        : HttpResponse.json({ message: 'Site 61 is not one of your sites' }, { status: 403 }),
    ),
    http.post('/api/Coaches/insert', async ({ request }) => {
      inserted.push(await request.json())
      return HttpResponse.json({ message: 'Coach inserted successfully', coachID: 12 })
    }),
    http.put('/api/Coaches/update', async ({ request }) => {
      updated.push(await request.json())
      return HttpResponse.json({ message: 'Coach updated successfully', coachID: 11 })
    }),
  )
  return { inserted, updated }
}

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

describe('the coaches tab', () => {
  it('lists the coaches of a site as cards: name, ID, mobile, type', async () => {
    coachesServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<CoachesTab />)
    await user.click(screen.getByRole('button', { name: 'Get Coaches by Site' }))
    const card = await screen.findByRole('article', { name: 'Omar Hassan' })
    expect(within(card).getByText('ID: 11')).toBeInTheDocument()
    expect(within(card).getByText('Mobile: 01012345678')).toBeInTheDocument()
    expect(within(card).getByText('Type: SchoolCoach')).toBeInTheDocument()
  })

  it('shows the error message when a site is refused', async () => {
    coachesServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<CoachesTab />)
    const site = screen.getByLabelText(/^Site ID/, { selector: '#coaches-site-id' })
    await user.clear(site)
    await user.type(site, '61')
    await user.click(screen.getByRole('button', { name: 'Get Coaches by Site' }))
    expect(await screen.findByText('Site 61 is not one of your sites')).toBeInTheDocument()
  })

  it('inserts a coach at the current site, checking the fields with the contract first', async () => {
    const { inserted } = coachesServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<CoachesTab />)
    const form = screen.getByRole('region', { name: 'Insert Coach' })
    await user.click(within(form).getByRole('button', { name: 'Insert Coach' }))
    expect(await within(form).findByText('Full name is required')).toBeInTheDocument()
    expect(inserted).toEqual([])

    await user.type(within(form).getByLabelText(/Full Name/), 'Nour Said')
    await user.click(within(form).getByRole('combobox', { name: /Type/ }))
    await user.click(await screen.findByRole('option', { name: 'PTeamCoach' }))
    await user.type(within(form).getByLabelText(/Mobile Number/), '01112223334')
    await user.click(within(form).getByRole('button', { name: 'Insert Coach' }))
    expect(await screen.findByText('Coach inserted successfully')).toBeInTheDocument()
    expect(inserted).toEqual([
      expect.objectContaining({
        site: 62,
        fullName: 'Nour Said',
        type: 9,
        isActive: true,
        mobileNumber: '01112223334',
      }),
    ])
  })

  it("fills Update Coach from a card's Edit and sends only what the form holds", async () => {
    const { updated } = coachesServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<CoachesTab />)
    await user.click(screen.getByRole('button', { name: 'Get Coaches by Site' }))
    const card = await screen.findByRole('article', { name: 'Omar Hassan' })
    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    const form = screen.getByRole('region', { name: 'Update Coach' })
    expect(within(form).getByLabelText(/Coach ID/)).toHaveValue('11')
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }))
    await user.click(within(form).getByRole('button', { name: 'Update Coach' }))
    expect(await screen.findByText('Coach updated successfully')).toBeInTheDocument()
    expect(updated).toEqual([{ coachId: '11', fullName: 'Omar Hassan', type: '8', isActive: false }])
  })
})
