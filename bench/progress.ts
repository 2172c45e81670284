import type { Kysely } from 'kysely'
import type { Database } from '../server/src/db/database'
import { findOpenGroups } from '../server/src/domains/enrolments/enrolments.repository'
import { currentCurricula } from '../server/src/domains/progress/curriculum.service'
import {
  findCurrentGroups,
  findRatings,
  findReadiness,
  findReadySwimmers,
  findSwimmerBasics,
} from '../server/src/domains/progress/progress.repository'
import { expectOk, request, timeRequests } from './api-client'
import type { BenchRow } from './bench-table'
import { latencyRow as row } from './stats'

// Skills and progress (issue 31): a session's evaluation grid on the deck (GET /api/sessions/{id}/evaluations,
// p95 < 15 ms) and the ready list of the busiest site (GET /api/ready?site=, p95 < 50 ms), over HTTP like the other
// rows.
//
// The scale academy records no evaluations, so the busiest site's past week is rated first, through the API as a coach
// would on the deck: in its first sessions every swimmer masters their level's required skills (they become ready),
// in the next ones half of them, and each swimmer of the rest gets one skill emerging (each swimmer at the first of
// their sessions only). Only changes are stored, so a second run writes nothing new: the data is the same every run.

const TARGETS = { grid: 15, ready: 50 }
const DAY_MS = 86_400_000
/** Sessions rated: the first READY_SESSIONS make their swimmers ready, the next as many half of them. */
const SESSIONS = 60
const READY_SESSIONS = 20

interface WeekSession {
  sessionID: number
  date: string
  enrolled: number
  status: string
}
interface Grid {
  levels: Array<{ level: number; skills: Array<{ skillID: number; required: boolean }> }>
  swimmers: Array<{ swimmerID: number; level: number }>
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The busiest site's past week's held sessions with swimmers, oldest first. */
async function pastSessions(baseUrl: string, token: string, site: number, now: Date): Promise<WeekSession[]> {
  const from = isoDate(now.getTime() - 7 * DAY_MS)
  const to = isoDate(now.getTime() - DAY_MS)
  const week = expectOk(
    await request(baseUrl, 'GET', `/api/timetable?site=${site}&from=${from}&to=${to}`, { token }),
    'the past week',
  )
  return (JSON.parse(week.body) as WeekSession[]).filter(
    (session) => session.status === 'scheduled' && session.enrolled > 0,
  )
}

/** Rates the sessions' swimmers (see above); answers how many ratings were stored now (0 on a second run). */
async function rateSessions(baseUrl: string, token: string, sessions: WeekSession[]): Promise<number> {
  let stored = 0
  // A swimmer of two sessions (their group meets twice a week) is rated at the first only, so a run never undoes itself.
  const rated = new Set<number>()
  for (const [index, session] of sessions.entries()) {
    const grid = JSON.parse(
      expectOk(await request(baseUrl, 'GET', `/api/sessions/${session.sessionID}/evaluations`, { token }), 'a grid')
        .body,
    ) as Grid
    const fresh = grid.swimmers.filter((swimmer) => !rated.has(swimmer.swimmerID))
    for (const swimmer of fresh) rated.add(swimmer.swimmerID)
    const entries = fresh.flatMap((swimmer, position) => {
      const skills = grid.levels.find((level) => level.level === swimmer.level)?.skills ?? []
      const required = skills.filter((skill) => skill.required)
      const ready = index < READY_SESSIONS || (index < 2 * READY_SESSIONS && position % 2 === 0)
      return (ready ? required : skills.slice(0, 1)).map((skill) => ({
        swimmerID: swimmer.swimmerID,
        skillID: skill.skillID,
        rating: ready ? 'mastered' : 'emerging',
      }))
    })
    if (entries.length === 0) continue
    const saved = expectOk(
      await request(baseUrl, 'POST', `/api/sessions/${session.sessionID}/evaluations`, { token, body: { entries } }),
      'saving ratings',
    )
    stored += (JSON.parse(saved.body) as { saved: number }).saved
  }
  return stored
}

export async function measureProgress(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  busySite: number
  now: Date
}): Promise<BenchRow[]> {
  const { baseUrl, token, busySite } = options
  const sessions = (await pastSessions(baseUrl, token, busySite, options.now)).slice(0, SESSIONS)
  if (sessions.length === 0) throw new Error('progress: the busiest site held no session last week')
  const stored = await rateSessions(baseUrl, token, sessions)
  let next = 0
  const grid = await timeRequests<unknown>(
    () =>
      request(baseUrl, 'GET', `/api/sessions/${sessions[next++ % sessions.length]!.sessionID}/evaluations`, { token }),
    'evaluation grid',
    options.runs,
  )
  const ready = await timeRequests<unknown[]>(
    () => request(baseUrl, 'GET', `/api/ready?site=${busySite}`, { token }),
    'ready list',
    options.runs,
  )
  const listed = ready.answer.length
  const group = `skills and progress (${options.engine})`
  return [
    row(
      group,
      "a session's evaluation grid",
      grid.samples,
      TARGETS.grid,
      `${sessions.length} sessions of site ${busySite} cycled; ${stored} ratings stored by this run`,
    ),
    row(group, 'ready list of the busiest site', ready.samples, TARGETS.ready, `${listed} swimmers ready, with seats`),
  ]
}

/** The repository calls behind the ready list and a grid's ratings, for the query plans (bench/query-plans.ts). */
export function progressWorkload(db: Kysely<Database>, site: number, today: string) {
  return {
    ready: async () => {
      const ready = await findReadySwimmers(db, site)
      const ids = ready.map((entry) => entry.swimmer_id)
      await currentCurricula(db, [...new Set(ready.map((entry) => entry.level))])
      await findCurrentGroups(db, ids, today)
      await findOpenGroups(db, 'school', site, 13, today)
      await findOpenGroups(db, 'preteam', site, 18, today)
    },
    grid: async () => {
      const ready = await findReadySwimmers(db, site)
      const ids = ready.slice(0, 20).map((entry) => entry.swimmer_id)
      await findSwimmerBasics(db, ids)
      await findRatings(db, ids)
      await findReadiness(db, ids)
    },
  }
}
