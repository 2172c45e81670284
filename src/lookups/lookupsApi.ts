import type { LookupGroupCode, LookupItem } from '@contract/lookups'
import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'
import { idTag } from '@/api/tags'

// Lookup lists by app code (SPEC.md section 7, Lookups). They rarely change, so they stay cached for the visit.
export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appCode: build.query<LookupItem[], LookupGroupCode>({
      query: (code) => `/AppCode/${code}`,
      // The schema (zod) loads with the first answer: a page that shows a list on first load stays light.
      responseSchema: lazySchema(async () => (await import('@contract/lookups')).lookupList),
      providesTags: (_result, _error, code) => [idTag('Lookup', code)],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
})

export const { useAppCodeQuery } = lookupsApi
