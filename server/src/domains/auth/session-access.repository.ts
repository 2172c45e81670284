import { sql, type Kysely } from 'kysely'
import type { Site } from '@contract/common'
import type { ModuleCode } from '@contract/modules'
import { compiledOnce } from '../../db/compiled-queries'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { academyTimeZoneColumn } from '../../db/academy-time-zone'
import { modulesOf } from './accounts.repository'

// What every signed-in request needs to know, in one statement: the session, its user, the user's sites, the
// actions their type is granted and the academy's time zone. Read on every request (so an administrator's change applies at once); one
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
  /** "module:name" keys, shared by every request of the same grants: never changed. */
  granted: ReadonlySet<string>
  /** The modules those keys reach, in the menu's order. */
  modules: ModuleCode[]
  /** The academy's time zone (academy_settings, migration 0028), as stored now. */
  time_zone: string
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
        academyTimeZoneColumn().as('time_zone'),
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
  return { ...session, sites: parsedSites(sitesJson), ...parsedGrants(grantedJson) }
}

/**
 * The JSON texts the statement answers, parsed once per distinct text: users of the same type share the actions'
 * text, and a user's sites text stays the same request after request. Nothing is kept about the user: the texts are
 * read on every request, and a change (a site or privilege added or taken away) is a new text, parsed anew.
 * The parsed values are frozen, since requests share them.
 */
function memoizedParse<T>(parse: (text: string) => T): (text: string) => T {
  const parsed = new Map<string, T>()
  return (text) => {
    let value = parsed.get(text)
    if (value === undefined) {
      if (parsed.size >= 1_000) parsed.clear()
      value = parse(text)
      parsed.set(text, value)
    }
    return value
  }
}

const parsedSites = memoizedParse((text) =>
  Object.freeze((JSON.parse(text) as Site[]).sort((a, b) => a.id - b.id).map((site) => Object.freeze(site))),
) as (text: string) => Site[]

/** The granted keys as the set requests look them up in, and their modules (built once per text, not per request). */
const parsedGrants = memoizedParse((text) => {
  const granted: ReadonlySet<string> = new Set(JSON.parse(text) as string[])
  return Object.freeze({ granted, modules: Object.freeze(modulesOf(granted)) as ModuleCode[] })
})
