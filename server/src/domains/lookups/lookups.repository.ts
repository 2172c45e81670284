import type { Kysely } from 'kysely'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { LookupItem } from '@contract/lookups'
import type { Database } from '../../db/database'

/** The items of one lookup group, or undefined when no such group exists. */
export async function findLookupList(db: Kysely<Database>, group: number): Promise<LookupItem[] | undefined> {
  switch (group) {
    case LOOKUP_GROUP.site:
      return db
        .selectFrom('sites')
        .select(['id as code', 'name as description'])
        .where('disabled', '=', 0)
        .orderBy('id')
        .execute()
    case LOOKUP_GROUP.club:
      return db
        .selectFrom('clubs')
        .select(['id as code', 'name as description'])
        .where('disabled', '=', 0)
        .orderBy('id')
        .execute()
    case LOOKUP_GROUP.userType:
      return db.selectFrom('user_types').select(['id as code', 'title as description']).orderBy('id').execute()
  }
  const known = await db.selectFrom('lookup_groups').select('code').where('code', '=', group).executeTakeFirst()
  if (!known) return undefined
  return db
    .selectFrom('lookup_items')
    .select(['code', 'description'])
    .where('group_code', '=', group)
    .where('disabled', '=', 0)
    .orderBy('sort_order')
    .orderBy('code')
    .execute()
}
