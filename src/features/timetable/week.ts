// The week grid's arithmetic, kept free of React so it can be tested on its own: which dates a week holds, where a
// session sits (day column, top and height in the hour rows), which hours the grid shows, and the filters.
// Dates are calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone or daylight change moves a day.

/** The academy's week runs Friday to Thursday, as its day codes do (215 Friday … 221 Thursday). */
export const WEEK_STARTS_ON = 5 // Date.getUTCDay(): 0 Sunday … 5 Friday

export const DAYS_IN_WEEK = 7

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A 'YYYY-MM-DD' text as a UTC midnight, or undefined when it is no real date. */
export function parseDate(text: string | null | undefined): Date | undefined {
  const match = DATE.exec(text ?? '')
  if (!match) return undefined
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return formatDate(date) === text ? date : undefined
}

export const formatDate = (date: Date): string => date.toISOString().slice(0, 10)

export function addDays(text: string, days: number): string {
  const date = parseDate(text)
  if (!date) throw new Error(`Not a date: ${text}`)
  date.setUTCDate(date.getUTCDate() + days)
  return formatDate(date)
}

/** The first day (a Friday) of the week that holds `text`. */
export function weekStartOf(text: string): string {
  const date = parseDate(text)
  if (!date) throw new Error(`Not a date: ${text}`)
  const back = (date.getUTCDay() - WEEK_STARTS_ON + DAYS_IN_WEEK) % DAYS_IN_WEEK
  return addDays(text, -back)
}

/** The seven dates of the week that starts on `start`. */
export const weekDates = (start: string): string[] =>
  Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(start, index))

/** The week before or after (step -1 or 1) the week starting on `start`. */
export const stepWeek = (start: string, step: number): string => addDays(start, step * DAYS_IN_WEEK)

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + (minutes || 0)
}

export interface TimedSession {
  date: string
  startTime: string
  endTime: string
}

/** The hours the grid shows: from the earliest start's hour to the latest end's (rounded up), at least `minHours`. */
export function hourRange(
  sessions: readonly TimedSession[],
  fallback: { from: number; to: number } = { from: 8, to: 20 },
  minHours = 4,
): { from: number; to: number } {
  if (sessions.length === 0) return fallback
  let from = 24
  let to = 0
  for (const session of sessions) {
    from = Math.min(from, Math.floor(minutesOf(session.startTime) / 60))
    to = Math.max(to, Math.ceil(Math.max(minutesOf(session.endTime), minutesOf(session.startTime) + 1) / 60))
  }
  to = Math.min(24, Math.max(to, from + minHours))
  from = Math.max(0, Math.min(from, to - minHours))
  return { from, to }
}

export interface Placement {
  /** 0 for the week's first day. */
  column: number
  /** Minutes from the top of the grid. */
  top: number
  /** Minutes the block lasts (at least 15, so a short session can still be read and clicked). */
  height: number
  /** Which of the sessions that overlap it this one is (0-based), and how many overlap: they share the column. */
  lane: number
  lanes: number
}

/**
 * Where each session of the week sits: its day's column, its top and height in minutes from the first hour shown,
 * and a lane when sessions of the same day overlap (side by side rather than on top of each other). Sessions of
 * dates outside the week are left out.
 */
export function placeSessions<S extends TimedSession>(
  sessions: readonly S[],
  weekStart: string,
  firstHour: number,
): Array<{ session: S; placement: Placement }> {
  const dates = weekDates(weekStart)
  const placed = sessions
    .map((session) => {
      const column = dates.indexOf(session.date)
      const start = minutesOf(session.startTime)
      const end = Math.max(minutesOf(session.endTime), start + 15)
      return { session, column, start, end }
    })
    .filter((entry) => entry.column >= 0)
    .sort((a, b) => a.column - b.column || a.start - b.start || a.end - b.end)

  const result: Array<{ session: S; placement: Placement }> = []
  // Sessions that overlap, directly or through another, form a cluster whose members take lanes side by side.
  let cluster: Array<{ entry: (typeof placed)[number]; lane: number }> = []
  let clusterEnd = -1
  const flush = () => {
    const lanes = cluster.reduce((most, item) => Math.max(most, item.lane + 1), 0)
    for (const { entry, lane } of cluster) {
      result.push({
        session: entry.session,
        placement: {
          column: entry.column,
          top: entry.start - firstHour * 60,
          height: entry.end - entry.start,
          lane,
          lanes,
        },
      })
    }
    cluster = []
    clusterEnd = -1
  }
  for (const entry of placed) {
    const previous = cluster[0]?.entry
    if (previous && (previous.column !== entry.column || entry.start >= clusterEnd)) flush()
    const busy = new Set(cluster.filter((item) => item.entry.end > entry.start).map((item) => item.lane))
    let lane = 0
    while (busy.has(lane)) lane += 1
    cluster.push({ entry, lane })
    clusterEnd = Math.max(clusterEnd, entry.end)
  }
  flush()
  return result
}

export type SessionKind = 'school' | 'preteam'

export interface Filters {
  coach?: number
  level?: string
  kind?: SessionKind
}

export interface FilterableSession {
  coachID: number | null
  levelName: string
  kind: SessionKind
}

export const matchesFilters = (session: FilterableSession, { coach, level, kind }: Filters): boolean =>
  (coach === undefined || session.coachID === coach) &&
  (level === undefined || session.levelName === level) &&
  (kind === undefined || session.kind === kind)

/**
 * A level's colour: a light background with dark text (well above 4.5:1) from a fixed palette, the same level always
 * the same colour. The level's name is written on the block as well, so colour is never the only sign.
 */
const LEVEL_COLOURS = [
  { background: '#e3f2fd', border: '#1565c0' },
  { background: '#e8f5e9', border: '#2e7d32' },
  { background: '#fff3e0', border: '#b45309' },
  { background: '#f3e5f5', border: '#6a1b9a' },
  { background: '#e0f7fa', border: '#00695c' },
  { background: '#fce4ec', border: '#ad1457' },
  { background: '#f1f8e9', border: '#558b2f' },
  { background: '#ede7f6', border: '#4527a0' },
  { background: '#fffde7', border: '#8d6e00' },
  { background: '#efebe9', border: '#5d4037' },
] as const

export function levelColour(levelName: string) {
  const digits = /\d+/.exec(levelName)
  let index: number
  if (digits) index = Number(digits[0])
  else index = [...levelName].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  return LEVEL_COLOURS[index % LEVEL_COLOURS.length]
}
