import { randomBytes } from 'node:crypto'
import pg from 'pg'

// Throwaway PostgreSQL databases for the trials: created empty, dropped afterwards even while in use.

export const DEFAULT_POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'

/** The URL of `database` on the server of `serverUrl` (same host, port and user). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Drops a database even while in use. Pools closed just before may still be saying goodbye, and cutting a connection
 * that is ending makes pg report an unhandled error: the database's backends get five seconds to leave first.
 */
export function dropDatabaseWhenIdle(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      )
      if (rows[0]?.n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await client.query(`drop database if exists "${name}" with (force)`)
  })
}

export interface ThrowawayDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

/** Creates `<prefix><random>`; the prefix names the owner so leftovers are recognisable. */
export async function createThrowawayDatabase(
  prefix: string,
  serverUrl = DEFAULT_POSTGRES_SERVER,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}${randomBytes(5).toString('hex')}`
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`))
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabaseWhenIdle(serverUrl, name),
  }
}

/** Runs one statement in `url`'s database (for ALTER DATABASE … SET and the like). */
export function runOn(url: string, statement: string): Promise<void> {
  return onServer(url, (client) => client.query(statement)).then(() => undefined)
}
