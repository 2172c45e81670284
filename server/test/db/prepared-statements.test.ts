import { sql, type Kysely } from 'kysely'
import { createDb } from '../../src/db/create-db'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../scripts/trials/throwaway-postgres'

// PostgreSQL runs the app's queries as named prepared statements (db/create-db.ts), parsed once per connection with
// their plan kept: a query with parameters is prepared; `select *` and `returning *` are not, so that a column
// another instance's migration adds does not break them ("cached plan must not change result type"). Against the
// local server (127.0.0.1:5432), in a throwaway database.

describe('prepared statements on PostgreSQL', () => {
  let database: ThrowawayDatabase
  beforeAll(async () => {
    database = await createThrowawayDatabase('academy_prepared_')
  })
  afterAll(() => database.drop())

  it('prepares a query with parameters, and a select * still answers after a column is added', async () => {
    const { db } = createDb({ kind: 'postgres', url: database.url })
    try {
      await sql`create table things (id integer primary key, name text)`.execute(db)
      await sql`insert into things values (1, 'one'), (2, 'two')`.execute(db)
      // One connection for the whole check: a prepared statement belongs to the connection that prepared it.
      await db.connection().execute(async (database) => {
        // A table of this test's own, not in the app's Database type.
        const connection = database as unknown as Kysely<{ things: { id: number; name: string } }>
        const named = () => connection.selectFrom('things').select('name').where('id', '=', 2).execute()
        const star = () => connection.selectFrom('things').selectAll().where('id', '=', 1).execute()
        expect(await named()).toEqual([{ name: 'two' }])
        expect(await star()).toEqual([{ id: 1, name: 'one' }])
        const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
          connection,
        )
        const statements = prepared.rows.map((row) => row.statement)
        expect(statements).toContain('select "name" from "things" where "id" = $1')
        expect(statements.filter((text) => text.includes('*'))).toEqual([])

        await sql`alter table things add column colour text`.execute(connection)
        expect(await star()).toEqual([{ id: 1, name: 'one', colour: null }])
        expect(await named()).toEqual([{ name: 'two' }])
      })
    } finally {
      await db.destroy()
    }
  })
})
