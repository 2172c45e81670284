import { http, HttpResponse } from 'msw'
import type { PreTeamOptions, SchoolOptions, SwimmerLogEntry, SwimmerSummary } from '@contract/swimmers'
import { server } from '@/testing/msw/server'

// A swimmers API for the web tests: a list of swimmers, the calls the page made, and answers a test can change.

export const NOUR: SwimmerSummary = {
  swimmerID: 501,
  fullName: 'Nour Ahmed Hassan',
  year: 2015,
  currentLevel: 12,
  levelName: 'Level 1',
  coachName: 'Omar Hassan',
  coachID: 11,
  site: 62,
  siteName: 'Club 13',
  club: 87,
  clubName: 'Zamalek',
  parentPhone: '01012345678',
  parentEmail: 'ahmed@example.com',
  frozen: false,
}
export const ALI: SwimmerSummary = {
  ...NOUR,
  swimmerID: 502,
  fullName: 'Ali Ahmed Salem',
  year: 2014,
  currentLevel: 17,
  levelName: 'PTeam A',
  coachName: null,
  coachID: null,
  frozen: true,
}

export const ALL_ACTIONS = [
  'AddSwimmerToSchool',
  'Attendes',
  'UpdateSchoolLevel',
  'UpdateLevel',
  'UpdateSwimmer',
  'ViewSwimmerDetails',
  'ShowSwimmerInfo',
  'EditSwimmer',
  'DeleteSwimmer',
  'FreezSwim',
  'SubscriptionRenwal',
  'UpdateTimes',
  'ChangeSite',
]

export const SCHOOL_OPTIONS: SchoolOptions = {
  swimmerID: NOUR.swimmerID,
  site: 62,
  level: 12,
  levelName: 'Level 1',
  schools: [
    {
      schoolID: 31,
      coachName: 'Omar Hassan',
      level: 12,
      levelName: 'Level 1',
      type: 77,
      typeName: 'Baby Class',
      days: 'Saturday, Tuesday',
      fromTo: '16:00-17:00',
      capacity: 12,
      enrolled: 5,
      invoices: [
        { months: 1, invoice: 385, itemName: 'Baby Class - 1 month' },
        { months: 3, invoice: 1100, itemName: 'Baby Class - 3 months' },
      ],
    },
  ],
}

export const PRETEAM_OPTIONS: PreTeamOptions = {
  swimmerID: ALI.swimmerID,
  site: 62,
  level: 17,
  levelName: 'PTeam A',
  preTeams: [
    {
      pTeamID: 41,
      coachName: 'Mona Coach',
      level: 17,
      levelName: 'PTeam A',
      days: 'Saturday, Monday, Wednesday',
      fromTo: '17:00-18:30',
    },
  ],
  invoices: [
    { months: 1, invoice: 660, itemName: 'PreTeam - 1 month' },
    { months: 3, invoice: 1880, itemName: 'PreTeam - 3 months' },
  ],
}

export interface SentCalls {
  health: number
  searches: unknown[]
  added: unknown[]
  levels: unknown[]
  schools: unknown[]
  preTeams: unknown[]
}

export function swimmersServer({
  swimmers = [NOUR, ALI],
  actions = ALL_ACTIONS,
  logs = [] as SwimmerLogEntry[],
  schoolAnswer,
  granted = [] as string[],
  privileges = [] as string[],
}: {
  swimmers?: SwimmerSummary[]
  actions?: string[]
  logs?: SwimmerLogEntry[]
  schoolAnswer?: () => Response
  /** The user's granted settings actions (GET /settings/access). */
  granted?: string[]
  /** Every privilege of the user's title, 'Module:Action' (GET /settings/access). */
  privileges?: string[]
} = {}): SentCalls {
  let list = [...swimmers]
  const sent: SentCalls = { health: 0, searches: [], added: [], levels: [], schools: [], preTeams: [] }
  server.use(
    http.get('/api/test/health', () => {
      sent.health++
      return HttpResponse.json({ status: 'Healthy', timestamp: '2026-11-21T09:00:00.000Z', database: 'sqlite' })
    }),
    http.post('/api/swimmers/search', async ({ request }) => {
      const body = (await request.json()) as { swimmerID?: string; fullName?: string; year?: string; level?: string }
      sent.searches.push(body)
      const found = list.filter(
        (row) =>
          (!body.fullName || row.fullName.toLowerCase().includes(body.fullName.toLowerCase())) &&
          (!body.swimmerID || row.swimmerID === Number(body.swimmerID)) &&
          (!body.year || row.year === Number(body.year)) &&
          (!body.level || row.currentLevel === Number(body.level)),
      )
      return HttpResponse.json(found)
    }),
    http.post('/api/swimmers/search-actions', () => HttpResponse.json(actions.map((actionName) => ({ actionName })))),
    http.get('/api/settings/access', () => HttpResponse.json({ actions: granted, privileges })),
    // Likely duplicates of a new swimmer: a swimmer of the list with the same name and birth year (issue 27).
    http.post('/api/swimmers/likely-duplicates', async ({ request }) => {
      const body = (await request.json()) as { fullName: string; birthDate: string }
      const found = list.filter(
        (row) => row.fullName === body.fullName.trim() && String(row.year) === body.birthDate.slice(0, 4),
      )
      return HttpResponse.json(
        found.map((row) => ({
          swimmerID: row.swimmerID,
          fullName: row.fullName,
          birthDate: body.birthDate,
          site: row.site,
          siteName: row.siteName,
          sameBirthDate: true,
          samePhone: false,
        })),
      )
    }),
    http.post('/api/swimmers/add', async ({ request }) => {
      const body = (await request.json()) as { fullName: string }
      sent.added.push(body)
      list = [...list, { ...NOUR, swimmerID: 777, fullName: body.fullName }]
      return HttpResponse.json({ message: 'Swimmer added successfully', swimmerID: 777 })
    }),
    http.delete('/api/swimmers/:id', ({ params }) => {
      list = list.filter((row) => row.swimmerID !== Number(params.id))
      return HttpResponse.json({ message: 'Swimmer deleted successfully', cancelledInvoices: [] })
    }),
    http.put('/api/swimmers/update-level', async ({ request }) => {
      const body = (await request.json()) as { swimmerID: string; newLevel: string }
      sent.levels.push(body)
      list = list.map((row) =>
        row.swimmerID === Number(body.swimmerID) ? { ...row, currentLevel: 13, levelName: 'Level 2' } : row,
      )
      return HttpResponse.json({ message: 'Swimmer level updated successfully' })
    }),
    http.get('/api/swimmers/school-options/:id', () => HttpResponse.json(SCHOOL_OPTIONS)),
    http.get('/api/swimmers/preteam-options/:id', () => HttpResponse.json(PRETEAM_OPTIONS)),
    http.post('/api/SwimmerSchool/add-swimmer-to-school', async ({ request }) => {
      sent.schools.push(await request.json())
      if (schoolAnswer) return schoolAnswer()
      return HttpResponse.json({
        message: 'Swimmer added to school successfully',
        enrolmentID: 1,
        invoiceID: 900,
        invItem: 'Baby Class - 3 months',
        value: 1100,
        amountPaid: 150.5,
        endDate: '2027-02-21',
      })
    }),
    http.post('/api/PreTeam/add-swimmer', async ({ request }) => {
      sent.preTeams.push(await request.json())
      return HttpResponse.json({
        message: 'Swimmer added to pre-team successfully',
        pTeamID: 41,
        swimmerID: ALI.swimmerID,
        enrolmentId: 2,
        invoiceId: 901,
        invItem: 'PreTeam - 1 month',
        value: 660,
        amountPaid: 0,
        endDate: '2026-12-21',
      })
    }),
    http.get('/api/swimmers/:id/logs', () => HttpResponse.json(logs)),
  )
  return sent
}
