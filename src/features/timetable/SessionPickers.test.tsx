import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SessionDetails } from '@contract/sessions'
import type { SwimmerSummary } from '@contract/swimmers'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { lookupOf } from './MakeupGuestDialog'
import { RosterDialog } from './RosterDialog'
import { UPCOMING_SESSION } from '@/testing/sessionFixture'

// The roster's two pickers (issue 14): the substitute coach from the date-aware list of the server, and the make-up
// guest found by name or ID with the credits the server says can be booked into this session.

jest.setTimeout(30_000)

const SESSION: SessionDetails = { ...UPCOMING_SESSION, enrolled: 1, makeupGuests: 0, roster: [] }

const swimmer = (swimmerID: number, fullName: string): SwimmerSummary => ({
  swimmerID,
  fullName,
  year: 2015,
  currentLevel: 14,
  levelName: 'Level 3',
  coachName: null,
  coachID: null,
  site: 61,
  siteName: 'Smart Way',
  club: 1,
  clubName: 'Smart',
  parentPhone: null,
  parentEmail: null,
  frozen: false,
})

const credit = (creditID: number, fromDate: string) => ({
  creditID,
  swimmerID: 77,
  fromSessionID: 300 + creditID,
  fromDate,
  fromKind: 'school' as const,
  fromGroupID: 11,
  levelName: 'Level 3',
  expiresOn: '2036-12-20',
  status: 'open' as const,
  bookedSessionID: null,
  bookedDate: null,
  bookedGroupID: null,
  createdAt: '2036-11-01T10:00:00.000Z',
  reason: 'excused' as const,
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawnReason: null,
})

function sessionServer() {
  server.use(
    http.post('/api/schools/search-actions', () =>
      HttpResponse.json(
        ['ShowSchoolInfo', 'UpdateSchoolInfo', 'ManageAttendance'].map((actionName) => ({ actionName })),
      ),
    ),
    http.get('/api/sessions/:id', () => HttpResponse.json(SESSION)),
  )
}

function renderDialog(user = buildUser()) {
  signIn({ user, site: SMART_WAY })
  return renderWithProviders(<RosterDialog sessionID={501} onClose={jest.fn()} />, {
    userEventOptions: { delay: null },
  })
}

describe('what a typed text searches for', () => {
  it('digits (Latin or Arabic) are an ID, two characters or more a name, less nothing', () => {
    expect(lookupOf(' 1234 ')).toEqual({ swimmerID: 1234 })
    expect(lookupOf('١٢٣٤')).toEqual({ swimmerID: 1234 })
    expect(lookupOf('۱۲')).toEqual({ swimmerID: 12 })
    expect(lookupOf('أحمد')).toEqual({ fullName: 'أحمد' })
    expect(lookupOf('Sa')).toEqual({ fullName: 'Sa' })
    expect(lookupOf('S')).toBeNull()
    expect(lookupOf('  ')).toBeNull()
  })
})

describe('the substitute picker', () => {
  it("offers the coaches the server lists for the session's date and time, and sets the chosen one", async () => {
    sessionServer()
    const bodies: unknown[] = []
    let weekdayFinder = 0
    server.use(
      http.get('/api/sessions/:id/substitutes', ({ params }) =>
        HttpResponse.json(
          params.id === '501'
            ? [
                { coachID: 8, name: 'Hala Fathy' },
                { coachID: 9, name: 'Sherif Nabil' },
              ]
            : [],
        ),
      ),
      http.get('/api/coaches/free-coaches', () => {
        weekdayFinder += 1
        return HttpResponse.json([{ coachId: 10, name: 'Busy That Date' }])
      }),
      http.post('/api/sessions/:id/substitute', async ({ request }) => {
        bodies.push(await request.json())
        const { roster: _r, canTakeAttendance: _c, attendanceRefusal: _a, upcoming: _u, ...row } = SESSION
        return HttpResponse.json({ message: 'Hala Fathy substitutes at School 12 on 25 Nov 2036', session: row })
      }),
    )
    const { user } = renderDialog()
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(roster).findByRole('button', { name: 'Substitute coach' }))
    const dialog = await screen.findByRole('dialog', { name: 'Substitute coach' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Set substitute' })).toBeEnabled())
    expect(within(dialog).getByText(/free on 25 Nov 2036 from/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Coach' }))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'None: Omar Hassan teaches',
      'Hala Fathy',
      'Sherif Nabil',
    ])
    await user.click(options[1])
    await user.click(within(dialog).getByRole('button', { name: 'Set substitute' }))
    await waitFor(() => expect(bodies).toEqual([{ coachID: 8 }]))
    expect(await screen.findByText('Hala Fathy substitutes at School 12 on 25 Nov 2036')).toBeInTheDocument()
    expect(weekdayFinder).toBe(0)
  })

  it('says when no other coach is free that date', async () => {
    sessionServer()
    server.use(http.get('/api/sessions/:id/substitutes', () => HttpResponse.json([])))
    const { user } = renderDialog()
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(roster).findByRole('button', { name: 'Substitute coach' }))
    const dialog = await screen.findByRole('dialog', { name: 'Substitute coach' })
    expect(await within(dialog).findByText('No other coach is free on 25 Nov 2036 at this time.')).toBeInTheDocument()
  })
})

describe('the make-up guest picker', () => {
  function pickerServer(credits: Record<number, { credits: unknown[]; warning: string | null }>) {
    sessionServer()
    const searches: unknown[] = []
    const booked: unknown[] = []
    server.use(
      http.post('/api/swimmers/search', async ({ request }) => {
        const body = (await request.json()) as { fullName?: string; swimmerID?: number }
        searches.push(body)
        const all = [swimmer(77, 'Salma Mostafa'), swimmer(78, 'Salah Kamel')]
        return HttpResponse.json(
          all.filter((row) =>
            body.swimmerID !== undefined ? row.swimmerID === body.swimmerID : row.fullName.includes(body.fullName!),
          ),
        )
      }),
      http.get('/api/sessions/:id/makeups', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('swimmer'))
        return HttpResponse.json(credits[id] ?? { credits: [], warning: null })
      }),
      http.post('/api/sessions/:id/makeups', async ({ request }) => {
        booked.push(await request.json())
        return HttpResponse.json({
          message: 'Salma Mostafa is booked into School 12 on 2036-11-25 at 17:00 as a make-up',
          credit: { ...credit(5, '2036-11-11'), status: 'booked', bookedSessionID: 501 },
        })
      }),
    )
    return { searches, booked }
  }

  it('finds the swimmer by name, shows their bookable credits and books with the keyboard alone', async () => {
    const { searches, booked } = pickerServer({
      77: { credits: [credit(5, '2036-11-11'), credit(6, '2036-11-18')], warning: null },
    })
    const { user } = renderDialog()
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(roster).findByRole('button', { name: 'Book a make-up guest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a make-up guest' })
    const input = within(dialog).getByRole('combobox', { name: 'Swimmer' })
    await waitFor(() => expect(input).toHaveFocus())
    await user.keyboard('Salma')
    expect(await screen.findByRole('option', { name: /Salma Mostafa \(77\)/ })).toBeInTheDocument()
    // Typing is searched once it pauses: one search, for the whole name.
    expect(searches).toEqual([{ fullName: 'Salma', userSite: 'all' }])
    expect(within(dialog).getByRole('button', { name: 'Book' })).toBeDisabled()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(input).toHaveValue('Salma Mostafa (77)')
    const credits = await within(dialog).findByRole('radiogroup', { name: "Salma Mostafa's credit to book" })
    const radios = within(credits).getAllByRole('radio')
    expect(radios).toHaveLength(2)
    expect(radios[0]).toBeChecked()
    expect(within(credits).getByText(/Level 3, missed 11 Nov 2036, expires 20 Dec 2036/)).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Book' })).toBeEnabled())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(booked).toEqual([{ creditID: 5 }]))
    expect(
      await screen.findByText('Salma Mostafa is booked into School 12 on 25 Nov 2036 at 17:00 as a make-up'),
    ).toBeInTheDocument()
  })

  it("searches an ID typed in Arabic digits and shows the server's reason when no credit can be booked", async () => {
    const { searches, booked } = pickerServer({
      78: { credits: [], warning: 'School 12 on 2036-11-25 at 17:00 is full (10 of 10 seats taken)' },
    })
    const { user } = renderDialog()
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(roster).findByRole('button', { name: 'Book a make-up guest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a make-up guest' })
    await user.type(within(dialog).getByRole('combobox', { name: 'Swimmer' }), '٧٨')
    await user.click(await screen.findByRole('option', { name: /Salah Kamel/ }))
    expect(searches).toContainEqual({ swimmerID: 78, userSite: 'all' })
    expect(
      await within(dialog).findByText('School 12 on 2036-11-25 at 17:00 is full (10 of 10 seats taken)'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Book' })).toBeDisabled()
    expect(booked).toEqual([])
  })

  it('is not offered to a user without the Swimmers module, whose swimmer search the server refuses', async () => {
    pickerServer({})
    renderDialog(buildUser({ modules: ['Mod_SC'] }))
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    // The attendance is still theirs to take; only the guest booking, which needs the search, is not offered.
    expect(await within(roster).findByRole('button', { name: 'Cancel session' })).toBeInTheDocument()
    expect(within(roster).queryByRole('button', { name: 'Book a make-up guest' })).not.toBeInTheDocument()
  })

  it('says when nobody matches, and asks for more than one letter', async () => {
    pickerServer({})
    const { user } = renderDialog()
    const roster = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(roster).findByRole('button', { name: 'Book a make-up guest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a make-up guest' })
    const input = within(dialog).getByRole('combobox', { name: 'Swimmer' })
    await user.type(input, 'Z')
    expect(await screen.findByText('Type two letters of a name, or an ID')).toBeInTheDocument()
    await user.type(input, 'z')
    expect(await screen.findByText('No swimmer found')).toBeInTheDocument()
  })
})
