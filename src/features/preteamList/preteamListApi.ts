import { preTeamPage, type PreTeamPage } from '@contract/preteams'
import { baseApi } from '@/api/baseApi'
import { provideLists } from '@/api/tags'

// GET /PreTeam/{site}?page&pageSize (SPEC.md section 7): one page of the site's running squads; 404 means none.

export const preteamListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    preTeamSitePage: build.query<PreTeamPage, { site: number; page: number; pageSize: number }>({
      query: ({ site, page, pageSize }) => ({ url: `/PreTeam/${site}`, params: { page, pageSize } }),
      responseSchema: preTeamPage,
      providesTags: provideLists('PreTeam'),
    }),
  }),
})

export const { usePreTeamSitePageQuery } = preteamListApi
