import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp, REQUEST_TIMEOUT_MS } from '../../src/app'
import { migrateToLatest } from '../../src/db/migrator'
import { seedIfEmpty } from '../../src/db/seed'
import { createTestDatabase, type TestDatabase } from '../helper'

// Issue 25: request bodies had no time limit — 20 connections trickling a body 1 byte every 3 s stayed open for 133 s
// (Fastify's default is no limit). Headers and body now must arrive within REQUEST_TIMEOUT_MS, or the client is
// answered 408 and its connection closed. Proven by the server's configured timeouts, and by a server with a short
// limit cutting a trickled body, not by waiting for the real one.

describe('slow requests are cut', () => {
  let database: TestDatabase
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, database.dialect, { demoData: false, now: new Date('2026-11-21T09:00:00Z') })
  }, 60_000)
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database?.dispose()
  })

  const build = async (requestTimeoutMs?: number) => {
    const app = await buildApp({ database, staticDir: '/nonexistent-static-dir', closeDb: false, requestTimeoutMs })
    apps.push(app)
    await app.ready()
    return app
  }

  it('gives the whole request, headers and body, 30 seconds, checked every few seconds', async () => {
    const app = await build()
    expect(REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(app.server.requestTimeout).toBe(30_000)
    expect(app.server.headersTimeout).toBe(30_000)
  })

  it('answers 408 and closes a connection whose body trickles in slower than the limit', async () => {
    const app = await build(600)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    )
    // One byte every 100 ms for at most 5 s: without a limit the connection would still be open then.
    let sent = 0
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < 50) {
        socket.write(' ')
        sent++
      }
    }, 100)
    const outcome = await Promise.race([
      closed.then(() => 'closed' as const),
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 5_000)),
    ])
    clearInterval(trickle)
    socket.destroy()
    expect(outcome).toBe('closed')
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(sent).toBeLessThan(50)
  }, 20_000)
})
