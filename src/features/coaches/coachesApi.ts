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
import { changeOf, idTag, listTag, onSuccess, provideList } from '@/api/tags'

// The coaches screen's calls (SPEC.md section 7, Coaches). Every coach list and picker, on every screen, provides the
// Coach list tag (src/api/tags.ts), so adding or deleting a coach here refreshes them all: the coach pickers of
// schools, pre-teams and settings included.

export const coachesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The coaches of the site the user chose (GET /coaches?site=; 'all' only on purpose). */
    coaches: build.query<CoachRow[], number>({
      query: (site) => `/coaches?site=${site}`,
      responseSchema: coachList,
      providesTags: provideList('Coach', (row: CoachRow) => row.coachID),
    }),
    coach: build.query<CoachDetails, number>({
      query: (id) => `/coaches/${id}`,
      responseSchema: coachDetails,
      providesTags: (_result, _error, id) => [idTag('Coach', id)],
    }),
    coachSwimmers: build.query<CoachSwimmer[], number>({
      query: (id) => `/coaches/${id}/swimmers`,
      responseSchema: coachSwimmers,
      providesTags: (_result, _error, id) => [idTag('Coach', id), listTag('Swimmer')],
    }),
    searchFreeCoaches: build.query<FreeCoachRow[], FreeCoachSearchRequest>({
      query: (body) => ({ url: '/Coaches/free-coaches', method: 'POST', body }),
      responseSchema: freeCoachRows,
      providesTags: provideList('Coach'),
    }),
    addCoach: build.mutation<CoachSaved, AddCoachValues>({
      query: (body) => ({ url: '/coaches/add', method: 'POST', body }),
      responseSchema: coachSaved,
      invalidatesTags: onSuccess(() => changeOf('Coach')),
    }),
    deleteCoach: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/coaches/${id}`, method: 'DELETE' }),
      responseSchema: messageResponse,
      invalidatesTags: onSuccess((id) => changeOf('Coach', id)),
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
