import {
  addPreTeamSwimmerResponse,
  allowedActionList,
  createPreTeamResponse,
  preTeamChangeResponse,
  preTeamCoachList,
  preTeamDetailsTab,
  preTeamSearchResponse,
  preTeamSwimmerList,
  removePreTeamResponse,
  type AddPreTeamSwimmerRequest,
  type AddPreTeamSwimmerResponse,
  type AllowedAction,
  type ChangePreTeamSiteRequest,
  type CreatePreTeamRequest,
  type CreatePreTeamResponse,
  type EndPreTeamRequest,
  type PreTeamActionsRequest,
  type PreTeamChangeResponse,
  type PreTeamCoach,
  type PreTeamDetailsTab,
  type PreTeamSearchRequest,
  type PreTeamSummary,
  type PreTeamSwimmer,
  type RemovePreTeamRequest,
  type UpdatePreTeamRequest,
} from '@contract/preteams'
import { baseApi } from '@/api/baseApi'
import { provideLists } from '@/api/tags'

// The pre-team screen's calls (SPEC.md section 7, Pre-team). Searches and action lists provide the 'PreTeam' tag,
// so every successful change re-runs the search on screen and reloads each row's actions.

const PRETEAM = 'PreTeam' as const
const PRETEAM_LIST = { type: PRETEAM, id: 'LIST' } as const
/** Only a change that happened invalidates: a refused one leaves the screen as it is. */
const onSuccess =
  (...tags: Array<'PreTeam' | 'Swimmer' | 'Invoice'>) =>
  (result: unknown) =>
    result ? tags : []

export const preteamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchPreTeams: build.query<PreTeamSummary[], PreTeamSearchRequest>({
      query: (body) => ({ url: '/preteam/search', method: 'POST', body }),
      responseSchema: preTeamSearchResponse,
      providesTags: [PRETEAM, PRETEAM_LIST],
    }),
    preTeamActions: build.query<AllowedAction[], PreTeamActionsRequest>({
      query: (body) => ({ url: '/preteam/search-actions', method: 'POST', body }),
      responseSchema: allowedActionList,
      // Its own squad only: a removed squad's actions are not asked for again (they would fail), the search that
      // drops its row is.
      providesTags: (_result, _error, arg) => [{ type: PRETEAM, id: Number(arg.pTeamID) }],
    }),
    preTeamCoaches: build.query<PreTeamCoach[], number>({
      query: (site) => ({ url: '/preteam/coaches', params: { site } }),
      responseSchema: preTeamCoachList,
      // A coach picker: every coach list provides the Coach list tag, so a coach added or deleted anywhere refreshes it.
      providesTags: provideLists('Coach'),
    }),
    preTeamDetailsTab: build.query<PreTeamDetailsTab, number>({
      query: (id) => `/preteam/${id}/details-tab`,
      responseSchema: preTeamDetailsTab,
      providesTags: [PRETEAM],
    }),
    preTeamSwimmers: build.query<PreTeamSwimmer[], number>({
      query: (id) => `/preteam/${id}/swimmers`,
      responseSchema: preTeamSwimmerList,
      providesTags: [PRETEAM],
    }),
    createPreTeam: build.mutation<CreatePreTeamResponse, CreatePreTeamRequest>({
      query: (body) => ({ url: '/PreTeam/create', method: 'POST', body }),
      // A creation without a pTeamID is 'Unexpected response from server' (SPEC.md section 8).
      responseSchema: createPreTeamResponse,
      invalidatesTags: onSuccess(PRETEAM),
    }),
    updatePreTeam: build.mutation<PreTeamChangeResponse, UpdatePreTeamRequest>({
      query: (body) => ({ url: '/preteam/update', method: 'PUT', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: onSuccess(PRETEAM),
    }),
    changePreTeamSite: build.mutation<PreTeamChangeResponse, ChangePreTeamSiteRequest>({
      query: (body) => ({ url: '/preteam/change-site', method: 'PUT', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: onSuccess(PRETEAM),
    }),
    endPreTeam: build.mutation<PreTeamChangeResponse, EndPreTeamRequest>({
      query: (body) => ({ url: '/preteam/end', method: 'POST', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: onSuccess(PRETEAM),
    }),
    removePreTeam: build.mutation<{ message: string; pTeamID: number }, RemovePreTeamRequest>({
      query: (body) => ({ url: '/preteam/remove', method: 'DELETE', body }),
      responseSchema: removePreTeamResponse,
      // The search (which drops the row) and the swimmers' lists, not the removed squad's own action list: the server
      // no longer answers for it ('Failed to get allowed actions' after every removal).
      invalidatesTags: (result) => (result ? [PRETEAM_LIST, { type: 'Swimmer' as const, id: 'LIST' }] : []),
    }),
    addPreTeamSwimmer: build.mutation<AddPreTeamSwimmerResponse, AddPreTeamSwimmerRequest>({
      query: (body) => ({ url: '/preteam/add-swimmer', method: 'POST', body }),
      responseSchema: addPreTeamSwimmerResponse,
      // The swimmer's subscription and invoices changed too.
      invalidatesTags: onSuccess(PRETEAM, 'Swimmer', 'Invoice'),
    }),
  }),
})

export const {
  useLazySearchPreTeamsQuery,
  usePreTeamActionsQuery,
  usePreTeamCoachesQuery,
  usePreTeamDetailsTabQuery,
  usePreTeamSwimmersQuery,
  useCreatePreTeamMutation,
  useUpdatePreTeamMutation,
  useChangePreTeamSiteMutation,
  useEndPreTeamMutation,
  useRemovePreTeamMutation,
  useAddPreTeamSwimmerMutation,
} = preteamApi
