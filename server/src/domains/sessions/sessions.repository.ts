import type { Kysely, Selectable } from 'kysely'
import type { ClassSessionTable, Database } from '../../db/database'
import type { GroupKind } from './groups.repository'

// Dated session rows (migration 0011): made lazily, one per group and date (unique), holding what a date changes.

export type SessionRecord = Selectable<ClassSessionTable>

export interface SessionKey {
  kind: GroupKind
  group_id: number
  site_id: number
  session_date: string
}

/** Inserts the sessions that do not exist yet (a concurrent insert of the same one is ignored). */
export async function insertMissingSessions(db: Kysely<Database>, keys: SessionKey[], at: string): Promise<void> {
  for (let start = 0; start < keys.length; start += 200) {
    const chunk = keys.slice(start, start + 200)
    await db
      .insertInto('class_sessions')
      .values(chunk.map((key) => ({ ...key, created_at: at })))
      .onConflict((oc) => oc.columns(['kind', 'group_id', 'session_date']).doNothing())
      .execute()
  }
}

/** The session rows of the given groups of one kind in [from, to] (index: class_sessions_group_date). */
export async function findSessionsOfGroups(
  db: Kysely<Database>,
  kind: GroupKind,
  groupIds: number[],
  from: string,
  to: string,
): Promise<SessionRecord[]> {
  if (groupIds.length === 0) return []
  return db
    .selectFrom('class_sessions')
    .selectAll()
    .where('kind', '=', kind)
    .where('group_id', 'in', groupIds)
    .where('session_date', '>=', from)
    .where('session_date', '<=', to)
    .execute()
}

/** The session rows of a site in [from, to] (index: class_sessions_site_date). */
export function findSessionsOfSite(
  db: Kysely<Database>,
  site: number,
  from: string,
  to: string,
): Promise<SessionRecord[]> {
  return db
    .selectFrom('class_sessions')
    .selectAll()
    .where('site_id', '=', site)
    .where('session_date', '>=', from)
    .where('session_date', '<=', to)
    .execute()
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
