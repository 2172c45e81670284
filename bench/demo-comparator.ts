import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { parseDatabaseUrl } from '../server/src/config'
import { DEMO_USERS } from '../server/src/db/seed/reference-data'
import { closeClient, signIn } from './api-client'
import type { BenchRow } from './bench-table'
import { measureInjectCpu } from './same-sql-inject'
import { measureSameSql } from './same-sql-throughput'
import { startAppServer } from './server-process'

// npm run bench -- --demo: issue 17's comparator on the demo database (what the issue measured), without a
// 1,000,000-swimmer database: a fresh demo academy on SQLite (data/bench-demo/) and on PostgreSQL (a database of
// its own, dropped and created), the real server on it, and the app against the same-SQL route.

export const DEMO_PG_DATABASE = 'academy_bench_demo'

async function freshPostgres(url: string): Promise<string> {
  const target = new URL(url)
  target.pathname = `/${DEMO_PG_DATABASE}`
  const admin = new URL(url)
  admin.pathname = '/postgres' // the server's maintenance database: --pg-url's database need not exist
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists ${DEMO_PG_DATABASE} with (force)`)
    await client.query(`create database ${DEMO_PG_DATABASE}`)
  } finally {
    await client.end()
  }
  return target.toString()
}

function freshSqlite(root: string): string {
  const file = path.join(root, 'data', 'bench-demo', 'academy.sqlite')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  return `file:${file}`
}

/** A demo swimmer with a running school enrolment, so the search finds a coach as real searches do. */
async function enrolledSwimmer(url: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10)
  const query = 'select min(swimmer_id) as id from school_enrolments where end_date >= '
  const config = parseDatabaseUrl(url)
  if (config.kind === 'sqlite') {
    const db = new SQLite(config.file, { readonly: true })
    try {
      return (db.prepare(`${query}?`).get(today) as { id: number }).id
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: config.url })
  await client.connect()
  try {
    return Number((await client.query(`${query}$1`, [today])).rows[0].id)
  } finally {
    await client.end()
  }
}

export async function benchDemoComparator(options: {
  root: string
  pgUrl: string
  skipPostgres: boolean
  ports: { sqlite: number; postgres: number; sameSql: number }
  connections: number
  seconds: number
  rounds: number
  log: (message: string) => void
}): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const engines: Array<{ engine: 'SQLite' | 'PostgreSQL'; url: () => Promise<string>; port: number }> = [
    { engine: 'SQLite', url: async () => freshSqlite(options.root), port: options.ports.sqlite },
  ]
  if (!options.skipPostgres) {
    engines.push({ engine: 'PostgreSQL', url: () => freshPostgres(options.pgUrl), port: options.ports.postgres })
  }
  for (const { engine, url: prepare, port } of engines) {
    const url = await prepare()
    options.log(`${engine}: the demo database, app on port ${port}`)
    const server = await startAppServer({
      port,
      databaseUrl: url,
      staticDir: path.join(options.root, 'dist'),
      cwd: options.root,
    })
    try {
      const token = await signIn(server.url, DEMO_USERS[0].id, DEMO_USERS[0].password)
      closeClient()
      const swimmerId = await enrolledSwimmer(url)
      options.log(`${engine}: app against the same SQL (swimmer ${swimmerId})`)
      rows.push(
        ...(
          await measureSameSql({
            appUrl: server.url,
            appPid: server.process.pid,
            databaseUrl: url,
            token,
            swimmerId,
            port: options.ports.sameSql,
            connections: options.connections,
            seconds: options.seconds,
            rounds: options.rounds,
            engine,
          })
        ).map((row) => ({ ...row, group: `${row.group}, demo database` })),
      )
      options.log(`${engine}: the same in process, without sockets`)
      const inProcess = await measureInjectCpu({ databaseUrl: url, token, swimmerId, engine })
      rows.push(...inProcess.map((row) => ({ ...row, group: `${row.group}, demo database` })))
    } finally {
      await server.stop()
    }
  }
  return rows
}
