import type { Kysely } from 'kysely'
import type { Database } from '../server/src/db/database'
import { findEnrolledSwimmers, findGroup, findGroupsOfSite } from '../server/src/domains/sessions/groups.repository'
import { findMarks } from '../server/src/domains/sessions/attendance.repository'
import { findGuests } from '../server/src/domains/sessions/makeups.repository'
import { findSessionFacts, findSessionRowsOfSites } from '../server/src/domains/sessions/sessions.repository'
import type { BenchRow } from './bench-table'
import { expectOk, request, timeRequests } from './api-client'
import { latencyRow as row } from './stats'

// The academy's week (issue 14): the busiest site's timetable for the current week (GET /api/timetable, p95 < 30 ms)
// and the roster of its fullest session (GET /api/sessions/{id}, p95 < 15 ms), and the repository calls behind them
// for the query plans.

const TARGETS = { week: 30, roster: 15 }
const DAY_MS = 86_400_000

/** Monday to Sunday of the week holding `now` (UTC dates). */
export function weekOf(now: Date): { from: string; to: string } {
  const today = Date.parse(now.toISOString().slice(0, 10))
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
  const text = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { from: text(monday), to: text(monday + 6 * DAY_MS) }
}

interface WeekSession {
  sessionID: number
  enrolled: number
  capacity: number | null
}

export async function measureWeek(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  busySite: number
  now: Date
}): Promise<BenchRow[]> {
  const { baseUrl, token, busySite } = options
  const { from, to } = weekOf(options.now)
  const path = `/api/timetable?site=${busySite}&from=${from}&to=${to}`
  // The first call makes the week's sessions that do not exist yet; the measured calls read them.
  expectOk(await request(baseUrl, 'GET', path, { token }), 'timetable')
  const { samples: weekSamples, answer: sessions } = await timeRequests<WeekSession[]>(
    () => request(baseUrl, 'GET', path, { token }),
    'timetable',
    options.runs,
  )
  const fullest = sessions.reduce<WeekSession | undefined>(
    (best, session) => (!best || session.enrolled > best.enrolled ? session : best),
    undefined,
  )
  const group = `the academy's week (${options.engine})`
  const rows = [
    row(
      group,
      `timetable, busiest site (${busySite}), ${from}…${to}`,
      weekSamples,
      TARGETS.week,
      `${sessions.length} sessions`,
    ),
  ]
  if (!fullest) return rows
  const { samples: rosterSamples, answer: details } = await timeRequests<{ roster: unknown[] }>(
    () => request(baseUrl, 'GET', `/api/sessions/${fullest.sessionID}`, { token }),
    'roster',
    options.runs,
  )
  const size = details.roster.length
  rows.push(
    row(group, "roster of the week's fullest session", rosterSamples, TARGETS.roster, `${size} swimmers on the roster`),
  )
  return rows
}

/**
 * The repository calls behind the two requests, for the query plans (bench/query-plans.ts): a warm week is the
 * site's groups (schools, pre-teams) and its sessions with their enrolled swimmers, guests, substitutes and closures
 * (one statement); a roster is the session with its facts and closure, its group, then the enrolled
 * swimmers, the guests and the marks.
 */
export function weekWorkload(db: Kysely<Database>, site: number, now: Date) {
  const { from, to } = weekOf(now)
  return {
    timetable: async () => {
      await findGroupsOfSite(db, site, from, to)
      await findSessionRowsOfSites(db, [site], ['school', 'preteam'], from, to)
    },
    roster: async () => {
      const [first] = await findSessionRowsOfSites(db, [site], ['school'], from, to)
      if (!first) return
      const session = await findSessionFacts(db, first.id)
      await findGroup(db, first.kind, first.group_id)
      await findEnrolledSwimmers(db, first.kind, first.group_id, first.session_date)
      await findGuests(db, session!.id)
      await findMarks(db, session!.id)
    },
  }
}
