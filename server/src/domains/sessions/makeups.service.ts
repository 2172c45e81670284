import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import type { CreditStatus, MakeupCredit, SessionCredits, TimetableSession } from '@contract/sessions'
import type { Database } from '../../db/database'
import { hasModule, maySeeSite, type Acting, type Moment } from '../../lib/actor'
import { addDays } from '../../lib/dates'
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { writeAudit } from '../audit/audit.repository'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { findSwimmers } from './attendance.repository'
import { findGroup, findGroupsOfLevel, findSwimmerGroupsOn, type GroupRow } from './groups.repository'
import {
  findCredit,
  findCreditForUpdate,
  findCreditsOfSwimmer,
  countHeldOffers,
  findGuests,
  lockSessionSeats,
  updateCredit,
  type CreditRecord,
} from './makeups.repository'
import { queueSessionMessages } from './session-messages.service'
import { findSession } from './sessions.repository'
import {
  ATTEND_ACTIONS,
  groupLabelled,
  sessionNamedAt,
  MODULE_OF,
  requireSessionAction,
  sessionsOfGroups,
  startOf,
  toTimetableSession,
  visibleSession,
  type SessionView,
} from './sessions.service'

// Make-ups: a credit (from an excused absence) is booked into a session of the same kind and level, at one of the
// user's sites, that is scheduled, starts in the future and on or before the credit's expiry, has a free seat
// (enrolled + booked guests < capacity; pre-teams have no capacity, so any of their sessions has a seat) and is not
// a group the swimmer is enrolled in. A booking can be cancelled (the credit is open again) until the guest is
// marked present or late (the credit is then used). An open credit past its expiry reads as expired.

type Db = Kysely<Database>

/** An open credit after its last day is expired (nothing is written: the date decides). */
export const creditStatusOf = (credit: Pick<CreditRecord, 'status' | 'expires_on'>, today: string): CreditStatus =>
  credit.status === 'open' && credit.expires_on < today ? 'expired' : credit.status

function requireMakeupReader(acting: Acting): void {
  if (!['Mod_SW', 'Mod_SC', 'Mod_PT'].some((module) => hasModule(acting, module as 'Mod_SW'))) {
    throw forbidden(message('makeup.notAllowedCredits'))
  }
}

/** A swimmer of one of the user's sites, or 404 (lib/visible-swimmer.ts), with what a credit needs. */
const creditSwimmer = (db: Db, acting: Acting, swimmerId: number) =>
  visibleSwimmer(
    findSwimmers(db, [swimmerId]).then((found) => {
      const swimmer = found.get(swimmerId)
      return swimmer && { id: swimmerId, ...swimmer }
    }),
    acting,
    swimmerId,
  )

/**
 * A credit is read by those who see the swimmer (Mod_SW) or the sessions it comes from (the module of its kind):
 * issue 25, the coaches manager (Mod_PT, no Mod_SW or Mod_SC) read school credits while school sessions were 403.
 */
const maySeeCredit = (acting: Acting, kind: keyof typeof MODULE_OF): boolean =>
  hasModule(acting, 'Mod_SW') || hasModule(acting, MODULE_OF[kind])

/** The sessions a credit can be booked into are sessions of its kind: their module's holders see them, as a session. */
function requireSessionsOf(acting: Acting, kind: keyof typeof MODULE_OF): void {
  if (!hasModule(acting, MODULE_OF[kind])) {
    throw forbidden(message(kind === 'school' ? 'session.notAllowedSchool' : 'session.notAllowedPreteam'))
  }
}

/** A swimmer's credits and their history (missed session, booking), newest first: those of kinds the user sees. */
export async function listCredits(db: Db, acting: Acting, swimmerId: number) {
  const today = acting.today
  requireMakeupReader(acting)
  await creditSwimmer(db, acting, swimmerId)
  const rows = (await findCreditsOfSwimmer(db, swimmerId)).filter((row) => maySeeCredit(acting, row.from_kind))
  const groups = new Map<string, GroupRow | undefined>()
  for (const row of rows) {
    const key = `${row.from_kind}:${row.from_group_id}`
    if (!groups.has(key)) groups.set(key, await findGroup(db, row.from_kind, row.from_group_id))
  }
  return rows.map((row): MakeupCredit => ({
    creditID: row.id,
    swimmerID: row.swimmer_id,
    fromSessionID: row.from_session_id,
    fromDate: row.from_date,
    fromKind: row.from_kind,
    fromGroupID: row.from_group_id,
    levelName: groups.get(`${row.from_kind}:${row.from_group_id}`)?.levelName ?? '',
    expiresOn: row.expires_on,
    status: creditStatusOf(row, today),
    bookedSessionID: row.booked_session_id,
    bookedDate: row.booked_date,
    bookedGroupID: row.booked_group_id,
    createdAt: row.created_at,
    reason: row.reason,
    withdrawnAt: row.withdrawn_at,
    withdrawnBy: row.withdrawn_by_name,
    withdrawnReason: row.withdrawn_reason,
  }))
}

async function creditOf(db: Db, acting: Acting, swimmerId: number, creditId: number) {
  const credit = await findCredit(db, creditId)
  if (!credit || credit.swimmer_id !== swimmerId) throw notFound(message('makeup.creditNotFound', { id: creditId }))
  return credit
}

/** What the booking rule reads of a credit. */
type BookableCredit = Pick<CreditRecord, 'id' | 'status' | 'expires_on' | 'swimmer_id' | 'from_session_id'>

/** The missed session's group: the kind and level a make-up must match. */
async function missedGroup(db: Db, credit: BookableCredit): Promise<GroupRow> {
  const from = await findSession(db, credit.from_session_id)
  const group = from && (await findGroup(db, from.kind, from.group_id))
  if (!group) throw notFound(message('makeup.sessionGone', { id: credit.id }))
  return group
}

const hasSeat = (session: TimetableSession): boolean => session.capacity === null || session.enrolled < session.capacity

/**
 * The sessions a credit can be booked into in [from, to] (from defaults to today, to to the expiry; never beyond
 * 31 days nor the expiry): same kind and level, the user's sites, scheduled, not started, a free seat, not the
 * swimmer's own groups.
 */
export async function makeupOptions(
  db: Db,
  acting: Acting,
  swimmerId: number,
  creditId: number,
  range: { from?: string; to?: string },
): Promise<TimetableSession[]> {
  const { at, today, timeZone } = acting
  requireMakeupReader(acting)
  await creditSwimmer(db, acting, swimmerId)
  const credit = await creditOf(db, acting, swimmerId, creditId)
  const group = await missedGroup(db, credit)
  requireSessionsOf(acting, group.kind)
  const status = creditStatusOf(credit, today)
  if (status !== 'open') {
    throw conflict(message('makeup.creditNotOpen', { id: credit.id, status }), {
      creditID: message('makeup.field.credit', { status }),
    })
  }
  const from = range.from && range.from > today ? range.from : today
  const limit = addDays(from, 30)
  let to = range.to ?? credit.expires_on
  if (to > credit.expires_on) to = credit.expires_on
  if (to > limit) to = limit
  if (to < from) return []
  const groups = await findGroupsOfLevel(
    db,
    group.kind,
    group.level,
    acting.sites.map((site) => site.id),
    from,
    to,
  )
  const sessions = await sessionsOfGroups(db, groups, from, to, at)
  const ownGroups = new Map<string, Set<string>>()
  for (const date of new Set(sessions.map((session) => session.date))) {
    const groupsThen = await findSwimmerGroupsOn(db, swimmerId, date)
    ownGroups.set(date, new Set(groupsThen.map((item) => `${item.kind}:${item.id}`)))
  }
  return sessions
    .filter(
      (session) =>
        session.status === 'scheduled' &&
        at < startOf(session.date, session.startTime, timeZone) &&
        hasSeat(session) &&
        !ownGroups.get(session.date)?.has(`${session.kind}:${session.groupID}`),
    )
    .map(toTimetableSession)
}

const creditSnapshot = (credit: CreditRecord) => ({
  creditID: credit.id,
  swimmerID: credit.swimmer_id,
  status: credit.status,
  bookedSessionID: credit.booked_session_id,
})

async function creditAnswer(db: Db, acting: Acting, credit: CreditRecord): Promise<MakeupCredit> {
  const list = await listCredits(db, acting, credit.swimmer_id)
  return list.find((item) => item.creditID === credit.id)!
}

const sessionName = (view: SessionView): Message => sessionNamedAt(view)

/**
 * Why a credit may not be booked into a session, or null when it may (see the rules above): the one rule of booking
 * (bookMakeup) and of the credits the roster's make-up picker offers (creditsBookableInto).
 */
async function bookingRefusal(
  db: Db,
  view: SessionView,
  credit: BookableCredit,
  who: string,
  { at, today, timeZone }: Moment,
): Promise<HttpError | null> {
  const status = creditStatusOf(credit, today)
  if (status !== 'open') {
    return conflict(message('makeup.swimmerCreditNotOpen', { swimmer: who, id: credit.id, status }), {
      creditID: message('makeup.field.credit', { status }),
    })
  }
  const group = await missedGroup(db, credit)
  if (group.kind !== view.kind || group.level !== view.level) {
    return badRequest(
      message(group.kind === 'school' ? 'makeup.otherLevelSchool' : 'makeup.otherLevelPreteam', {
        swimmer: who,
        level: group.levelName,
        session: sessionName(view),
        sessionLevel: view.levelName,
      }),
      { creditID: message('makeup.field.atLevel', { level: group.levelName }) },
    )
  }
  if (view.status !== 'scheduled') {
    return conflict(message('session.status', { session: sessionName(view), status: view.status }), {
      sessionID: message('session.field.status', { status: view.status }),
    })
  }
  if (at >= startOf(view.date, view.startTime, timeZone)) {
    return badRequest(message('makeup.started', { session: sessionName(view) }), {
      sessionID: message('makeup.field.future'),
    })
  }
  if (view.date > credit.expires_on) {
    return badRequest(
      message('makeup.expiresBefore', { swimmer: who, date: credit.expires_on, session: sessionName(view) }),
      { sessionID: message('makeup.field.onOrBefore', { date: credit.expires_on }) },
    )
  }
  const memberships = await findSwimmerGroupsOn(db, credit.swimmer_id, view.date)
  if (memberships.some((item) => item.kind === view.kind && item.id === view.groupID)) {
    return badRequest(message('makeup.ownGroup', { swimmer: who, group: groupLabelled(view.group) }), {
      sessionID: message('makeup.field.otherGroup'),
    })
  }
  if ((await findGuests(db, view.sessionID)).some((guest) => guest.swimmer_id === credit.swimmer_id)) {
    return conflict(message('makeup.alreadyBooked', { swimmer: who, session: sessionName(view) }), {
      sessionID: message('makeup.field.alreadyBooked'),
    })
  }
  if (!hasSeat(view)) {
    return conflict(
      message('session.full', { session: sessionName(view), taken: view.enrolled, capacity: view.capacity ?? 0 }),
      { sessionID: message('makeup.field.noSeat') },
    )
  }
  // A seat a waitlist offer holds is the offered swimmer's: a guest does not take it (issue 25).
  const held = view.kind === 'school' && view.capacity !== null ? await countHeldOffers(db, view.groupID) : 0
  if (held > 0 && view.enrolled + held >= view.capacity!) {
    return conflict(
      message('session.fullHeld', {
        session: sessionName(view),
        taken: view.enrolled,
        capacity: view.capacity ?? 0,
        held,
      }),
      { sessionID: message('makeup.field.noSeat') },
    )
  }
  return null
}

/**
 * A swimmer's open credits that can be booked into a session now (the roster's make-up picker), asked with the
 * privilege that books; when none can, `warning` says why the first open one cannot (null without open credits).
 */
export async function creditsBookableInto(
  db: Db,
  acting: Acting,
  sessionId: number,
  swimmerId: number,
): Promise<SessionCredits> {
  const view = await visibleSession(db, acting, sessionId)
  requireSessionAction(acting, view.kind, ATTEND_ACTIONS[view.kind])
  const swimmer = await creditSwimmer(db, acting, swimmerId)
  const today = acting.today
  const open = (await findCreditsOfSwimmer(db, swimmerId)).filter((row) => creditStatusOf(row, today) === 'open')
  const bookable = new Set<number>()
  let warning: string | null = null
  for (const credit of open) {
    const refusal = await bookingRefusal(db, view, credit, swimmer.full_name, acting)
    if (refusal === null) bookable.add(credit.id)
    else warning ??= refusal.message
  }
  if (bookable.size === 0) return { credits: [], warning }
  const credits = await listCredits(db, acting, swimmerId)
  return { credits: credits.filter((credit) => bookable.has(credit.creditID)), warning: null }
}

/** Books a credit into a session (see the rules above); the guest then shows on that roster. */
export async function bookMakeup(db: Db, acting: Acting, sessionId: number, creditId: number) {
  return db.transaction().execute(async (trx) => {
    // The seats are held (the school's row, then the credit's) before anything is counted, so of two bookings sent
    // together for the last seat the second waits and then finds the session full.
    await lockSessionSeats(trx, sessionId)
    const view = await visibleSession(trx, acting, sessionId)
    requireSessionAction(acting, view.kind, ATTEND_ACTIONS[view.kind])
    const credit = await findCreditForUpdate(trx, creditId)
    const swimmer = credit && (await findSwimmers(trx, [credit.swimmer_id])).get(credit.swimmer_id)
    if (!credit || !swimmer || !maySeeSite(acting, swimmer.site))
      throw notFound(message('makeup.creditNotFound', { id: creditId }))
    const who = swimmer.full_name
    const refusal = await bookingRefusal(trx, view, credit, who, acting)
    if (refusal) throw refusal
    await updateCredit(trx, credit.id, {
      status: 'booked',
      booked_session_id: view.sessionID,
      booked_at: acting.at,
      booked_by: acting.userId,
    })
    const after = (await findCredit(trx, credit.id))!
    const messages = await queueSessionMessages(
      trx,
      acting,
      'makeup.booked',
      view,
      [credit.swimmer_id],
      `credit:${credit.id}:session:${view.sessionID}`,
    )
    await writeAudit(trx, {
      userId: acting.userId,
      site: view.siteID,
      entity: 'makeup',
      entityId: credit.id,
      action: 'BookMakeup',
      before: creditSnapshot(credit),
      after: { ...creditSnapshot(after), ...(messages.length > 0 ? { messages } : {}) },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.makeupBooked', { swimmer: who, session: sessionName(view) })),
      credit: await creditAnswer(trx, acting, after),
    }
  })
}

/** Cancels a booked make-up: the credit is open again (until its expiry). A used one stays used. */
export async function cancelMakeup(db: Db, acting: Acting, sessionId: number, creditId: number) {
  return db.transaction().execute(async (trx) => {
    const view = await visibleSession(trx, acting, sessionId)
    requireSessionAction(acting, view.kind, ATTEND_ACTIONS[view.kind])
    const credit = await findCredit(trx, creditId)
    const swimmer = credit && (await findSwimmers(trx, [credit.swimmer_id])).get(credit.swimmer_id)
    if (!credit || credit.booked_session_id !== view.sessionID || !swimmer || !maySeeSite(acting, swimmer.site)) {
      throw notFound(message('makeup.notBooked', { id: creditId, session: sessionId }))
    }
    if (credit.status === 'used') {
      throw conflict(message('makeup.used', { swimmer: swimmer.full_name, session: sessionName(view) }), {
        creditID: message('makeup.field.used'),
      })
    }
    await updateCredit(trx, credit.id, { status: 'open', booked_session_id: null, booked_at: null, booked_by: null })
    const after = (await findCredit(trx, credit.id))!
    await writeAudit(trx, {
      userId: acting.userId,
      site: view.siteID,
      entity: 'makeup',
      entityId: credit.id,
      action: 'CancelMakeup',
      before: creditSnapshot(credit),
      after: creditSnapshot(after),
      at: acting.at,
    })
    return {
      message: replyText(message('answer.makeupCancelled', { swimmer: swimmer.full_name, session: sessionName(view) })),
      credit: await creditAnswer(trx, acting, after),
    }
  })
}
