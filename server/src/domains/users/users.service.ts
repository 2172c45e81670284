import type { Kysely } from 'kysely'
import { SETTINGS_ACTIONS } from '@contract/settings'
import type { Database } from '../../db/database'
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { hashPassword } from '../../lib/passwords'
import { maySeeSite, type Acting } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { findUserSites } from '../auth/accounts.repository'
import { findClubs } from '../lookups/clubs.repository'
import { findActiveSites, giveSite } from '../lookups/sites.repository'
import {
  findActionIds,
  findAllActions,
  findGrantedActionIds,
  findGrantedActionRows,
  findUserType,
  findUserTypeIds,
  deletePrivilege,
  insertPrivileges,
} from './privileges.repository'
import {
  findSitesByIds,
  findSitesOfUsers,
  findUserAccount,
  findUserSiteIds,
  findUsersAtSite,
  insertUser,
  removeUserSites,
  revokeUserSessions,
  setUserDisabled,
  updateUser as updateUserRow,
  type UserAccount,
} from './users.repository'

// Staff accounts, titles and privileges (SPEC.md section 7 'Settings'). Every rule of user administration lives
// here, whichever URL reaches it:
//  - an actor manages only users ALL of whose sites are the actor's: a user sharing none of them is not found (404),
//    one sharing only some is refused (403) with their name; a user with no site yet only by an actor of every site;
//  - an actor manages only users whose title's privileges the actor holds, and gives only such titles, so that
//    ManageUsers alone can neither create an Administrator nor take one over by a new password;
//  - a title's privileges apply at every site, so changing them needs every site, and only privileges the actor
//    holds can be granted.
// The privilege each call needs (ManageUsers, ManagePrivileges, ManageClubs, ManageSites) and the site a request names
// are declared by its route (config.action, config.site) and checked by the auth plugin; the services take the
// request's acting context.

const fail403 = (refusal: Message, field?: string) =>
  new HttpError(403, refusal, field ? { [field]: refusal } : undefined)

/** "A, B and 3 more" for messages. */
function listed(names: string[], max = 3): string {
  if (names.length <= max) return names.join(', ')
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`
}

/**
 * A user the acting user may look at (their title, their sites): one who shares a site with them, or who has no
 * site yet. Anyone else is answered as not found, like any object of a site the acting user may not use.
 */
export async function findVisibleUser(db: Kysely<Database>, acting: Acting, userId: number): Promise<UserAccount> {
  const user = await findUserAccount(db, userId)
  if (!user || (user.siteIds.length > 0 && !user.siteIds.some((site) => maySeeSite(acting, site)))) {
    throw notFound(message('user.notFound', { id: userId }))
  }
  return user
}

/** The privileges of a title that the acting user does not hold, by action name. */
async function privilegesNotHeld(db: Kysely<Database>, acting: Acting, userTypeId: number): Promise<string[]> {
  const rows = await findGrantedActionRows(db, userTypeId)
  return rows.filter((row) => !acting.granted.has(`${row.module}:${row.name}`)).map((row) => row.name)
}

/**
 * Who the acting user may change (one place for the rule, whether one user is asked for or a list shows whom): a user
 * all of whose sites are the actor's and whose title's privileges the actor holds; themselves always; a user with no
 * site yet only by a user of every site. `refusal` answers why not (403), or null.
 */
async function managerOf(db: Kysely<Database>, acting: Acting) {
  const actorSites = new Set(await findUserSiteIds(db, acting.userId))
  let everySite: Promise<boolean> | undefined
  const hasEverySite = () => sitesNotHeld(db, acting).then((missing) => missing.length === 0)
  const notHeld = new Map<number, Promise<string[]>>()
  const notHeldOf = (typeId: number) => {
    if (!notHeld.has(typeId)) notHeld.set(typeId, privilegesNotHeld(db, acting, typeId))
    return notHeld.get(typeId) as Promise<string[]>
  }
  async function refusal(user: Pick<UserAccount, 'id' | 'full_name' | 'user_type_id' | 'siteIds'>) {
    if (user.id === acting.userId) return null
    // A user with no site yet is wholly within anyone's sites: only a user of every site manages them (issue 25: a
    // user manager of one site took such an account over with a new password).
    if (user.siteIds.length === 0 && !(await (everySite ??= hasEverySite()))) {
      return forbidden(message('user.cannotManage.noSite', { user: user.full_name }))
    }
    if (user.siteIds.some((site) => !actorSites.has(site))) {
      return forbidden(message('user.cannotManage.otherSites', { user: user.full_name }))
    }
    const lacking = await notHeldOf(user.user_type_id)
    if (lacking.length > 0) {
      const type = await findUserType(db, user.user_type_id)
      return forbidden(
        message('user.cannotManage.title', {
          user: user.full_name,
          title: type?.title ?? '',
          privileges: listed(lacking),
        }),
      )
    }
    return null
  }
  return { actorSites, refusal }
}

/** A user the acting user may change: all of their sites are the actor's, and the actor holds their title. */
async function findManageableUser(db: Kysely<Database>, acting: Acting, userId: number): Promise<UserAccount> {
  const user = await findUserAccount(db, userId)
  const manager = await managerOf(db, acting)
  if (!user || (user.siteIds.length > 0 && !user.siteIds.some((site) => manager.actorSites.has(site)))) {
    throw notFound(message('user.notFound', { id: userId }))
  }
  const refused = await manager.refusal(user)
  if (refused) throw refused
  return user
}

/** A title the acting user may give: it exists (400 otherwise), and the actor holds every privilege it grants. */
async function assertAssignableTitle(db: Kysely<Database>, acting: Acting, userTypeId: number): Promise<void> {
  const type = await findUserType(db, userTypeId)
  if (!type)
    throw badRequest(message('privilege.unknownUserType', { type: userTypeId }), {
      userTypeId: message('privilege.field.unknownUserType'),
    })
  const notHeld = await privilegesNotHeld(db, acting, userTypeId)
  if (notHeld.length > 0) {
    throw fail403(message('user.titleNotHeld', { title: type.title, privileges: listed(notHeld) }), 'userTypeId')
  }
}

/** What the audit trail keeps of an account: never the password or its hash. */
const auditView = (user: Pick<UserAccount, 'full_name' | 'home_site' | 'user_type_id' | 'disabled' | 'siteIds'>) => ({
  full_name: user.full_name,
  home_site: user.home_site,
  user_type_id: user.user_type_id,
  disabled: user.disabled,
  sites: user.siteIds,
})

// ---------------------------------------------------------------------------------------------
// Users

/**
 * The users of a site; with a name, only those whose name contains it however it is typed (an empty list when none
 * does: a search that finds nobody is not an error). Each with their sites and whether the actor may change them
 * (issue 27: the card offers its site list and Disable/Enable only then).
 */
export async function listUsersAtSite(db: Kysely<Database>, acting: Acting, query: { site: number; name?: string }) {
  const { site, name } = query
  const rows = await findUsersAtSite(db, site, name)
  if (rows.length === 0 && !name?.trim()) throw notFound(message('user.noneAtSite', { site }))
  const [sites, manager] = await Promise.all([
    findSitesOfUsers(
      db,
      rows.map((row) => row.id),
    ),
    managerOf(db, acting),
  ])
  return Promise.all(
    rows.map(async (row) => {
      const own = sites.filter((entry) => entry.user_id === row.id)
      const siteIds = own.map((entry) => entry.id)
      const refused = await manager.refusal({ ...row, siteIds })
      return { ...row, sites: own.map(siteView), manageable: refused === null }
    }),
  )
}

/** A site as the contract names it: the Arabic name only when there is one. */
const siteView = (row: { id: number; name: string; name_ar: string | null }) => ({
  id: row.id,
  name: row.name,
  ...(row.name_ar ? { nameAr: row.name_ar } : {}),
})

export interface NewUser {
  fullName: string
  site: number
  disabled: boolean
  userTypeId: number
  password: string
}

/** A staff account at one of the actor's sites, with a title the actor holds; returns its id. */
export async function createUser(db: Kysely<Database>, acting: Acting, input: NewUser) {
  const { at } = acting
  await assertAssignableTitle(db, acting, input.userTypeId)
  // Hashing takes a moment; done before the transaction so it holds no connection meanwhile.
  const passwordHash = await hashPassword(input.password)
  return db.transaction().execute(async (trx) => {
    await assertAssignableTitle(trx, acting, input.userTypeId)
    const id = await insertUser(
      trx,
      {
        fullName: input.fullName,
        homeSite: input.site,
        userTypeId: input.userTypeId,
        passwordHash,
        disabled: input.disabled,
      },
      { userId: acting.userId, at },
    )
    await giveSite(trx, id, input.site)
    await writeAudit(trx, {
      userId: acting.userId,
      site: input.site,
      entity: 'user',
      entityId: id,
      action: 'CreateUser',
      after: auditView({
        full_name: input.fullName,
        home_site: input.site,
        user_type_id: input.userTypeId,
        disabled: input.disabled ? 1 : 0,
        siteIds: [input.site],
      }),
      at,
    })
    return id
  })
}

/** No one disables their own account (they would be signed out, and no one could sign in as them to undo it). */
function assertNotSelf(acting: Acting, userId: number) {
  if (userId === acting.userId) {
    throw badRequest(message('user.cannotDisableSelf'), { disabled: message('user.cannotDisableSelf') })
  }
}

export interface UserChanges {
  userId: number
  fullName: string
  site: number
  disabled: boolean
  userTypeId: number
  /** Blank keeps the old password. */
  password: string
}

/**
 * Changes a staff account the actor may manage; the site given is added to the user's sites. Disabling ends every
 * session of the user; a new password ends their other sessions.
 */
export async function updateUser(db: Kysely<Database>, acting: Acting, input: UserChanges) {
  const { at } = acting
  if (input.disabled) assertNotSelf(acting, input.userId)
  // An administrator cannot lock themselves out by changing their own title.
  if (input.userId === acting.userId && input.userTypeId !== acting.userTypeId) {
    throw badRequest(message('user.cannotChangeOwnTitle'), { userTypeId: message('user.cannotChangeOwnTitle') })
  }
  // Refused requests are answered before the password is hashed; the transaction checks again.
  await findManageableUser(db, acting, input.userId)
  await assertAssignableTitle(db, acting, input.userTypeId)
  const passwordHash = input.password === '' ? undefined : await hashPassword(input.password)
  await db.transaction().execute(async (trx) => {
    const before = await findManageableUser(trx, acting, input.userId)
    await assertAssignableTitle(trx, acting, input.userTypeId)
    await updateUserRow(
      trx,
      input.userId,
      {
        fullName: input.fullName,
        homeSite: before.home_site ?? input.site,
        userTypeId: input.userTypeId,
        disabled: input.disabled,
        passwordHash,
      },
      { userId: acting.userId, at },
    )
    await giveSite(trx, input.userId, input.site)
    if (input.disabled) await revokeUserSessions(trx, input.userId, at)
    else if (passwordHash) await revokeUserSessions(trx, input.userId, at, acting.sessionId)
    const after = await findUserAccount(trx, input.userId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: input.site,
      entity: 'user',
      entityId: input.userId,
      action: 'UpdateUser',
      before: auditView(before),
      after: after ? { ...auditView(after), passwordChanged: Boolean(passwordHash) } : undefined,
      at,
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Titles and privileges

/** The title of a user the actor may see. */
export async function showTitle(db: Kysely<Database>, acting: Acting, userId: number) {
  const user = await findVisibleUser(db, acting, userId)
  const type = await findUserType(db, user.user_type_id)
  if (!type) throw notFound(message('user.noTitle', { id: user.id }))
  return type
}

/** Every action, and those a title is granted. */
export async function fetchActions(
  db: Kysely<Database>,
  acting: Acting,
  { userId, userTypeId }: { userId: number; userTypeId: number },
) {
  await findVisibleUser(db, acting, userId)
  if (!(await findUserType(db, userTypeId))) throw notFound(message('userType.notFound', { type: userTypeId }))
  const [all, valid, missingSites] = await Promise.all([
    findAllActions(db),
    findGrantedActionRows(db, userTypeId),
    sitesNotHeld(db, acting),
  ])
  const revocable =
    missingSites.length > 0 ? [] : valid.filter((row) => !fixedFor(acting, userTypeId, row)).map((row) => row.id)
  return { all, valid, revocable }
}

/**
 * Why a privilege of a title is fixed for the acting user (issue 27: "valid ones stay fixed"), or null when they may
 * revoke it: every privilege of their own title (they could never grant it back: only what one holds is granted, and
 * ManagePrivileges among them would lock everyone of the title out), and every privilege they do not hold themselves
 * (as granting, revoking is only of what one holds).
 */
function fixedFor(acting: Acting, userTypeId: number, action: { name: string; module: string }, title = '') {
  if (userTypeId === acting.userTypeId)
    return conflict(message('privilege.fixedOwnTitle', { action: action.name, title }))
  if (!acting.granted.has(`${action.module}:${action.name}`)) {
    return forbidden(message('privilege.notHeld', { action: action.name }))
  }
  return null
}

/** Sites in use that the actor does not have: changing a title's privileges needs none missing. */
async function sitesNotHeld(db: Kysely<Database>, acting: Acting) {
  const [active, own] = await Promise.all([findActiveSites(db), findUserSiteIds(db, acting.userId)])
  const mine = new Set(own)
  return active.filter((site) => !mine.has(site.id))
}

/** A title's privileges apply at every site: changing them needs every site (403 naming those missing). */
async function assertEverySite(db: Kysely<Database>, acting: Acting) {
  const missingSites = await sitesNotHeld(db, acting)
  if (missingSites.length > 0) {
    const names = listed(missingSites.map((site) => site.name))
    throw forbidden(
      message(missingSites.length === 1 ? 'privilege.needEverySite.one' : 'privilege.needEverySite.many', {
        sites: names,
      }),
    )
  }
}

/**
 * Grants actions to titles; what is already granted is left as it is. Returns how many grants were new.
 * A title's privileges apply at every site, so the actor needs every site, and grants only what they hold.
 */
export async function addPrivileges(
  db: Kysely<Database>,
  acting: Acting,
  grants: Array<{ userType: number; actionId: number }>,
): Promise<number> {
  const { at } = acting
  const byType = new Map<number, Set<number>>()
  for (const { userType, actionId } of grants) byType.set(userType, (byType.get(userType) ?? new Set()).add(actionId))
  const typeIds = [...byType.keys()]
  const actionIds = [...new Set(grants.map((grant) => grant.actionId))]

  return db.transaction().execute(async (trx) => {
    await assertEverySite(trx, acting)
    const knownTypes = new Set((await findUserTypeIds(trx, typeIds)).map((row) => row.id))
    const unknownType = typeIds.find((id) => !knownTypes.has(id))
    if (unknownType !== undefined) {
      throw badRequest(message('privilege.unknownUserType', { type: unknownType }), {
        privileges: message('privilege.unknownUserType', { type: unknownType }),
      })
    }
    const knownActions = new Set((await findActionIds(trx, actionIds)).map((row) => row.id))
    const unknownAction = actionIds.find((id) => !knownActions.has(id))
    if (unknownAction !== undefined) {
      throw badRequest(message('privilege.unknownAction', { action: unknownAction }), {
        privileges: message('privilege.unknownAction', { action: unknownAction }),
      })
    }
    const catalogue = await findAllActions(trx)
    const notHeld = catalogue
      .filter((action) => actionIds.includes(action.id) && !acting.granted.has(`${action.module}:${action.name}`))
      .map((action) => action.name)
    if (notHeld.length > 0) {
      throw fail403(message('privilege.grantNotHeld', { privileges: listed(notHeld) }), 'privileges')
    }
    let count = 0
    for (const [typeId, wanted] of byType) {
      const before = await findGrantedActionIds(trx, typeId)
      const fresh = [...wanted].filter((id) => !before.includes(id)).sort((a, b) => a - b)
      if (fresh.length === 0) continue
      await insertPrivileges(trx, typeId, fresh)
      count += fresh.length
      await writeAudit(trx, {
        userId: acting.userId,
        site: null,
        entity: 'user_type',
        entityId: typeId,
        action: 'AddPrivileges',
        before: { actionIds: before },
        after: { actionIds: [...before, ...fresh].sort((a, b) => a - b), added: fresh },
        at,
      })
    }
    return count
  })
}

/**
 * The settings actions the signed-in user's title is granted (each settings tab needs one), and whether they may
 * change titles' privileges (ManagePrivileges and every site).
 */
export async function settingsAccess(db: Kysely<Database>, acting: Acting) {
  const actions = SETTINGS_ACTIONS.filter((action) => acting.granted.has(`Settings:${action}`))
  const canChangePrivileges = actions.includes('ManagePrivileges') && (await sitesNotHeld(db, acting)).length === 0
  return { actions, canChangePrivileges, privileges: [...acting.granted].sort() }
}

/** The clubs a user (one the actor may see) works with: every active club. */
export async function clubsOfUser(db: Kysely<Database>, acting: Acting, userId: number) {
  await findVisibleUser(db, acting, userId)
  return findClubs(db)
}

/** The sites of a user the actor may see. */
export async function sitesOfUser(db: Kysely<Database>, acting: Acting, userId: number) {
  const user = await findVisibleUser(db, acting, userId)
  return findUserSites(db, user.id)
}

// ---------------------------------------------------------------------------------------------
// Issue 27: a user's sites as a list, disable and enable as one action, revoking a privilege

/**
 * Sets a user's sites to the list given (duplicates counted once), for a user the actor may manage. Every site must
 * exist (400 naming the first unknown one) and be the actor's own (403 naming those that are not); the list holds at
 * least one site (the contract's rule). No one takes a site from themselves: they could not give it back. A site
 * taken away is closed to the user from their next request (their sites are read on every request). The same list
 * again changes nothing and writes no audit entry.
 */
export async function setUserSites(db: Kysely<Database>, acting: Acting, input: { userId: number; sites: number[] }) {
  const { at } = acting
  const wanted = [...new Set(input.sites)].sort((a, b) => a - b)
  return db.transaction().execute(async (trx) => {
    const before = await findManageableUser(trx, acting, input.userId)
    const known = await findSitesByIds(trx, wanted)
    const unknown = wanted.find((id) => !known.some((site) => site.id === id))
    if (unknown !== undefined) {
      throw badRequest(message('site.notFound', { site: unknown }), {
        sites: message('userSites.field.unknown', { site: unknown }),
      })
    }
    const actorSites = new Set(await findUserSiteIds(trx, acting.userId))
    const notMine = known.filter((site) => !actorSites.has(site.id))
    if (notMine.length > 0) {
      const sites = listed(notMine.map((site) => site.name))
      throw new HttpError(
        403,
        message(notMine.length === 1 ? 'userSites.notYours.one' : 'userSites.notYours.many', { sites }),
        { sites: message('userSites.field.notYours') },
      )
    }
    const added = wanted.filter((id) => !before.siteIds.includes(id))
    const removed = before.siteIds.filter((id) => !wanted.includes(id))
    if (removed.length > 0 && input.userId === acting.userId) {
      const [first] = await findSitesByIds(trx, removed)
      throw badRequest(message('userSites.ownSite', { site: first?.name ?? String(removed[0]) }), {
        sites: message('userSites.field.ownSite'),
      })
    }
    const changed = added.length > 0 || removed.length > 0
    if (changed) {
      await removeUserSites(trx, input.userId, removed)
      for (const site of added) await giveSite(trx, input.userId, site)
      await writeAudit(trx, {
        userId: acting.userId,
        site: null,
        entity: 'user',
        entityId: input.userId,
        action: 'UpdateUserSites',
        before: { sites: before.siteIds },
        after: { sites: wanted, added, removed },
        at,
      })
    }
    return { sites: known.map(siteView), changed }
  })
}

/**
 * Disables or enables a user the actor may manage (ManageUsers, as Update User). Disabling ends every session of the
 * user at once (and the auth plugin refuses a disabled user's token anyway); enabling lets them sign in again. No one
 * disables themselves. Asking for the state the user is already in changes nothing (`changed` false, no audit).
 */
export async function setUserActive(db: Kysely<Database>, acting: Acting, userId: number, active: boolean) {
  const { at } = acting
  if (!active) assertNotSelf(acting, userId)
  return db.transaction().execute(async (trx) => {
    const before = await findManageableUser(trx, acting, userId)
    const changed = (before.disabled === 1) === active
    if (changed) {
      await setUserDisabled(trx, userId, !active, { userId: acting.userId, at })
      if (!active) await revokeUserSessions(trx, userId, at)
      await writeAudit(trx, {
        userId: acting.userId,
        site: null,
        entity: 'user',
        entityId: userId,
        action: active ? 'EnableUser' : 'DisableUser',
        before: auditView(before),
        after: auditView({ ...before, disabled: active ? 0 : 1 }),
        at,
      })
    }
    return { fullName: before.full_name, changed }
  })
}

/**
 * Revokes one privilege from a title: the actor needs every site (a title's privileges apply at every site, as
 * granting); the title and the action must exist (400 naming the field), the title must have it (404), and it must not
 * be fixed for the actor (fixedFor: their own title 409, a privilege they do not hold 403). Applies from the affected
 * users' next request. Audited with the title's actions before and after.
 */
export async function revokePrivilege(
  db: Kysely<Database>,
  acting: Acting,
  { userType, actionId }: { userType: number; actionId: number },
) {
  const { at } = acting
  return db.transaction().execute(async (trx) => {
    await assertEverySite(trx, acting)
    const type = await findUserType(trx, userType)
    if (!type) {
      throw badRequest(message('privilege.unknownUserType', { type: userType }), {
        userType: message('privilege.field.chooseTitle'),
      })
    }
    const action = (await findAllActions(trx)).find((row) => row.id === actionId)
    if (!action) {
      throw badRequest(message('privilege.unknownAction', { action: actionId }), {
        actionId: message('privilege.field.chooseAction'),
      })
    }
    const before = await findGrantedActionIds(trx, userType)
    if (!before.includes(actionId)) {
      throw notFound(message('privilege.notGranted', { title: type.title, action: action.name }))
    }
    const fixed = fixedFor(acting, userType, action, type.title)
    if (fixed) throw fixed
    await deletePrivilege(trx, userType, actionId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'user_type',
      entityId: userType,
      action: 'RevokePrivilege',
      before: { actionIds: before },
      after: { actionIds: before.filter((id) => id !== actionId), revoked: [actionId] },
      at,
    })
    return { title: type.title, action: action.name }
  })
}
