import type { Kysely } from 'kysely'
import type { SubstituteChoice } from '@contract/sessions'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { dayCodeOf } from '../../lib/dates'
import { badRequest, conflict } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import {
  PRETEAM_COACH_TYPE,
  SCHOOL_COACH_TYPE,
  assertCoachCanLead,
  coachesFreeToLead,
  type LeadSlot,
} from '../coaches/coaches.service'
import {
  CHANGE_ACTIONS,
  changeSession,
  groupLabelled,
  sessionNamedAt,
  requireSessionAction,
  visibleSession,
  type SessionView,
} from './sessions.service'

// Who may substitute at a dated session (issue 14): one rule for giving a session a substitute (setSubstitute) and
// for the list the substitute picker offers (GET /api/sessions/{id}/substitutes), so the picker offers exactly the
// coaches the change accepts.

type Db = Kysely<Database>

const sessionName = (view: SessionView): Message => sessionNamedAt(view)

/**
 * Where a substitute is wanted: the session must be scheduled (not cancelled, not on a closed day) and today or
 * later; the substitute is then an active coach of the group's site and kind, free on that date at that time: not
 * teaching a group of theirs that meets that weekday then (unless its session that day is cancelled, closed or taught by
 * a substitute), not substituting at another scheduled session then
 * (the rule that gives a coach a group: assertCoachCanLead). This session's own substitute does not count.
 */
export function substituteSlot(view: SessionView, today: string): LeadSlot {
  if (view.status !== 'scheduled') {
    throw conflict(message('substitute.notNeeded', { session: sessionName(view), status: view.status }), {
      coachID: message('session.field.status', { status: view.status }),
    })
  }
  if (view.date < today) {
    throw badRequest(message('session.past', { session: sessionName(view) }), {
      coachID: message('session.field.past'),
    })
  }
  return {
    site: view.group.site,
    coachType: view.kind === 'school' ? SCHOOL_COACH_TYPE : PRETEAM_COACH_TYPE,
    slot: { days: [dayCodeOf(view.date)], start: view.startTime, end: view.endTime },
    substitutions: { from: view.date, to: view.date, exceptSession: view.sessionID },
  }
}

/** Refuses a substitute the session may not have (see substituteSlot); the group's own coach is no substitute. */
export async function assertSubstitute(db: Db, view: SessionView, coachId: number, today: string): Promise<void> {
  const slot = substituteSlot(view, today)
  if (coachId === view.group.coachId) {
    throw badRequest(
      message('substitute.ownCoach', { coach: view.group.coachName, group: groupLabelled(view.group) }),
      {
        coachID: message('substitute.field.otherCoach'),
      },
    )
  }
  await assertCoachCanLead(db, { ...slot, coachId })
}

/**
 * The coaches who may substitute at a session, by name: those assertSubstitute accepts (the current substitute
 * included). Asked with the privilege that sets a substitute; a session that may not have one is refused alike.
 */
export async function substituteChoices(db: Db, acting: Acting, sessionId: number): Promise<SubstituteChoice[]> {
  const view = await visibleSession(db, acting, sessionId)
  requireSessionAction(acting, view.kind, CHANGE_ACTIONS[view.kind])
  const free = await coachesFreeToLead(db, substituteSlot(view, acting.today))
  return free
    .filter((coach) => coach.id !== view.group.coachId)
    .map((coach) => ({ coachID: coach.id, name: coach.full_name }))
}

/**
 * Gives a session a substitute coach (or, with null, back to the group's coach). Who may substitute is the rule of
 * this file (assertSubstitute), the same that lists the coaches the substitute picker offers.
 */
export function setSubstitute(db: Db, acting: Acting, sessionId: number, coachId: number | null) {
  return changeSession(
    db,
    acting,
    sessionId,
    coachId === null ? 'substitute removed' : 'substitute set',
    async (view, trx) => {
      if (coachId === null) {
        substituteSlot(view, acting.today)
        return { substitute_coach_id: null }
      }
      await assertSubstitute(trx, view, coachId, acting.today)
      return { substitute_coach_id: coachId }
    },
  )
}
