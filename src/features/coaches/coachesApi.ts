import {
  coachDetails,
  coachList,
  coachSaved,
  coachSwimmers,
  freeCoachRows,
  type AddCoachValues,
  type CoachDetails,
  type CoachRow,
  type CoachSaved,
  type CoachSwimmer,
  type FreeCoachRow,
  type FreeCoachSearchRequest,
} from '@contract/coaches'
import { messageResponse, type MessageResponse } from '@contract/common'
import { baseApi } from '@/api/baseApi'

// The coaches screen's calls (SPEC.md section 7, Coaches). Every list and free-coach search provides the 'Coach'
// list tag, so adding or deleting a coach re-runs whatever is on screen.

const LIST = { type: 'Coach', id: 'LIST' } as const

export const coachesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The coaches of the site the user chose (GET /coaches?site=; 'all' only on purpose). */
    coaches: build.query<CoachRow[], number>({
      query: (site) => `/coaches?site=${site}`,
      responseSchema: coachList,
      providesTags: [LIST],
    }),
    coach: build.query<CoachDetails, number>({
      query: (id) => `/coaches/${id}`,
      responseSchema: coachDetails,
      providesTags: (_result, _error, id) => [{ type: 'Coach', id }],
    }),
    coachSwimmers: build.query<CoachSwimmer[], number>({
      query: (id) => `/coaches/${id}/swimmers`,
      responseSchema: coachSwimmers,
      providesTags: (_result, _error, id) => [{ type: 'Coach', id }],
    }),
    searchFreeCoaches: build.query<FreeCoachRow[], FreeCoachSearchRequest>({
      query: (body) => ({ url: '/Coaches/free-coaches', method: 'POST', body }),
      responseSchema: freeCoachRows,
      providesTags: [LIST],
    }),
    addCoach: build.mutation<CoachSaved, AddCoachValues>({
      query: (body) => ({ url: '/coaches/add', method: 'POST', body }),
      responseSchema: coachSaved,
      invalidatesTags: [LIST],
    }),
    deleteCoach: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/coaches/${id}`, method: 'DELETE' }),
      responseSchema: messageResponse,
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Coach', id }],
    }),
  }),
})

export const {
  useCoachesQuery,
  useCoachQuery,
  useCoachSwimmersQuery,
  useLazySearchFreeCoachesQuery,
  useAddCoachMutation,
  useDeleteCoachMutation,
} = coachesApi
