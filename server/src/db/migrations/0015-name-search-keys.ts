import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// Names found however they are typed (Arabic script above all): swimmers, coaches and users get name_key, the
// search key of full_name (lib/name-key.ts: case folded, alef forms, taa marbuta and alef maqsura written one way,
// tatweel and diacritics left out), filled here for every existing row and written with the name from now on by
// the repositories. Name searches compare keys.
// Frozen: later changes go in new migrations. The key is lib/name-key.ts nameKey as it was when this migration was
// written, copied below, so a later change to the live key does not change what this migration wrote.
//
// The swimmers' trigram index of migration 0002 moves from full_name to name_key:
// SQLite: the FTS5 trigram table swimmers_name_fts and its triggers are replaced by swimmers_name_key_fts over
// name_key (external content, kept in step by triggers). PostgreSQL: the GIN trigram index on lower(full_name) is
// replaced by one on name_key, with a larger statistics target. Coaches and users are a few hundred rows searched
// within a site: the key alone.

const FOLDED: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
}

// Alef forms, taa marbuta, alef maqsura, Persian yeh and kaf.
const FOLDABLE = /[أإآٱةىیک]/g
// Tatweel, the Arabic diacritics and the superscript alef, and invisible marks (zero-width (non-)joiner, LRM/RLM,
// the Arabic letter mark, LRE/RLE/PDF/LRO/RLO, the isolates).
const IGNORED = /\u0640|[\u064B-\u065F]|\u0670|[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g
// Arabic-Indic (U+0660–0669) and extended Arabic-Indic (U+06F0–06F9) digits.
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g

/** The search key of a name or of a typed search text (trimmed; empty when nothing searchable is left). */
function nameKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(IGNORED, '')
    .replace(FOLDABLE, (char) => FOLDED[char])
    .replace(ARABIC_DIGIT, (digit) => String((digit.charCodeAt(0) & 0x0f) % 10))
    .replace(/\s+/g, ' ')
    .trim()
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

const TABLES = ['swimmers', 'coaches', 'users'] as const
const BATCH = 2_000

/** Fills name_key for every row of a table, in id order, a batch at a time. */
async function backfill(db: Kysely<unknown>, table: (typeof TABLES)[number]): Promise<void> {
  let after = 0
  for (;;) {
    const { rows } = await sql<{ id: number; full_name: string }>`
      select id, full_name from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(db)
    if (rows.length === 0) return
    const keys = sql.join(rows.map((row) => sql`(cast(${row.id} as integer), cast(${nameKey(row.full_name)} as text))`))
    // SQLite names a VALUES list's columns column1, column2; PostgreSQL takes them from the alias.
    const [id, key] = isPostgres(db) ? ['id', 'name_key'] : ['column1', 'column2']
    await sql`update ${sql.table(table)} set name_key = ${sql.ref(`k.${key}`)}
      from (values ${keys}) as k ${isPostgres(db) ? sql`(id, name_key)` : sql``}
      where ${sql.ref(`${table}.id`)} = ${sql.ref(`k.${id}`)}`.execute(db)
    after = Number(rows[rows.length - 1].id)
  }
}

/** pg_trgm's GIN operator class, named with the schema the extension lives in (see migration 0002). */
async function trigramOps(db: Kysely<unknown>) {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  return sql`${sql.id(rows[0].schema)}.gin_trgm_ops`
}

/** SQLite: an FTS5 trigram index `name` over one column of swimmers, filled now and kept in step by triggers. */
async function createSwimmerFts(db: Kysely<unknown>, name: string, column: 'name_key' | 'full_name'): Promise<void> {
  const [fts, col] = [sql.id(name), sql.id(column)]
  await sql`create virtual table ${fts} using fts5(
    ${col}, content = 'swimmers', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db)
  await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db)
  await sql`create trigger ${sql.id(`${name}_insert`)} after insert on swimmers begin
    insert into ${fts} (rowid, ${col}) values (new.id, new.${col});
  end`.execute(db)
  await sql`create trigger ${sql.id(`${name}_delete`)} after delete on swimmers begin
    insert into ${fts} (${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
  end`.execute(db)
  await sql`create trigger ${sql.id(`${name}_update`)} after update of ${col} on swimmers begin
    insert into ${fts} (${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
    insert into ${fts} (rowid, ${col}) values (new.id, new.${col});
  end`.execute(db)
}

async function dropSwimmerFts(db: Kysely<unknown>, name: string): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.id(`${name}_${event}`)}`.execute(db)
  }
  await sql`drop table if exists ${sql.id(name)}`.execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db)
  for (const table of TABLES) {
    // SQLite adds a NOT NULL column only with a default; PostgreSQL gets the constraint once the rows are filled.
    const column = postgres ? sql`name_key text` : sql`name_key text not null default ''`
    await sql`alter table ${sql.table(table)} add column ${column}`.execute(db)
    await backfill(db, table)
    if (postgres) await sql`alter table ${sql.table(table)} alter column name_key set not null`.execute(db)
  }
  if (postgres) {
    await sql`drop index if exists swimmers_full_name_trgm`.execute(db)
    await sql`create index swimmers_name_key_trgm on swimmers using gin (name_key ${await trigramOps(db)})`.execute(db)
    // A finer picture of the keys for the planner: with the default 100 histogram entries a fragment of one Arabic
    // name (three people in ten) often matches none of them, is estimated at a hundred rows of a million and gets a
    // bitmap scan of every match (some 10,000 for "احم") sorted afterwards, instead of the id-order walk it gets
    // once the estimate is right.
    await sql`alter table swimmers alter column name_key set statistics 1000`.execute(db)
    return
  }
  await dropSwimmerFts(db, 'swimmers_name_fts')
  await createSwimmerFts(db, 'swimmers_name_key_fts', 'name_key')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists swimmers_name_key_trgm`.execute(db)
    const ops = await trigramOps(db)
    await sql`create index swimmers_full_name_trgm on swimmers using gin (lower(full_name) ${ops})`.execute(db)
  } else {
    await dropSwimmerFts(db, 'swimmers_name_key_fts')
    await createSwimmerFts(db, 'swimmers_name_fts', 'full_name')
  }
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column name_key`.execute(db)
}
