import type { Kysely } from 'kysely'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { LookupItem } from '@contract/lookups'
import type { Database } from '../../db/database'

/** Sites and clubs with their Arabic name when they have one (none: the Arabic UI shows the name). */
const withArabicNames = (rows: { code: number; description: string; descriptionAr: string | null }[]): LookupItem[] =>
  rows.map(({ descriptionAr, ...item }) => (descriptionAr ? { ...item, descriptionAr } : item))

/** The items of one lookup group, or undefined when no such group exists. */
export async function findLookupList(db: Kysely<Database>, group: number): Promise<LookupItem[] | undefined> {
  switch (group) {
    case LOOKUP_GROUP.site:
      return withArabicNames(
        await db
          .selectFrom('sites')
          .select(['id as code', 'name as description', 'name_ar as descriptionAr'])
          .where('disabled', '=', 0)
          .orderBy('id')
          .execute(),
      )
    case LOOKUP_GROUP.club:
      return withArabicNames(
        await db
          .selectFrom('clubs')
          .select(['id as code', 'name as description', 'name_ar as descriptionAr'])
          .where('disabled', '=', 0)
          .orderBy('id')
          .execute(),
      )
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
