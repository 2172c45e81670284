import { freeCoaches } from '@contract/coaches'
import type { FreeCoach } from '@contract/coaches'
import {
  closureList,
  closureResponse,
  makeupCreditList,
  makeupResponse,
  sessionAttendanceResponse,
  sessionChangeResponse,
  sessionDetails,
  timetableResponse,
} from '@contract/sessions'
import type {
  Closure,
  ClosureResponse,
  MakeupCredit,
  MakeupResponse,
  SessionAttendanceEntry,
  SessionAttendanceResponse,
  SessionChangeResponse,
  SessionDetails,
  SessionKind,
  TimetableSession,
} from '@contract/sessions'
import { allowedActions } from '@contract/schools'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess, provideList } from '@/api/tags'

// The week's calls (issue 14, contract/sessions.ts): the site's timetable, a session's roster and attendance,
// cancelling and restoring a session, a substitute coach, make-up guests, and the site's closures.

export type { Closure, MakeupCredit, SessionDetails, TimetableSession }

/** A session changed: its roster, the week, and the make-up credits its marks may have given or withdrawn. */
const sessionChanged = (sessionID: number) => changeOf('Session', sessionID)

export interface FreeCoachQuery {
  type: number
  startTime: string
  day: number
  site: number
}

export const timetableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    timetable: build.query<TimetableSession[], { site: number; from: string; to: string }>({
      query: ({ site, from, to }) => ({ url: '/timetable', params: { site, from, to } }),
      responseSchema: timetableResponse,
      providesTags: (result) => [
        listTag('Timetable'),
        ...provideList('Session', (row: TimetableSession) => row.sessionID)(result),
      ],
    }),
    session: build.query<SessionDetails, number>({
      query: (sessionID) => `/sessions/${sessionID}`,
      responseSchema: sessionDetails,
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
      responseSchema: sessionAttendanceResponse,
      // Excused marks give credits (Makeup, via Session); the swimmers' attendance lists show the marks too.
      invalidatesTags: onSuccess(({ sessionID }) => [...sessionChanged(sessionID), listTag('Swimmer')]),
    }),
    cancelSession: build.mutation<SessionChangeResponse, { sessionID: number; reason: string }>({
      query: ({ sessionID, reason }) => ({ url: `/sessions/${sessionID}/cancel`, method: 'POST', body: { reason } }),
      responseSchema: sessionChangeResponse,
      invalidatesTags: onSuccess(({ sessionID }) => sessionChanged(sessionID)),
    }),
    restoreSession: build.mutation<SessionChangeResponse, number>({
      query: (sessionID) => ({ url: `/sessions/${sessionID}/restore`, method: 'POST', body: {} }),
      responseSchema: sessionChangeResponse,
      invalidatesTags: onSuccess((sessionID) => sessionChanged(sessionID)),
    }),
    setSubstitute: build.mutation<SessionChangeResponse, { sessionID: number; coachID: number | null }>({
      query: ({ sessionID, coachID }) => ({
        url: `/sessions/${sessionID}/substitute`,
        method: 'POST',
        body: { coachID },
      }),
      responseSchema: sessionChangeResponse,
      // The coach's week and the free-coach answers change with it.
      invalidatesTags: onSuccess(({ sessionID }) => [...sessionChanged(sessionID), listTag('Coach')]),
    }),
    /**
     * Who is free at the session's weekday and hour: the free-coaches finder (which sees groups and substitutes),
     * asked for that one day. The server checks the date itself when the substitute is set.
     */
    freeCoachesAt: build.query<FreeCoach[], FreeCoachQuery>({
      query: ({ type, startTime, day, site }) => ({
        url: '/Coaches/free-coaches',
        params: { type, startTime, firstDay: day, secondDay: day, site },
      }),
      responseSchema: freeCoaches,
      providesTags: [listTag('Coach'), listTag('Session')],
    }),
    /** A swimmer's make-up credits (to book one of them into a session as a guest). */
    swimmerCredits: build.query<MakeupCredit[], number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/makeups`,
      responseSchema: makeupCreditList,
      providesTags: provideList('Makeup', (row: MakeupCredit) => row.creditID),
    }),
    bookMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({
        url: `/sessions/${sessionID}/makeups`,
        method: 'POST',
        body: { creditID },
      }),
      responseSchema: makeupResponse,
      invalidatesTags: onSuccess(({ sessionID, creditID }) => [
        ...changeOf('Makeup', creditID),
        idTag('Session', sessionID),
      ]),
    }),
    cancelMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({ url: `/sessions/${sessionID}/makeups/${creditID}`, method: 'DELETE' }),
      responseSchema: makeupResponse,
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
      rawResponseSchema: allowedActions,
      transformResponse: (rows: Array<{ actionName: string }>) => rows.map((row) => row.actionName),
      providesTags: [listTag('School'), listTag('PreTeam'), listTag('Privilege')],
    }),
    closures: build.query<Closure[], { site: number; from: string; to: string }>({
      query: ({ site, from, to }) => ({ url: `/sites/${site}/closures`, params: { from, to } }),
      responseSchema: closureList,
      providesTags: provideList('Closure', (row: Closure) => `${row.siteID}:${row.date}`),
    }),
    addClosure: build.mutation<ClosureResponse, { site: number; date: string; reason: string }>({
      query: ({ site, date, reason }) => ({ url: `/sites/${site}/closures`, method: 'POST', body: { date, reason } }),
      responseSchema: closureResponse,
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
  useFreeCoachesAtQuery,
  useLazySwimmerCreditsQuery,
  useBookMakeupMutation,
  useCancelMakeupMutation,
  useClosuresQuery,
  useAddClosureMutation,
  useRemoveClosureMutation,
  useGroupActionsQuery,
} = timetableApi
