import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { conflict } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'

// A session never holds more swimmers than its school's capacity, whichever operation comes second (issue 25): an
// enrolment, a waitlist offer accepted, a make-up guest booked, a capacity lowered. Each session row keeps its
// enrolled swimmers (migration 0020, by triggers); its make-up guests are its booked credits. Enrolling and lowering
// the capacity ask here before they write; booking counts the seats its waitlist's offers hold (makeups.service).
// The callers hold the school's row (PostgreSQL) for the transaction, as booking does, so two of them in a race count
// one after the other.

type Db = Kysely<Database>

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 'Saturday 28 November 2026'. */
export function longDate(date: string): Message {
  const day = new Date(`${date}T00:00:00Z`)
  return message('date.long', {
    weekday: WEEKDAYS[day.getUTCDay()],
    day: day.getUTCDate(),
    month: MONTHS[day.getUTCMonth()],
    year: day.getUTCFullYear(),
  })
}

/** The school's scheduled sessions made so far in [from, to] with their swimmers: enrolled and booked guests. */
async function takenSeats(db: Db, schoolId: number, from: string, to: string | null) {
  const rows = await db
    .selectFrom('class_sessions')
    .select((eb) => [
      'class_sessions.session_date',
      'class_sessions.enrolled',
      eb
        .selectFrom('makeup_credits')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('makeup_credits.booked_session_id', '=', 'class_sessions.id')
        .where('makeup_credits.status', 'in', ['booked', 'used'])
        .as('guests'),
    ])
    .where('class_sessions.kind', '=', 'school')
    .where('class_sessions.group_id', '=', schoolId)
    .where('class_sessions.status', '=', 'scheduled')
    .where('class_sessions.session_date', '>=', from)
    .$if(to !== null, (query) => query.where('class_sessions.session_date', '<=', to!))
    .orderBy('class_sessions.session_date')
    .execute()
  return rows.map((row) => ({ date: row.session_date, taken: Number(row.enrolled) + Number(row.guests ?? 0) }))
}

/** Whether every session of the school in [from, to] (to null: every later one) has room for `adding` more. */
export async function hasSessionSeats(
  db: Db,
  schoolId: number,
  capacity: number,
  from: string,
  to: string | null,
  adding: number,
): Promise<boolean> {
  return (await takenSeats(db, schoolId, from, to)).every((session) => session.taken + adding <= capacity)
}

/**
 * Refuses (409) when a session of the school in [from, to] (to null: every later one) has no room for `adding` more
 * swimmers at `capacity`, naming the first such date: 'The session of Saturday 28 November 2026 is full (8 of 8
 * seats)'.
 */
export async function assertSessionSeats(
  db: Db,
  schoolId: number,
  capacity: number,
  from: string,
  to: string | null,
  adding: number,
  field = 'schoolID',
): Promise<void> {
  const full = (await takenSeats(db, schoolId, from, to)).find((session) => session.taken + adding > capacity)
  if (!full) return
  throw conflict(message('session.dateFull', { date: longDate(full.date), taken: full.taken, capacity }), {
    [field]: message('session.field.dateFull', { date: full.date }),
  })
}
