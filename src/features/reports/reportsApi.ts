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
  }),
})

export const { useReportsOverviewQuery } = reportsApi
