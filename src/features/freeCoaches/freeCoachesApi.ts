import { freeCoaches, type FreeCoach, type freeCoachFinderRequest } from '@contract/coaches'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { provideLists } from '@/api/tags'

// The free-coaches finder (SPEC.md section 7): GET /Coaches/free-coaches?type&startTime&firstDay&secondDay&site.

export type FinderCriteria = z.output<typeof freeCoachFinderRequest>

export const freeCoachesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findFreeCoaches: build.query<FreeCoach[], FinderCriteria>({
      query: ({ type, startTime, firstDay, secondDay, site }) => ({
        url: '/Coaches/free-coaches',
        params: { type, startTime, firstDay, secondDay, site },
      }),
      responseSchema: freeCoaches,
      // A coach added, deleted or given a group elsewhere changes the answer.
      providesTags: provideLists('Coach'),
    }),
  }),
})

export const { useLazyFindFreeCoachesQuery } = freeCoachesApi
