import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { GroupKind } from './groups.repository'

// Where a group's dated sessions are held (class_sessions.site_id) when the group moves to another site.

/**
 * Moves a group's sessions dated `from` or later to `site` (the ones already held stay where they happened);
 * answers the sessions moved.
 */
export function moveSessionsFrom(
  db: Kysely<Database>,
  group: { kind: GroupKind; id: number },
  site: number,
  from: string,
): Promise<Array<{ id: number }>> {
  return db
    .updateTable('class_sessions')
    .set({ site_id: site })
    .where('kind', '=', group.kind)
    .where('group_id', '=', group.id)
    .where('session_date', '>=', from)
    .where('site_id', '<>', site)
    .returning('id')
    .execute()
}
