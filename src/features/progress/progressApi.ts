import {
  approveReportCardResponse,
  curriculumLevel,
  curriculumResponse,
  evaluationGrid,
  evaluationsResponse,
  moveUpResponse,
  readyResponse,
  reportCard,
  reportCardsResponse,
  signOffResponse,
  swimmerProgress,
} from '@contract/progress'
import type {
  CurriculumLevel,
  CurriculumRequest,
  EvaluationGrid,
  EvaluationsRequest,
  EvaluationsResponse,
  MoveUpRequest,
  MoveUpResponse,
  ProgressNoteRequest,
  ReadySwimmer,
  ReportCard,
  ReportCardRequest,
  SwimmerProgress,
} from '@contract/progress'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess } from '@/api/tags'
import type { Tag } from '@/api/tags'

// Skills and progress (issue 31, contract/progress.ts): a session's evaluation grid and its save, a swimmer's
// progress, notes and sign-off, a site's ready list and moving a swimmer up, report cards. No tag type of its own (the
// tag map is in the first load): a grid is its session's record, a swimmer's progress and cards are the swimmer's
// record, and the ready list is a swimmer list, so a rating, a move-up or a level changed elsewhere refreshes them.

/** A swimmer's ratings, notes or sign-off changed: their progress and cards, and every ready list. */
const swimmersChanged = (swimmerIDs: readonly number[]): Tag[] => [
  listTag('Swimmer'),
  ...swimmerIDs.map((id) => idTag('Swimmer', id)),
]

export const progressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Settings → Curriculum: the levels' curricula are lookups of the academy; a new version changes readiness.
    curriculum: build.query<CurriculumLevel[], void>({
      query: () => '/curriculum',
      responseSchema: curriculumResponse,
      providesTags: [listTag('Lookup')],
    }),
    saveCurriculum: build.mutation<CurriculumLevel, { level: number; curriculum: CurriculumRequest }>({
      query: ({ level, curriculum }) => ({ url: `/curriculum/${level}`, method: 'PUT', body: curriculum }),
      responseSchema: curriculumLevel,
      invalidatesTags: onSuccess(() => [listTag('Lookup'), listTag('Swimmer'), listTag('Session')]),
    }),
    evaluationGrid: build.query<EvaluationGrid, number>({
      query: (sessionID) => `/sessions/${sessionID}/evaluations`,
      responseSchema: evaluationGrid,
      providesTags: (_result, _error, sessionID) => [idTag('Session', sessionID)],
    }),
    saveEvaluations: build.mutation<EvaluationsResponse, { sessionID: number } & EvaluationsRequest>({
      query: ({ sessionID, entries }) => ({
        url: `/sessions/${sessionID}/evaluations`,
        method: 'POST',
        body: { entries },
      }),
      responseSchema: evaluationsResponse,
      invalidatesTags: onSuccess(({ sessionID, entries }) => [
        idTag('Session', sessionID),
        ...swimmersChanged([...new Set(entries.map((entry) => Number(entry.swimmerID)))]),
      ]),
    }),
    swimmerProgress: build.query<SwimmerProgress, number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/progress`,
      responseSchema: swimmerProgress,
      providesTags: (_result, _error, swimmerID) => [idTag('Swimmer', swimmerID)],
    }),
    addProgressNote: build.mutation<SwimmerProgress, { swimmerID: number; note: ProgressNoteRequest }>({
      query: ({ swimmerID, note }) => ({ url: `/swimmers/${swimmerID}/progress-notes`, method: 'POST', body: note }),
      responseSchema: swimmerProgress,
      invalidatesTags: onSuccess(({ swimmerID }) => [idTag('Swimmer', swimmerID)]),
    }),
    signOff: build.mutation<z.infer<typeof signOffResponse>, number>({
      query: (swimmerID) => ({ url: `/swimmers/${swimmerID}/sign-off`, method: 'POST' }),
      responseSchema: signOffResponse,
      invalidatesTags: onSuccess((swimmerID) => swimmersChanged([swimmerID])),
    }),
    readyList: build.query<ReadySwimmer[], number>({
      query: (site) => ({ url: '/ready', params: { site } }),
      responseSchema: readyResponse,
      providesTags: [listTag('Swimmer')],
    }),
    // The level change and the enrolment (with its invoice) or the waitlist place are one operation on the server.
    moveUp: build.mutation<MoveUpResponse, { swimmerID: number; target: MoveUpRequest }>({
      query: ({ swimmerID, target }) => ({ url: `/swimmers/${swimmerID}/move-up`, method: 'POST', body: target }),
      responseSchema: moveUpResponse,
      invalidatesTags: onSuccess(({ swimmerID }) => [
        ...changeOf('Swimmer', swimmerID),
        ...changeOf('Waitlist'),
        listTag('Invoice'),
      ]),
    }),
    reportCards: build.query<ReportCard[], number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/report-cards`,
      responseSchema: reportCardsResponse,
      providesTags: (_result, _error, swimmerID) => [idTag('Swimmer', swimmerID)],
    }),
    writeReportCard: build.mutation<ReportCard, { swimmerID: number; card: ReportCardRequest }>({
      query: ({ swimmerID, card }) => ({ url: `/swimmers/${swimmerID}/report-cards`, method: 'POST', body: card }),
      responseSchema: reportCard,
      invalidatesTags: onSuccess(({ swimmerID }) => [idTag('Swimmer', swimmerID)]),
    }),
    approveReportCard: build.mutation<
      z.infer<typeof approveReportCardResponse>,
      { reportCardID: number; swimmerID: number }
    >({
      query: ({ reportCardID }) => ({ url: `/report-cards/${reportCardID}/approve`, method: 'POST' }),
      responseSchema: approveReportCardResponse,
      invalidatesTags: onSuccess(({ swimmerID }) => [idTag('Swimmer', swimmerID), listTag('Message')]),
    }),
  }),
})

export const {
  useCurriculumQuery,
  useSaveCurriculumMutation,
  useEvaluationGridQuery,
  useSaveEvaluationsMutation,
  useSwimmerProgressQuery,
  useAddProgressNoteMutation,
  useSignOffMutation,
  useReadyListQuery,
  useMoveUpMutation,
  useReportCardsQuery,
  useWriteReportCardMutation,
  useApproveReportCardMutation,
} = progressApi
