import SQLite from 'better-sqlite3'
import { withStatementCache } from '../../src/db/sqlite-statement-cache'

// The prepared-statement cache behind Kysely's SQLite driver (a large share of the per-request cost at scale).

describe('SQLite statement cache', () => {
  let raw: SQLite.Database

  beforeEach(() => {
    raw = new SQLite(':memory:')
    raw.exec('create table t (id integer primary key, name text)')
  })

  afterEach(() => {
    if (raw.open) raw.close()
  })

  it('prepares each SQL text once and answers with current data every time', () => {
    const cached = withStatementCache(raw)
    const insert = cached.prepare('insert into t (name) values (?)')
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert)
    insert.run(['a'])
    const select = cached.prepare('select name from t order by id')
    expect(select.all([])).toEqual([{ name: 'a' }])
    cached.prepare('insert into t (name) values (?)').run(['b'])
    expect(cached.prepare('select name from t order by id').all([])).toEqual([{ name: 'a' }, { name: 'b' }])
  })

  it('keeps at most `limit` statements, dropping the least recently used', () => {
    const cached = withStatementCache(raw, 2)
    const one = cached.prepare('select 1')
    const two = cached.prepare('select 2')
    expect(cached.prepare('select 1')).toBe(one) // now most recently used
    cached.prepare('select 3') // evicts 'select 2'
    expect(cached.prepare('select 1')).toBe(one)
    expect(cached.prepare('select 2')).not.toBe(two)
  })

  it('closes the database', () => {
    withStatementCache(raw).close()
    expect(raw.open).toBe(false)
  })
})
