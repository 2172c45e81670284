import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import type { Closure, SiteSettingsResponse } from '@contract/sessions'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { message } from '@contract/messages/message'
import { writeAudit } from '../audit/audit.repository'
import { findSiteSettings, saveSiteSettings, type SiteSettings } from '../lookups/settings.repository'
import { queueEventMessages } from '../messages/messages.service'
import { releaseBookings } from './makeups.repository'
import { deleteClosure, findClosures, findSiteRecord, insertClosure } from './sessions.repository'
import {
  enrolledInSessions,
  giveCancellationCredits,
  withdrawCancellationCredits,
  type CancelledSession,
} from './cancel-credits.service'
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
// needs only the site to be one of the user's. Another site is refused (403), as every route naming a site. The
// routes declare both (config.action, config.site: the path's site); a site that does not exist is not found here.

type Db = Kysely<Database>

/** A site named in the path (one of the user's: the route's declared site), existing. */
async function existingSite(db: Db, siteId: number) {
  const site = await findSiteRecord(db, siteId)
  if (!site) throw notFound(message('site.notFound', { site: siteId }))
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

export async function listClosures(db: Db, { at }: Pick<Acting, 'at'>, siteId: number, from: string, to: string) {
  await existingSite(db, siteId)
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
export async function addClosure(db: Db, acting: Acting, siteId: number, request: { date: string; reason: string }) {
  return db.transaction().execute(async (trx) => {
    const site = await existingSite(trx, siteId)
    const today = acting.today
    if (request.date < today) {
      throw badRequest(message('closure.past', { date: request.date }), {
        date: message('closure.field.todayOrLater'),
      })
    }
    if ((await findClosures(trx, site.id, request.date, request.date)).length > 0) {
      throw conflict(message('closure.alreadyClosed', { site: site.name, date: request.date }), {
        date: message('closure.field.alreadyClosed'),
      })
    }
    await insertClosure(trx, {
      site_id: site.id,
      closure_date: request.date,
      reason: request.reason,
      created_at: acting.at,
      created_by: acting.userId,
    })
    const closure = (await closureView(trx, site.id, request.date, acting.at))!
    // A closed day keeps no make-up guests: their credits are open again.
    const sessions = await sessionsOfSite(trx, site.id, request.date, request.date, acting.at)
    const released = await releaseBookings(
      trx,
      sessions.map((session) => session.sessionID),
    )
    // Closed by the academy: the enrolled swimmers of its sessions (not already cancelled) get make-up credits.
    const creditsGiven = await giveCancellationCredits(
      trx,
      acting,
      sessions.filter((session) => session.record.status !== 'cancelled').map(cancelledOf),
      `${site.name} is closed on ${request.date}: ${request.reason}`,
    )
    // The guardians of the day's swimmers (enrolled in a session not already cancelled, or its make-up guests) get one
    // message each, whatever the number of their swimmers and sessions that day, in this transaction.
    const swimmerIDs = released.map((credit) => credit.swimmer_id)
    const enrolled = await enrolledInSessions(
      trx,
      sessions.filter((view) => view.record.status !== 'cancelled').map(cancelledOf),
    )
    for (const swimmers of enrolled.values()) swimmerIDs.push(...swimmers.map((swimmer) => swimmer.id))
    const messages = await queueEventMessages(trx, {
      event: 'site.closed',
      about: `closure:${site.id}:${request.date}`,
      siteID: site.id,
      swimmerIDs,
      facts: { date: request.date },
      triggeredBy: acting.userId,
      at: acting.at,
    })
    await writeAudit(trx, {
      userId: acting.userId,
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
        ...(messages.length > 0 ? { messages } : {}),
      },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.siteClosed', { site: site.name, date: request.date })),
      closure,
      creditsGiven,
    }
  })
}

/** Reopens a closed day (its sessions are scheduled again, unless cancelled on their own). */
export async function removeClosure(db: Db, acting: Acting, siteId: number, date: string) {
  return db.transaction().execute(async (trx) => {
    const site = await existingSite(trx, siteId)
    const closure = await closureView(trx, site.id, date, acting.at)
    if (!closure) throw notFound(message('closure.notClosed', { site: site.name, date }))
    await deleteClosure(trx, site.id, date)
    // The day is on again: the closure's credits still open are withdrawn (sessions cancelled on their own keep theirs).
    const sessions = await sessionsOfSite(trx, site.id, date, date, acting.at)
    const creditsWithdrawn = await withdrawCancellationCredits(
      trx,
      acting,
      sessions.filter((session) => session.status === 'scheduled').map(cancelledOf),
      `${site.name} is open again on ${date}`,
    )
    await writeAudit(trx, {
      userId: acting.userId,
      site: site.id,
      entity: 'site-closure',
      entityId: `${site.id}:${date}`,
      action: 'ReopenSite',
      before: { date, reason: closure.reason },
      after: { creditsWithdrawn },
      at: acting.at,
    })
    return { message: replyText(message('answer.siteOpenAgain', { site: site.name, date })), closure, creditsWithdrawn }
  })
}

// ---------------------------------------------------------------------------------------------
// The site's rules

export async function siteSettings(db: Db, acting: Acting, siteId: number): Promise<SiteSettingsResponse> {
  const site = await existingSite(db, siteId)
  const settings = await findSiteSettings(db, site.id)
  return { siteID: site.id, ...settings, canEdit: acting.granted.has('Settings:ManageSites') }
}

export async function changeSiteSettings(
  db: Db,
  acting: Acting,
  siteId: number,
  request: Pick<SiteSettings, 'makeupExpiryWeeks' | 'waitlistOfferDays'> &
    Partial<
      Pick<SiteSettings, 'cancelGivesMakeup' | 'subscriptionEndingDays' | 'overdueAfterDays' | 'sendFrom' | 'sendUntil'>
    >,
): Promise<SiteSettingsResponse> {
  return db.transaction().execute(async (trx) => {
    const site = await existingSite(trx, siteId)
    const before = await findSiteSettings(trx, site.id)
    const settings: SiteSettings = {
      makeupExpiryWeeks: request.makeupExpiryWeeks,
      waitlistOfferDays: request.waitlistOfferDays,
      cancelGivesMakeup: request.cancelGivesMakeup ?? before.cancelGivesMakeup,
      subscriptionEndingDays: request.subscriptionEndingDays ?? before.subscriptionEndingDays,
      overdueAfterDays: request.overdueAfterDays ?? before.overdueAfterDays,
      sendFrom: request.sendFrom ?? before.sendFrom,
      sendUntil: request.sendUntil ?? before.sendUntil,
    }
    if (settings.sendFrom >= settings.sendUntil) {
      throw badRequest(message('site.sendingHours', { from: settings.sendFrom, until: settings.sendUntil }), {
        sendUntil: message('site.field.sendingHours', { from: settings.sendFrom }),
      })
    }
    await saveSiteSettings(trx, site.id, settings, acting.at)
    await writeAudit(trx, {
      userId: acting.userId,
      site: site.id,
      entity: 'site-settings',
      entityId: site.id,
      action: 'ChangeSiteSettings',
      before,
      after: settings,
      at: acting.at,
    })
    return { siteID: site.id, ...settings, canEdit: true }
  })
}
