import { progressOverview } from '@contract/progress'
import type { ProgressOverview } from '@contract/progress'
import { reportsOverview } from '@contract/reports'
import type { ReportsOverview } from '@contract/reports'
import { baseApi } from '@/api/baseApi'
import { listTag } from '@/api/tags'

export interface ReportsArgs {
  /** One site, or undefined for all of the user's sites. */
  site?: number
  from: string
  to: string
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportsOverview: build.query<ReportsOverview, ReportsArgs>({
      query: ({ site, from, to }) => ({ url: '/reports/overview', params: { ...(site ? { site } : {}), from, to } }),
      responseSchema: reportsOverview,
      // A payment changes the revenue; an enrolment, the swimmers and capacity.
      providesTags: [listTag('Invoice'), listTag('Swimmer'), listTag('School'), listTag('PreTeam')],
    }),
    // Issue 31: per site and level the swimmers ready to move up and the time spent in a level; pass rates per coach.
    // An evaluation or a move up changes them (a move up is a Swimmer change; ratings are saved on a Session).
    progressOverview: build.query<ProgressOverview, { site?: number }>({
      query: ({ site }) => ({ url: '/progress/overview', params: site ? { site } : {} }),
      responseSchema: progressOverview,
      providesTags: [listTag('Swimmer'), listTag('Session'), listTag('Coach')],
    }),
  }),
})

export const { useReportsOverviewQuery, useProgressOverviewQuery } = reportsApi
