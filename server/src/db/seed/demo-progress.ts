import { sql, type Kysely } from 'kysely'
import type { Database } from '../database'

// Demo skills and progress (issue 31): the demo coach's account (user 6, reference-data.ts) is the Smart Way (61)
// school coach who leads the most running schools with swimmers, so that account rates the skills of its sessions.
// The curriculum itself is migration 0039's, in every database.

const DEMO_COACH_USER = 6
const SMART_WAY = 61

export async function seedDemoProgress(db: Kysely<Database>): Promise<void> {
  const coach = await db
    .selectFrom('schools as g')
    .innerJoin('school_enrolments as e', 'e.school_id', 'g.id')
    .select(['g.coach_id', sql<number>`count(distinct e.swimmer_id)`.as('swimmers')])
    .where('g.site', '=', SMART_WAY)
    .where('g.end_date', 'is', null)
    .groupBy('g.coach_id')
    .orderBy('swimmers', 'desc')
    .orderBy('g.coach_id')
    .limit(1)
    .executeTakeFirst()
  if (!coach) return
  await db.updateTable('users').set({ coach_id: coach.coach_id }).where('id', '=', DEMO_COACH_USER).execute()
}
