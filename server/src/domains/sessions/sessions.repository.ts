import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely'
import { compiledOnce } from '../../db/compiled-queries'
import { asRowArrays, rowsOf } from '../../db/json-rows'
import type { ClassSessionTable, Database } from '../../db/database'
import type { GroupKind } from './groups.repository'
import { runningOn } from '../../db/running'

// Dated session rows (migration 0011): made lazily, one per group and date (unique), holding what a date changes.

export type SessionRecord = Selectable<ClassSessionTable>

export interface SessionKey {
  kind: GroupKind
  group_id: number
  site_id: number
  session_date: string
}

/** The swimmers enrolled in a session's group on its date: the count migration 0020's triggers keep. */
const ENROLLED = {
  school: sql<number>`(select count(distinct e.swimmer_id) from school_enrolments e
    where e.school_id = class_sessions.group_id and e.start_date <= class_sessions.session_date
      and ${runningOn('e.end_date', sql.ref('class_sessions.session_date'))})`,
  preteam: sql<number>`(select count(distinct e.swimmer_id) from preteam_enrolments e
    where e.preteam_id = class_sessions.group_id and e.start_date <= class_sessions.session_date
      and ${runningOn('e.end_date', sql.ref('class_sessions.session_date'))})`,
} as const

/**
 * Counts the enrolled swimmers of the sessions of some groups of one kind in [from, to] (every session of the kind
 * without groups): sessions made after their enrolments, which the enrolment triggers did not see.
 */
async function recountSessions(
  db: Kysely<Database>,
  kind: GroupKind,
  groupIds: number[] | null,
  from?: string,
  to?: string,
) {
  let query = db.updateTable('class_sessions').set({ enrolled: ENROLLED[kind] }).where('kind', '=', kind)
  if (groupIds !== null) query = query.where('group_id', 'in', groupIds)
  if (from !== undefined) query = query.where('session_date', '>=', from)
  if (to !== undefined) query = query.where('session_date', '<=', to)
  await query.execute()
}

/** Counts every session's enrolled swimmers: after sessions are loaded in bulk (the demo and scale seeds). */
export async function recountEnrolled(db: Kysely<Database>): Promise<void> {
  await recountSessions(db, 'school', null)
  await recountSessions(db, 'preteam', null)
}

/** The advisory lock classes of migration 0020's triggers: a school's and a pre-team's sessions' counts. */
const SESSION_COUNT_LOCK = { school: 71_465_320, preteam: 71_465_321 } as const

/** How often a week's sessions try for their groups' count locks without waiting, before they wait in id order. */
const LOCK_ATTEMPTS = 20

/** Raised inside the insert's transaction when a count lock is held elsewhere: rolled back, then tried again. */
class CountLockBusy extends Error {}

/**
 * PostgreSQL: takes the groups' count locks (shared, in id order). Waiting, an enrolment transaction that holds one
 * group's lock and then wants another's that this transaction already holds would deadlock with it (PostgreSQL
 * aborts one of the two), so the locks are first tried without waiting: a busy one rolls this transaction back
 * (releasing the others) and it is tried again a moment later.
 */
async function takeCountLocks(
  trx: Kysely<Database>,
  kinds: Array<{ kind: GroupKind; ids: number[] }>,
  wait: boolean,
): Promise<void> {
  for (const { kind, ids } of kinds) {
    const lock = sql.lit(SESSION_COUNT_LOCK[kind])
    if (ids.length === 0) continue
    if (wait) {
      for (const id of ids) await sql`select pg_advisory_xact_lock_shared(${lock}, ${id})`.execute(trx)
    } else {
      // Tried all in one statement: without waiting, their order does not matter.
      const { rows } = await sql<{ taken: boolean }>`
        select bool_and(pg_try_advisory_xact_lock_shared(${lock}, id)) as taken from unnest(${ids}::int[]) as id`.execute(
        trx,
      )
      if (rows[0]?.taken !== true) throw new CountLockBusy()
    }
  }
}

/**
 * Inserts the sessions that do not exist yet (a concurrent insert of the same one is ignored) and counts their
 * enrolled swimmers. PostgreSQL: the groups' count locks are taken (shared) before anything is written, so an
 * enrolment being written in one of them (whose trigger holds its group's lock, migration 0020) has committed before
 * the count is taken, and one written later finds the new sessions to recount. Inside a caller's transaction the
 * locks are waited for in id order; in its own, they are tried first (takeCountLocks).
 */
export async function insertMissingSessions(db: Kysely<Database>, keys: SessionKey[], at: string): Promise<void> {
  const kinds = (['school', 'preteam'] as const).map((kind) => ({
    kind,
    ids: [...new Set(keys.filter((key) => key.kind === kind).map((key) => key.group_id))].sort((a, b) => a - b),
  }))
  const write = async (trx: Kysely<Database>, waitForLocks: boolean) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await takeCountLocks(trx, kinds, waitForLocks)
    for (let start = 0; start < keys.length; start += 200) {
      const chunk = keys.slice(start, start + 200)
      await trx
        .insertInto('class_sessions')
        .values(chunk.map((key) => ({ ...key, created_at: at })))
        .onConflict((oc) => oc.columns(['kind', 'group_id', 'session_date']).doNothing())
        .execute()
    }
    const dates = keys.map((key) => key.session_date).sort()
    for (const { kind, ids } of kinds) {
      if (ids.length > 0) await recountSessions(trx, kind, ids, dates[0], dates[dates.length - 1])
    }
  }
  if (db.isTransaction) return write(db, true)
  for (let attempt = 1; attempt < LOCK_ATTEMPTS; attempt++) {
    try {
      return await db.transaction().execute((trx) => write(trx, false))
    } catch (error) {
      if (!(error instanceof CountLockBusy)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt))
    }
  }
  await db.transaction().execute((trx) => write(trx, true))
}

/**
 * What a view of a session needs of its row (the time, coach, level and site are its group's), with the make-up
 * guests booked into it (index makeup_credits_booked), the substitute's name and its site's closure of that day
 * (the reason, or null when open; primary key site, date), read in the same statement.
 */
export interface SessionRow extends Pick<
  SessionRecord,
  | 'id'
  | 'kind'
  | 'group_id'
  | 'site_id'
  | 'session_date'
  | 'status'
  | 'cancel_reason'
  | 'substitute_coach_id'
  | 'enrolled'
> {
  guests: number
  substitute_name: string | null
  closure_reason: string | null
}

/** A session row: its enrolled swimmers are its own column (migration 0020). */
export type SessionFacts = SessionRow

function sessionRows(db: Kysely<Database>) {
  return db
    .selectFrom('class_sessions as cs')
    .leftJoin('coaches as sub', 'sub.id', 'cs.substitute_coach_id')
    .leftJoin('site_closures as c', (join) =>
      join.onRef('c.site_id', '=', 'cs.site_id').onRef('c.closure_date', '=', 'cs.session_date'),
    )
    .select((eb) => [
      'cs.id',
      'cs.kind',
      'cs.group_id',
      'cs.site_id',
      'cs.session_date',
      'cs.status',
      'cs.cancel_reason',
      'cs.substitute_coach_id',
      'cs.enrolled',
      'sub.full_name as substitute_name',
      'c.reason as closure_reason',
      eb
        .selectFrom('makeup_credits as m')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('m.booked_session_id', '=', 'cs.id')
        .$asScalar()
        .$notNull()
        .as('guests'),
    ])
}

const sessionFacts = sessionRows

/** What the week reads of a session row (the order of its cells in the JSON array of rows, db/json-rows.ts). */
const SESSION_ROW_COLUMNS = [
  'id',
  'kind',
  'group_id',
  'site_id',
  'session_date',
  'status',
  'cancel_reason',
  'substitute_coach_id',
  'enrolled',
  'substitute_name',
  'closure_reason',
  'guests',
] as const satisfies readonly (keyof SessionRow)[]

/**
 * A site's sessions of some kinds over a range (index class_sessions_site_week), as one JSON array of rows: the
 * busiest site's week is 2,400 rows (json-rows.ts).
 */
const sessionRowsOfSites = compiledOnce(
  (db: Kysely<Database>, params: { sites: number[]; kinds: GroupKind[]; from: string; to: string }) =>
    asRowArrays(
      db,
      sessionRows(db)
        .where('cs.site_id', 'in', params.sites)
        .where('cs.session_date', '>=', params.from)
        .where('cs.session_date', '<=', params.to)
        .where('cs.kind', 'in', params.kinds),
      SESSION_ROW_COLUMNS,
    ),
)

const sessionFactsOfGroups = compiledOnce(
  (db: Kysely<Database>, params: { kind: GroupKind; groupIds: number[]; from: string; to: string }) =>
    sessionFacts(db)
      .where('cs.kind', '=', params.kind)
      .where('cs.group_id', 'in', params.groupIds)
      .where('cs.session_date', '>=', params.from)
      .where('cs.session_date', '<=', params.to),
)

const sessionFactsById = compiledOnce((db: Kysely<Database>, params: { id: number }) =>
  sessionFacts(db).where('cs.id', '=', params.id),
)

/** The sessions of the given groups of one kind in [from, to], with their facts (index: class_sessions_group_date). */
export async function findSessionsOfGroups(
  db: Kysely<Database>,
  kind: GroupKind,
  groupIds: number[],
  from: string,
  to: string,
): Promise<SessionFacts[]> {
  if (groupIds.length === 0) return []
  return sessionFactsOfGroups(db, { kind, groupIds, from, to })
}

/**
 * The session rows of the given kinds at the given sites in [from, to] (index: class_sessions_site_week, which holds
 * every column read of a row).
 */
export async function findSessionRowsOfSites(
  db: Kysely<Database>,
  sites: number[],
  kinds: GroupKind[],
  from: string,
  to: string,
): Promise<SessionRow[]> {
  if (sites.length === 0 || kinds.length === 0) return []
  return rowsOf<SessionRow>(SESSION_ROW_COLUMNS)(await sessionRowsOfSites(db, { sites, kinds, from, to }))
}

/** One session with its facts and the closure of its site (the site its row was made at) on its date. */
export async function findSessionFacts(db: Kysely<Database>, id: number): Promise<SessionFacts | undefined> {
  const [row] = await sessionFactsById(db, { id })
  return row
}

export function findSession(db: Kysely<Database>, id: number): Promise<SessionRecord | undefined> {
  return db.selectFrom('class_sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findSessionOf(db: Kysely<Database>, kind: GroupKind, groupId: number, date: string) {
  return db
    .selectFrom('class_sessions')
    .selectAll()
    .where('kind', '=', kind)
    .where('group_id', '=', groupId)
    .where('session_date', '=', date)
    .executeTakeFirst()
}

export async function updateSession(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<SessionRecord, 'status' | 'cancel_reason' | 'substitute_coach_id'>>,
  actor: { userId: number; at: string },
): Promise<void> {
  await db
    .updateTable('class_sessions')
    .set({ ...changes, updated_at: actor.at, updated_by: actor.userId })
    .where('id', '=', id)
    .execute()
}

// ---------------------------------------------------------------------------------------------
// Closures

export function findClosures(db: Kysely<Database>, site: number, from: string, to: string) {
  return db
    .selectFrom('site_closures')
    .leftJoin('users', 'users.id', 'site_closures.created_by')
    .select([
      'site_closures.site_id',
      'site_closures.closure_date',
      'site_closures.reason',
      'site_closures.created_at',
      'users.full_name as created_by_name',
    ])
    .where('site_closures.site_id', '=', site)
    .where('site_closures.closure_date', '>=', from)
    .where('site_closures.closure_date', '<=', to)
    .orderBy('site_closures.closure_date')
    .execute()
}

const closedDaysQuery = compiledOnce((db: Kysely<Database>, params: { sites: number[]; from: string; to: string }) =>
  db
    .selectFrom('site_closures')
    .select(['site_id', 'closure_date', 'reason'])
    .where('site_id', 'in', params.sites)
    .where('closure_date', '>=', params.from)
    .where('closure_date', '<=', params.to),
)

/** The closed days of the given sites in [from, to] with their reasons (primary key site, date). */
export function findClosedDays(db: Kysely<Database>, sites: number[], from: string, to: string) {
  if (sites.length === 0) return Promise.resolve([])
  return closedDaysQuery(db, { sites, from, to })
}

export async function insertClosure(
  db: Kysely<Database>,
  closure: { site_id: number; closure_date: string; reason: string; created_at: string; created_by: number },
): Promise<void> {
  await db.insertInto('site_closures').values(closure).execute()
}

export async function deleteClosure(db: Kysely<Database>, site: number, date: string): Promise<void> {
  await db.deleteFrom('site_closures').where('site_id', '=', site).where('closure_date', '=', date).execute()
}

export function findSiteRecord(db: Kysely<Database>, site: number) {
  return db.selectFrom('sites').select(['id', 'name']).where('id', '=', site).executeTakeFirst()
}
