import type { SwimmerListRequest, SwimmerListResponse } from '@contract/swimmers'
import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'
import { provideList } from '@/api/tags'

// Every swimmer of the chosen site, page by page (issue 27): injected with the list's grid, which loads only when the
// desk asks for the list, so the page's first load does not carry it. A page provides the swimmer tags as the search
// does: a change to a listed swimmer reloads the page shown.

export const swimmerListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSwimmers: build.query<SwimmerListResponse, SwimmerListRequest>({
      query: (body) => ({ url: '/swimmers/list', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await import('@contract/swimmers')).swimmerListResponse),
      providesTags: (result) => provideList('Swimmer', (row: { swimmerID: number }) => row.swimmerID)(result?.rows),
    }),
  }),
})

export const { useListSwimmersQuery } = swimmerListApi
