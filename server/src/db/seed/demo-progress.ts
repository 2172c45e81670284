import { sql, type Kysely } from 'kysely'
import type { Database } from '../database'

// Demo skills and progress (issue 31): the demo coach's account (user 6, reference-data.ts) is the Smart Way (61)
// school coach who leads the most running schools with swimmers, so that account rates the skills of its sessions.
// Their schools' swimmers have been rated before: every required skill of their level mastered but the last three, so
// three taps on the deck make one ready to move up. The curriculum itself is migration 0039's, in every database.

const DEMO_COACH_USER = 6
const SMART_WAY = 61
const LEFT_TO_MASTER = 3

export async function seedDemoProgress(db: Kysely<Database>, now: Date): Promise<void> {
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

  const at = now.toISOString()
  const today = at.slice(0, 10)
  const swimmers = await db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as g', 'g.id', 'e.school_id')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .select(['s.id', 's.current_level', 's.site'])
    .distinct()
    .where('g.coach_id', '=', coach.coach_id)
    .where('g.end_date', 'is', null)
    .where('e.end_date', '>=', today)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.id')
    .execute()
  const skills = await db
    .selectFrom('curriculum_skills as k')
    .innerJoin('curriculum_versions as v', 'v.id', 'k.version_id')
    .select(['k.id', 'k.skill_key', 'v.level'])
    .where('v.version', '=', 1)
    .where('k.required', '=', 1)
    .orderBy('k.position')
    .execute()
  for (const swimmer of swimmers) {
    const required = skills.filter((skill) => skill.level === swimmer.current_level)
    for (const skill of required.slice(0, Math.max(0, required.length - LEFT_TO_MASTER))) {
      const { id } = await db
        .insertInto('skill_evaluations')
        .values({
          swimmer_id: swimmer.id,
          skill_id: skill.id,
          skill_key: skill.skill_key,
          rating: 'mastered',
          session_id: null,
          site_id: swimmer.site,
          coach_id: coach.coach_id,
          evaluated_at: at,
          evaluated_by: DEMO_COACH_USER,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('skill_ratings')
        .values({
          swimmer_id: swimmer.id,
          skill_key: skill.skill_key,
          skill_id: skill.id,
          rating: 'mastered',
          evaluation_id: id,
          rated_at: at,
          rated_by: DEMO_COACH_USER,
        })
        .execute()
    }
  }
}
