import type { Kysely } from 'kysely'
import type { Closure, SiteSettingsResponse } from '@contract/sessions'
import type { Database } from '../../db/database'
import { requireAction, requireSite, type Actor, type AuthContext } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findSiteSettings, saveSiteSettings, type SiteSettings } from '../lookups/settings.repository'
import { releaseBookings } from './makeups.repository'
import { deleteClosure, findClosures, findSiteRecord, insertClosure } from './sessions.repository'
import { giveCancellationCredits, withdrawCancellationCredits, type CancelledSession } from './cancel-credits.service'
import { sessionsOfSite, type SessionView } from './sessions.service'

const cancelledOf = (view: SessionView): CancelledSession => ({
  sessionID: view.sessionID,
  kind: view.kind,
  groupID: view.groupID,
  siteID: view.siteID,
  date: view.date,
})

// A site's closed days (a holiday, pool maintenance) and its rules (make-up expiry, waitlist offer days). Both are
// the site's own settings: changing them needs Settings:ManageSites (the privilege that manages sites); reading them
// needs only the site to be one of the user's. Another site is refused (403), as every route naming a site.

type Db = Kysely<Database>

/** A site named in the path: one of the user's (403 otherwise, as every route naming a site), and existing. */
async function visibleSite(db: Db, auth: AuthContext, siteId: number) {
  requireSite(auth, siteId)
  const site = await findSiteRecord(db, siteId)
  if (!site) throw notFound(`Site ${siteId} not found`)
  return site
}

async function closureView(db: Db, siteId: number, date: string, at: string): Promise<Closure | undefined> {
  const [row] = await findClosures(db, siteId, date, date)
  if (!row) return undefined
  const sessions = await sessionsOfSite(db, siteId, date, date, at)
  return {
    siteID: row.site_id,
    date: row.closure_date,
    reason: row.reason,
    createdBy: row.created_by_name,
    createdAt: row.created_at,
    sessionsClosed: sessions.filter((session) => session.status === 'closed').length,
  }
}

export async function listClosures(db: Db, auth: AuthContext, siteId: number, from: string, to: string, at: string) {
  await visibleSite(db, auth, siteId)
  const rows = await findClosures(db, siteId, from, to)
  const sessions = rows.length > 0 ? await sessionsOfSite(db, siteId, from, to, at) : []
  return rows.map((row): Closure => ({
    siteID: row.site_id,
    date: row.closure_date,
    reason: row.reason,
    createdBy: row.created_by_name,
    createdAt: row.created_at,
    sessionsClosed: sessions.filter((session) => session.date === row.closure_date).length,
  }))
}

/** Closes a site on a date (today or later): that day's sessions read as closed and refuse attendance. */
export async function addClosure(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  siteId: number,
  request: { date: string; reason: string },
) {
  requireAction(auth, 'Settings', 'ManageSites')
  return db.transaction().execute(async (trx) => {
    const site = await visibleSite(trx, auth, siteId)
    const today = actor.today
    if (request.date < today) {
      throw badRequest(`date: ${request.date} is in the past; a closure is for today or a later day`, {
        date: 'Choose today or a later day',
      })
    }
    if ((await findClosures(trx, site.id, request.date, request.date)).length > 0) {
      throw conflict(`${site.name} is already closed on ${request.date}`, { date: 'Already closed on that day' })
    }
    await insertClosure(trx, {
      site_id: site.id,
      closure_date: request.date,
      reason: request.reason,
      created_at: actor.at,
      created_by: actor.userId,
    })
    const closure = (await closureView(trx, site.id, request.date, actor.at))!
    // A closed day keeps no make-up guests: their credits are open again.
    const sessions = await sessionsOfSite(trx, site.id, request.date, request.date, actor.at)
    const released = await releaseBookings(
      trx,
      sessions.map((session) => session.sessionID),
    )
    // Closed by the academy: the enrolled swimmers of its sessions (not already cancelled) get make-up credits.
    const creditsGiven = await giveCancellationCredits(
      trx,
      actor,
      sessions.filter((session) => session.record.status !== 'cancelled').map(cancelledOf),
      `${site.name} is closed on ${request.date}: ${request.reason}`,
    )
    await writeAudit(trx, {
      userId: actor.userId,
      site: site.id,
      entity: 'site-closure',
      entityId: `${site.id}:${request.date}`,
      action: 'CloseSite',
      after: {
        date: request.date,
        reason: request.reason,
        sessionsClosed: closure.sessionsClosed,
        creditsReleased: released.map((credit) => credit.id),
        creditsGiven,
      },
      at: actor.at,
    })
    return { message: `${site.name} is closed on ${request.date}`, closure, creditsGiven }
  })
}

/** Reopens a closed day (its sessions are scheduled again, unless cancelled on their own). */
export async function removeClosure(db: Db, auth: AuthContext, actor: Actor, siteId: number, date: string) {
  requireAction(auth, 'Settings', 'ManageSites')
  return db.transaction().execute(async (trx) => {
    const site = await visibleSite(trx, auth, siteId)
    const closure = await closureView(trx, site.id, date, actor.at)
    if (!closure) throw notFound(`${site.name} is not closed on ${date}`)
    await deleteClosure(trx, site.id, date)
    // The day is on again: the closure's credits still open are withdrawn (sessions cancelled on their own keep theirs).
    const sessions = await sessionsOfSite(trx, site.id, date, date, actor.at)
    const creditsWithdrawn = await withdrawCancellationCredits(
      trx,
      actor,
      sessions.filter((session) => session.status === 'scheduled').map(cancelledOf),
      `${site.name} is open again on ${date}`,
    )
    await writeAudit(trx, {
      userId: actor.userId,
      site: site.id,
      entity: 'site-closure',
      entityId: `${site.id}:${date}`,
      action: 'ReopenSite',
      before: { date, reason: closure.reason },
      after: { creditsWithdrawn },
      at: actor.at,
    })
    return { message: `${site.name} is open again on ${date}`, closure, creditsWithdrawn }
  })
}

// ---------------------------------------------------------------------------------------------
// The site's rules

export async function siteSettings(db: Db, auth: AuthContext, siteId: number): Promise<SiteSettingsResponse> {
  const site = await visibleSite(db, auth, siteId)
  const settings = await findSiteSettings(db, site.id)
  return { siteID: site.id, ...settings, canEdit: auth.granted.has('Settings:ManageSites') }
}

export async function changeSiteSettings(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  siteId: number,
  request: Omit<SiteSettings, 'cancelGivesMakeup'> & { cancelGivesMakeup?: boolean },
): Promise<SiteSettingsResponse> {
  requireAction(auth, 'Settings', 'ManageSites')
  return db.transaction().execute(async (trx) => {
    const site = await visibleSite(trx, auth, siteId)
    const before = await findSiteSettings(trx, site.id)
    const settings: SiteSettings = {
      ...request,
      cancelGivesMakeup: request.cancelGivesMakeup ?? before.cancelGivesMakeup,
    }
    await saveSiteSettings(trx, site.id, settings, actor.at)
    await writeAudit(trx, {
      userId: actor.userId,
      site: site.id,
      entity: 'site-settings',
      entityId: site.id,
      action: 'ChangeSiteSettings',
      before,
      after: settings,
      at: actor.at,
    })
    return { siteID: site.id, ...settings, canEdit: true }
  })
}
