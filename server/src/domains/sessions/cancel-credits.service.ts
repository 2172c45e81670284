import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/actor'
import { addDays } from '../../lib/dates'
import { writeAudit } from '../audit/audit.repository'
import { findSiteSettings } from '../lookups/settings.repository'
import { findEnrolledSwimmers } from './groups.repository'
import { findCreditsFrom, insertCredit, withdrawCredit } from './makeups.repository'

// A session the academy cancels (cancel, or a closed day) gives each swimmer enrolled in it that date an open make-up
// credit (issue 25), when the site's rule says so (site_settings.cancel_gives_makeup, on by default). A swimmer who
// already holds a credit from that session (an excused absence) keeps that one. Restoring the session, or reopening
// the day, withdraws the cancellation's credits still open (kept, listed as withdrawn, audited).

type Db = Kysely<Database>

export interface CancelledSession {
  sessionID: number
  kind: 'school' | 'preteam'
  groupID: number
  siteID: number
  date: string
}

export interface CreditGiven {
  creditID: number
  swimmerID: number
}

/** Gives the credits of cancelled sessions (in the caller's transaction, audited per credit); answers them. */
export async function giveCancellationCredits(
  trx: Db,
  actor: Actor,
  sessions: CancelledSession[],
  why: string,
): Promise<CreditGiven[]> {
  const given: CreditGiven[] = []
  const settingsOf = new Map<number, Awaited<ReturnType<typeof findSiteSettings>>>()
  for (const session of sessions) {
    if (!settingsOf.has(session.siteID)) settingsOf.set(session.siteID, await findSiteSettings(trx, session.siteID))
    const settings = settingsOf.get(session.siteID)!
    if (!settings.cancelGivesMakeup) continue
    const [enrolled, held] = await Promise.all([
      findEnrolledSwimmers(trx, session.kind, session.groupID, session.date),
      findCreditsFrom(trx, session.sessionID),
    ])
    const holding = new Set(held.filter((credit) => credit.status !== 'withdrawn').map((credit) => credit.swimmer_id))
    const expiresOn = addDays(session.date, settings.makeupExpiryWeeks * 7)
    for (const swimmer of enrolled) {
      if (holding.has(swimmer.id)) continue
      const previous = held.find((credit) => credit.swimmer_id === swimmer.id)
      let creditID: number
      if (previous) {
        // A withdrawn credit of this session is the same credit, open again.
        await trx
          .updateTable('makeup_credits')
          .set({
            status: 'open',
            reason: 'cancelled',
            expires_on: expiresOn,
            withdrawn_at: null,
            withdrawn_by: null,
            withdrawn_reason: null,
          })
          .where('id', '=', previous.id)
          .execute()
        creditID = previous.id
      } else {
        creditID = await insertCredit(trx, {
          swimmer_id: swimmer.id,
          site_id: session.siteID,
          from_session_id: session.sessionID,
          expires_on: expiresOn,
          created_at: actor.at,
          created_by: actor.userId,
          reason: 'cancelled',
        })
      }
      given.push({ creditID, swimmerID: swimmer.id })
      await writeAudit(trx, {
        userId: actor.userId,
        site: session.siteID,
        entity: 'makeup',
        entityId: creditID,
        action: 'GiveMakeup',
        after: { swimmerID: swimmer.id, fromSessionID: session.sessionID, expiresOn, reason: 'cancelled', why },
        at: actor.at,
      })
    }
  }
  return given
}

/** Withdraws the still-open credits a cancellation gave (the session is on again); answers them. */
export async function withdrawCancellationCredits(
  trx: Db,
  actor: Actor,
  sessions: CancelledSession[],
  why: string,
): Promise<CreditGiven[]> {
  const withdrawn: CreditGiven[] = []
  for (const session of sessions) {
    for (const credit of await findCreditsFrom(trx, session.sessionID)) {
      if (credit.reason !== 'cancelled' || credit.status !== 'open') continue
      await withdrawCredit(trx, credit.id, { at: actor.at, by: actor.userId, reason: why })
      withdrawn.push({ creditID: credit.id, swimmerID: credit.swimmer_id })
      await writeAudit(trx, {
        userId: actor.userId,
        site: session.siteID,
        entity: 'makeup',
        entityId: credit.id,
        action: 'WithdrawMakeup',
        before: { status: 'open' },
        after: { status: 'withdrawn', reason: why },
        at: actor.at,
      })
    }
  }
  return withdrawn
}
