import type { Kysely } from 'kysely'
import type { Database } from '../database'
import { findActiveSlots, findSubstituteSlots } from '../../domains/coaches/schedule.repository'
import { sessionsOfSite, type SessionView } from '../../domains/sessions/sessions.service'
import { addDays, dayCodeOf } from '../../lib/dates'
import { slotsClash } from '../../lib/schedule'
import { runningOn } from '../running'

// The academy's week in the demo (issue 14), at Smart Way (61) so the timetable shows something: a closed day next
// week, a cancelled session, a substitute coach, a few excused absences with make-up credits and one booked make-up.

const SITE = 61
const SCHOOL_COACH = 8

export async function seedDemoWeek(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString()
  const today = at.slice(0, 10)
  const from = addDays(today, 1)
  const to = addDays(today, 14)
  const sessions = (await sessionsOfSite(db, SITE, from, to, at)).filter((item) => item.kind === 'school')
  if (sessions.length === 0) return
  const admin = 1

  // A closed day next week.
  const closedDay = addDays(today, 8)
  await db
    .insertInto('site_closures')
    .values({ site_id: SITE, closure_date: closedDay, reason: 'Pool maintenance', created_at: at, created_by: admin })
    .execute()
  const open = sessions.filter((item) => item.date !== closedDay)

  // A cancelled session in two days' time (or the first after).
  const cancelled = open.find((item) => item.date >= addDays(today, 2))
  if (cancelled) {
    await db
      .updateTable('class_sessions')
      .set({ status: 'cancelled', cancel_reason: 'Coach at a competition', updated_at: at, updated_by: admin })
      .where('id', '=', cancelled.sessionID)
      .execute()
  }
  const running = open.filter((item) => item.sessionID !== cancelled?.sessionID)

  // A substitute: a school coach of the site free at that date and time.
  const coaches = await db
    .selectFrom('coaches')
    .select('id')
    .where('site', '=', SITE)
    .where('coach_type', '=', SCHOOL_COACH)
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  const slots = await findActiveSlots(
    db,
    coaches.map((coach) => coach.id),
  )
  const substituted = running.find((item) => item.date >= addDays(today, 3))
  if (substituted) {
    const wanted = { days: [dayCodeOf(substituted.date)], start: substituted.startTime, end: substituted.endTime }
    const busy = new Set(slots.filter((slot) => slotsClash(wanted, slot)).map((slot) => slot.coachId))
    const elsewhere = await findSubstituteSlots(
      db,
      coaches.map((coach) => coach.id),
      { from: substituted.date, to: substituted.date },
    )
    for (const slot of elsewhere) if (slotsClash(wanted, slot)) busy.add(slot.coachId)
    const free = coaches.find((coach) => !busy.has(coach.id) && coach.id !== substituted.groupCoachID)
    if (free) {
      await db
        .updateTable('class_sessions')
        .set({ substitute_coach_id: free.id, updated_at: at, updated_by: admin })
        .where('id', '=', substituted.sessionID)
        .execute()
    }
  }

  // Excused absences (marked now, before the sessions start) with their credits; the first one booked.
  const upcoming = running.filter((item) => item.sessionID !== substituted?.sessionID).slice(0, 12)
  const credits: Array<{ id: number; swimmerId: number; from: SessionView; expiresOn: string }> = []
  for (const session of upcoming) {
    if (credits.length >= 3) break
    const swimmer = await db
      .selectFrom('school_enrolments')
      .select('swimmer_id')
      .where('school_id', '=', session.groupID)
      .where('start_date', '<=', session.date)
      .where(runningOn('end_date', session.date))
      .orderBy('swimmer_id')
      .executeTakeFirst()
    if (!swimmer || credits.some((credit) => credit.swimmerId === swimmer.swimmer_id)) continue
    await db
      .insertInto('session_attendance')
      .values({
        session_id: session.sessionID,
        swimmer_id: swimmer.swimmer_id,
        status: 'excused',
        notes: 'Family travel',
        marked_at: at,
        marked_by: admin,
      })
      .execute()
    const expiresOn = addDays(session.date, 28)
    const { id } = await db
      .insertInto('makeup_credits')
      .values({
        swimmer_id: swimmer.swimmer_id,
        site_id: SITE,
        from_session_id: session.sessionID,
        expires_on: expiresOn,
        created_at: at,
        created_by: admin,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    credits.push({ id, swimmerId: swimmer.swimmer_id, from: session, expiresOn })
  }
  for (const credit of credits) {
    const target = running.find(
      (item) =>
        item.level === credit.from.level &&
        item.groupID !== credit.from.groupID &&
        item.date > credit.from.date &&
        item.date <= credit.expiresOn &&
        item.capacity !== null &&
        item.enrolled < item.capacity,
    )
    if (!target) continue
    const own = await db
      .selectFrom('school_enrolments')
      .select('id')
      .where('swimmer_id', '=', credit.swimmerId)
      .where('school_id', '=', target.groupID)
      .executeTakeFirst()
    if (own) continue
    await db
      .updateTable('makeup_credits')
      .set({ status: 'booked', booked_session_id: target.sessionID, booked_at: at, booked_by: admin })
      .where('id', '=', credit.id)
      .execute()
    break
  }
}
