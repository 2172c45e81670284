import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { requireAction, requireSite, type Acting } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { copyPrices } from '../prices/prices.service'
import { findClubByName, findClubNames, insertClub, updateClubNames } from './clubs.repository'
import { findLookupList } from './lookups.repository'
import {
  findActiveSitesNotOf,
  findSiteByName,
  findSiteNames,
  findUsersWithEverySite,
  giveSite,
  insertSite,
  updateSiteNames,
} from './sites.repository'
import { message } from '@contract/messages/message'

// Reference data: the app codes (lookup groups), clubs and sites (SPEC.md section 7 'Settings': Club/insert,
// Site/insert; AppCode/{code}), and renaming them (issue 25: PUT /clubs/{id}, /sites/{id}). A user's clubs and sites
// (Club/{id}, Site/{id}) are the users' (users.service.ts).

/** A club's or a site's names as typed: the name, and the name in Arabic (null: none, the Arabic UI shows the name). */
export interface Names {
  name: string
  nameAr: string | null
}

/** The items of a lookup group; 404 for a group that does not exist. */
export async function lookupList(db: Kysely<Database>, group: number) {
  const items = await findLookupList(db, group)
  if (!items) throw notFound(message('lookup.unknownCode', { code: group }))
  return items
}

const taken = (kind: 'club' | 'site', name: string) =>
  conflict(message('lookup.nameTaken', { kind, name }), { description: message('lookup.alreadyExists') })

/** A name taken by another row (the same letters in another case included) is a 409 naming it, even in a race. */
async function savedNamed<T>(kind: 'club' | 'site', name: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(kind, name)
    throw error
  }
}

/** Adds a club (clubs are academy-wide); returns its id. */
export function addClub(db: Kysely<Database>, acting: Acting, { name, nameAr }: Names): Promise<number> {
  requireAction(acting, 'Settings', 'ManageClubs')
  return savedNamed('club', name, () =>
    db.transaction().execute(async (trx) => {
      if (await findClubByName(trx, name)) throw taken('club', name)
      const id = await insertClub(trx, name, acting.at, nameAr)
      await writeAudit(trx, {
        userId: acting.userId,
        site: null,
        entity: 'club',
        entityId: id,
        action: 'InsertClub',
        after: { id, name, nameAr },
        at: acting.at,
      })
      return id
    }),
  )
}

/**
 * Adds a site; returns its id. Only a user of every site adds one (issue 25: an administrator of one site added a
 * site only they had, and from then on nobody had every site, so nobody could change privileges or reach them), and
 * every user who had every site — the actor among them — is given the new one in the same transaction, so they still
 * have every site. With `copyPricesFrom`, the new site starts from that site's prices (issue 27), in the same transaction.
 */
export function addSite(
  db: Kysely<Database>,
  acting: Acting,
  { name, nameAr }: Names,
  copyPricesFrom?: number,
): Promise<number> {
  requireAction(acting, 'Settings', 'ManageSites')
  return savedNamed('site', name, () =>
    db.transaction().execute(async (trx) => {
      await requireEverySite(trx, acting, 'site.addNeedsEverySite')
      if (await findSiteByName(trx, name)) throw taken('site', name)
      const holders = await findUsersWithEverySite(trx)
      const id = await insertSite(trx, name, acting.at, nameAr)
      for (const userId of holders) await giveSite(trx, userId, id)
      // Issue 27: the new site starts from a copy of another site's prices, or with none.
      if (copyPricesFrom !== undefined) await copyPrices(trx, acting, copyPricesFrom, id)
      await writeAudit(trx, {
        userId: acting.userId,
        site: id,
        entity: 'site',
        entityId: id,
        action: 'InsertSite',
        after: { id, name, nameAr, givenTo: holders },
        at: acting.at,
      })
      return id
    }),
  )
}

/**
 * Refuses a user who does not have every site in use (403 naming the missing ones, the first three and how many
 * more): what applies at every site — a new site, a club — is changed only by someone who works at all of them.
 */
async function requireEverySite(
  db: Kysely<Database>,
  acting: Acting,
  code: 'site.addNeedsEverySite' | 'club.renameNeedsEverySite',
): Promise<void> {
  const missing = await findActiveSitesNotOf(db, acting.userId)
  if (missing.length === 0) return
  const names = missing.map((site) => site.name)
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
  throw forbidden(message(`${code}.${missing.length === 1 ? 'one' : 'many'}`, { sites: shown }))
}

/**
 * Renames a site, its name in Arabic included (issue 25: the demo's sites could never be given one). Needs
 * ManageSites and the site itself: 404 for an unknown site, 403 for one that is not the user's. A name another site
 * has is a 409 naming it (the site's own name in another case is its own). Audited with both names before and after.
 */
export function renameSite(db: Kysely<Database>, acting: Acting, id: number, { name, nameAr }: Names): Promise<Names> {
  requireAction(acting, 'Settings', 'ManageSites')
  return savedNamed('site', name, () =>
    db.transaction().execute(async (trx) => {
      const before = await findSiteNames(trx, id)
      if (!before) throw notFound(message('site.notFound', { site: id }))
      requireSite(acting, id)
      const other = await findSiteByName(trx, name)
      if (other && other.id !== id) throw taken('site', name)
      await updateSiteNames(trx, id, name, nameAr)
      await writeAudit(trx, {
        userId: acting.userId,
        site: id,
        entity: 'site',
        entityId: id,
        action: 'RenameSite',
        before: { name: before.name, nameAr: before.name_ar },
        after: { name, nameAr },
        at: acting.at,
      })
      return { name, nameAr }
    }),
  )
}

/**
 * Renames a club, its name in Arabic included. Clubs are academy-wide (every site's swimmers come from them), so
 * like adding a site it needs ManageClubs and every site (403 naming the missing ones); 404 for an unknown club, 409
 * for a name another club has. Audited with both names before and after.
 */
export function renameClub(db: Kysely<Database>, acting: Acting, id: number, { name, nameAr }: Names): Promise<Names> {
  requireAction(acting, 'Settings', 'ManageClubs')
  return savedNamed('club', name, () =>
    db.transaction().execute(async (trx) => {
      const before = await findClubNames(trx, id)
      if (!before) throw notFound(message('club.notFound', { id }))
      await requireEverySite(trx, acting, 'club.renameNeedsEverySite')
      const other = await findClubByName(trx, name)
      if (other && other.id !== id) throw taken('club', name)
      await updateClubNames(trx, id, name, nameAr)
      await writeAudit(trx, {
        userId: acting.userId,
        site: null,
        entity: 'club',
        entityId: id,
        action: 'RenameClub',
        before: { name: before.name, nameAr: before.name_ar },
        after: { name, nameAr },
        at: acting.at,
      })
      return { name, nameAr }
    }),
  )
}
