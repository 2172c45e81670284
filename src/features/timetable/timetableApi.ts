import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'
import { changeOf, idTag, listTag, onSuccess, provideList } from '@/api/tags'
import { closuresAnswer, weekAnswer } from './weekShapes'
import type {
  Closure,
  ClosureResponse,
  MakeupCredit,
  MakeupResponse,
  SessionAttendanceEntry,
  SessionAttendanceResponse,
  SessionChangeResponse,
  SessionCredits,
  SessionDetails,
  SessionKind,
  SubstituteChoice,
  TimetableSession,
  WeekSession,
} from '@contract/sessions'
import type { SwimmerSummary } from '@contract/swimmers'

// The week's calls (issue 14, contract/sessions.ts): the site's timetable, a session's roster and attendance,
// cancelling and restoring a session, a substitute coach, make-up guests, and the site's closures.

export type {
  Closure,
  MakeupCredit,
  SessionCredits,
  SessionDetails,
  SubstituteChoice,
  SwimmerSummary,
  TimetableSession,
  WeekSession,
}

// The week and its closures are checked by hand (./weekShapes.ts); every other answer by the contract's schema,
// downloaded with the first of them (a roster, a form), not with the week (issue 27, phone speed).
const sessionSchemas = () => import('@contract/sessions')

/** A session changed: its roster, the week, and the make-up credits its marks may have given or withdrawn. */
const sessionChanged = (sessionID: number) => changeOf('Session', sessionID)

/** The swimmer search of the swimmers page (POST /api/swimmers/search): by ID or by any part of the name. */
export type SwimmerLookup = { swimmerID: number } | { fullName: string }

export const timetableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    timetable: build.query<WeekSession[], { site: number; from: string; to: string }>({
      query: ({ site, from, to }) => ({ url: '/timetable', params: { site, from, to } }),
      responseSchema: weekAnswer,
      providesTags: (result) => [
        listTag('Timetable'),
        ...provideList('Session', (row: WeekSession) => row.sessionID)(result),
      ],
    }),
    session: build.query<SessionDetails, number>({
      query: (sessionID) => `/sessions/${sessionID}`,
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionDetails),
      providesTags: (_result, _error, sessionID) => [idTag('Session', sessionID), listTag('Session')],
    }),
    saveSessionAttendance: build.mutation<
      SessionAttendanceResponse,
      { sessionID: number; entries: SessionAttendanceEntry[] }
    >({
      query: ({ sessionID, entries }) => ({
        url: `/sessions/${sessionID}/attendance`,
        method: 'POST',
        body: { entries },
      }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionAttendanceResponse),
      // Excused marks give credits (Makeup, via Session); the swimmers' attendance lists show the marks too.
      invalidatesTags: onSuccess(({ sessionID }) => [...sessionChanged(sessionID), listTag('Swimmer')]),
    }),
    cancelSession: build.mutation<SessionChangeResponse, { sessionID: number; reason: string }>({
      query: ({ sessionID, reason }) => ({ url: `/sessions/${sessionID}/cancel`, method: 'POST', body: { reason } }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionChangeResponse),
      invalidatesTags: onSuccess(({ sessionID }) => sessionChanged(sessionID)),
    }),
    restoreSession: build.mutation<SessionChangeResponse, number>({
      query: (sessionID) => ({ url: `/sessions/${sessionID}/restore`, method: 'POST', body: {} }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionChangeResponse),
      invalidatesTags: onSuccess((sessionID) => sessionChanged(sessionID)),
    }),
    setSubstitute: build.mutation<SessionChangeResponse, { sessionID: number; coachID: number | null }>({
      query: ({ sessionID, coachID }) => ({
        url: `/sessions/${sessionID}/substitute`,
        method: 'POST',
        body: { coachID },
      }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionChangeResponse),
      // The coach's week and the free-coach answers change with it.
      invalidatesTags: onSuccess(({ sessionID }) => [...sessionChanged(sessionID), listTag('Coach')]),
    }),
    /**
     * The coaches who may substitute at the session: free at its date and time by the rule the server applies when
     * the substitute is set (GET /api/sessions/{id}/substitutes).
     */
    substituteChoices: build.query<SubstituteChoice[], number>({
      query: (sessionID) => `/sessions/${sessionID}/substitutes`,
      responseSchema: lazySchema(async () => (await sessionSchemas()).substituteChoices),
      providesTags: (_result, _error, sessionID) => [idTag('Session', sessionID), listTag('Session'), listTag('Coach')],
    }),
    /** Swimmers of every site of the user's, by ID or name (the make-up picker; Arabic names are matched however typed). */
    lookupSwimmers: build.query<SwimmerSummary[], SwimmerLookup>({
      query: (criteria) => ({ url: '/swimmers/search', method: 'POST', body: { ...criteria, userSite: 'all' } }),
      responseSchema: lazySchema(async () => (await import('@contract/swimmers')).swimmerSearchResponse),
      providesTags: [listTag('Swimmer')],
    }),
    /** A swimmer's open credits that can be booked into the session now, or why none can. */
    sessionCredits: build.query<SessionCredits, { sessionID: number; swimmerID: number }>({
      query: ({ sessionID, swimmerID }) => ({ url: `/sessions/${sessionID}/makeups`, params: { swimmer: swimmerID } }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).sessionCredits),
      providesTags: (_result, _error, { sessionID }) => [idTag('Session', sessionID), listTag('Makeup')],
    }),
    bookMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({
        url: `/sessions/${sessionID}/makeups`,
        method: 'POST',
        body: { creditID },
      }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).makeupResponse),
      invalidatesTags: onSuccess(({ sessionID, creditID }) => [
        ...changeOf('Makeup', creditID),
        idTag('Session', sessionID),
      ]),
    }),
    cancelMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({ url: `/sessions/${sessionID}/makeups/${creditID}`, method: 'DELETE' }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).makeupResponse),
      invalidatesTags: onSuccess(({ sessionID, creditID }) => [
        ...changeOf('Makeup', creditID),
        idTag('Session', sessionID),
      ]),
    }),
    /**
     * What the user may do with a session's group: the group's own action list (POST /schools/search-actions or
     * /preteam/search-actions), the same the schools and pre-team screens offer. The session rules follow it
     * (server/src/domains/sessions): attendance and make-ups need ManageAttendance or Attendes (a pre-team:
     * UpdatePTeamInfo); cancel, restore and substitute need UpdateSchoolInfo (UpdatePTeamInfo).
     */
    groupActions: build.query<string[], { kind: SessionKind; groupID: number; site: number; userID: number }>({
      query: ({ kind, groupID, site, userID }) =>
        kind === 'school'
          ? { url: '/schools/search-actions', method: 'POST', body: { userID, schoolID: groupID, userSite: site } }
          : { url: '/preteam/search-actions', method: 'POST', body: { userID, pTeamID: groupID, userSite: site } },
      rawResponseSchema: lazySchema(async () => (await import('@contract/schools')).allowedActions),
      transformResponse: (rows: Array<{ actionName: string }>) => rows.map((row) => row.actionName),
      providesTags: [listTag('School'), listTag('PreTeam'), listTag('Privilege')],
    }),
    closures: build.query<Closure[], { site: number; from: string; to: string }>({
      query: ({ site, from, to }) => ({ url: `/sites/${site}/closures`, params: { from, to } }),
      responseSchema: closuresAnswer,
      providesTags: provideList('Closure', (row: Closure) => `${row.siteID}:${row.date}`),
    }),
    addClosure: build.mutation<ClosureResponse, { site: number; date: string; reason: string }>({
      query: ({ site, date, reason }) => ({ url: `/sites/${site}/closures`, method: 'POST', body: { date, reason } }),
      responseSchema: lazySchema(async () => (await sessionSchemas()).closureResponse),
      invalidatesTags: onSuccess(() => changeOf('Closure')),
    }),
    removeClosure: build.mutation<unknown, { site: number; date: string }>({
      query: ({ site, date }) => ({ url: `/sites/${site}/closures/${date}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(({ site, date }) => changeOf('Closure', `${site}:${date}`)),
    }),
  }),
})

export const {
  useTimetableQuery,
  useSessionQuery,
  useSaveSessionAttendanceMutation,
  useCancelSessionMutation,
  useRestoreSessionMutation,
  useSetSubstituteMutation,
  useSubstituteChoicesQuery,
  useLookupSwimmersQuery,
  useSessionCreditsQuery,
  useBookMakeupMutation,
  useCancelMakeupMutation,
  useClosuresQuery,
  useAddClosureMutation,
  useRemoveClosureMutation,
  useGroupActionsQuery,
} = timetableApi
