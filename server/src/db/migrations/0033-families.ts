import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely, RawBuilder } from 'kysely'

// Families (issue 28). A family holds swimmers (swimmers.family_id: a swimmer is in one family) and guardians through
// memberships (family_guardians: a guardian may be in two families without a copy of their data; who is the primary
// contact and who pays is per membership, one primary per family). A guardian has phone numbers in E.164
// (guardian_phones, indexed by number: the desk finds a family by the number a parent reads out), consents per channel
// and purpose kept as an append-only history (guardian_consents: granted or withdrawn, who recorded it, when, how),
// and the family has emergency contacts and people allowed to pick up who are not guardians (family_contacts). Per
// swimmer: medical and safety notes (swimmer_medical) and photo consent (swimmer_photo_consents).
// New actions ViewFamilies, ManageFamilies and ViewMedical (Mod_SW) for existing databases, granted to Administrator
// and Cashier as the seed grants them; an empty database is left to the seed.
//
// Every existing swimmer gets a family. Swimmers whose parent phone is the same number after normalising are siblings
// of one family; the parent phone and e-mail become its first guardian (primary, payer; the e-mail of the family's
// first swimmer). Set-based SQL, so a million swimmers take seconds, not a row loop in JavaScript. The numbers are
// normalised here in SQL, not with libphonenumber: a migration is frozen and imports no live code (a new metadata
// release must not change what an old migration did), and the data is an Egyptian academy's, whose parent phones are
// Egyptian mobiles typed with spaces, dashes, dots, brackets, +20, 0020 or Arabic-Indic digits. Those forms become
// E.164 (+20 1[0125] and 8 digits) exactly as contract/phone.ts reads them (server/test/families/migration.test.ts
// compares the two); any other number is kept as its digits and still groups siblings by the same digits. A family's
// id is its first swimmer's id and its first guardian's id the family's, so no mapping table is needed.
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE (contract/lookup-tables.ts), fixed when the migration was written
const CASHIER = 72
const NEW_ACTIONS = ['ViewFamilies', 'ManageFamilies', 'ViewMedical']

/** Latin digits for Arabic-Indic (U+0660…) and Persian (U+06F0…) ones, separators and '+' dropped. */
function digitsOf(column: RawBuilder<unknown>): RawBuilder<string> {
  let text: RawBuilder<unknown> = column
  for (let digit = 0; digit <= 9; digit++) {
    text = sql`replace(${text}, ${String.fromCharCode(0x0660 + digit)}, ${String(digit)})`
    text = sql`replace(${text}, ${String.fromCharCode(0x06f0 + digit)}, ${String(digit)})`
  }
  for (const separator of [' ', '-', '(', ')', '.', '+', '\u00a0']) text = sql`replace(${text}, ${separator}, '')`
  return text as RawBuilder<string>
}

/** An Egyptian mobile in E.164 from its digits (d), else the digits as they are. */
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

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('families'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('merged_into', 'integer', (col) => col.references('families.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute()

  await withId(db.schema.createTable('guardians'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('preferred_channel', 'text', (col) => col.notNull().defaultTo('whatsapp'))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('ar'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint('guardians_channel', sql`preferred_channel in ('whatsapp', 'sms', 'email')`)
    .addCheckConstraint('guardians_language', sql`language in ('ar', 'en')`)
    .execute()

  await withId(db.schema.createTable('guardian_phones'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardians.id'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('guardian_phones_number', ['guardian_id', 'phone'])
    .execute()
  await db.schema.createIndex('guardian_phones_phone').on('guardian_phones').columns(['phone', 'guardian_id']).execute()

  await db.schema
    .createTable('family_guardians')
    .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardians.id'))
    .addColumn('is_primary', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_payer', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('family_guardians_pk', ['family_id', 'guardian_id'])
    .execute()
  await db.schema.createIndex('family_guardians_guardian').on('family_guardians').columns(['guardian_id']).execute()
  await db.schema
    .createIndex('family_guardians_one_primary')
    .on('family_guardians')
    .column('family_id')
    .unique()
    .where(sql.ref('is_primary'), '=', 1)
    .execute()

  await withId(db.schema.createTable('family_contacts'))
    .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('removed_at', 'text')
    .addColumn('removed_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint('family_contacts_kind', sql`kind in ('emergency', 'pickup')`)
    .execute()
  await db.schema.createIndex('family_contacts_family').on('family_contacts').columns(['family_id']).execute()

  await withId(db.schema.createTable('guardian_consents'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardians.id'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('granted', 'integer', (col) => col.notNull())
    .addColumn('how', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addCheckConstraint('guardian_consents_channel', sql`channel in ('whatsapp', 'sms', 'email')`)
    .addCheckConstraint('guardian_consents_purpose', sql`purpose in ('service', 'marketing')`)
    .execute()
  await db.schema
    .createIndex('guardian_consents_guardian')
    .on('guardian_consents')
    .columns(['guardian_id', 'channel', 'purpose', 'id'])
    .execute()

  await db.schema
    .createTable('swimmer_medical')
    .addColumn('swimmer_id', 'integer', (col) => col.primaryKey().references('swimmers.id'))
    .addColumn('conditions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('allergies', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('doctor_note', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint('swimmer_medical_doctor_note', sql`doctor_note in ('none', 'required', 'on-file')`)
    .execute()

  await db.schema
    .createTable('swimmer_photo_consents')
    .addColumn('swimmer_id', 'integer', (col) => col.primaryKey().references('swimmers.id'))
    .addColumn('granted', 'integer', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id'))
    .execute()

  await db.schema
    .alterTable('swimmers')
    .addColumn('family_id', 'integer', (col) => col.references('families.id'))
    .execute()
  await db.schema.createIndex('swimmers_family').on('swimmers').columns(['family_id']).execute()

  await familiesFromParentPhones(db, postgres)
  await addActions(db)
}

async function familiesFromParentPhones(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const now = new Date().toISOString()
  await sql`create table family_load (swimmer_id integer primary key, phone_key text not null, email text,
    family_id integer)`.execute(db)
  const digits = digitsOf(sql`coalesce(p.primary_phone, '')`)
  await sql`insert into family_load (swimmer_id, phone_key, email)
    select s.id, ${e164Of(digits)}, nullif(trim(coalesce(p.email, '')), '')
    from swimmers s left join swimmer_parents p on p.swimmer_id = s.id`.execute(db)
  await sql`create index family_load_phone on family_load (phone_key, swimmer_id)`.execute(db)
  await sql`create table family_groups (phone_key text primary key, family_id integer not null)`.execute(db)
  await sql`insert into family_groups (phone_key, family_id)
    select phone_key, min(swimmer_id) from family_load where phone_key <> '' group by phone_key`.execute(db)
  await sql`update family_load set family_id = coalesce(
    (select g.family_id from family_groups g where g.phone_key = family_load.phone_key and family_load.phone_key <> ''),
    swimmer_id)`.execute(db)
  // One family, guardian, phone and membership per group, keyed by its first swimmer.
  await sql`insert into families (id, notes, created_at) select swimmer_id, '', ${now} from family_load
    where family_id = swimmer_id`.execute(db)
  await sql`insert into guardians (id, full_name, relation, email, preferred_channel, language, notes, created_at)
    select swimmer_id, '', 'parent', email, 'whatsapp', 'ar', '', ${now} from family_load
    where family_id = swimmer_id`.execute(db)
  await sql`insert into guardian_phones (guardian_id, phone, position) select swimmer_id, phone_key, 0
    from family_load where family_id = swimmer_id and phone_key <> ''`.execute(db)
  await sql`insert into family_guardians (family_id, guardian_id, is_primary, is_payer, added_at)
    select swimmer_id, swimmer_id, 1, 1, ${now} from family_load where family_id = swimmer_id`.execute(db)
  if (postgres) {
    await sql`update swimmers s set family_id = l.family_id from family_load l where l.swimmer_id = s.id`.execute(db)
    for (const table of ['families', 'guardians']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
        from ${sql.table(table)}`.execute(db)
    }
  } else {
    await sql`update swimmers set family_id = (select l.family_id from family_load l where l.swimmer_id = swimmers.id)`.execute(
      db,
    )
  }
  await sql`drop table family_groups`.execute(db)
  await sql`drop table family_load`.execute(db)
}

async function addActions(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const types = await raw.selectFrom('user_types').select('id').where('id', 'in', [ADMINISTRATOR, CASHIER]).execute()
  for (const name of NEW_ACTIONS) {
    const find = () =>
      raw.selectFrom('actions').select('id').where('module', '=', 'Mod_SW').where('name', '=', name).executeTakeFirst()
    let action = await find()
    if (!action) {
      await raw
        .insertInto('actions')
        .values({ module: 'Mod_SW', name } as never)
        .execute()
      action = (await find())!
    }
    for (const type of types) {
      const granted = await raw
        .selectFrom('privileges')
        .select('action_id')
        .where('user_type_id', '=', type.id)
        .where('action_id', '=', action.id)
        .executeTakeFirst()
      if (!granted) await raw.insertInto('privileges').values({ user_type_id: type.id, action_id: action.id }).execute()
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{ actions: { id: number; name: string; module: string }; privileges: { action_id: number } }>
  const actions = await raw
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Mod_SW')
    .where('name', 'in', NEW_ACTIONS)
    .execute()
  for (const action of actions) {
    await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
    await raw.deleteFrom('actions').where('id', '=', action.id).execute()
  }
  await db.schema.dropIndex('swimmers_family').execute()
  await db.schema.alterTable('swimmers').dropColumn('family_id').execute()
  for (const table of [
    'swimmer_photo_consents',
    'swimmer_medical',
    'guardian_consents',
    'family_contacts',
    'family_guardians',
    'guardian_phones',
    'guardians',
    'families',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
