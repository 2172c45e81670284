import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/actor'
import { addDays } from '../../lib/dates'
import { writeAudit, writeAudits } from '../audit/audit.repository'
import { findSiteSettings } from '../lookups/settings.repository'
import { findEnrolledSwimmersOfGroups } from './groups.repository'
import { findCreditsFrom, findCreditsFromSessions, insertCredits, withdrawCredit } from './makeups.repository'

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

/** The swimmers enrolled in each session on its date: one statement per kind and date, not one per session. */
export async function enrolledInSessions(
  trx: Db,
  sessions: readonly CancelledSession[],
): Promise<Map<number, Array<{ id: number; full_name: string }>>> {
  const bySession = new Map<number, Array<{ id: number; full_name: string }>>()
  const batches = new Map<string, CancelledSession[]>()
  for (const session of sessions) {
    bySession.set(session.sessionID, [])
    const key = `${session.kind} ${session.date}`
    batches.set(key, [...(batches.get(key) ?? []), session])
  }
  for (const batch of batches.values()) {
    const { kind, date } = batch[0]
    const rows = await findEnrolledSwimmersOfGroups(
      trx,
      kind,
      batch.map((session) => session.groupID),
      date,
    )
    for (const session of batch) {
      bySession.set(
        session.sessionID,
        rows.filter((row) => row.group_id === session.groupID),
      )
    }
  }
  return bySession
}

/**
 * Gives the credits of cancelled sessions (in the caller's transaction, audited per credit); answers them. A closed
 * day of a busy site gives a thousand or more: they are read, written and audited a slice at a time, not one by one.
 */
export async function giveCancellationCredits(
  trx: Db,
  actor: Actor,
  sessions: CancelledSession[],
  why: string,
): Promise<CreditGiven[]> {
  const settingsOf = new Map<number, Awaited<ReturnType<typeof findSiteSettings>>>()
  for (const siteID of new Set(sessions.map((session) => session.siteID))) {
    settingsOf.set(siteID, await findSiteSettings(trx, siteID))
  }
  const giving = sessions.filter((session) => settingsOf.get(session.siteID)!.cancelGivesMakeup)
  const [enrolledIn, held] = await Promise.all([
    enrolledInSessions(trx, giving),
    findCreditsFromSessions(
      trx,
      giving.map((session) => session.sessionID),
    ),
  ])
  const key = (swimmerID: number, sessionID: number) => `${swimmerID}:${sessionID}`
  const heldBy = new Map(held.map((credit) => [key(credit.swimmer_id, credit.from_session_id), credit]))

  // In order: each session's swimmers; a withdrawn credit of the session is the same credit, open again.
  const planned: Array<{ session: CancelledSession; swimmerID: number; expiresOn: string; reopen?: number }> = []
  for (const session of giving) {
    const expiresOn = addDays(session.date, settingsOf.get(session.siteID)!.makeupExpiryWeeks * 7)
    for (const swimmer of enrolledIn.get(session.sessionID)!) {
      const previous = heldBy.get(key(swimmer.id, session.sessionID))
      if (previous && previous.status !== 'withdrawn') continue
      planned.push({ session, swimmerID: swimmer.id, expiresOn, reopen: previous?.id })
    }
  }
  for (const credit of planned) {
    if (credit.reopen === undefined) continue
    await trx
      .updateTable('makeup_credits')
      .set({
        status: 'open',
        reason: 'cancelled',
        expires_on: credit.expiresOn,
        withdrawn_at: null,
        withdrawn_by: null,
        withdrawn_reason: null,
      })
      .where('id', '=', credit.reopen)
      .execute()
  }
  const written = await insertCredits(
    trx,
    planned
      .filter((credit) => credit.reopen === undefined)
      .map((credit) => ({
        swimmer_id: credit.swimmerID,
        site_id: credit.session.siteID,
        from_session_id: credit.session.sessionID,
        expires_on: credit.expiresOn,
        created_at: actor.at,
        created_by: actor.userId,
        reason: 'cancelled' as const,
      })),
  )
  const idOf = new Map(written.map((row) => [key(row.swimmer_id, row.from_session_id), row.id]))
  const given = planned.map((credit) => ({
    creditID: credit.reopen ?? idOf.get(key(credit.swimmerID, credit.session.sessionID)) ?? 0,
    swimmerID: credit.swimmerID,
  }))
  await writeAudits(
    trx,
    planned.map((credit, index) => ({
      userId: actor.userId,
      site: credit.session.siteID,
      entity: 'makeup',
      entityId: given[index].creditID,
      action: 'GiveMakeup',
      after: {
        swimmerID: credit.swimmerID,
        fromSessionID: credit.session.sessionID,
        expiresOn: credit.expiresOn,
        reason: 'cancelled',
        why,
      },
      at: actor.at,
    })),
  )
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
