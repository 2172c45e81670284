import type { Kysely } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, messageResponse } from '@contract/common'
import {
  USER_CREATED,
  USER_UPDATED,
  createUserRequest,
  createUserResponse,
  updateUserRequest,
  userSummaryList,
  usersSummaryQuery,
} from '@contract/settings'
import type { Database } from '../../db/database'
import { badRequest, notFound } from '../../lib/http-error'
import { hashPassword } from '../../lib/passwords'
import { currentAuth, maySeeSite, requireAction, requireSite, type AuthContext } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import { giveSite } from '../lookups/sites.repository'
import {
  findUserAccount,
  findUsersAtSite,
  insertUser,
  revokeUserSessions,
  updateUser,
  userTypeExists,
  type UserAccount,
} from './users.repository'

// Staff accounts (SPEC.md section 7 'Settings': Users/summary, Users/create, Users/update).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

/**
 * A user the acting user may manage: one who shares a site with them, or who has no site yet.
 * Anyone else is answered as not found, like any object of a site the acting user may not use.
 */
export async function findVisibleUser(db: Kysely<Database>, auth: AuthContext, userId: number): Promise<UserAccount> {
  const user = await findUserAccount(db, userId)
  if (!user || (user.siteIds.length > 0 && !user.siteIds.some((site) => maySeeSite(auth, site)))) {
    throw notFound(`User ${userId} not found`)
  }
  return user
}

async function assertUserType(db: Kysely<Database>, userTypeId: number): Promise<void> {
  if (!(await userTypeExists(db, userTypeId))) {
    throw badRequest(`Unknown user type ${userTypeId}`, { userTypeId: 'Unknown user type' })
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

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/summary',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "The users of a site: id, name, title (group), number of sites, active as 'True'/'False'",
        querystring: usersSummaryQuery,
        response: { 200: userSummaryList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageUsers')
      const { site } = request.query
      requireSite(auth, site)
      const rows = await findUsersAtSite(app.db, site)
      if (rows.length === 0) throw notFound(`No users found for site ${site}`)
      return rows.map((row) => ({
        userId: row.id,
        fullName: row.full_name,
        group: row.title,
        numberOfSites: Number(row.site_count ?? 0),
        active: row.disabled === 1 ? ('False' as const) : ('True' as const),
      }))
    },
  )

  app.post(
    '/users/create',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Create a staff account at a site; the user can sign in at once (unless disabled)',
        body: createUserRequest,
        response: { 200: createUserResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageUsers')
      const body = request.body
      requireSite(auth, body.site)
      await assertUserType(app.db, body.userTypeId)
      // Hashing takes a moment; done before the transaction so it holds no connection meanwhile.
      const passwordHash = await hashPassword(body.password)
      const at = app.clock.now().toISOString()
      const userId = await app.db.transaction().execute(async (trx) => {
        const id = await insertUser(
          trx,
          {
            fullName: body.fullName,
            homeSite: body.site,
            userTypeId: body.userTypeId,
            passwordHash,
            disabled: body.disabled,
          },
          { userId: auth.userId, at },
        )
        await giveSite(trx, id, body.site)
        await writeAudit(trx, {
          userId: auth.userId,
          site: body.site,
          entity: 'user',
          entityId: id,
          action: 'CreateUser',
          after: auditView({
            full_name: body.fullName,
            home_site: body.site,
            user_type_id: body.userTypeId,
            disabled: body.disabled ? 1 : 0,
            siteIds: [body.site],
          }),
          at,
        })
        return id
      })
      return { message: USER_CREATED, userId }
    },
  )

  app.put(
    '/users/update',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Update a staff account; a blank password keeps the old one, the site is added to their sites',
        body: updateUserRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageUsers')
      const body = request.body
      requireSite(auth, body.site)
      if (body.userId === auth.userId && body.disabled) {
        throw badRequest('You cannot disable your own account', { disabled: 'You cannot disable your own account' })
      }
      // An administrator cannot lock themselves out by changing their own title.
      if (body.userId === auth.userId && body.userTypeId !== auth.userTypeId) {
        throw badRequest('You cannot change your own title', { userTypeId: 'You cannot change your own title' })
      }
      await assertUserType(app.db, body.userTypeId)
      const passwordHash = body.password === '' ? undefined : await hashPassword(body.password)
      const at = app.clock.now().toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await findVisibleUser(trx, auth, body.userId)
        await updateUser(
          trx,
          body.userId,
          {
            fullName: body.fullName,
            homeSite: before.home_site ?? body.site,
            userTypeId: body.userTypeId,
            disabled: body.disabled,
            passwordHash,
          },
          { userId: auth.userId, at },
        )
        await giveSite(trx, body.userId, body.site)
        // Disabling ends every session at once; a new password ends the others (the acting one stays).
        if (body.disabled) await revokeUserSessions(trx, body.userId, at)
        else if (passwordHash) await revokeUserSessions(trx, body.userId, at, auth.sessionId)
        const after = await findUserAccount(trx, body.userId)
        await writeAudit(trx, {
          userId: auth.userId,
          site: body.site,
          entity: 'user',
          entityId: body.userId,
          action: 'UpdateUser',
          before: auditView(before),
          after: after ? { ...auditView(after), passwordChanged: Boolean(passwordHash) } : undefined,
          at,
        })
      })
      return { message: USER_UPDATED }
    },
  )
}
