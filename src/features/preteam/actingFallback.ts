import type { ActingFallback } from '@/session/useActing'

/**
 * Who the pre-team calls name as acting user and site when none is known: SPEC.md section 6 falls back to user 8
 * and site 62 — kept for fidelity; the server acts as the signed-in user whatever the payload says.
 */
export const PRETEAM_ACTING_FALLBACK: ActingFallback = { userID: 8, siteID: 62 }
