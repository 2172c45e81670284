import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { saveAttendanceResponse, schoolSessionDates, sessionAttendance } from '@contract/attendance'
import type {
  SaveAttendanceRequest,
  SaveAttendanceResponse,
  SchoolSessionDates,
  SessionAttendance,
} from '@contract/attendance'
import {
  allowedActions,
  endSchoolResponse,
  saveSchoolResponse,
  schoolActionsPayloads,
  schoolCoachOptions,
  schoolDetailsTab,
  schoolResults,
  schoolSwimmers,
} from '@contract/schools'
import type {
  CreateSchoolRequest,
  EndSchoolRequest,
  EndSchoolResponse,
  SaveSchoolResponse,
  SchoolCoachOption,
  SchoolDetailsTab,
  SchoolResult,
  SchoolSearchRequest,
  SchoolSwimmer,
  UpdateSchoolRequest,
} from '@contract/schools'
import { endEnrolmentResponse } from '@contract/swimmers'
import type { EndEnrolmentRequest, EndEnrolmentResponse } from '@contract/swimmers'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess, provideLists } from '@/api/tags'

// The schools screen's calls (SPEC.md section 7, Schools and Attendance). Searches, action lists, details and
// registers provide the 'School' tag, so every successful change re-runs what is on screen.

/** A school changed (src/api/tags.ts): every school list, and the swimmer lists that show enrolments. */
const schoolChanged = onSuccess(() => changeOf('School'))

export interface SchoolActionsArgs {
  userID: number
  schoolID: number
  site: number
}

export const schoolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSchools: build.query<SchoolResult[], SchoolSearchRequest>({
      query: (body) => ({ url: '/schools/search', method: 'POST', body }),
      responseSchema: schoolResults,
      providesTags: provideLists('School'),
    }),
    /**
     * SPEC.md section 4: the action lookup tries three payload key spellings in turn until data is returned.
     * An empty answer is data too, and then the screen offers the fallback actions.
     */
    schoolActions: build.query<string[], SchoolActionsArgs>({
      async queryFn({ userID, schoolID, site }, _api, _extra, baseQuery) {
        let failure: FetchBaseQueryError | undefined
        for (const body of schoolActionsPayloads(userID, schoolID, site)) {
          const result = await baseQuery({ url: '/schools/search-actions', method: 'POST', body })
          if (result.error) {
            failure = result.error
            if (result.error.status === 401) break
            continue
          }
          const parsed = allowedActions.safeParse(result.data)
          if (parsed.success && parsed.data.length > 0) return { data: parsed.data.map((action) => action.actionName) }
          failure = undefined
        }
        return failure ? { error: failure } : { data: [] }
      },
      providesTags: provideLists('School'),
    }),
    schoolDetailsTab: build.query<SchoolDetailsTab, number>({
      query: (id) => `/schools/${id}/details-tab`,
      responseSchema: schoolDetailsTab,
      providesTags: provideLists('School'),
    }),
    schoolSwimmers: build.query<SchoolSwimmer[], number>({
      query: (id) => `/schools/${id}/swimmers`,
      responseSchema: schoolSwimmers,
      providesTags: provideLists('School', 'Swimmer'),
    }),
    schoolCoachOptions: build.query<SchoolCoachOption[], number>({
      query: (site) => `/schools/coach-options/${site}`,
      responseSchema: schoolCoachOptions,
      // A coach picker: every coach list provides the Coach list tag, so a coach added or deleted anywhere refreshes it.
      providesTags: provideLists('Coach'),
    }),
    createSchool: build.mutation<SaveSchoolResponse, CreateSchoolRequest>({
      query: (body) => ({ url: '/Schools/create', method: 'POST', body }),
      responseSchema: saveSchoolResponse,
      invalidatesTags: schoolChanged,
    }),
    /** Edit School (issue 27): the server checks the change as it checks a creation. */
    updateSchool: build.mutation<SaveSchoolResponse, UpdateSchoolRequest>({
      query: (body) => ({ url: '/schools/update', method: 'PUT', body }),
      responseSchema: saveSchoolResponse,
      invalidatesTags: schoolChanged,
    }),
    /** Ends one swimmer's enrolment (yesterday by default): the place goes to the first swimmer waiting. */
    endEnrolment: build.mutation<EndEnrolmentResponse, { schoolID: number; swimmerID: number } & EndEnrolmentRequest>({
      query: ({ schoolID, swimmerID, ...body }) => ({
        url: `/schools/${schoolID}/enrolments/${swimmerID}/end`,
        method: 'POST',
        body,
      }),
      responseSchema: endEnrolmentResponse,
      invalidatesTags: onSuccess(() => [...changeOf('School'), ...changeOf('Waitlist')]),
    }),
    endSchool: build.mutation<EndSchoolResponse, EndSchoolRequest>({
      query: (body) => ({ url: '/schools/end', method: 'POST', body }),
      responseSchema: endSchoolResponse,
      invalidatesTags: schoolChanged,
    }),
    /**
     * What is recorded for a session of the school: of a date (issue 27: any session up to today), or of a day (the
     * latest such date up to today).
     */
    sessionAttendance: build.query<SessionAttendance, { schoolID: number; day?: number; date?: string }>({
      query: ({ schoolID, day, date }) =>
        `/schools/${schoolID}/attendance?${date !== undefined ? `date=${date}` : `day=${day ?? ''}`}`,
      responseSchema: sessionAttendance,
      providesTags: provideLists('School'),
    }),
    /** The school's sessions up to today, newest first, for Manage Attendance's date list (issue 27). */
    schoolSessionDates: build.query<SchoolSessionDates, number>({
      query: (schoolID) => `/schools/${schoolID}/session-dates`,
      responseSchema: schoolSessionDates,
      providesTags: provideLists('School'),
    }),
    saveAttendance: build.mutation<SaveAttendanceResponse, SaveAttendanceRequest>({
      query: (body) => ({ url: '/Attendes/Save', method: 'POST', body }),
      responseSchema: saveAttendanceResponse,
      invalidatesTags: schoolChanged,
    }),
  }),
})

export const {
  useLazySearchSchoolsQuery,
  useLazySchoolActionsQuery,
  useSchoolDetailsTabQuery,
  useSchoolSwimmersQuery,
  useSchoolCoachOptionsQuery,
  useCreateSchoolMutation,
  useUpdateSchoolMutation,
  useSchoolSessionDatesQuery,
  useEndSchoolMutation,
  useEndEnrolmentMutation,
  useSaveAttendanceMutation,
  useSessionAttendanceQuery,
} = schoolsApi
