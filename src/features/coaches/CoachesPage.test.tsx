import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CoachDetails, CoachRow, FreeCoachRow } from '@contract/coaches'
import type { ModuleCode } from '@contract/modules'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { onSmallScreen } from '@/testing/smallScreen'
import { CoachesPage } from './CoachesPage'

const OMAR: CoachRow = {
  coachID: 11,
  coachName: 'Omar Hassan',
  phone: '01012345678',
  email: 'omar@example.com',
  specialization: 'Freestyle',
  experience: 6,
  coachType: 8,
  site: 61,
  isActive: true,
}
const SARA: CoachRow = {
  coachID: 12,
  coachName: 'Sara Adel',
  phone: '01198765432',
  email: null,
  specialization: null,
  experience: null,
  coachType: 9,
  site: 62,
  isActive: false,
}
const free = (coach: CoachRow): FreeCoachRow => ({ ...coach, coachId: coach.coachID, name: coach.coachName })

/** A server holding a list of coaches; records what the page sent. */
function coachesServer(initial: CoachRow[] = [OMAR, SARA]) {
  let coaches = [...initial]
  const sent: { listSites: Array<string | null>; free: unknown[]; added: unknown[]; deleted: string[] } = {
    listSites: [],
    free: [],
    added: [],
    deleted: [],
  }
  server.use(
    http.get('/api/coaches', ({ request }) => {
      sent.listSites.push(new URL(request.url).searchParams.get('site'))
      return HttpResponse.json(coaches)
    }),
    http.post('/api/Coaches/free-coaches', async ({ request }) => {
      sent.free.push(await request.json())
      return HttpResponse.json([free(OMAR)])
    }),
    http.post('/api/coaches/add', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.added.push(body)
      const added = { ...OMAR, coachID: 99, coachName: String(body.coachName) }
      coaches = [...coaches, added]
      return HttpResponse.json({ message: 'Coach added successfully', coachID: 99 })
    }),
    http.delete('/api/coaches/:id', ({ params }) => {
      sent.deleted.push(String(params.id))
      coaches = coaches.filter((coach) => String(coach.coachID) !== params.id)
      return HttpResponse.json({ message: 'Coach deleted successfully' })
    }),
  )
  return sent
}

function renderPage(modules: ModuleCode[] = ['Mod_CO']) {
  signIn({ user: buildUser({ modules }), site: SMART_WAY })
  return renderWithProviders(<CoachesPage />, { userEventOptions: { delay: null } })
}

const grid = () => screen.getByRole('grid')
const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement

/**
 * Holds the toasts on screen: the window loses focus, which pauses their timers (notistack), so a stale one is seen
 * to go because the criteria changed (issue 27), never because a slow run let it hide by itself.
 */
const holdToasts = () => fireEvent.blur(window)

// The data grid and MUI menus are slow to render in jsdom on a busy machine.
jest.setTimeout(30_000)

describe('CoachesPage', () => {
  it('asks for the coaches of the site the user chose, not of every site of theirs', async () => {
    const sent = coachesServer()
    renderPage()
    await rowOf('Omar Hassan')
    expect(sent.listSites).toEqual([String(SMART_WAY.id)])
  })

  it('lists all coaches with the spec columns, naming types and sites', async () => {
    coachesServer()
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaches Management' })).toBeInTheDocument()
    const omar = await rowOf('Omar Hassan')
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'ID',
      'Coach Name',
      'Phone',
      'Email',
      'Specialization',
      'Experience',
      'Coach Type',
      'Site',
      'View/Delete',
    ])
    for (const text of ['11', '01012345678', 'omar@example.com', 'Freestyle', '6 yr', 'SchoolCoach', 'Smart Way']) {
      expect(within(omar).getByText(text)).toBeInTheDocument()
    }
    const sara = await rowOf('Sara Adel Inactive')
    expect(within(sara).getByText('PTeamCoach')).toBeInTheDocument()
    expect(within(sara).getByText('Club 13')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'All Coaches' })).toBeInTheDocument()
  })

  it("says 'No Coaches Found' for an empty list", async () => {
    coachesServer([])
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No Coaches Found' })).toBeInTheDocument()
  })

  it("toasts 'Failed to load coaches' when the list cannot be loaded", async () => {
    server.use(http.get('/api/coaches', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })))
    renderPage()
    expect(await screen.findAllByText('Failed to load coaches')).not.toHaveLength(0)
    expect(screen.getByText('Database down')).toBeInTheDocument()
  })

  it('searches free coaches with the form, shows them, and Reset returns to all coaches', async () => {
    const sent = coachesServer()
    const { user } = renderPage()
    await rowOf('Sara Adel Inactive')
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    await user.click(within(form).getByRole('combobox', { name: 'Coach Type' }))
    await user.click(screen.getByRole('option', { name: 'SchoolCoach' }))
    await user.type(within(form).getByLabelText('Date'), '2026-11-22')
    await user.type(within(form).getByLabelText('Time Slot'), '17:30')
    await user.click(within(form).getByRole('button', { name: 'Search' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Free Coaches' })).toBeInTheDocument()
    await rowOf('Omar Hassan')
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Sara Adel Inactive' })).not.toBeInTheDocument())
    expect(sent.free).toEqual([{ coachType: '8', site: '61', date: '2026-11-22', timeSlot: '17:30' }])
    expect(screen.getByRole('button', { name: 'Free Coaches' })).toHaveAttribute('aria-pressed', 'true')

    // The toggle goes back and forth without searching again.
    await user.click(screen.getByRole('button', { name: 'All Coaches' }))
    await rowOf('Sara Adel Inactive')
    await user.click(screen.getByRole('button', { name: 'Free Coaches' }))
    await rowOf('Omar Hassan')
    expect(sent.free).toHaveLength(1)

    await user.click(within(form).getByRole('button', { name: 'Reset' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'All Coaches' })).toBeInTheDocument()
    await rowOf('Sara Adel Inactive')
    expect(within(form).getByLabelText('Time Slot')).toHaveValue('')
  })

  it("shows 'No Free Coaches Found' and the spec's toast when nobody is free", async () => {
    coachesServer()
    server.use(http.post('/api/Coaches/free-coaches', () => HttpResponse.json([])))
    const { user } = renderPage()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('heading', { name: 'No Free Coaches Found' })).toBeInTheDocument()
    expect(await screen.findByText('No free coaches found with the specified criteria')).toBeInTheDocument()
  })

  it('checks the time slot with the contract before calling, and reports a failed search', async () => {
    const sent = coachesServer()
    const { user } = renderPage()
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    await user.type(within(form).getByLabelText('Time Slot'), '18:00-17:00')
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('The time slot must end after it starts')).toBeInTheDocument()
    expect(sent.free).toHaveLength(0)

    server.use(
      http.post('/api/Coaches/free-coaches', () =>
        HttpResponse.json({ message: 'Site 62 is not one of your sites' }, { status: 403 }),
      ),
    )
    await user.clear(within(form).getByLabelText('Time Slot'))
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByText('Failed to search free coaches: Site 62 is not one of your sites'),
    ).toBeInTheDocument()
  })

  it('adds a coach: the contract checks the form, then the list shows the new coach', async () => {
    const sent = coachesServer()
    const { user } = renderPage()
    await rowOf('Omar Hassan')
    await user.click(screen.getByRole('button', { name: 'Add New Coach' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Coach' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }))
    expect(within(dialog).getByText('Coach name is required')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Mobile number must be 11 digits starting with 010, 011, 012 or 015'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Coach type is required')).toBeInTheDocument()
    expect(sent.added).toHaveLength(0)

    await user.type(within(dialog).getByLabelText(/Coach Name/), 'Karim Nabil')
    await user.type(within(dialog).getByLabelText(/Phone/), '01512345678')
    await user.type(within(dialog).getByLabelText(/Experience/), '4')
    await user.click(within(dialog).getByRole('combobox', { name: /Coach Type/ }))
    await user.click(screen.getByRole('option', { name: 'PTeamCoach' }))
    expect(within(dialog).getByRole('combobox', { name: /Site/ })).toHaveTextContent('Smart Way')
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }))

    expect(await screen.findByText('Coach added successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Coach' })).not.toBeInTheDocument())
    expect(sent.added).toEqual([
      {
        coachName: 'Karim Nabil',
        phone: '01512345678',
        email: null,
        specialization: null,
        experience: 4,
        coachType: 9,
        site: 61,
      },
    ])
    await rowOf('Karim Nabil')
  })

  it("shows the server's refusal in the dialog and toasts 'Failed to add coach'", async () => {
    coachesServer()
    server.use(
      http.post('/api/coaches/add', () =>
        HttpResponse.json(
          { message: 'phone: Mobile number is taken', errors: { phone: 'Mobile number is taken' } },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderPage()
    await user.click(screen.getByRole('button', { name: 'Add New Coach' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Coach' })
    await user.type(within(dialog).getByLabelText(/Coach Name/), 'Karim Nabil')
    await user.type(within(dialog).getByLabelText(/Phone/), '01512345678')
    await user.click(within(dialog).getByRole('combobox', { name: /Coach Type/ }))
    await user.click(screen.getByRole('option', { name: 'SchoolCoach' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }))
    expect(await screen.findByText('Failed to add coach')).toBeInTheDocument()
    expect(within(dialog).getByText('phone: Mobile number is taken')).toBeInTheDocument()
    expect(within(dialog).getByText('Mobile number is taken')).toBeInTheDocument()
  })

  it('deletes a coach after confirmation', async () => {
    const sent = coachesServer()
    const { user } = renderPage()
    const sara = await rowOf('Sara Adel Inactive')
    await user.click(within(sara).getByRole('button', { name: 'Delete coach Sara Adel' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete Coach' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete Sara Adel (coach 12)?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Coach deleted successfully')).toBeInTheDocument()
    expect(sent.deleted).toEqual(['12'])
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Sara Adel Inactive' })).not.toBeInTheDocument())
  })

  it("keeps the coach and shows the server's reason when the delete is refused", async () => {
    coachesServer()
    server.use(
      http.delete('/api/coaches/:id', () =>
        HttpResponse.json({ message: 'Omar Hassan (coach 11) still teaches school 3' }, { status: 409 }),
      ),
    )
    const { user } = renderPage()
    const omar = await rowOf('Omar Hassan')
    await user.click(within(omar).getByRole('button', { name: 'Delete coach Omar Hassan' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Coach' })).getByRole('button', { name: 'Delete' }),
    )
    expect(
      await screen.findByText('Failed to delete coach: Omar Hassan (coach 11) still teaches school 3'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Coach' })).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    expect(screen.getByRole('gridcell', { name: 'Omar Hassan' })).toBeInTheDocument()
  })

  it('views a coach with the groups they teach and their swimmers', async () => {
    coachesServer()
    const details: CoachDetails = {
      ...OMAR,
      birthDate: '1990-03-04',
      gender: 5,
      groups: [{ kind: 'school', id: 3, days: [217, 220], startTime: '17:00', endTime: '18:00' }],
    }
    server.use(
      http.get('/api/coaches/11', () => HttpResponse.json(details)),
      http.get('/api/coaches/11/swimmers', () =>
        HttpResponse.json([
          { swimmerID: 501, fullName: 'Laila Samir', groupKind: 'school', groupId: 3, enrolledUntil: '2027-01-10' },
        ]),
      ),
    )
    const { user } = renderPage()
    const omar = await rowOf('Omar Hassan')
    await user.click(within(omar).getByRole('button', { name: 'View coach Omar Hassan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Coach Details' })
    expect(await within(dialog).findByText('4 Mar 1990')).toBeInTheDocument()
    expect(within(dialog).getByText('Male')).toBeInTheDocument()
    expect(within(dialog).getByText('Active')).toBeInTheDocument()
    expect(within(dialog).getByText('School #3')).toBeInTheDocument()
    expect(within(dialog).getByText('Sunday, Wednesday, 17:00–18:00')).toBeInTheDocument()
    expect(await within(dialog).findByText('Laila Samir (#501)')).toBeInTheDocument()
    expect(within(dialog).getByText('School #3, until 10 Jan 2027')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coach Details' })).not.toBeInTheDocument())
  })

  it("offers the user's sites in the search form, starting at the current one", async () => {
    coachesServer()
    const { user } = renderPage()
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    const site = within(form).getByRole('combobox', { name: 'Site' })
    expect(site).toHaveTextContent('Smart Way')
    await user.click(site)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All my sites',
      CLUB_13.name,
      SMART_WAY.name,
    ])
  })
})

describe('CoachesPage: a free-coach search made stale by editing its criteria (issue 27)', () => {
  it('takes the free coaches found away as soon as a criterion is edited', async () => {
    coachesServer()
    const { user } = renderPage()
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    await user.type(within(form).getByLabelText('Time Slot'), '17:30')
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    await rowOf('Omar Hassan')
    expect(screen.getByText('1 coach(es)')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Time Slot'), '-18:30')
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Omar Hassan' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: 'Free Coaches' })).toBeInTheDocument()
    expect(screen.getByText('Search Free Coaches above to see who is free.')).toBeInTheDocument()
  })

  it("takes 'No free coaches found' away when the coach type changes, and says it again for a new search", async () => {
    coachesServer()
    server.use(http.post('/api/Coaches/free-coaches', () => HttpResponse.json([])))
    const { user } = renderPage()
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No free coaches found with the specified criteria')).toBeInTheDocument()
    expect(screen.getByText('No coach matches these criteria. Try another time, day or type.')).toBeInTheDocument()
    holdToasts()
    await user.click(within(form).getByRole('combobox', { name: 'Coach Type' }))
    await user.click(screen.getByRole('option', { name: 'SchoolCoach' }))
    await waitFor(() =>
      expect(screen.queryByText('No free coaches found with the specified criteria')).not.toBeInTheDocument(),
    )
    expect(
      screen.queryByText('No coach matches these criteria. Try another time, day or type.'),
    ).not.toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No free coaches found with the specified criteria')).toBeInTheDocument()
  })

  it("takes a failed search's toast and the time slot's error away when the time slot is edited", async () => {
    coachesServer()
    server.use(
      http.post('/api/Coaches/free-coaches', () =>
        HttpResponse.json({ message: 'Site 62 is not one of your sites' }, { status: 403 }),
      ),
    )
    const { user } = renderPage()
    const form = screen.getByRole('form', { name: 'Search Free Coaches' })
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    const failed = 'Failed to search free coaches: Site 62 is not one of your sites'
    expect(await screen.findByText(failed)).toBeInTheDocument()
    holdToasts()
    await user.type(within(form).getByLabelText('Time Slot'), '18:00-17:00')
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument())

    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('The time slot must end after it starts')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Time Slot'), '0')
    expect(screen.queryByText('The time slot must end after it starts')).not.toBeInTheDocument()
  })
})

describe('CoachesPage on a phone', () => {
  onSmallScreen()

  it("shows each coach's ID and name, and View and Delete in one Actions menu (issue 27)", async () => {
    const sent = coachesServer()
    const { user } = renderPage()
    await rowOf('Sara Adel Inactive')
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Coach Name', 'View/Delete'])
    expect(screen.queryByRole('button', { name: 'Delete coach Sara Adel' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Actions for coach Sara Adel' }))
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['View', 'Delete'])
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete Coach' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Coach deleted successfully')).toBeInTheDocument()
    expect(sent.deleted).toEqual(['12'])
  })
})
