import type { SearchCriteria } from '../server/src/domains/swimmers/swimmers.repository'

// What the benchmark asks of the server: the same requests on SQLite and PostgreSQL.

export interface SearchCase {
  metric: string
  criteria: SearchCriteria
}

/** The busiest site of a scale database (scale/plan.ts gives site 61 the largest share). */
export const BUSY_SITE = 61

export function searchCases(swimmers: number, now: Date): SearchCase[] {
  return [
    { metric: 'by id', criteria: { swimmerID: Math.max(1, Math.floor(swimmers * 0.73)) } },
    { metric: 'by name fragment, 3 letters ("ssa")', criteria: { fullName: 'ssa' } },
    { metric: 'by name fragment, rare ("rollos Osa")', criteria: { fullName: 'rollos Osa' } },
    // Arabic names (three in ten at scale) typed as staff do: plain alef for أ/إ, ه for ة, no diacritics.
    { metric: 'by Arabic name fragment, 3 letters ("احم" for أحمد)', criteria: { fullName: 'احم' } },
    {
      metric: 'by Arabic name, two words ("حمزه ابراهيم" for حمزة إبراهيم)',
      criteria: { fullName: 'حمزه ابراهيم' },
    },
    { metric: 'by birth year', criteria: { year: now.getUTCFullYear() - 8 } },
    { metric: 'by level (Level 2)', criteria: { level: 13 } },
  ]
}

/** The school list with its invoice amounts: Level 1 Baby Class schools at the busiest site. */
export const SUMMARY = { site: BUSY_SITE, type: 77, level: 12 }
