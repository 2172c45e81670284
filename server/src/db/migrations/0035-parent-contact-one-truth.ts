import { sql } from 'kysely'
import type { Kysely, RawBuilder } from 'kysely'

// The parent phone and e-mail have one truth (issue 28): the family's primary guardian. Since migration 0033
// swimmer_parents.primary_phone and email were a copy kept in step with the guardian; they go. First every swimmer is
// made sure of a family with a primary guardian, as 0033 gave them (none is expected to lack one: 0033 gave every
// swimmer a family, and Add Swimmer and PUT /swimmers/update place a swimmer without one):
// - a swimmer without a family joins the family holding their parent phone (the lowest), or a new family whose first
//   guardian (primary, payer) is the parent phone in E.164 and the e-mail;
// - a family of swimmers without a primary guardian gets one from the parent row of its first swimmer (payer when the
//   family has none).
// Then the two columns are dropped on both engines (no index, trigger or view uses them: SQLite's DROP COLUMN needs
// that). A row loop over the few swimmers concerned, in the migration's own SQL: a migration imports no live code, so
// the numbers are normalised by the same SQL as 0033's (copied, not imported: both are frozen).
// Frozen: later changes go in new migrations.

/** Latin digits for Arabic-Indic (U+0660…) and Persian (U+06F0…) ones, separators and '+' dropped (as 0033). */
function digitsOf(column: RawBuilder<unknown>): RawBuilder<string> {
  let text: RawBuilder<unknown> = column
  for (let digit = 0; digit <= 9; digit++) {
    text = sql`replace(${text}, ${String.fromCharCode(0x0660 + digit)}, ${String(digit)})`
    text = sql`replace(${text}, ${String.fromCharCode(0x06f0 + digit)}, ${String(digit)})`
  }
  for (const separator of [' ', '-', '(', ')', '.', '+', '\u00a0']) text = sql`replace(${text}, ${separator}, '')`
  return text as RawBuilder<string>
}

/** An Egyptian mobile in E.164 from its digits (d), else the digits as they are (as 0033). */
const e164Of = (d: RawBuilder<string>) => sql<string>`case
    when length(${d}) = 14 and substr(${d}, 1, 5) = '00201' and substr(${d}, 6, 1) in ('0', '1', '2', '5')
      then '+' || substr(${d}, 3)
    when length(${d}) = 12 and substr(${d}, 1, 3) = '201' and substr(${d}, 4, 1) in ('0', '1', '2', '5')
      then '+' || ${d}
    when length(${d}) = 11 and substr(${d}, 1, 2) = '01' and substr(${d}, 3, 1) in ('0', '1', '2', '5')
      then '+20' || substr(${d}, 2)
    when length(${d}) = 10 and substr(${d}, 1, 1) = '1' and substr(${d}, 2, 1) in ('0', '1', '2', '5')
      then '+20' || ${d}
    else ${d} end`

interface ParentContact {
  swimmer_id: number
  phone_key: string
  email: string | null
}

/** The parent phone (E.164, or its digits; '' for none) and e-mail of swimmers, from the rows about to be dropped. */
function parentContacts(db: Kysely<unknown>, where: RawBuilder<boolean>) {
  return sql<ParentContact>`select s.id as swimmer_id, ${e164Of(digitsOf(sql`coalesce(p.primary_phone, '')`))} as phone_key,
      nullif(trim(coalesce(p.email, '')), '') as email
    from swimmers s left join swimmer_parents p on p.swimmer_id = s.id
    where ${where} order by s.id`
    .execute(db)
    .then((result) => result.rows)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString()
  await familiesForSwimmersWithout(db, now)
  await primaryGuardiansForFamiliesWithout(db, now)
  await db.schema.alterTable('swimmer_parents').dropColumn('primary_phone').execute()
  await db.schema.alterTable('swimmer_parents').dropColumn('email').execute()
}

async function insertId(db: Kysely<unknown>, statement: RawBuilder<{ id: number }>): Promise<number> {
  const { rows } = await statement.execute(db)
  return Number(rows[0]!.id)
}

/** A new primary guardian of a family: the parent phone (when there is one) and e-mail. */
async function addGuardian(
  db: Kysely<unknown>,
  familyId: number,
  contact: ParentContact,
  flags: { payer: boolean },
  now: string,
): Promise<void> {
  const guardianId = await insertId(
    db,
    sql<{
      id: number
    }>`insert into guardians (full_name, relation, email, preferred_channel, language, notes, created_at)
      values ('', 'parent', ${contact.email}, 'whatsapp', 'ar', '', ${now}) returning id`,
  )
  if (contact.phone_key !== '') {
    await sql`insert into guardian_phones (guardian_id, phone, position)
      values (${guardianId}, ${contact.phone_key}, 0)`.execute(db)
  }
  await sql`insert into family_guardians (family_id, guardian_id, is_primary, is_payer, added_at)
    values (${familyId}, ${guardianId}, 1, ${flags.payer ? 1 : 0}, ${now})`.execute(db)
}

async function familiesForSwimmersWithout(db: Kysely<unknown>, now: string): Promise<void> {
  const swimmers = await parentContacts(db, sql<boolean>`s.family_id is null`)
  for (const swimmer of swimmers) {
    let familyId: number | undefined
    if (swimmer.phone_key !== '') {
      const { rows } = await sql<{ family_id: number | null }>`select min(fg.family_id) as family_id
        from guardian_phones gp join family_guardians fg on fg.guardian_id = gp.guardian_id
        join families f on f.id = fg.family_id
        where gp.phone = ${swimmer.phone_key} and f.merged_into is null`.execute(db)
      if (rows[0]?.family_id != null) familyId = Number(rows[0].family_id)
    }
    if (familyId === undefined) {
      familyId = await insertId(
        db,
        sql<{ id: number }>`insert into families (notes, created_at) values ('', ${now}) returning id`,
      )
      await addGuardian(db, familyId, swimmer, { payer: true }, now)
    }
    await sql`update swimmers set family_id = ${familyId} where id = ${swimmer.swimmer_id}`.execute(db)
  }
}

async function primaryGuardiansForFamiliesWithout(db: Kysely<unknown>, now: string): Promise<void> {
  const firstSwimmers = await parentContacts(
    db,
    sql<boolean>`s.family_id is not null
      and not exists (select 1 from family_guardians fg where fg.family_id = s.family_id and fg.is_primary = 1)
      and s.id = (select min(o.id) from swimmers o where o.family_id = s.family_id)`,
  )
  for (const swimmer of firstSwimmers) {
    const { rows } = await sql<{ family_id: number; payers: number }>`select s.family_id,
        (select count(*) from family_guardians fg where fg.family_id = s.family_id and fg.is_payer = 1) as payers
      from swimmers s where s.id = ${swimmer.swimmer_id}`.execute(db)
    const family = rows[0]!
    await addGuardian(db, Number(family.family_id), swimmer, { payer: Number(family.payers) === 0 }, now)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The columns come back filled from the family's primary guardian (main number in its local form, e-mail), as the
  // copy was kept before this migration.
  await db.schema
    .alterTable('swimmer_parents')
    .addColumn('primary_phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('swimmer_parents')
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await sql`update swimmer_parents set
      primary_phone = coalesce((select case when gp.phone like '+20%' then '0' || substr(gp.phone, 4) else gp.phone end
        from swimmers s join family_guardians fg on fg.family_id = s.family_id and fg.is_primary = 1
        join guardian_phones gp on gp.guardian_id = fg.guardian_id
        where s.id = swimmer_parents.swimmer_id order by gp.position limit 1), ''),
      email = coalesce((select g.email from swimmers s join family_guardians fg on fg.family_id = s.family_id and fg.is_primary = 1
        join guardians g on g.id = fg.guardian_id where s.id = swimmer_parents.swimmer_id), '')`.execute(db)
}
