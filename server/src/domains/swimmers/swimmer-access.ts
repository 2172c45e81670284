import type { Kysely } from 'kysely'
import { errorResponse } from '@contract/common'
import type { Database } from '../../db/database'
import { forbidden, notFound } from '../../lib/http-error'
import { maySeeSite, type AuthContext } from '../../lib/actor'
import { findSwimmer, type SwimmerRow } from './swimmers.repository'

// What every swimmer route shares: finding a swimmer the user may see, and actions with several names.

export const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
export const changeErrors = { ...readErrors, 409: errorResponse }

/** A live swimmer of one of the user's sites; a swimmer of another site is answered as not found. */
export async function visibleSwimmer(db: Kysely<Database>, auth: AuthContext, swimmerId: number): Promise<SwimmerRow> {
  const swimmer = await findSwimmer(db, swimmerId)
  if (!swimmer || !maySeeSite(auth, swimmer.site)) throw notFound(`Swimmer ${swimmerId} not found`)
  return swimmer
}

/** Several action names open the same dialog (SPEC.md section 4): any one of them grants it. */
export function requireAnyAction(auth: AuthContext, names: readonly string[]): void {
  if (!names.some((name) => auth.granted.has(`Mod_SW:${name}`))) throw forbidden(`You are not allowed to ${names[0]}`)
}

export const EDIT_ACTIONS = ['EditSwimmer', 'UpdateSwimmer', 'UpdateSwimmerInfo'] as const

export { todayOf } from '../../lib/dates'

/** The swimmer as the audit trail records it. */
export const swimmerSnapshot = (swimmer: SwimmerRow) => ({
  fullName: swimmer.full_name,
  birthDate: swimmer.birth_date,
  year: swimmer.birth_year,
  gender: swimmer.gender,
  startLevel: swimmer.start_level,
  currentLevel: swimmer.current_level,
  site: swimmer.site,
  club: swimmer.club,
  subscriptionEnd: swimmer.subscription_end,
  deletedAt: swimmer.deleted_at,
})
