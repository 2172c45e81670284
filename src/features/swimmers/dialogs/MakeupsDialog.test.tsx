import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { MakeupCredit } from '@contract/sessions'
import type { SwimmerSummary } from '@contract/swimmers'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { MakeupsDialog } from './MakeupsDialog'

jest.setTimeout(30_000)

const SWIMMER = { swimmerID: 31, fullName: 'Laila Samir' } as SwimmerSummary

const credit = (overrides: Partial<MakeupCredit>): MakeupCredit => ({
  creditID: 7,
  swimmerID: 31,
  fromSessionID: 500,
  fromDate: '2026-11-22',
  fromKind: 'school',
  fromGroupID: 12,
  levelName: 'Level 3',
  expiresOn: '2026-12-20',
  status: 'open',
  bookedSessionID: null,
  bookedDate: null,
  bookedGroupID: null,
  createdAt: '2026-11-21T10:00:00Z',
  reason: 'excused',
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawnReason: null,
  ...overrides,
})

const CREDITS = [
  credit({}),
  credit({ creditID: 8, status: 'booked', bookedSessionID: 640, bookedDate: '2026-11-29', bookedGroupID: 14 }),
  credit({ creditID: 9, status: 'expired', fromDate: '2026-09-01', expiresOn: '2026-09-29' }),
]

const OPTION = {
  sessionID: 650,
  date: '2026-11-30',
  kind: 'school',
  groupID: 15,
  siteID: 61,
  startTime: '17:00',
  endTime: '18:00',
  coachID: 4,
  coachName: 'Omar Hassan',
  groupCoachID: 4,
  groupCoachName: 'Omar Hassan',
  substituteCoachID: null,
  substituteCoachName: null,
  level: 14,
  levelName: 'Level 3',
  enrolled: 8,
  capacity: 10,
  makeupGuests: 0,
  status: 'scheduled',
  statusReason: null,
}

function makeupsServer() {
  const calls: string[] = []
  server.use(
    http.get('/api/swimmers/31/makeups', () => HttpResponse.json(CREDITS)),
    http.get('/api/swimmers/31/makeups/7/options', () => HttpResponse.json([OPTION])),
    http.post('/api/sessions/:id/makeups', async ({ request, params }) => {
      calls.push(`POST ${String(params.id)} ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({
        message: "Laila Samir's make-up is booked into School 15 on 2026-11-30",
        credit: credit({ status: 'booked', bookedSessionID: 650 }),
      })
    }),
    http.delete('/api/sessions/:id/makeups/:credit', ({ params }) => {
      calls.push(`DELETE ${String(params.id)} ${String(params.credit)}`)
      return HttpResponse.json({
        message: "Laila Samir's make-up booking is cancelled",
        credit: credit({ creditID: 8 }),
      })
    }),
  )
  return calls
}

/** Taking a school session's attendance: the privilege the server checks to book a school make-up. */
const SCHOOL_ATTENDANCE = 'Mod_SC:ManageAttendance'

function renderDialog(
  modules: Array<'Mod_SW' | 'Mod_SC' | 'Mod_PT'> = ['Mod_SW', 'Mod_SC'],
  privileges = modules.includes('Mod_SC') ? ['Mod_SW:ShowSwimmerInfo', SCHOOL_ATTENDANCE] : ['Mod_SW:ShowSwimmerInfo'],
) {
  let accessRead = false
  server.use(
    http.get('/api/settings/access', () => {
      accessRead = true
      return HttpResponse.json({ actions: [], privileges })
    }),
  )
  signIn({ user: buildUser({ modules }), site: SMART_WAY })
  const rendered = renderWithProviders(<MakeupsDialog swimmer={SWIMMER} onClose={jest.fn()} />, {
    userEventOptions: { delay: null },
  })
  return { ...rendered, accessRead: () => accessRead }
}

describe('MakeupsDialog', () => {
  it('shows every credit with its status, the session missed, the expiry and the session booked', async () => {
    makeupsServer()
    renderDialog()
    const table = await screen.findByRole('table', { name: 'Make-up credits of Laila Samir' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Open', 'Booked', 'Expired'])
    expect(within(rows[0]).getByText(/School 12 · Level 3/)).toBeInTheDocument()
    expect(within(rows[1]).getByText(/School 14/)).toBeInTheDocument()
    expect(await within(rows[0]).findByRole('button', { name: 'Book' })).toBeInTheDocument()
    expect(within(rows[1]).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument()
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument()
  })

  it('books an open credit into a session the server offers', async () => {
    const calls = makeupsServer()
    const { user } = renderDialog()
    const table = await screen.findByRole('table', { name: 'Make-up credits of Laila Samir' })
    await user.click(await within(table).findByRole('button', { name: 'Book' }))
    const options = await screen.findByRole('list', { name: 'Sessions open for this make-up' })
    await user.click(within(options).getByRole('button', { name: /School 15/ }))
    await waitFor(() => expect(calls).toEqual(['POST 650 {"creditID":7}']))
    expect(await screen.findByText("Laila Samir's make-up is booked into School 15 on 30 Nov 2026")).toBeInTheDocument()
  })

  it('cancels a booking: the credit is open again', async () => {
    const calls = makeupsServer()
    const { user } = renderDialog()
    const table = await screen.findByRole('table', { name: 'Make-up credits of Laila Samir' })
    await user.click(await within(table).findByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(calls).toEqual(['DELETE 640 8']))
  })

  it('offers no booking to a user with the Schools module who may not take school attendance', async () => {
    makeupsServer()
    const { accessRead } = renderDialog(['Mod_SW', 'Mod_SC'], ['Mod_SW:ShowSwimmerInfo', 'Mod_SC:ShowSchoolInfo'])
    const table = await screen.findByRole('table', { name: 'Make-up credits of Laila Samir' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    await waitFor(() => expect(accessRead()).toBe(true))
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers no booking to a user who does not work with schools', async () => {
    makeupsServer()
    renderDialog(['Mod_SW'])
    const table = await screen.findByRole('table', { name: 'Make-up credits of Laila Samir' })
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
  })
})
