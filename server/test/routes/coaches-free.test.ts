import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { withNameKey } from '../../src/lib/name-key'

// The free-coach rule on a table of cases. Each case gets its own coach at site 68 (Faisl., whose demo coaches
// teach nothing) with the groups the case describes, then asks one of the three free-coach calls whether that
// coach is free. Sunday 22 Nov 2026 is day 217, Monday 23 Nov 218, Wednesday 25 Nov 220.

const SUNDAY = 217
const MONDAY = 218
const TUESDAY = 219
const WEDNESDAY = 220
const THURSDAY = 221
const SCHOOL_COACH = 8
const PRETEAM_COACH = 9
const SITE = 68
const OTHER_SITE = 67

interface GroupSpec {
  kind: 'school' | 'pre-team'
  days: number[]
  start: string
  end: string
  site?: number
  ended?: boolean
  removed?: boolean
}

interface CoachSpec {
  type?: number
  site?: number
  active?: boolean
  deleted?: boolean
  groups?: GroupSpec[]
}

/** The question, in one of the three request forms. */
type Ask =
  | { form: 'screen'; coachType?: number | null; site?: number | null; date?: string | null; timeSlot?: string | null }
  | { form: 'finder' | 'free'; type: number; startTime: string; firstDay: number; secondDay: number; site: number }

interface Case {
  name: string
  coach: CoachSpec
  ask: Ask
  free: boolean
}

const school = (days: number[], start: string, end: string, extra: Partial<GroupSpec> = {}): GroupSpec => ({
  kind: 'school',
  days,
  start,
  end,
  ...extra,
})
const preTeam = (days: number[], start: string, end: string, extra: Partial<GroupSpec> = {}): GroupSpec => ({
  kind: 'pre-team',
  days,
  start,
  end,
  ...extra,
})
const onSunday = (timeSlot: string | null, coachType: number | null = SCHOOL_COACH): Ask => ({
  form: 'screen',
  coachType,
  site: SITE,
  date: '2026-11-22',
  timeSlot,
})
const finder = (form: 'finder' | 'free', startTime: string, firstDay: number, secondDay: number, type = SCHOOL_COACH) =>
  ({ form, type, startTime, firstDay, secondDay, site: SITE }) as const

const SUN_WED_17 = school([SUNDAY, WEDNESDAY], '17:00', '18:00')

const CASES: Case[] = [
  { name: 'a coach with no groups is free', coach: {}, ask: onSunday('17:00-18:00'), free: true },
  { name: 'the same slot clashes', coach: { groups: [SUN_WED_17] }, ask: onSunday('17:00-18:00'), free: false },
  {
    name: 'a slot overlapping the end clashes',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('17:30-18:30'),
    free: false,
  },
  {
    name: 'a slot overlapping the start clashes',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('16:30-17:01'),
    free: false,
  },
  {
    name: 'a slot inside the group clashes',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('17:15-17:45'),
    free: false,
  },
  {
    name: 'a slot around the group clashes',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('16:00-19:00'),
    free: false,
  },
  {
    name: 'a slot touching the end is free',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('18:00-19:00'),
    free: true,
  },
  {
    name: 'a slot touching the start is free',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('16:00-17:00'),
    free: true,
  },
  {
    name: 'a single start time means an hour: 17:30',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('17:30'),
    free: false,
  },
  {
    name: 'a single start time means an hour: 16:00',
    coach: { groups: [SUN_WED_17] },
    ask: onSunday('16:00'),
    free: true,
  },
  {
    name: 'another day is free (Monday)',
    coach: { groups: [SUN_WED_17] },
    ask: { form: 'screen', coachType: SCHOOL_COACH, site: SITE, date: '2026-11-23', timeSlot: '17:00-18:00' },
    free: true,
  },
  {
    name: "the group's second day clashes (Wednesday)",
    coach: { groups: [SUN_WED_17] },
    ask: { form: 'screen', coachType: SCHOOL_COACH, site: SITE, date: '2026-11-25', timeSlot: '17:30' },
    free: false,
  },
  {
    name: 'an ended school does not hold the coach',
    coach: { groups: [school([SUNDAY, WEDNESDAY], '17:00', '18:00', { ended: true })] },
    ask: onSunday('17:00-18:00'),
    free: true,
  },
  {
    name: 'an active pre-team holds the coach on each of its three days',
    coach: { type: PRETEAM_COACH, groups: [preTeam([SUNDAY, TUESDAY, THURSDAY], '17:00', '18:30')] },
    ask: onSunday('18:00-19:00', PRETEAM_COACH),
    free: false,
  },
  {
    name: 'a removed pre-team does not hold the coach',
    coach: { type: PRETEAM_COACH, groups: [preTeam([SUNDAY, TUESDAY, THURSDAY], '17:00', '18:30', { removed: true })] },
    ask: onSunday('17:00-18:00', PRETEAM_COACH),
    free: true,
  },
  {
    name: 'an ended pre-team does not hold the coach',
    coach: { type: PRETEAM_COACH, groups: [preTeam([SUNDAY, TUESDAY, THURSDAY], '17:00', '18:30', { ended: true })] },
    ask: onSunday('17:00-18:00', PRETEAM_COACH),
    free: true,
  },
  {
    name: 'a group at another site still holds the coach (one coach, one place)',
    coach: { groups: [school([SUNDAY, WEDNESDAY], '17:00', '18:00', { site: OTHER_SITE })] },
    ask: onSunday('17:00-18:00'),
    free: false,
  },
  { name: 'an inactive coach is never free', coach: { active: false }, ask: onSunday('17:00-18:00'), free: false },
  { name: 'a deleted coach is never free', coach: { deleted: true }, ask: onSunday('17:00-18:00'), free: false },
  {
    name: 'a coach of another type is not offered',
    coach: { type: PRETEAM_COACH },
    ask: onSunday('17:00-18:00', SCHOOL_COACH),
    free: false,
  },
  { name: 'no coach type offers both types', coach: { type: PRETEAM_COACH }, ask: onSunday('17:00', null), free: true },
  {
    name: 'a coach at another site is not offered',
    coach: { site: OTHER_SITE },
    ask: onSunday('17:00-18:00'),
    free: false,
  },
  {
    name: 'no date means every day: a Wednesday group at that time holds the coach',
    coach: { groups: [school([MONDAY, WEDNESDAY], '17:00', '18:00')] },
    ask: { form: 'screen', coachType: SCHOOL_COACH, site: SITE, date: null, timeSlot: '17:30' },
    free: false,
  },
  {
    name: 'no time slot means the whole day',
    coach: { groups: [school([SUNDAY, WEDNESDAY], '07:00', '08:00')] },
    ask: onSunday(null),
    free: false,
  },
  {
    name: 'no time slot: a day without groups is free',
    coach: { groups: [school([MONDAY, WEDNESDAY], '07:00', '08:00')] },
    ask: onSunday(null),
    free: true,
  },
  {
    name: 'finder (GET): busy on the first day',
    coach: { groups: [SUN_WED_17] },
    ask: finder('finder', '17:30', SUNDAY, MONDAY),
    free: false,
  },
  {
    name: 'finder (GET): busy on the second day',
    coach: { groups: [SUN_WED_17] },
    ask: finder('finder', '16:30', MONDAY, WEDNESDAY),
    free: false,
  },
  {
    name: 'finder (GET): the hour from 18:00 touches the group and is free',
    coach: { groups: [SUN_WED_17] },
    ask: finder('finder', '18:00', SUNDAY, WEDNESDAY),
    free: true,
  },
  {
    name: 'finder (GET): other days are free',
    coach: { groups: [SUN_WED_17] },
    ask: finder('finder', '17:00', MONDAY, TUESDAY),
    free: true,
  },
  {
    name: 'POST /coaches/free: busy when the hour overlaps',
    coach: { groups: [SUN_WED_17] },
    ask: finder('free', '16:01', SUNDAY, MONDAY),
    free: false,
  },
  {
    name: 'POST /coaches/free: free on other days',
    coach: { groups: [SUN_WED_17] },
    ask: finder('free', '17:00', MONDAY, TUESDAY),
    free: true,
  },
]

describe('the free-coach rule', () => {
  let t: TestApp
  let token: string
  let counter = 0
  beforeAll(async () => {
    t = await buildTestApp()
    token = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const now = () => t.clock.now().toISOString()

  async function makeCoach(spec: CoachSpec): Promise<number> {
    const db = t.database.db
    counter += 1
    const { id } = await db
      .insertInto('coaches')
      .values({
        ...withNameKey(`Rule Coach ${counter}`),
        coach_type: spec.type ?? SCHOOL_COACH,
        site: spec.site ?? SITE,
        mobile_number: `0100000${String(counter).padStart(4, '0')}`,
        is_active: spec.active === false ? 0 : 1,
        deleted_at: spec.deleted ? now() : null,
        created_at: now(),
        created_by: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const group of spec.groups ?? []) {
      const common = {
        coach_id: id,
        first_day: group.days[0],
        second_day: group.days[1],
        start_time: group.start,
        end_time: group.end,
        site: group.site ?? spec.site ?? SITE,
        start_date: '2026-01-10',
        end_date: group.ended ? '2026-10-01' : null,
        created_at: now(),
        created_by: 1,
      }
      if (group.kind === 'school') {
        await db
          .insertInto('schools')
          .values({ ...common, level: 12, school_type: 77, capacity: 10 })
          .execute()
      } else {
        await db
          .insertInto('preteams')
          .values({ ...common, level: 17, third_day: group.days[2], removed_at: group.removed ? now() : null })
          .execute()
      }
    }
    return id
  }

  async function freeCoachIds(ask: Ask): Promise<number[]> {
    if (ask.form === 'screen') {
      const { form: _form, ...payload } = ask
      const response = await injectAs(t.app, token, { method: 'POST', url: '/api/Coaches/free-coaches', payload })
      expect(response.statusCode).toBe(200)
      return response.json<Array<{ coachId: number; coachID: number }>>().map((row) => {
        expect(row.coachId).toBe(row.coachID)
        return row.coachId
      })
    }
    const { form, ...fields } = ask
    const response =
      form === 'finder'
        ? await injectAs(t.app, token, {
            method: 'GET',
            url: '/api/Coaches/free-coaches',
            query: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
          })
        : await injectAs(t.app, token, { method: 'POST', url: '/api/Coaches/free', payload: fields })
    expect(response.statusCode).toBe(200)
    return response.json<Array<{ coachId: number }>>().map((row) => row.coachId)
  }

  it.each(CASES)('$name', async ({ coach, ask, free }) => {
    const coachId = await makeCoach(coach)
    const ids = await freeCoachIds(ask)
    expect(ids.includes(coachId)).toBe(free)
  })

  it('answers each free coach once, with the name and the row of the coaches table', async () => {
    const coachId = await makeCoach({})
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/coaches/free-coaches',
      payload: { coachType: '8', site: String(SITE), date: '2026-11-22', timeSlot: '05:00 – 06:00' },
    })
    expect(response.statusCode).toBe(200)
    const rows = response.json<Array<Record<string, unknown>>>()
    expect(rows.filter((row) => row.coachId === coachId)).toEqual([
      expect.objectContaining({
        coachId,
        name: `Rule Coach ${counter}`,
        coachID: coachId,
        coachName: `Rule Coach ${counter}`,
        coachType: SCHOOL_COACH,
        site: SITE,
        isActive: true,
      }),
    ])
    for (const row of rows) expect(row).toMatchObject({ site: SITE, coachType: SCHOOL_COACH, isActive: true })
  })

  it('agrees with the demo timetable: every busy coach really has a clashing group', async () => {
    const db = t.database.db
    const ask = { coachType: null, site: 61, date: '2026-11-22', timeSlot: '17:00-18:00' }
    const free = (await freeCoachIds({ form: 'screen', ...ask })).sort((a, b) => a - b)
    const active = await db
      .selectFrom('coaches')
      .select('id')
      .where('site', '=', 61)
      .where('is_active', '=', 1)
      .where('deleted_at', 'is', null)
      .execute()
    const teachingSunday17 = new Set(
      [
        ...(await db
          .selectFrom('schools')
          .select(['coach_id', 'first_day as a', 'second_day as b', 'second_day as c', 'start_time', 'end_time'])
          .where('end_date', 'is', null)
          .execute()),
        ...(await db
          .selectFrom('preteams')
          .select(['coach_id', 'first_day as a', 'second_day as b', 'third_day as c', 'start_time', 'end_time'])
          .where('end_date', 'is', null)
          .where('removed_at', 'is', null)
          .execute()),
      ]
        .filter((group) => [group.a, group.b, group.c].includes(SUNDAY))
        .filter((group) => group.start_time < '18:00' && group.end_time > '17:00')
        .map((group) => group.coach_id),
    )
    expect(teachingSunday17.size).toBeGreaterThan(0)
    const expected = active
      .map((coach) => coach.id)
      .filter((id) => !teachingSunday17.has(id))
      .sort((a, b) => a - b)
    expect(free).toEqual(expected)
  })
})
