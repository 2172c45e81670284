import { PostgresAdapter, type Kysely, type Selectable } from 'kysely'
import { compiledOnce } from '../../db/compiled-queries'
import type { Database, MakeupCreditTable } from '../../db/database'
import { slices } from '../../db/slices'

// Make-up credits (migration 0011): one per excused absence; a credit is booked into a session, then used.

export type CreditRecord = Selectable<MakeupCreditTable>

/**
 * Holds the seats of a session's school until the transaction ends (PostgreSQL; SQLite runs one write transaction at
 * a time), as an enrolment into the school holds them (enrolments.repository findGroup): two bookings, or a booking
 * and an enrolment, cannot both take the last seat. Taken in a statement of its own BEFORE the session's seats are
 * counted: under READ COMMITTED a locking read that waited still counts with the snapshot it took before waiting.
 * Pre-teams have no capacity, so nothing is held for them.
 */
export async function lockSessionSeats(db: Kysely<Database>, sessionId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await db
    .selectFrom('schools')
    .select('schools.id')
    .where('schools.id', '=', (eb) =>
      eb
        .selectFrom('class_sessions')
        .select('class_sessions.group_id')
        .where('class_sessions.id', '=', sessionId)
        .where('class_sessions.kind', '=', 'school'),
    )
    .forUpdate()
    .execute()
}

/** The credit, held until the transaction ends on PostgreSQL (two bookings of one credit wait for each other). */
export function findCreditForUpdate(db: Kysely<Database>, id: number): Promise<CreditRecord | undefined> {
  return db
    .selectFrom('makeup_credits')
    .selectAll()
    .where('id', '=', id)
    .$if(db.getExecutor().adapter instanceof PostgresAdapter, (query) => query.forUpdate())
    .executeTakeFirst()
}

export function findCredit(db: Kysely<Database>, id: number): Promise<CreditRecord | undefined> {
  return db.selectFrom('makeup_credits').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findCreditsFrom(db: Kysely<Database>, sessionId: number): Promise<CreditRecord[]> {
  return db.selectFrom('makeup_credits').selectAll().where('from_session_id', '=', sessionId).execute()
}

/** The credits from any of these sessions (a closed day's). */
export async function findCreditsFromSessions(db: Kysely<Database>, sessionIds: readonly number[]) {
  const rows: CreditRecord[] = []
  for (const ids of slices(sessionIds)) {
    rows.push(...(await db.selectFrom('makeup_credits').selectAll().where('from_session_id', 'in', ids).execute()))
  }
  return rows
}

const guestsOf = compiledOnce((db: Kysely<Database>, params: { sessionId: number }) =>
  db
    .selectFrom('makeup_credits')
    .innerJoin('swimmers', 'swimmers.id', 'makeup_credits.swimmer_id')
    .select([
      'makeup_credits.id',
      'makeup_credits.swimmer_id',
      'makeup_credits.status',
      'swimmers.full_name',
      'swimmers.site',
    ])
    .where('makeup_credits.booked_session_id', '=', params.sessionId),
)

/** The guests booked into a session (index: makeup_credits_booked; compiled once, a roster reads it). */
export function findGuests(db: Kysely<Database>, sessionId: number) {
  return guestsOf(db, { sessionId })
}

/** A swimmer's credits with their missed and booked sessions, newest first. */
export function findCreditsOfSwimmer(db: Kysely<Database>, swimmerId: number) {
  return db
    .selectFrom('makeup_credits')
    .innerJoin('class_sessions as missed', 'missed.id', 'makeup_credits.from_session_id')
    .leftJoin('class_sessions as booked', 'booked.id', 'makeup_credits.booked_session_id')
    .leftJoin('users as withdrawer', 'withdrawer.id', 'makeup_credits.withdrawn_by')
    .select([
      'makeup_credits.id',
      'makeup_credits.swimmer_id',
      'makeup_credits.site_id',
      'makeup_credits.from_session_id',
      'makeup_credits.expires_on',
      'makeup_credits.status',
      'makeup_credits.booked_session_id',
      'makeup_credits.created_at',
      'makeup_credits.reason',
      'makeup_credits.withdrawn_at',
      'makeup_credits.withdrawn_reason',
      'withdrawer.full_name as withdrawn_by_name',
      'missed.session_date as from_date',
      'missed.kind as from_kind',
      'missed.group_id as from_group_id',
      'booked.session_date as booked_date',
      'booked.group_id as booked_group_id',
    ])
    .where('makeup_credits.swimmer_id', '=', swimmerId)
    .orderBy('makeup_credits.id', 'desc')
    .execute()
}

export async function insertCredit(
  db: Kysely<Database>,
  credit: {
    swimmer_id: number
    site_id: number
    from_session_id: number
    expires_on: string
    created_at: string
    created_by: number
    reason?: 'excused' | 'cancelled'
  },
): Promise<number> {
  const row = await db
    .insertInto('makeup_credits')
    .values(credit)
    .onConflict((oc) => oc.columns(['swimmer_id', 'from_session_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? 0
}

type NewCredit = Parameters<typeof insertCredit>[1]

/**
 * Many new credits (a closed day's), a statement per slice; answers each one written with its id (a credit the
 * swimmer already holds from that session is not written again).
 */
export async function insertCredits(db: Kysely<Database>, credits: readonly NewCredit[]) {
  const written: Array<{ id: number; swimmer_id: number; from_session_id: number }> = []
  // Nine columns a row: 100 rows stay far under SQLite's parameter limit.
  for (const slice of slices(credits, 100)) {
    written.push(
      ...(await db
        .insertInto('makeup_credits')
        .values([...slice])
        .onConflict((oc) => oc.columns(['swimmer_id', 'from_session_id']).doNothing())
        .returning(['id', 'swimmer_id', 'from_session_id'])
        .execute()),
    )
  }
  return written
}

/** Withdraws an open credit: kept, listed as withdrawn, with when, who and why (issue 25: never deleted). */
export async function withdrawCredit(
  db: Kysely<Database>,
  id: number,
  withdrawal: { at: string; by: number; reason: string },
): Promise<void> {
  await db
    .updateTable('makeup_credits')
    .set({
      status: 'withdrawn',
      withdrawn_at: withdrawal.at,
      withdrawn_by: withdrawal.by,
      withdrawn_reason: withdrawal.reason,
    })
    .where('id', '=', id)
    .execute()
}

/** Opens a withdrawn credit again (its absence excused again): the same credit, with a new expiry. */
export async function reopenCredit(db: Kysely<Database>, id: number, expiresOn: string): Promise<void> {
  await db
    .updateTable('makeup_credits')
    .set({ status: 'open', expires_on: expiresOn, withdrawn_at: null, withdrawn_by: null, withdrawn_reason: null })
    .where('id', '=', id)
    .execute()
}

export async function updateCredit(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<CreditRecord, 'status' | 'booked_session_id' | 'booked_at' | 'booked_by'>>,
): Promise<void> {
  await db.updateTable('makeup_credits').set(changes).where('id', '=', id).execute()
}

/** The groups whose sessions on a date a swimmer is booked into as a make-up guest. */
export async function findGuestBookingsOn(db: Kysely<Database>, swimmerId: number, date: string) {
  const rows = await db
    .selectFrom('makeup_credits')
    .innerJoin('class_sessions', 'class_sessions.id', 'makeup_credits.booked_session_id')
    .select(['class_sessions.kind', 'class_sessions.group_id'])
    .where('makeup_credits.swimmer_id', '=', swimmerId)
    .where('class_sessions.session_date', '=', date)
    .execute()
  return rows.map((row) => ({ kind: row.kind, id: row.group_id }))
}

/** Returns the booked (not used) make-ups of the given sessions to open; answers the credits released. */
export async function releaseBookings(db: Kysely<Database>, sessionIds: number[]): Promise<CreditRecord[]> {
  if (sessionIds.length === 0) return []
  const booked = await db
    .selectFrom('makeup_credits')
    .selectAll()
    .where('booked_session_id', 'in', sessionIds)
    .where('status', '=', 'booked')
    .execute()
  if (booked.length === 0) return []
  await db
    .updateTable('makeup_credits')
    .set({ status: 'open', booked_session_id: null, booked_at: null, booked_by: null })
    .where(
      'id',
      'in',
      booked.map((credit) => credit.id),
    )
    .execute()
  return booked
}

/** The seats a school's waitlist offers hold (offered, not yet accepted or expired): no make-up guest takes them. */
export async function countHeldOffers(db: Kysely<Database>, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('status', '=', 'offered')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
