import { sql, type TableMetadata } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helper'
import { declaredTables, type Family } from './declared-tables'

// server/src/db/database.ts is written by hand; this holds it to the schema the migrations build, on the engine the
// run uses (SQLite, and PostgreSQL with TEST_DATABASE_URL): the same tables, the same columns, each null exactly when
// the database allows null, and of the same family. A migration without its type change, or a type change without
// its migration, fails here naming the table and column.

/** Declared in database.ts but created by no migration: the scale seed's staging table (see AttendanceTable). */
const NOT_MIGRATED = ['register_load']

/**
 * Each engine's own tables: the search tables (migrations 0002, 0015, 0017): SQLite's FTS5 tables are read with raw
 * SQL and not declared; PostgreSQL's trigram tables are declared, and SQLite has none; and PostgreSQL's note of the
 * swimmers whose report counters are recomputed at commit (migration 0056).
 */
const ENGINE_ONLY = {
  sqlite: {
    undeclared: /^swimmers_name_key_fts(_\w+)?$/,
    declaredOnly: ['swimmer_name_trigrams', 'swimmer_name_trigram_counts', 'report_dirty_swimmers'],
  },
  postgres: { undeclared: /^$/, declaredOnly: [] as string[] },
}

/** A column type as the engine reports it (SQLite: the declared type; PostgreSQL: the type name), by family. */
function familyOf(dataType: string): Family {
  const name = dataType.toLowerCase().replace(/\(.*\)$/, '')
  if (/^(integer|int|int2|int4|int8|smallint|bigint|real|float4|float8|double precision)$/.test(name)) return 'number'
  if (/^(text|varchar|character varying|char|bpchar|date|timestamp|timestamptz|time)$/.test(name)) return 'string'
  if (/^(bool|boolean)$/.test(name)) return 'boolean'
  return 'other'
}

describe(`db/database.ts against the migrated schema (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let database: TestDatabase
  let migrated: TableMetadata[]
  const declared = declaredTables()

  beforeAll(async () => {
    database = await createTestDatabase()
    await migrateToLatest(database.db)
    // On PostgreSQL the test database is a schema of its own beside other suites' schemas.
    const schema =
      database.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0].schema
        : undefined
    migrated = (await database.db.introspection.getTables()).filter((table) => table.schema === schema)
  }, 60_000)

  afterAll(() => database?.dispose())

  it('declares every migrated table, and only those', () => {
    const engine = ENGINE_ONLY[database.dialect]
    expect({
      undeclared: migrated
        .map((table) => table.name)
        .filter((name) => !declared.has(name) && !engine.undeclared.test(name)),
      notMigrated: [...declared.keys()].filter(
        (name) =>
          !NOT_MIGRATED.includes(name) &&
          !engine.declaredOnly.includes(name) &&
          !migrated.some((table) => table.name === name),
      ),
    }).toEqual({ undeclared: [], notMigrated: [] })
  })

  it('declares each column of each table, null exactly when the database allows null, of the same family', () => {
    const differences: string[] = []
    for (const table of migrated) {
      const columns = declared.get(table.name)
      if (!columns) continue
      for (const column of table.columns) {
        const where = `${table.name}.${column.name}`
        const type = columns.get(column.name)
        if (!type) {
          differences.push(`${where}: in the database (${column.dataType}), not in database.ts`)
          continue
        }
        // SQLite reports an INTEGER PRIMARY KEY (the row id) as nullable; it never holds null.
        const nullable = column.isNullable && !(database.dialect === 'sqlite' && column.isAutoIncrementing)
        if (type.nullable !== nullable) {
          differences.push(
            `${where}: ${nullable ? 'nullable' : 'not null'} in the database, ${type.text} in database.ts`,
          )
        }
        if (type.family !== familyOf(column.dataType)) {
          differences.push(`${where}: ${column.dataType} in the database, ${type.text} in database.ts`)
        }
      }
      for (const name of columns.keys()) {
        if (!table.columns.some((column) => column.name === name)) {
          differences.push(`${table.name}.${name}: in database.ts, not in the database`)
        }
      }
    }
    expect(differences).toEqual([])
  })
})
