import { lookupList } from '@contract/lookups'
import type { LookupGroupCode, LookupItem } from '@contract/lookups'
import { baseApi } from '@/api/baseApi'
import { idTag } from '@/api/tags'

// Lookup lists by app code (SPEC.md section 7, Lookups). They rarely change, so they stay cached for the visit.
export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appCode: build.query<LookupItem[], LookupGroupCode>({
      query: (code) => `/AppCode/${code}`,
      responseSchema: lookupList,
      providesTags: (_result, _error, code) => [idTag('Lookup', code)],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
})

export const { useAppCodeQuery } = lookupsApi
