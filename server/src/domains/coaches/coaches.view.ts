import type { CoachRow } from '@contract/coaches'
import type { CoachRecord } from './coaches.repository'

// How a coach reads on the wire and in the audit trail.

export const toCoachRow = (coach: CoachRecord): CoachRow => ({
  coachID: coach.id,
  coachName: coach.full_name,
  phone: coach.mobile_number,
  email: coach.email,
  specialization: coach.specialization,
  experience: coach.experience_years,
  coachType: coach.coach_type,
  site: coach.site,
  isActive: coach.is_active === 1,
})

/** The record as the audit trail keeps it (before/after). */
export const coachSnapshot = (coach: CoachRecord) => ({
  ...toCoachRow(coach),
  birthDate: coach.birth_date,
  gender: coach.gender,
  deletedAt: coach.deleted_at,
})
