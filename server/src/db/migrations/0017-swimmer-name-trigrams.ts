import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// PostgreSQL name search at a million swimmers (issue 17, issue 16's Arabic names): a trigram posting list kept in
// id order, so a fragment's matches are handed over in id order and the search stops at its 200 rows, as FTS5 does
// on SQLite. The GIN trigram index of migration 0015 answered a fragment either with a walk of swimmers in id order
// testing every name (tens of thousands of names for a fragment of one Arabic name in a hundred) or with a bitmap of
// every match sorted afterwards; neither stops early.
//
// swimmer_name_trigrams (trigram, swimmer_id), primary key in that order: one row per distinct three-character
// substring of a swimmer's name_key, spaces included (the split of FTS5's trigram tokenizer: every substring, no
// word padding, so it reads Arabic whatever the database's locale). swimmer_name_trigram_counts: how many swimmers
// hold each trigram, so a search walks the rarest of its fragment's trigrams. Both are written by a trigger on
// swimmers in the same statement (so the same transaction) as every insert, delete and change of name_key, whatever
// writes it (the repositories, the seeds, a script); deleted swimmers keep their postings (the search filters
// deleted_at as before, and a restore needs nothing). The split is one SQL function, swimmer_name_trigrams_of, used
// by the trigger, the rebuild and the search. swimmer_name_trigrams_rebuild() refills both tables from swimmers
// (here, and by seed:scale after a load with triggers off).
//
// SQLite: nothing (FTS5's swimmers_name_key_fts already streams matches in id order).
// Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`create function swimmer_name_trigrams_of(key text) returns setof text
    language sql immutable strict parallel safe
    as $$ select distinct substr(key, i, 3) from generate_series(1, char_length(key) - 2) as i $$`.execute(db)
  // The search's LIKE, opaque to the planner: estimated at a third of the postings it is tested on rather than the
  // fragment's share of all names (the planner takes the posting list and the LIKE for independent, so it expected
  // under 200 matches of a common fragment and read every swimmer instead of walking the list until 200).
  await sql`create function swimmer_name_key_contains(key text, pattern text) returns boolean
    language plpgsql immutable strict parallel safe
    as $$ begin return key like pattern; end $$`.execute(db)
  await sql`create table swimmer_name_trigrams (trigram text not null, swimmer_id integer not null)`.execute(db)
  await sql`create table swimmer_name_trigram_counts (
    trigram text primary key,
    swimmers integer not null
  )`.execute(db)
  await sql`create function swimmer_name_trigrams_rebuild() returns void language plpgsql as $$
  begin
    alter table swimmer_name_trigrams drop constraint if exists swimmer_name_trigrams_pkey;
    truncate swimmer_name_trigrams, swimmer_name_trigram_counts;
    insert into swimmer_name_trigrams (trigram, swimmer_id)
      select t.trigram, s.id from swimmers s cross join swimmer_name_trigrams_of(s.name_key) as t(trigram);
    alter table swimmer_name_trigrams add constraint swimmer_name_trigrams_pkey primary key (trigram, swimmer_id);
    insert into swimmer_name_trigram_counts (trigram, swimmers)
      select trigram, count(*) from swimmer_name_trigrams group by trigram;
  end $$`.execute(db)
  // Old key's postings out, new key's in; the counters get one upsert of the differences in trigram order, so two
  // concurrent writes take the counter rows' locks in the same order.
  await sql`create function swimmer_name_trigrams_sync() returns trigger language plpgsql as $$
  declare
    old_key text := case when tg_op = 'INSERT' then null else old.name_key end;
    new_key text := case when tg_op = 'DELETE' then null else new.name_key end;
  begin
    if tg_op = 'UPDATE' and old_key is not distinct from new_key and old.id = new.id then
      return null;
    end if;
    if old_key is not null then
      delete from swimmer_name_trigrams
        where swimmer_id = old.id and trigram in (select swimmer_name_trigrams_of(old_key));
    end if;
    if new_key is not null then
      insert into swimmer_name_trigrams (trigram, swimmer_id)
        select t, new.id from swimmer_name_trigrams_of(new_key) as t;
    end if;
    insert into swimmer_name_trigram_counts as c (trigram, swimmers)
      select d.trigram, sum(d.delta) from (
        select t as trigram, -1 as delta from swimmer_name_trigrams_of(old_key) as t
        union all
        select t, 1 from swimmer_name_trigrams_of(new_key) as t
      ) as d
      group by d.trigram having sum(d.delta) <> 0 order by d.trigram
      on conflict (trigram) do update set swimmers = c.swimmers + excluded.swimmers;
    return null;
  end $$`.execute(db)
  await sql`select swimmer_name_trigrams_rebuild()`.execute(db)
  await sql`create trigger swimmer_name_trigrams_sync after insert or delete or update of name_key, id on swimmers
    for each row execute function swimmer_name_trigrams_sync()`.execute(db)
  // The posting list answers every fragment of three characters or more; shorter ones the GIN index never served.
  await sql`drop index if exists swimmers_name_key_trgm`.execute(db)
  await sql`analyze swimmer_name_trigrams`.execute(db)
  await sql`analyze swimmer_name_trigram_counts`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`drop trigger if exists swimmer_name_trigrams_sync on swimmers`.execute(db)
  await sql`drop function if exists swimmer_name_trigrams_sync()`.execute(db)
  await sql`drop function if exists swimmer_name_trigrams_rebuild()`.execute(db)
  await sql`drop table if exists swimmer_name_trigrams`.execute(db)
  await sql`drop table if exists swimmer_name_trigram_counts`.execute(db)
  await sql`drop function if exists swimmer_name_trigrams_of(text)`.execute(db)
  await sql`drop function if exists swimmer_name_key_contains(text, text)`.execute(db)
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  await sql`create index swimmers_name_key_trgm on swimmers using gin (name_key ${sql.id(rows[0].schema)}.gin_trgm_ops)`.execute(
    db,
  )
}
