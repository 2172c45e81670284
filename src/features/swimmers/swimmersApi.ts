import type { MessageResponse } from '@contract/common'
import type { AddPreTeamSwimmerResponse } from '@contract/preteams'
import type {
  LikelyDuplicate,
  LikelyDuplicatesRequest,
  AddSwimmerRequest,
  AddSwimmerResponse,
  AttendanceRequest,
  ChangeSiteRequest,
  ChangeSitePreview,
  ChangeSiteResponse,
  DeleteSwimmerResponse,
  EnrolmentResponse,
  FreezeRequest,
  PreTeamEnrolmentRequest,
  PreTeamOptions,
  SchoolEnrolmentRequest,
  SchoolOptions,
  SearchActionsRequest,
  SwimmerDetails,
  SwimmerLogEntry,
  SwimmerSearchRequest,
  SwimmerSummary,
  TechnicalData,
  UpdateLevelRequest,
  UpdateSwimmerRequest,
  UpdateTimesRequest,
} from '@contract/swimmers'
import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'
import { changeOf, idTag, listTag, onSuccess, provideList } from '@/api/tags'
import type { TagType } from '@/api/tags'
import { normalizeSearchResults } from './searchResults'

// The swimmers screen's calls (SPEC.md section 7, Swimmers). The search, each row's actions and each swimmer's tabs
// provide 'Swimmer' tags; a successful change invalidates the swimmer and the list, so the search re-runs by itself.

/**
 * A change to the swimmer the call names (src/api/tags.ts: the swimmer, every swimmer list, and the groups' lists),
 * plus the other lists it touches. Only a change that happened invalidates: a refused one leaves the screen as it is.
 */
// Every answer is checked against the contract; its schemas (and zod) load with the first answer, not with the page,
// which opens without them (issue 17).
const swimmerSchemas = () => import('@contract/swimmers')
const messageAnswer = lazySchema(async () => (await import('@contract/common')).messageResponse)
const deleteSwimmerAnswer = lazySchema(async () => (await swimmerSchemas()).deleteSwimmerResponse)

const changed = (...more: TagType[]) =>
  onSuccess((arg: { swimmerID?: string | number | null }) => [
    ...changeOf('Swimmer', arg.swimmerID),
    ...more.map((type) => listTag(type)),
  ])

/** The swimmer an enrolment dialog enrols, and the staff or hardship rule chosen for the invoice ('' or none: none). */
export interface EnrolOptionsArgs {
  swimmerID: number
  chosen?: string
}
/** The groups a swimmer could join with each duration's price for them, a chosen rule priced in (issue 30). */
const enrolOptions =
  (group: 'school' | 'preteam') =>
  ({ swimmerID, chosen }: EnrolOptionsArgs) => ({
    url: `/swimmers/${group}-options/${swimmerID}`,
    ...(chosen ? { params: { chosen } } : {}),
  })

export const swimmersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The swimmers page pings the API when it loads (SPEC.md section 7, Health); the answer is not used. */
    swimmersHealth: build.query<unknown, void>({ query: () => '/test/health' }),

    searchSwimmers: build.query<SwimmerSummary[], SwimmerSearchRequest>({
      query: (body) => ({ url: '/swimmers/search', method: 'POST', body }),
      transformResponse: normalizeSearchResults,
      responseSchema: lazySchema(async () => (await swimmerSchemas()).swimmerSearchResponse),
      providesTags: provideList('Swimmer', (row: SwimmerSummary) => row.swimmerID),
    }),
    swimmerActions: build.query<string[], SearchActionsRequest>({
      query: (body) => ({ url: '/swimmers/search-actions', method: 'POST', body }),
      rawResponseSchema: lazySchema(async () => (await swimmerSchemas()).searchActionsResponse),
      transformResponse: (actions: Array<{ actionName: string }>) => actions.map((action) => action.actionName),
      providesTags: (_result, _error, arg) => [idTag('Swimmer', arg.swimmerID)],
    }),
    swimmerInfo: build.query<SwimmerDetails, number>({
      query: (id) => `/swimmers/${id}/info-tab`,
      responseSchema: lazySchema(async () => (await swimmerSchemas()).swimmerDetails),
      providesTags: (_result, _error, id) => [idTag('Swimmer', id)],
    }),
    swimmerTechnical: build.query<TechnicalData, number>({
      query: (id) => `/swimmers/${id}/technical-tab`,
      responseSchema: lazySchema(async () => (await swimmerSchemas()).technicalData),
      providesTags: (_result, _error, id) => [idTag('Swimmer', id)],
    }),
    swimmerLogs: build.query<SwimmerLogEntry[], number>({
      query: (id) => `/swimmers/${id}/logs`,
      responseSchema: lazySchema(async () => (await swimmerSchemas()).swimmerLogsResponse),
      providesTags: (_result, _error, id) => [idTag('Swimmer', id)],
    }),
    preTeamOptions: build.query<PreTeamOptions, EnrolOptionsArgs>({
      query: enrolOptions('preteam'),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).preTeamOptionsResponse),
      providesTags: (_result, _error, { swimmerID }) => [idTag('Swimmer', swimmerID), listTag('PreTeam')],
    }),
    schoolOptions: build.query<SchoolOptions, EnrolOptionsArgs>({
      query: enrolOptions('school'),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).schoolOptionsResponse),
      providesTags: (_result, _error, { swimmerID }) => [idTag('Swimmer', swimmerID), listTag('School')],
    }),

    addSwimmer: build.mutation<AddSwimmerResponse, AddSwimmerRequest>({
      query: (body) => ({ url: '/swimmers/add', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).addSwimmerResponse),
      invalidatesTags: onSuccess(() => changeOf('Swimmer')),
    }),
    // A read sent as POST: the name and the phone stay out of URLs and logs. Nothing changes, so no tags.
    likelyDuplicates: build.mutation<LikelyDuplicate[], LikelyDuplicatesRequest>({
      query: (body) => ({ url: '/swimmers/likely-duplicates', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).likelyDuplicatesResponse),
    }),
    updateSwimmer: build.mutation<MessageResponse, UpdateSwimmerRequest>({
      query: (body) => ({ url: '/swimmers/update', method: 'PUT', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    deleteSwimmer: build.mutation<DeleteSwimmerResponse, { swimmerID: number }>({
      query: ({ swimmerID }) => ({ url: `/swimmers/${swimmerID}`, method: 'DELETE' }),
      responseSchema: deleteSwimmerAnswer,
      invalidatesTags: changed('School', 'PreTeam'),
    }),
    updateLevel: build.mutation<MessageResponse, UpdateLevelRequest>({
      query: (body) => ({ url: '/swimmers/update-level', method: 'PUT', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    // A move ends the swimmer's running enrolments at the old site: its schools' and pre-teams' lists change too.
    changeSwimmerSite: build.mutation<ChangeSiteResponse, ChangeSiteRequest>({
      query: (body) => ({ url: '/swimmers/change-site', method: 'PUT', body }),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).changeSiteResponse),
      invalidatesTags: changed('School', 'PreTeam'),
    }),
    /** What moving the swimmer to `site` would end, before it is done (issue 25). */
    changeSitePreview: build.query<ChangeSitePreview, { swimmerID: number; site: number }>({
      query: ({ swimmerID, site }) => `/swimmers/${swimmerID}/change-site-preview?site=${site}`,
      responseSchema: lazySchema(async () => (await swimmerSchemas()).changeSitePreviewResponse),
      keepUnusedDataFor: 0,
    }),
    unfreezeSwimmer: build.mutation<MessageResponse, { swimmerID: number; site: number | '' }>({
      query: (body) => ({ url: '/swimmers/unfreeze', method: 'POST', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    freezeSwimmer: build.mutation<MessageResponse, FreezeRequest>({
      query: (body) => ({ url: '/swimmers/freeze-swim', method: 'POST', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    updateTimes: build.mutation<MessageResponse, UpdateTimesRequest>({
      query: (body) => ({ url: '/swimmers/update-times', method: 'PUT', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    recordAttendance: build.mutation<MessageResponse, AttendanceRequest>({
      query: (body) => ({ url: '/swimmers/record-attendance', method: 'POST', body }),
      responseSchema: messageAnswer,
      invalidatesTags: changed(),
    }),
    /** The pre-team routes own POST /preteam/add-swimmer; it accepts this dialog's spellings (SPEC.md section 3). */
    addSwimmerToPreTeam: build.mutation<AddPreTeamSwimmerResponse, PreTeamEnrolmentRequest>({
      query: (body) => ({ url: '/PreTeam/add-swimmer', method: 'POST', body }),
      invalidatesTags: changed('Invoice', 'PreTeam'),
    }),
    addSwimmerToSchool: build.mutation<EnrolmentResponse, SchoolEnrolmentRequest>({
      query: (body) => ({ url: '/SwimmerSchool/add-swimmer-to-school', method: 'POST', body }),
      responseSchema: lazySchema(async () => (await swimmerSchemas()).enrolmentResponse),
      invalidatesTags: changed('Invoice', 'School'),
    }),
  }),
})

export const {
  useSwimmersHealthQuery,
  useSearchSwimmersQuery,
  useSwimmerActionsQuery,
  useSwimmerInfoQuery,
  useSwimmerTechnicalQuery,
  useSwimmerLogsQuery,
  usePreTeamOptionsQuery,
  useSchoolOptionsQuery,
  useAddSwimmerMutation,
  useLikelyDuplicatesMutation,
  useUpdateSwimmerMutation,
  useDeleteSwimmerMutation,
  useUpdateLevelMutation,
  useChangeSwimmerSiteMutation,
  useFreezeSwimmerMutation,
  useUnfreezeSwimmerMutation,
  useChangeSitePreviewQuery,
  useUpdateTimesMutation,
  useRecordAttendanceMutation,
  useAddSwimmerToPreTeamMutation,
  useAddSwimmerToSchoolMutation,
} = swimmersApi
