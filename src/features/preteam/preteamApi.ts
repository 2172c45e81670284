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
  type RemovePreTeamResponse,
  type UpdatePreTeamRequest,
} from '@contract/preteams'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, onSuccess, provideLists } from '@/api/tags'
import type { TagType } from '@/api/tags'

// The pre-team screen's calls (SPEC.md section 7, Pre-team), tagged with the one tag map (src/api/tags.ts): searches
// and views provide the PreTeam list tag, each row's action list its squad's id tag, so every successful change
// re-runs the search on screen and reloads the changed squad's actions.

type SquadArg = { pTeamID?: unknown; PTeamID?: unknown; pteamID?: unknown }
const squadOf = (arg: object) => {
  const { pTeamID, PTeamID, pteamID } = arg as SquadArg
  const id = pTeamID ?? PTeamID ?? pteamID
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/** A squad changed: the squad, every pre-team list, the swimmer lists, and `more`. Only a change that happened. */
const squadChanged = (...more: TagType[]) =>
  onSuccess((arg: object) => [...changeOf('PreTeam', squadOf(arg)), ...more.flatMap((type) => changeOf(type))])

export const preteamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchPreTeams: build.query<PreTeamSummary[], PreTeamSearchRequest>({
      query: (body) => ({ url: '/preteam/search', method: 'POST', body }),
      responseSchema: preTeamSearchResponse,
      providesTags: provideLists('PreTeam'),
    }),
    preTeamActions: build.query<AllowedAction[], PreTeamActionsRequest>({
      query: (body) => ({ url: '/preteam/search-actions', method: 'POST', body }),
      responseSchema: allowedActionList,
      // Its own squad only: a removed squad's actions are not asked for again (they would fail), the search that
      // drops its row is.
      providesTags: (_result, _error, arg) => [idTag('PreTeam', Number(arg.pTeamID))],
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
      providesTags: provideLists('PreTeam'),
    }),
    preTeamSwimmers: build.query<PreTeamSwimmer[], number>({
      query: (id) => `/preteam/${id}/swimmers`,
      responseSchema: preTeamSwimmerList,
      providesTags: provideLists('PreTeam'),
    }),
    createPreTeam: build.mutation<CreatePreTeamResponse, CreatePreTeamRequest>({
      query: (body) => ({ url: '/PreTeam/create', method: 'POST', body }),
      // A creation without a pTeamID is 'Unexpected response from server' (SPEC.md section 8).
      responseSchema: createPreTeamResponse,
      invalidatesTags: squadChanged(),
    }),
    updatePreTeam: build.mutation<PreTeamChangeResponse, UpdatePreTeamRequest>({
      query: (body) => ({ url: '/preteam/update', method: 'PUT', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: squadChanged(),
    }),
    changePreTeamSite: build.mutation<PreTeamChangeResponse, ChangePreTeamSiteRequest>({
      query: (body) => ({ url: '/preteam/change-site', method: 'PUT', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: squadChanged(),
    }),
    endPreTeam: build.mutation<PreTeamChangeResponse, EndPreTeamRequest>({
      query: (body) => ({ url: '/preteam/end', method: 'POST', body }),
      responseSchema: preTeamChangeResponse,
      invalidatesTags: squadChanged(),
    }),
    removePreTeam: build.mutation<RemovePreTeamResponse, RemovePreTeamRequest>({
      query: (body) => ({ url: '/preteam/remove', method: 'DELETE', body }),
      responseSchema: removePreTeamResponse,
      // The search (which drops the row) and the swimmers' lists, not the removed squad's own action list: the server
      // no longer answers for it ('Failed to get allowed actions' after every removal).
      invalidatesTags: onSuccess(() => changeOf('PreTeam')),
    }),
    addPreTeamSwimmer: build.mutation<AddPreTeamSwimmerResponse, AddPreTeamSwimmerRequest>({
      query: (body) => ({ url: '/preteam/add-swimmer', method: 'POST', body }),
      responseSchema: addPreTeamSwimmerResponse,
      // The swimmer's subscription and invoices changed too.
      invalidatesTags: squadChanged('Swimmer', 'Invoice'),
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
