import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { conflict } from '../../lib/http-error'
import { slotsClash, type Slot } from '../../lib/schedule'

// A coach's weekly timetable: the active schools and pre-teams they teach.

export interface GroupSlot extends Slot {
  kind: 'school' | 'pre-team'
  id: number
  coachId: number
}

/** Active groups (no end date, not removed) of the given coaches. */
export async function findActiveSlots(db: Kysely<Database>, coachIds: number[]): Promise<GroupSlot[]> {
  if (coachIds.length === 0) return []
  const schools = await db
    .selectFrom('schools')
    .select(['id', 'coach_id', 'first_day', 'second_day', 'start_time', 'end_time'])
    .where('coach_id', 'in', coachIds)
    .where('end_date', 'is', null)
    .execute()
  const preteams = await db
    .selectFrom('preteams')
    .select(['id', 'coach_id', 'first_day', 'second_day', 'third_day', 'start_time', 'end_time'])
    .where('coach_id', 'in', coachIds)
    .where('end_date', 'is', null)
    .where('removed_at', 'is', null)
    .execute()
  return [
    ...schools.map((row) => ({
      kind: 'school' as const,
      id: row.id,
      coachId: row.coach_id,
      days: [row.first_day, row.second_day],
      start: row.start_time,
      end: row.end_time,
    })),
    ...preteams.map((row) => ({
      kind: 'pre-team' as const,
      id: row.id,
      coachId: row.coach_id,
      days: [row.first_day, row.second_day, row.third_day],
      start: row.start_time,
      end: row.end_time,
    })),
  ]
}

/** Refuses to give a coach a slot that clashes with another of their active groups. */
export async function assertCoachFree(
  db: Kysely<Database>,
  coachId: number,
  slot: Slot,
  except?: { kind: GroupSlot['kind']; id: number },
): Promise<void> {
  const clash = (await findActiveSlots(db, [coachId])).find(
    (other) => !(except && other.kind === except.kind && other.id === except.id) && slotsClash(slot, other),
  )
  if (!clash) return
  const dayNames = await db
    .selectFrom('lookup_items')
    .select(['code', 'description'])
    .where('code', 'in', clash.days)
    .execute()
  const days = clash.days.map((code) => dayNames.find((day) => day.code === code)?.description ?? code).join(', ')
  throw conflict(
    `Coach ${coachId} already teaches ${clash.kind} ${clash.id} on ${days} from ${clash.start} to ${clash.end}`,
    { coachID: 'This coach is busy at that time' },
  )
}
