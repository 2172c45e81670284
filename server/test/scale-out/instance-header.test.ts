import os from 'node:os'
import Fastify from 'fastify'
import { buildApp } from '../../src/app'
import { ConfigError, loadConfig } from '../../src/config'
import { migrateToLatest } from '../../src/db/migrator'
import { seedIfEmpty } from '../../src/db/seed'
import { instanceHeader } from '../../src/plugins/instance-header'
import { createTestDatabase, injectAs, login, TestClock, type TestDatabase } from '../helper'

// Behind a load balancer every /api response names the instance that answered (X-Instance).

describe('INSTANCE_NAME', () => {
  it('is optional and read as given', () => {
    expect(loadConfig({}, '/srv').instanceName).toBeUndefined()
    expect(loadConfig({ INSTANCE_NAME: 'api-2.eu:3001' }, '/srv').instanceName).toBe('api-2.eu:3001')
  })

  it.each(['two words', 'a\r\nSet-Cookie: x=1', 'x'.repeat(65), 'é'])(
    'refuses %j with a message naming it',
    (value) => {
      expect(() => loadConfig({ INSTANCE_NAME: value }, '/srv')).toThrow(
        new ConfigError(`INSTANCE_NAME must be up to 64 letters, digits, ".", "_", ":" or "-" (got "${value}")`),
      )
    },
  )
})

describe('the X-Instance header', () => {
  let database: TestDatabase
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    const clock = new TestClock()
    database = await createTestDatabase()
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, database.dialect, { demoData: true, now: clock.now() })
    app = await buildApp({ database, staticDir: '/nonexistent-static-dir', clock, closeDb: false, instanceName: 'b' })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.dispose()
  })

  it('names the instance on successful, refused and unknown /api requests alike', async () => {
    const token = await login(app, 1)
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await injectAs(app, token, { method: 'GET', url: '/api/auth/me' }),
      await app.inject({ method: 'GET', url: '/api/auth/me' }),
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID: 1, password: 'wrong-password' } }),
      await app.inject({ method: 'GET', url: '/API/Health' }),
      await app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 401, 200, 404])
    for (const response of answers) expect(response.headers['x-instance']).toBe('b')
  })

  it('leaves the page and its files alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' })
    expect(response.headers['x-instance']).toBeUndefined()
  })

  it('defaults to the host name and process id', async () => {
    const bare = Fastify()
    await bare.register(instanceHeader, {})
    bare.get('/api/ping', async () => ({ ok: true }))
    try {
      const response = await bare.inject({ method: 'GET', url: '/api/ping' })
      expect(response.headers['x-instance']).toBe(`${os.hostname()}:${process.pid}`)
    } finally {
      await bare.close()
    }
  })
})
