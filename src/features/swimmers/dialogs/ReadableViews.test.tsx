import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerLogEntry, TechnicalData } from '@contract/swimmers'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { NOUR } from '@/testing/swimmersTestServer'
import { LogsDialog } from './LogsDialog'
import { TechnicalDialog } from './TechnicalDialog'

// The readable views open first and say, in words, who did what when; the spec's raw dumps stay one tab away.
// Times are shown in the browser's zone: the tests run in UTC.
// The device's zone (UTC here) no longer matters: moments are shown on the academy's clock (Cairo, UTC+2/+3).
process.env.TZ = 'UTC'

const entry = (logID: number, at: string, action: string, before: unknown, after: unknown): SwimmerLogEntry => ({
  logID,
  at,
  action,
  userID: 2,
  userName: 'Karim Cashier',
  userTitle: 'Cashier',
  site: 62,
  siteName: 'Club 13',
  before,
  after,
})

const LOGS: SwimmerLogEntry[] = [
  entry(1, '2026-11-01T08:00:00.000Z', 'AddSwimmer', null, { fullName: 'Nour Ahmed Hassan' }),
  entry(
    2,
    '2026-11-02T09:30:00.000Z',
    'UpdateSwimmer',
    { fullName: 'Nour Ahmed', currentLevel: 12, parentPhone: '01012345678' },
    { fullName: '<b>Nour</b> Ahmed Hassan', currentLevel: 13, parentPhone: '01012345678' },
  ),
  entry(
    3,
    '2026-11-03T10:15:00.000Z',
    'AddSwimmerToSchool',
    { subscription_end: null },
    { enrolment: { school_id: 31, months: 3 }, invoiceId: 12, amountPaid: 600, recieptNo: 'R-1002' },
  ),
  entry(
    11,
    '2026-11-03T12:00:00.000Z',
    'AddSwimmerToPTeam',
    { subscription_end: null },
    {
      enrolment: { preteam_id: 11, months: 1 },
      group: 'the PTeam C squad of Coach Sophie Boutros (Saturday, Monday, Wednesday 17:00-18:30)',
      invoiceId: 13,
      amountPaid: 0,
    },
  ),
  entry(4, '2026-11-04T11:00:00.000Z', 'UpdateLevel', { currentLevel: 13 }, { currentLevel: 15 }),
  entry(5, '2026-11-05T12:00:00.000Z', 'ChangeSite', { site: 62 }, { site: 63, endedEnrolments: [{ kind: 'school' }] }),
  entry(
    6,
    '2026-11-06T13:00:00.000Z',
    'FreezSwim',
    { frozen: false },
    { frozen: true, freeze: { freeze_date: '2026-11-06', reason: 'Injury' } },
  ),
  entry(
    7,
    '2026-11-07T14:00:00.000Z',
    'Attendes',
    { date: '2026-11-07', status: 'absent' },
    { date: '2026-11-07', status: 'present' },
  ),
  entry(8, '2026-11-08T15:00:00.000Z', 'UpdateTimes', null, {
    times: { id: 78, times: '50m Freestyle 00:41.20', reason: 'Club time trial', site: 62 },
  }),
  entry(
    9,
    '2026-11-09T16:00:00.000Z',
    'SubscriptionRenwal',
    { subscriptionEnd: '2026-12-01' },
    { subscriptionEnd: '2027-03-01', invoiceId: 14 },
  ),
  { ...entry(10, '2026-11-10T17:00:00.000Z', 'SomethingNew', null, null), userName: null, userTitle: null },
]

function renderLogs(logs: SwimmerLogEntry[]) {
  server.use(http.get('/api/swimmers/:id/logs', () => HttpResponse.json(logs)))
  signIn({ site: CLUB_13 })
  return renderWithProviders(<LogsDialog swimmer={NOUR} onClose={() => undefined} />)
}

describe('Swimmer Logs', () => {
  it('opens on a timeline of who did what when, in words, newest first', async () => {
    renderLogs(LOGS)
    const timeline = await screen.findByRole('list', { name: 'What happened to Nour Ahmed Hassan, newest first' })
    const lines = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(lines).toEqual([
      'User 2 did “Something New” for Nour Ahmed Hassan — 10 Nov 2026 19:00 · Club 13',
      'Karim Cashier (Cashier) renewed Nour Ahmed Hassan’s subscription until 1 Mar 2027 (invoice #14) — 9 Nov 2026 18:00 · Club 13',
      'Karim Cashier (Cashier) recorded times for Nour Ahmed Hassan: 50m Freestyle 00:41.20 (Club time trial) — 8 Nov 2026 17:00 · Club 13',
      'Karim Cashier (Cashier) changed Nour Ahmed Hassan’s attendance on 7 Nov 2026 from absent to present — 7 Nov 2026 16:00 · Club 13',
      'Karim Cashier (Cashier) froze Nour Ahmed Hassan from 6 Nov 2026: Injury — 6 Nov 2026 15:00 · Club 13',
      'Karim Cashier (Cashier) moved Nour Ahmed Hassan from Club 13 to Egypt, ending 1 running enrolment at Club 13 — 5 Nov 2026 14:00 · Club 13',
      'Karim Cashier (Cashier) changed Nour Ahmed Hassan’s level from Level 2 to Level 4 — 4 Nov 2026 13:00 · Club 13',
      'Karim Cashier (Cashier) added Nour Ahmed Hassan to the PTeam C squad of Coach Sophie Boutros (Saturday, Monday, Wednesday 17:00-18:30) (pre-team #11) for 1 month (invoice #13) — 3 Nov 2026 14:00 · Club 13',
      'Karim Cashier (Cashier) enrolled Nour Ahmed Hassan in school #31 for 3 months, paid EGP 600.00, receipt R-1002 (invoice #12) — 3 Nov 2026 12:15 · Club 13',
      'Karim Cashier (Cashier) updated Nour Ahmed Hassan’s details: Full Name from “Nour Ahmed” to “<b>Nour</b> Ahmed Hassan”; Level from Level 1 to Level 2 — 2 Nov 2026 11:30 · Club 13',
      'Karim Cashier (Cashier) registered Nour Ahmed Hassan — 1 Nov 2026 10:00 · Club 13',
    ])
    // Markup in the data is text.
    expect(timeline.querySelector('b')).toBeNull()
    expect(within(timeline).getAllByRole('listitem')[0].querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-10T17:00:00.000Z',
    )
    expect(screen.getByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument()
  })

  it('keeps the raw entries one tab away, as text', async () => {
    const { user } = renderLogs(LOGS.slice(0, 2))
    await screen.findByRole('list', { name: /^What happened to/ })
    expect(screen.queryByLabelText('Log entry 2')).not.toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Raw data' }))
    const raw = screen.getByLabelText('Log entry 2')
    expect(raw).toBeVisible()
    expect(raw).toHaveTextContent('"fullName": "<b>Nour</b> Ahmed Hassan"')
    expect(raw.querySelector('b')).toBeNull()
    expect(screen.getByText('2026-11-02 09:30 · UpdateSwimmer · by Karim Cashier (User 2) · Club 13')).toBeVisible()
  })

  it("says 'No logs found' when there are none", async () => {
    renderLogs([])
    expect(await screen.findByText('No logs found')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})

const TECHNICAL: TechnicalData = {
  swimmerID: NOUR.swimmerID,
  levels: [{ level: 12, levelName: 'Level 1', site: 62, changedAt: '2025-08-31T10:00:00.000Z' }],
  times: [
    {
      times: '50m Breaststroke 00:42.23',
      reason: 'Monthly <i>assessment</i>',
      site: 62,
      recordedAt: '2026-09-07T18:45:00.000Z',
      recordedBy: 2,
    },
  ],
  freezes: [
    { reason: 'Injury', freezeDate: '2026-06-01', endedAt: '2026-06-20', site: 62 },
    { reason: 'Travel', freezeDate: '2026-11-01', endedAt: null, site: 62 },
  ],
  subscriptions: [{ renewalType: 'Monthly', months: 1, startDate: '2026-10-01', endDate: '2026-11-01', site: 62 }],
  enrolments: [
    { kind: 'school', groupID: 31, months: 3, startDate: '2026-05-15', endDate: '2026-08-15', invoiceID: 1, site: 62 },
  ],
  invoices: [
    {
      invoiceID: 1,
      itemName: 'Baby Class - 3 months',
      months: 3,
      amount: 4700,
      amountPaid: 600,
      status: 'open',
      site: 62,
      createdAt: '2026-05-15T16:30:00.000Z',
      payments: [{ recieptNo: 'R-1002', amountPaid: 600, paidAt: '2026-05-15T16:30:00.000Z' }],
    },
  ],
  attendance: [],
  schoolAttendance: [{ schoolID: 31, date: '2026-06-02', attended: true, notes: 'Strong kick' }],
}

describe('Technical Tab Data', () => {
  function renderTechnical() {
    server.use(http.get('/api/swimmers/:id/technical-tab', () => HttpResponse.json(TECHNICAL)))
    signIn({ site: CLUB_13 })
    return renderWithProviders(<TechnicalDialog swimmer={NOUR} onClose={() => undefined} />)
  }

  const linesOf = (heading: string) => {
    const section = screen.getByRole('region', { name: heading })
    return within(section)
      .queryAllByRole('listitem')
      .map((item) => item.textContent)
  }

  it('opens on labelled sections in words, not on a dump', async () => {
    renderTechnical()
    expect(await screen.findByRole('heading', { level: 3, name: 'Levels (1)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Summary', selected: true })).toBeInTheDocument()
    expect(linesOf('Levels (1)')).toEqual(['Level 1 since 31 Aug 2025 · Club 13'])
    expect(linesOf('Times (1)')).toEqual([
      '50m Breaststroke 00:42.23 — Monthly <i>assessment</i> · 7 Sep 2026 21:45 · Club 13 · recorded by user 2',
    ])
    expect(linesOf('Freezes (2)')).toEqual([
      'Frozen from 1 Jun 2026 to 20 Jun 2026: Injury · Club 13',
      'Frozen from 1 Nov 2026, still frozen: Travel · Club 13',
    ])
    expect(linesOf('Subscriptions (1)')).toEqual(['Monthly, 1 month: 1 Oct 2026 to 1 Nov 2026 · Club 13'])
    expect(linesOf('Enrolments (1)')).toEqual([
      'School #31, 3 months: 15 May 2026 to 15 Aug 2026 · invoice #1 · Club 13',
    ])
    const invoices = screen.getByRole('region', { name: 'Invoices (1)' })
    expect(within(invoices).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Invoice #1 · Baby Class - 3 months · EGP 4,700\.00, paid EGP 600\.00 · Open · 15 May 2026 · Club 13/,
    )
    expect(
      within(within(invoices).getByRole('list', { name: 'Payments of invoice #1' })).getByRole('listitem'),
    ).toHaveTextContent('Receipt R-1002: EGP 600.00 on 15 May 2026 19:30')
    expect(screen.getByRole('region', { name: 'Attendance (0)' })).toHaveTextContent('None recorded.')
    expect(linesOf('School attendance (1)')).toEqual(['School #31, 2 Jun 2026: attended (Strong kick)'])
    // Markup from data stays text, and the raw dump is not what the dialog opens on.
    expect(document.querySelector('[role="dialog"] i')).toBeNull()
    expect(screen.getByLabelText(`Technical data of swimmer ${NOUR.swimmerID}`)).not.toBeVisible()
  })

  it('keeps the raw dump one tab away', async () => {
    const { user } = renderTechnical()
    await screen.findByRole('heading', { level: 3, name: 'Levels (1)' })
    await user.click(screen.getByRole('tab', { name: 'Raw data' }))
    const raw = screen.getByLabelText(`Technical data of swimmer ${NOUR.swimmerID}`)
    expect(raw).toBeVisible()
    expect(raw).toHaveTextContent('"times": "50m Breaststroke 00:42.23"')
  })
})
