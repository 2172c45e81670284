import { PostgresAdapter, type Kysely } from 'kysely'
import type { Database, WaitlistEntryTable } from '../../db/database'
import type { WaitlistStatus } from '@contract/waitlists'
import { runningOn } from '../../db/running'

// School waitlists (migration 0012): the queue of a full school, its offers and their history. Kysely only; the
// rules (who may wait, when a seat is offered, expiry, accept and decline) are in waitlists.service.ts.

type Db = Kysely<Database>

/**
 * Holds a school's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a time). Taken in
 * its own statement, BEFORE the school and its seat counts are read: under READ COMMITTED a `select … for update`
 * that waits for another transaction's lock still evaluates its count subqueries with the snapshot it took before
 * waiting, so it would count the seats as they were before the other transaction enrolled someone.
 */
export async function lockSchool(db: Db, schoolId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await db.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute()
}

/** How many closed entries a school's list shows after the open ones. */
export const CLOSED_SHOWN = 50

/** An entry with the swimmer's name. */
function entries(db: Db) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('swimmers as s', 's.id', 'w.swimmer_id')
    .select([
      'w.id',
      'w.school_id',
      'w.swimmer_id',
      's.full_name',
      'w.site',
      'w.note',
      'w.status',
      'w.added_at',
      'w.added_by',
      'w.offered_at',
      'w.offer_expires_on',
      'w.closed_at',
      'w.closed_by',
      'w.closed_reason',
      'w.enrolment_id',
    ])
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>

export function findEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  return entries(db).where('w.id', '=', id).executeTakeFirst()
}

/** The open entry (waiting or offered) of a swimmer at a school, if any. */
export function findOpenEntry(db: Db, schoolId: number, swimmerId: number): Promise<EntryRow | undefined> {
  return entries(db)
    .where('w.school_id', '=', schoolId)
    .where('w.swimmer_id', '=', swimmerId)
    .where('w.status', 'in', ['waiting', 'offered'])
    .executeTakeFirst()
}

/** A school's entries of one status in queue order (first added first), at most `limit`. */
export function findEntriesInOrder(db: Db, schoolId: number, status: WaitlistStatus, limit = 1000) {
  return entries(db)
    .where('w.school_id', '=', schoolId)
    .where('w.status', '=', status)
    .orderBy('w.added_at')
    .orderBy('w.id')
    .limit(limit)
    .execute()
}

/** How many swimmers wait ahead of an entry in its school's queue. */
export async function countWaitingBefore(db: Db, schoolId: number, addedAt: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('status', '=', 'waiting')
    .where((eb) => eb.or([eb('added_at', '<', addedAt), eb.and([eb('added_at', '=', addedAt), eb('id', '<', id)])]))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** A school's closed entries, latest closed first. */
export function findClosedEntries(db: Db, schoolId: number, limit = CLOSED_SHOWN) {
  return entries(db)
    .where('w.school_id', '=', schoolId)
    .where('w.status', 'in', ['accepted', 'declined', 'expired', 'removed'])
    .orderBy('w.closed_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute()
}

/** A school's offers whose last day has passed (still marked offered until the service expires them). */
export function findOverdueOffers(db: Db, schoolId: number, today: string) {
  return entries(db)
    .where('w.school_id', '=', schoolId)
    .where('w.status', '=', 'offered')
    .where('w.offer_expires_on', '<', today)
    .orderBy('w.offered_at')
    .orderBy('w.id')
    .execute()
}

/** How many seats a school's open offers hold (expired ones included until the service expires them). */
export async function countOffers(db: Db, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('status', '=', 'offered')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** A swimmer's open entries (waiting or offered) at every school. */
export function findOpenEntriesOfSwimmer(db: Db, swimmerId: number) {
  return entries(db)
    .where('w.swimmer_id', '=', swimmerId)
    .where('w.status', 'in', ['waiting', 'offered'])
    .orderBy('w.id')
    .execute()
}

/**
 * The schools of a site whose queue needs settling: those with an overdue offer, and those with swimmers waiting
 * that have ended or have a seat free (capacity above the running enrolments and the open offers: an enrolment
 * lapsed). Each school once, in id order. Starts from the site's entries (index waitlist_entries_site_offers).
 */
export async function findSchoolsToSettle(db: Db, site: number, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('schools as g', 'g.id', 'w.school_id')
    .select('w.school_id')
    .distinct()
    .where('w.site', '=', site)
    .where((eb) =>
      eb.or([
        eb.and([eb('w.status', '=', 'offered'), eb('w.offer_expires_on', '<', today)]),
        eb.and([
          eb('w.status', '=', 'waiting'),
          eb.or([
            eb('g.end_date', 'is not', null),
            eb(
              'g.capacity',
              '>',
              eb(
                eb
                  .selectFrom('school_enrolments as e')
                  .select((inner) => inner.fn.countAll<number>().as('n'))
                  .whereRef('e.school_id', '=', 'g.id')
                  .where(runningOn('e.end_date', today)),
                '+',
                eb
                  .selectFrom('waitlist_entries as o')
                  .select((inner) => inner.fn.countAll<number>().as('n'))
                  .whereRef('o.school_id', '=', 'g.id')
                  .where('o.status', '=', 'offered'),
              ),
            ),
          ]),
        ]),
      ]),
    )
    .orderBy('w.school_id')
    .execute()
  return rows.map((row) => row.school_id)
}

export type NewEntry = Pick<WaitlistEntryTable, 'school_id' | 'swimmer_id' | 'site' | 'added_at' | 'added_by'> & {
  note: string
}

export async function insertEntry(db: Db, row: NewEntry): Promise<number> {
  const { id } = await db
    .insertInto('waitlist_entries')
    .values({ ...row, status: 'waiting' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export interface EntryChange {
  status: WaitlistStatus
  offered_at?: string
  offer_expires_on?: string
  closed_at?: string
  closed_by?: number | null
  closed_reason?: string | null
  enrolment_id?: number
}

/** Changes an entry only if it still has `expected` status; false when another change came first. */
export async function updateEntryIfStatus(
  db: Db,
  id: number,
  expected: WaitlistStatus,
  change: EntryChange,
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A site's open offers with the school they are for, the soonest to expire first. */
export function findSiteOffers(db: Db, site: number) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('swimmers as s', 's.id', 'w.swimmer_id')
    .innerJoin('schools as g', 'g.id', 'w.school_id')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .select([
      'w.id',
      'w.swimmer_id',
      's.full_name',
      'w.school_id',
      'l.description as level_name',
      'g.first_day',
      'g.second_day',
      'g.start_time',
      'g.end_time',
      'c.full_name as coach_name',
      'w.offered_at',
      'w.offer_expires_on',
    ])
    .where('w.site', '=', site)
    .where('w.status', '=', 'offered')
    .orderBy('w.offer_expires_on')
    .orderBy('w.id')
    .execute()
}
