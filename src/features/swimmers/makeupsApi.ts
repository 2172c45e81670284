import { makeupCreditList, makeupOptions, makeupResponse } from '@contract/sessions'
import type { MakeupCredit, MakeupResponse, TimetableSession } from '@contract/sessions'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess, provideList } from '@/api/tags'

// A swimmer's make-up credits (issue 14): GET /api/swimmers/{id}/makeups, the sessions a credit may be booked into
// (GET /api/swimmers/{id}/makeups/{creditID}/options), booking (POST /api/sessions/{sessionID}/makeups {creditID})
// and cancelling a booking (DELETE /api/sessions/{sessionID}/makeups/{creditID}), which gives the credit back.

/** A booking or its cancellation: the credits, and the rosters and week that show the guest. */
const makeupChanged = onSuccess(({ sessionID, creditID }: { sessionID: number; creditID: number }) => [
  ...changeOf('Makeup', creditID),
  idTag('Session', sessionID),
])

export const makeupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    swimmerMakeups: build.query<MakeupCredit[], number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/makeups`,
      responseSchema: makeupCreditList,
      providesTags: provideList('Makeup', (credit: MakeupCredit) => credit.creditID),
    }),
    makeupOptions: build.query<TimetableSession[], { swimmerID: number; creditID: number }>({
      query: ({ swimmerID, creditID }) => `/swimmers/${swimmerID}/makeups/${creditID}/options`,
      responseSchema: makeupOptions,
      providesTags: (_result, _error, { creditID }) => [
        listTag('Timetable'),
        listTag('Session'),
        idTag('Makeup', creditID),
      ],
    }),
    bookSwimmerMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({
        url: `/sessions/${sessionID}/makeups`,
        method: 'POST',
        body: { creditID },
      }),
      responseSchema: makeupResponse,
      invalidatesTags: makeupChanged,
    }),
    cancelSwimmerMakeup: build.mutation<MakeupResponse, { sessionID: number; creditID: number }>({
      query: ({ sessionID, creditID }) => ({ url: `/sessions/${sessionID}/makeups/${creditID}`, method: 'DELETE' }),
      responseSchema: makeupResponse,
      invalidatesTags: makeupChanged,
    }),
  }),
})

export const {
  useSwimmerMakeupsQuery,
  useMakeupOptionsQuery,
  useBookSwimmerMakeupMutation,
  useCancelSwimmerMakeupMutation,
} = makeupsApi
