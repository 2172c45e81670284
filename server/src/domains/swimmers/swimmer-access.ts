import { errorResponse } from '@contract/common'
import type { SwimmerRow } from './swimmers.repository'

// What every swimmer route shares: their error shapes and the edit dialog's several action names (finding a swimmer
// the user may see is lib/visible-swimmer.ts; "any one of these actions" is lib/actor.ts's requireAnyAction).

export const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
export const changeErrors = { ...readErrors, 409: errorResponse }

/** Several action names open the same dialog (SPEC.md section 4): any one of them grants it. */
export const EDIT_ACTIONS = ['EditSwimmer', 'UpdateSwimmer', 'UpdateSwimmerInfo'] as const

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
