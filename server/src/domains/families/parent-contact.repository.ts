import { sql } from 'kysely'
import type { Kysely, RawBuilder } from 'kysely'
import type { Database } from '../../db/database'

// The spec's parent phone and e-mail of a swimmer (`parentPhone`/`parentEmail`, the info tab's `primaryPhone`/`email`)
// are their family's primary guardian's (issue 28): the one truth, read only through these expressions. The swimmer
// rows and details, the likely-duplicate check (swimmers) and the money desk's due list (money) use them; migration
// 0035 dropped the copy swimmer_parents kept. Kysely only.

type Db = Kysely<Database>

/**
 * The first number (position order) of the primary guardian of the family in `familyId` (a column, e.g.
 * 's.family_id'), in the local form the spec's wire shows: contract/phone.ts `localForm` in SQL, an Egyptian number
 * with its leading 0 ('01012345678'), any other as stored. Null for a family without a primary guardian or one
 * without a number. A scalar subquery on family_guardians_one_primary and guardian_phones_number.
 */
export function parentPhoneOf(familyId: string): RawBuilder<string | null> {
  return sql<string | null>`(select case when gp.phone like '+20%' then '0' || substr(gp.phone, 4) else gp.phone end
    from family_guardians fg join guardian_phones gp on gp.guardian_id = fg.guardian_id
    where fg.family_id = ${sql.ref(familyId)} and fg.is_primary = 1 order by gp.position limit 1)`
}

/** The e-mail of the primary guardian of the family in `familyId` (a column), or null. */
export function parentEmailOf(familyId: string): RawBuilder<string | null> {
  return sql<string | null>`(select g.email from family_guardians fg join guardians g on g.id = fg.guardian_id
    where fg.family_id = ${sql.ref(familyId)} and fg.is_primary = 1)`
}

/** One swimmer's parent phone and e-mail (deleted or not), as the rows show them; undefined for no such swimmer. */
export function findParentContact(db: Db, swimmerId: number) {
  return db
    .selectFrom('swimmers as s')
    .select([parentPhoneOf('s.family_id').as('phone'), parentEmailOf('s.family_id').as('email')])
    .where('s.id', '=', swimmerId)
    .executeTakeFirst()
}
