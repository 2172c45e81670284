import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// Substring search on swimmers' full names that stays fast with a very large number of swimmers.
// Frozen: later changes go in new migrations.
//
// SQLite: an FTS5 index with the trigram tokenizer (case-insensitive), external-content over swimmers and kept
// in step by triggers; a phrase query matches any part of a name of at least three characters.
// PostgreSQL: pg_trgm and a GIN trigram index on lower(full_name), which serves ILIKE '%term%'.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // CREATE EXTENSION is database-wide: several schemas migrating at once (parallel test suites) would race on
    // it, so it is serialised with a transaction-scoped advisory lock. It lives in public (not in a schema that may
    // be dropped later) and the operator class is named with the schema it actually lives in.
    await sql`select pg_advisory_xact_lock(hashtext('swim-academy:pg_trgm'))`.execute(db)
    await sql`create extension if not exists pg_trgm schema public`.execute(db)
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db)
    const opclass = sql`${sql.id(rows[0].schema)}.gin_trgm_ops`
    await sql`create index swimmers_full_name_trgm on swimmers using gin (lower(full_name) ${opclass})`.execute(db)
    return
  }
  await sql`create virtual table swimmers_name_fts using fts5(
    full_name, content = 'swimmers', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db)
  await sql`insert into swimmers_name_fts (swimmers_name_fts) values ('rebuild')`.execute(db)
  await sql`create trigger swimmers_name_fts_insert after insert on swimmers begin
    insert into swimmers_name_fts (rowid, full_name) values (new.id, new.full_name);
  end`.execute(db)
  await sql`create trigger swimmers_name_fts_delete after delete on swimmers begin
    insert into swimmers_name_fts (swimmers_name_fts, rowid, full_name) values ('delete', old.id, old.full_name);
  end`.execute(db)
  await sql`create trigger swimmers_name_fts_update after update of full_name on swimmers begin
    insert into swimmers_name_fts (swimmers_name_fts, rowid, full_name) values ('delete', old.id, old.full_name);
    insert into swimmers_name_fts (rowid, full_name) values (new.id, new.full_name);
  end`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists swimmers_full_name_trgm`.execute(db)
    return
  }
  for (const trigger of ['swimmers_name_fts_insert', 'swimmers_name_fts_delete', 'swimmers_name_fts_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db)
  }
  await sql`drop table if exists swimmers_name_fts`.execute(db)
}
