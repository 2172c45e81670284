import { createDb } from '../../src/db/create-db'
import { assertDurablePostgres, readPostgresSettings, unsafePostgresSetting } from '../../src/db/postgres-settings'
import { createThrowawayDatabase, runOn, type ThrowawayDatabase } from '../../../scripts/trials/throwaway-postgres'
import { runScriptToEnd } from '../../../scripts/trials/server-process'

// The start-up check of PostgreSQL's durability settings, against the local server (127.0.0.1:5432)
// in a throwaway database academy_h1_*.

describe('PostgreSQL durability settings', () => {
  const safe = { fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on' }

  it('accepts fsync and full_page_writes on, and any synchronous_commit that flushes locally', () => {
    expect(unsafePostgresSetting(safe)).toBeUndefined()
    for (const level of ['local', 'remote_write', 'remote_apply']) {
      expect(unsafePostgresSetting({ ...safe, synchronous_commit: level })).toBeUndefined()
    }
  })

  it('refuses fsync off, full_page_writes off and synchronous_commit off, naming the setting', () => {
    expect(unsafePostgresSetting({ ...safe, fsync: 'off' })).toBe(
      'PostgreSQL fsync is "off", expected "on" (an acknowledged payment must survive a crash)',
    )
    expect(unsafePostgresSetting({ ...safe, full_page_writes: 'off' })).toMatch(/^PostgreSQL full_page_writes is "off"/)
    expect(unsafePostgresSetting({ ...safe, synchronous_commit: 'off' })).toMatch(
      /^PostgreSQL synchronous_commit is "off"/,
    )
  })

  describe('on the local server', () => {
    let database: ThrowawayDatabase
    beforeAll(async () => {
      database = await createThrowawayDatabase('academy_h1_settings_')
    })
    afterAll(() => database.drop())

    it('reads the settings through the pool and accepts the server as configured', async () => {
      const { db } = createDb({ kind: 'postgres', url: database.url })
      try {
        expect(await readPostgresSettings(db)).toEqual(safe)
        await expect(assertDurablePostgres(db)).resolves.toBeUndefined()
      } finally {
        await db.destroy()
      }
    })

    it('refuses to start the server on a database set to synchronous_commit = off: exit 1, one line', async () => {
      await runOn(database.url, `alter database "${database.name}" set synchronous_commit = off`)
      const { code, output } = await runScriptToEnd('server/src/main.ts', [], {
        PORT: '3549',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
      })
      expect(code).toBe(1)
      expect(output).toBe(
        'Refusing to start: PostgreSQL synchronous_commit is "off", expected "on" ' +
          '(an acknowledged payment must survive a crash)\n',
      )
    }, 60_000)
  })
})
