import { sql, type Kysely } from 'kysely'
import type { Site } from '@contract/common'
import { compiledOnce } from '../../db/compiled-queries'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'

// What every signed-in request needs to know, in one statement: the session, its user, the user's sites and the
// actions their type is granted. Read on every request (so an administrator's change applies at once); one
// statement instead of three saves two round trips on PostgreSQL and two statements on SQLite.

export interface SessionAccess {
  id: number
  user_id: number
  user_type_id: number
  disabled: number
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
  home_site: number | null
  sites: Site[]
  /** "module:name" keys. */
  granted: string[]
}

/** The user's enabled sites and the type's actions as JSON text, in the engine's own JSON functions. */
function accessColumns(dialect: Dialect) {
  if (dialect === 'postgres') {
    return {
      sites: sql<string>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name)), '[]')::text
        from user_sites us join sites s on s.id = us.site_id
        where us.user_id = users.id and s.disabled = 0)`,
      granted: sql<string>`(select coalesce(json_agg(a.module || ':' || a.name), '[]')::text
        from privileges p join actions a on a.id = p.action_id
        where p.user_type_id = users.user_type_id)`,
    }
  }
  return {
    sites: sql<string>`(select coalesce(json_group_array(json_object('id', s.id, 'name', s.name)), '[]')
      from user_sites us join sites s on s.id = us.site_id
      where us.user_id = users.id and s.disabled = 0)`,
    granted: sql<string>`(select coalesce(json_group_array(a.module || ':' || a.name), '[]')
      from privileges p join actions a on a.id = p.action_id
      where p.user_type_id = users.user_type_id)`,
  }
}

/** The statement, built and compiled once per dialect (db/compiled-queries.ts): every request runs it. */
function sessionAccessQuery(dialect: Dialect) {
  const columns = accessColumns(dialect)
  return compiledOnce((db: Kysely<Database>, params: { tokenHash: string }) =>
    db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select([
        'auth_sessions.id',
        'auth_sessions.user_id',
        'auth_sessions.last_seen_at',
        'auth_sessions.expires_at',
        'auth_sessions.revoked_at',
        'users.disabled',
        'users.user_type_id',
        'users.home_site',
        columns.sites.as('sites_json'),
        columns.granted.as('granted_json'),
      ])
      .where('auth_sessions.token_hash', '=', params.tokenHash),
  )
}

const sessionAccessQueries = { sqlite: sessionAccessQuery('sqlite'), postgres: sessionAccessQuery('postgres') }

export async function findSessionAccess(
  db: Kysely<Database>,
  dialect: Dialect,
  tokenHash: string,
): Promise<SessionAccess | undefined> {
  const [row] = await sessionAccessQueries[dialect](db, { tokenHash })
  if (!row) return undefined
  const { sites_json: sitesJson, granted_json: grantedJson, ...session } = row
  const sites = (JSON.parse(sitesJson) as Site[]).sort((a, b) => a.id - b.id)
  return { ...session, sites, granted: JSON.parse(grantedJson) as string[] }
}
