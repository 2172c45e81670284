import type { Kysely } from 'kysely'
import { COACH_TYPES } from '@contract/lookups'
import type { Database } from '../../db/database'
import { badRequest } from '../../lib/http-error'
import type { Slot } from '../../lib/schedule'
import { assertCoachFree } from '../coaches/schedule.repository'
import { findCoach, isLevelCode, lockCoach } from './preteams.repository'

// The rules a squad's coach and level must meet, checked inside the caller's transaction.

/** Pre-team squads are led by PTeamCoach coaches (code 9); SchoolCoach coaches teach schools. */
export const PRETEAM_COACH_TYPE = COACH_TYPES.find((type) => type.description === 'PTeamCoach')?.code ?? 9

export async function assertPreTeamLevel(db: Kysely<Database>, level: number): Promise<void> {
  if (!(await isLevelCode(db, level))) {
    throw badRequest(`Level ${level} is not a level`, { pTeamLevel: 'Choose a level from the list' })
  }
}

/**
 * The coach must be an active pre-team coach of the squad's site, and free at the squad's times: no other active
 * school or pre-team of theirs may share a day and overlap (assertCoachFree, the one clash rule).
 */
export async function assertCoachCanLead(
  db: Kysely<Database>,
  coachId: number,
  site: number,
  slot: Slot,
  exceptPreTeam?: number,
): Promise<void> {
  const coach = await findCoach(db, coachId)
  if (!coach) throw badRequest(`Coach ${coachId} does not exist`, { coachID: 'No such coach' })
  if (coach.site !== site) {
    throw badRequest(`Coach ${coachId} does not work at this site`, { coachID: 'Choose a coach of this site' })
  }
  if (coach.is_active !== 1) throw badRequest(`Coach ${coachId} is not active`, { coachID: 'This coach is not active' })
  if (coach.coach_type !== PRETEAM_COACH_TYPE) {
    throw badRequest(`Coach ${coachId} is not a pre-team coach`, { coachID: 'Choose a PTeamCoach' })
  }
  await lockCoach(db, coachId)
  await assertCoachFree(
    db,
    coachId,
    slot,
    exceptPreTeam === undefined ? undefined : { kind: 'pre-team', id: exceptPreTeam },
  )
}
