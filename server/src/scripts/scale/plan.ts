import { SITES } from '@contract/lookups'

// How much of everything a scale database holds for a number of swimmers. At 1,000,000 swimmers: 500 coaches,
// 5,000 schools, 1,000 pre-teams, about 2,000,000 enrolments (each with an invoice, nearly all paid) and about
// 10,000,000 attendance records. Every site keeps at least one coach, school and pre-team of each kind, so
// small runs (tests) still exercise every table.

export interface ScalePlan {
  swimmers: number
  schoolCoaches: number
  preteamCoaches: number
  schools: number
  preteams: number
  /** Mean enrolments per swimmer (school and pre-team together). */
  enrolmentsPerSwimmer: number
  /** Mean attendance records per swimmer. */
  attendancePerSwimmer: number
  /** Share of each site, busiest first (site 61 is the busy one). */
  siteWeights: Map<number, number>
}

// prettier-ignore
const WEIGHTS = [0.22, 0.16, 0.14, 0.1, 0.09, 0.08, 0.07, 0.07, 0.07]

export const BUSIEST_SITE = SITES[0].code

export function planFor(swimmers: number): ScalePlan {
  const sites = SITES.length
  const coaches = Math.max(2 * sites, Math.round(swimmers / 2_000))
  const preteamCoaches = Math.max(sites, Math.round(coaches / 5))
  return {
    swimmers,
    schoolCoaches: Math.max(sites, coaches - preteamCoaches),
    preteamCoaches,
    schools: Math.max(sites, Math.round(swimmers / 200)),
    preteams: Math.max(sites, Math.round(swimmers / 1_000)),
    enrolmentsPerSwimmer: 2,
    attendancePerSwimmer: 10,
    siteWeights: new Map(SITES.map((site, index) => [site.code, WEIGHTS[index] ?? 0.05])),
  }
}

/** Splits a total over the sites by weight, at least `min` each, the remainder to the busiest. */
export function splitBySite(plan: ScalePlan, total: number, min = 1): Map<number, number> {
  const shares = new Map<number, number>()
  for (const [site, weight] of plan.siteWeights) shares.set(site, Math.max(min, Math.floor(total * weight)))
  const given = [...shares.values()].reduce((sum, n) => sum + n, 0)
  if (given < total) shares.set(BUSIEST_SITE, shares.get(BUSIEST_SITE)! + total - given)
  return shares
}
