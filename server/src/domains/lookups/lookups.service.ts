import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { requireAction, type AuthContext } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { findClubByName, insertClub } from './clubs.repository'
import { findLookupList } from './lookups.repository'
import { findActiveSitesNotOf, findSiteByName, findUsersWithEverySite, giveSite, insertSite } from './sites.repository'
import { message } from '@contract/messages/message'

// Reference data: the app codes (lookup groups), clubs and sites (SPEC.md section 7 'Settings': Club/insert,
// Site/insert; AppCode/{code}). A user's clubs and sites (Club/{id}, Site/{id}) are the users' (users.service.ts).

/** The items of a lookup group; 404 for a group that does not exist. */
export async function lookupList(db: Kysely<Database>, group: number) {
  const items = await findLookupList(db, group)
  if (!items) throw notFound(message('lookup.unknownCode', { code: group }))
  return items
}

const taken = (kind: 'club' | 'site', name: string) =>
  conflict(message('lookup.nameTaken', { kind, name }), { description: message('lookup.alreadyExists') })

/** A name taken by another row (the same letters in another case included) is a 409 naming it, even in a race. */
async function insertNamed<T>(kind: 'club' | 'site', name: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert()
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(kind, name)
    throw error
  }
}

/** Adds a club (clubs are academy-wide); returns its id. */
export function addClub(
  db: Kysely<Database>,
  auth: AuthContext,
  at: string,
  name: string,
  nameAr: string | null = null,
): Promise<number> {
  requireAction(auth, 'Settings', 'ManageClubs')
  return insertNamed('club', name, () =>
    db.transaction().execute(async (trx) => {
      if (await findClubByName(trx, name)) throw taken('club', name)
      const id = await insertClub(trx, name, at, nameAr)
      await writeAudit(trx, {
        userId: auth.userId,
        site: null,
        entity: 'club',
        entityId: id,
        action: 'InsertClub',
        after: { id, name, nameAr },
        at,
      })
      return id
    }),
  )
}

/**
 * Adds a site; returns its id. Only a user of every site adds one (issue 25: an administrator of one site added a
 * site only they had, and from then on nobody had every site, so nobody could change privileges or reach them), and
 * every user who had every site — the actor among them — is given the new one in the same transaction, so they still
 * have every site.
 */
export function addSite(
  db: Kysely<Database>,
  auth: AuthContext,
  at: string,
  name: string,
  nameAr: string | null = null,
): Promise<number> {
  requireAction(auth, 'Settings', 'ManageSites')
  return insertNamed('site', name, () =>
    db.transaction().execute(async (trx) => {
      const missing = await findActiveSitesNotOf(trx, auth.userId)
      if (missing.length > 0) {
        const names = missing.map((site) => site.name)
        const shown =
          names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
        throw forbidden(
          message(missing.length === 1 ? 'site.addNeedsEverySite.one' : 'site.addNeedsEverySite.many', {
            sites: shown,
          }),
        )
      }
      if (await findSiteByName(trx, name)) throw taken('site', name)
      const holders = await findUsersWithEverySite(trx)
      const id = await insertSite(trx, name, at, nameAr)
      for (const userId of holders) await giveSite(trx, userId, id)
      await writeAudit(trx, {
        userId: auth.userId,
        site: id,
        entity: 'site',
        entityId: id,
        action: 'InsertSite',
        after: { id, name, nameAr, givenTo: holders },
        at,
      })
      return id
    }),
  )
}
