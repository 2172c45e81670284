import { schoolsSummaryResponse } from '@contract/schools'
import type { SchoolSummaryQuery, SchoolsSummaryResponse } from '@contract/schools'
import { baseApi } from '@/api/baseApi'
import { provideLists } from '@/api/tags'

// The school list's call (SPEC.md section 7: GET /SchoolSummary/ShowSchoolsSummary?site&type&schoolLevel).

export const schoolListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolsSummary: build.query<SchoolsSummaryResponse, SchoolSummaryQuery>({
      query: (params) => ({ url: '/SchoolSummary/ShowSchoolsSummary', params }),
      responseSchema: schoolsSummaryResponse,
      providesTags: provideLists('School', 'Invoice'),
    }),
  }),
})

export const { useLazySchoolsSummaryQuery } = schoolListApi
