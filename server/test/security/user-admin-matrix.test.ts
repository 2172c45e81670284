import type { InjectOptions } from 'fastify'
import { hashPassword } from '../../src/lib/passwords'
import { injectAs, login, type TestApp } from '../helper'
import { noFigures, recordFigures } from './figures'
import { sql } from 'kysely'
import { buildAppWithRoutes } from './security-helpers'
import { withNameKey } from '../../src/lib/name-key'

// The authorization matrix of user administration (issue 13, account takeover): actor's sites × target's sites ×
// title, through every URL that creates a user, changes one, or changes what a title may do.
//  - An actor manages only users ALL of whose sites are the actor's: a user sharing none of them is not found (404),
//    one sharing only some is refused (403) with their name, and a user with no site yet only by an actor of every
//    site (issue 25: a user manager of one site set a new password on demo user 4 and signed in as them).
//  - An actor manages only users whose title's privileges the actor holds, and gives only such titles.
//  - A title's privileges apply at every site: changing them needs every site, and only privileges the actor holds.
// Every refusal leaves every row of the user tables as it was (sessions and audit included); every success is what
// was asked.

const ALL_SITES = [61, 62, 63, 64, 65, 66, 67, 68, 69]
const ADMINISTRATOR = 71
const CASHIER = 72
const TRAINEE = 75
/** A title made for this test: user administration only (ManageUsers and ManagePrivileges). */
const USER_MANAGER = 90
const PASSWORD = 'matrix-actor-password'

type Outcome = 200 | 403 | 404
type ActorName = 'all-sites admin' | 'Club 13 admin' | 'Club 13 + Egypt admin' | 'Club 13 user manager'

interface Actor {
  name: ActorName
  id: number
  type: number
  sites: number[]
  /** The titles whose every privilege this actor holds. */
  holds: number[]
}

const ACTORS: Actor[] = [
  { name: 'all-sites admin', id: 1, type: ADMINISTRATOR, sites: ALL_SITES, holds: [ADMINISTRATOR, CASHIER, TRAINEE] },
  { name: 'Club 13 admin', id: 801, type: ADMINISTRATOR, sites: [62], holds: [ADMINISTRATOR, CASHIER, TRAINEE] },
  {
    name: 'Club 13 + Egypt admin',
    id: 802,
    type: ADMINISTRATOR,
    sites: [62, 63],
    holds: [ADMINISTRATOR, CASHIER, TRAINEE],
  },
  { name: 'Club 13 user manager', id: 803, type: USER_MANAGER, sites: [62], holds: [TRAINEE] },
]

/**
 * The target users' sites, and how each actor stands to them: 'all' theirs, 'some' shared, 'none' shared,
 * 'unsited' the target has no site and the actor not every site.
 */
type Relation = 'all' | 'some' | 'none' | 'unsited'
const TARGET_SITES: Array<{ label: string; sites: number[]; relation: Record<ActorName, Relation> }> = [
  {
    label: 'Club 13',
    sites: [62],
    relation: {
      'all-sites admin': 'all',
      'Club 13 admin': 'all',
      'Club 13 + Egypt admin': 'all',
      'Club 13 user manager': 'all',
    },
  },
  {
    label: 'Club 13 + Egypt',
    sites: [62, 63],
    relation: {
      'all-sites admin': 'all',
      'Club 13 admin': 'some',
      'Club 13 + Egypt admin': 'all',
      'Club 13 user manager': 'some',
    },
  },
  {
    label: 'Smart Way',
    sites: [61],
    relation: {
      'all-sites admin': 'all',
      'Club 13 admin': 'none',
      'Club 13 + Egypt admin': 'none',
      'Club 13 user manager': 'none',
    },
  },
  {
    label: 'every site',
    sites: ALL_SITES,
    relation: {
      'all-sites admin': 'all',
      'Club 13 admin': 'some',
      'Club 13 + Egypt admin': 'some',
      'Club 13 user manager': 'some',
    },
  },
  {
    label: 'no site yet',
    sites: [],
    relation: {
      'all-sites admin': 'all',
      'Club 13 admin': 'unsited',
      'Club 13 + Egypt admin': 'unsited',
      'Club 13 user manager': 'unsited',
    },
  },
]

/** What user administration may change: every row of these tables, as text (a refusal must leave them as they were). */
const USER_TABLES = ['users', 'user_sites', 'user_types', 'privileges', 'auth_sessions'] as const
async function userTables(t: TestApp): Promise<Record<string, string[]>> {
  const digest: Record<string, string[]> = {}
  for (const table of USER_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.db)
    digest[table] = result.rows.map((row) => JSON.stringify(row)).sort()
  }
  // The audit trail only grows: no new entry.
  const audit = await sql<{ n: number | string }>`select count(*) as n from audit_log`.execute(t.app.db)
  digest.audit_log = [String(audit.rows[0]?.n)]
  return digest
}

const TITLES = [ADMINISTRATOR, CASHIER, TRAINEE]
const TITLE_NAMES: Record<number, string> = { 71: 'Administrator', 72: 'Cashier', 75: 'Trainee' }

/** PUT /Users/update: the target's sites first (404 / 403), then their title, then the title given. */
function updateOutcome(actor: Actor, relation: Relation, current: number, next: number): Outcome {
  if (relation === 'none') return 404
  if (relation === 'some' || relation === 'unsited') return 403
  if (!actor.holds.includes(current) || !actor.holds.includes(next)) return 403
  return 200
}

/** POST /Users/create: a site of the actor's, and a title the actor holds. */
const createOutcome = (actor: Actor, site: number, title: number): Outcome =>
  actor.sites.includes(site) && actor.holds.includes(title) ? 200 : 403

describe('authorization matrix: user administration', () => {
  let t: TestApp
  const tokens = new Map<number, string>()
  let nextTarget = 900
  let cases = 0
  const figures = noFigures()
  let hash = ''

  const as = (actor: Actor, method: InjectOptions['method'], url: string, payload?: object) =>
    injectAs(t.app, tokens.get(actor.id)!, { method, url, ...(payload ? { payload } : {}) })

  const addUser = async (id: number, fullName: string, type: number, sites: number[]) => {
    const db = t.app.db
    await db
      .insertInto('users')
      .values({
        id,
        ...withNameKey(fullName),
        home_site: sites[0] ?? null,
        user_type_id: type,
        password_hash: hash,
        disabled: 0,
        created_at: t.clock.now().toISOString(),
        created_by: null,
      })
      .execute()
    if (sites.length > 0)
      await db
        .insertInto('user_sites')
        .values(sites.map((site) => ({ user_id: id, site_id: site })))
        .execute()
  }

  beforeAll(async () => {
    ;({ t } = await buildAppWithRoutes())
    const db = t.app.db
    hash = await hashPassword(PASSWORD)
    await db
      .insertInto('user_types')
      .values({ id: USER_MANAGER, title: 'User manager', description: 'Users' })
      .execute()
    const userActions = await db
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Settings')
      .where('name', 'in', ['ManageUsers', 'ManagePrivileges'])
      .execute()
    await db
      .insertInto('privileges')
      .values(userActions.map((action) => ({ user_type_id: USER_MANAGER, action_id: action.id })))
      .execute()
    for (const actor of ACTORS) {
      if (actor.id !== 1) await addUser(actor.id, actor.name, actor.type, actor.sites)
      tokens.set(actor.id, await login(t.app, actor.id, actor.id === 1 ? undefined : PASSWORD))
    }
  }, 60_000)
  afterAll(async () => {
    console.log(`user administration matrix: ${cases} cases`)
    recordFigures('user-admin-matrix', { ...figures, cases })
    await t?.close()
  })

  const tally = (status: number, expected: Outcome) => {
    cases++
    if (expected !== 200 && status === expected) figures.denied++
    if (status >= 500) figures.fiveXX++
  }

  describe('PUT /Users/update: actor sites × target sites × target title × title given', () => {
    const rows = ACTORS.flatMap((actor) =>
      TARGET_SITES.flatMap((target) =>
        TITLES.flatMap((current) =>
          TITLES.map((next) => ({
            actor,
            target,
            current,
            next,
            expected: updateOutcome(actor, target.relation[actor.name], current, next),
          })),
        ),
      ),
    )

    it.each(
      rows.map((row) => [row.actor.name, row.target.label, TITLE_NAMES[row.current], TITLE_NAMES[row.next], row]),
    )('%s changes a user of %s who is %s, giving them %s', async (_actor, _sites, _current, _next, row) => {
      const { actor, target, current, next, expected } = row
      const id = nextTarget++
      const fullName = `Target ${id}`
      await addUser(id, fullName, current, target.sites)
      const before = await userTables(t)
      const response = await as(actor, 'PUT', '/api/users/update', {
        userId: id,
        fullName: `${fullName} Renamed`,
        site: 62,
        userTypeId: next,
        password: 'taken-over-password',
        disabled: false,
      })
      tally(response.statusCode, expected)
      expect({ status: response.statusCode }).toEqual({ status: expected })
      const stored = await t.app.db
        .selectFrom('users')
        .select(['full_name', 'user_type_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      if (expected === 200) {
        expect(stored).toEqual({ full_name: `${fullName} Renamed`, user_type_id: next })
        return
      }
      expect(await userTables(t)).toEqual(before)
      // The users table is as it was, password hashes included. For an administrator, as the attacker sees it: the
      // new password does not sign in (each case from its own client, under the sign-in limit).
      if (current === ADMINISTRATOR) {
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userID: id, password: 'taken-over-password' },
          remoteAddress: `10.13.${id >> 8}.${id & 255}`,
        })
        expect(signIn.statusCode).toBe(401)
      }
      const message = response.json<{ message: string }>().message
      if (target.relation[actor.name] === 'some') {
        expect(message).toBe(`You cannot manage ${fullName}: they also work at sites that are not yours`)
      } else if (target.relation[actor.name] === 'unsited') {
        expect(message).toBe(
          `You cannot manage ${fullName}: they have no site yet, and only a user of every site manages them`,
        )
      } else if (expected === 404) {
        expect(message).toBe(`User ${id} not found`)
      } else if (!actor.holds.includes(current)) {
        expect(message).toMatch(new RegExp(`^You cannot manage ${fullName}: their title ${TITLE_NAMES[current]}`))
      } else {
        expect(message).toMatch(new RegExp(`^You cannot give the title ${TITLE_NAMES[next]}:`))
      }
    })
  })

  describe('POST /Users/create: actor sites × site given × title given', () => {
    const rows = ACTORS.flatMap((actor) =>
      [61, 62, 63].flatMap((site) =>
        TITLES.map((title) => ({ actor, site, title, expected: createOutcome(actor, site, title) })),
      ),
    )
    it.each(rows.map((row) => [row.actor.name, row.site, TITLE_NAMES[row.title], row]))(
      '%s creates a user at site %s as %s',
      async (_actor, _site, _title, { actor, site, title, expected }) => {
        const before = await userTables(t)
        const response = await as(actor, 'POST', '/api/users/create', {
          fullName: `Created by ${actor.id} at ${site} as ${title}`,
          site,
          userTypeId: title,
          password: 'created-user-password',
        })
        tally(response.statusCode, expected)
        expect({ status: response.statusCode }).toEqual({ status: expected })
        if (expected === 200) {
          const { userId } = response.json<{ userId: number }>()
          const stored = await t.app.db
            .selectFrom('users')
            .select('user_type_id')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
          expect(stored.user_type_id).toBe(title)
        } else {
          expect(await userTables(t)).toEqual(before)
        }
      },
    )
  })

  describe("POST /UserPriv/add: a title's privileges apply at every site", () => {
    const actionId = async (module: string, name: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('actions')
            .select('id')
            .where('module', '=', module)
            .where('name', '=', name)
            .executeTakeFirstOrThrow()
        ).id,
      )

    it.each([
      ['all-sites admin', 'Mod_CO', 'ViewCoaches', 200],
      ['Club 13 admin', 'Mod_CO', 'ViewCoaches', 403],
      ['Club 13 + Egypt admin', 'Mod_CO', 'ViewCoaches', 403],
      ['Club 13 user manager', 'Settings', 'ManageUsers', 403],
    ] as const)('%s grants %s:%s to the Trainee title: %s', async (name, module, action, expected) => {
      const actor = ACTORS.find((candidate) => candidate.name === name)!
      const before = await userTables(t)
      const response = await as(actor, 'POST', '/api/userpriv/add', {
        privileges: [{ actionId: await actionId(module, action), userType: TRAINEE }],
      })
      tally(response.statusCode, expected)
      expect(response.statusCode).toBe(expected)
      if (expected === 403) {
        expect(response.json().message).toMatch(/^A title's privileges apply at every site, so changing them needs/)
        expect(await userTables(t)).toEqual(before)
      }
    })

    it('an actor with every site grants only privileges they hold', async () => {
      const manager = { ...ACTORS[3]!, id: 804, sites: ALL_SITES }
      await addUser(manager.id, 'Academy user manager', USER_MANAGER, ALL_SITES)
      tokens.set(manager.id, await login(t.app, manager.id, PASSWORD))
      const before = await userTables(t)
      const notHeld = await as(manager, 'POST', '/api/userpriv/add', {
        privileges: [
          { actionId: await actionId('Settings', 'ManageUsers'), userType: USER_MANAGER },
          { actionId: await actionId('Mod_SW', 'AddSwimmer'), userType: USER_MANAGER },
        ],
      })
      tally(notHeld.statusCode, 403)
      expect(notHeld.statusCode).toBe(403)
      expect(notHeld.json()).toEqual({
        code: 'privilege.grantNotHeld',
        message: 'You can grant only privileges you hold yourself, not AddSwimmer',
        errors: { privileges: 'You can grant only privileges you hold yourself, not AddSwimmer' },
      })
      expect(await userTables(t)).toEqual(before)
      const held = await as(manager, 'POST', '/api/userpriv/add', {
        privileges: [{ actionId: await actionId('Settings', 'ManageUsers'), userType: TRAINEE }],
      })
      tally(held.statusCode, 200)
      expect(held.json()).toEqual({ message: 'Privileges added successfully', added: 1 })
    })
  })
})
