import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { slices } from '../../db/slices'

// The audit trail: who did what, when, at which site, with the record before and after.
// Call it inside the same transaction as the change it describes.

export interface AuditEntry {
  userId: number
  site: number | null
  entity: string
  entityId: number | string
  action: string
  before?: unknown
  after?: unknown
  at: string
}

const toJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))

const rowOf = (entry: AuditEntry) => ({
  at: entry.at,
  user_id: entry.userId,
  site: entry.site,
  entity: entry.entity,
  entity_id: String(entry.entityId),
  action: entry.action,
  before_json: toJson(entry.before),
  after_json: toJson(entry.after),
})

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(rowOf(entry)).execute()
}

/** Many entries of one operation (a closed day's make-up credits), a statement per slice rather than per entry. */
export async function writeAudits(db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  for (const slice of slices(entries)) await db.insertInto('audit_log').values(slice.map(rowOf)).execute()
}

/** Entries about one record, oldest first, with the acting user's name and the site's name. */
export function findAuditEntries(db: Kysely<Database>, entity: string, entityId: number | string) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('sites', 'sites.id', 'audit_log.site')
    .leftJoin('user_types', 'user_types.id', 'users.user_type_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.user_id',
      'users.full_name as user_name',
      'user_types.title as user_title',
      'audit_log.site',
      'sites.name as site_name',
      'audit_log.before_json',
      'audit_log.after_json',
    ])
    .where('audit_log.entity', '=', entity)
    .where('audit_log.entity_id', '=', String(entityId))
    .orderBy('audit_log.id')
    .execute()
}
