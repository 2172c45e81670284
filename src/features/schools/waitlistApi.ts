import {
  acceptOfferResponse,
  declineOfferResponse,
  removeEntryResponse,
  waitlistEntry,
  waitlistResponse,
} from '@contract/waitlists'
import type {
  AcceptOfferRequest,
  AcceptOfferResponse,
  AddToWaitlistRequest,
  DeclineOfferResponse,
  RemoveEntryResponse,
  WaitlistEntry,
} from '@contract/waitlists'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess, provideList } from '@/api/tags'

// A school's waitlist (issue 14, contract/waitlists.ts): the list in queue order, adding a swimmer to a full school,
// and the offers: accept (an enrolment with its invoice), decline (the next one gets it), remove.

/** A waitlist changed; an accepted offer is an enrolment too (the school's seats, the swimmer's groups, invoices). */
const waitlistChanged = onSuccess(() => changeOf('Waitlist'))

export const waitlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolWaitlist: build.query<WaitlistEntry[], number>({
      query: (schoolID) => `/schools/${schoolID}/waitlist`,
      responseSchema: waitlistResponse,
      providesTags: provideList('Waitlist', (entry: WaitlistEntry) => entry.entryID),
    }),
    addToWaitlist: build.mutation<WaitlistEntry, { schoolID: number } & AddToWaitlistRequest>({
      query: ({ schoolID, ...body }) => ({ url: `/schools/${schoolID}/waitlist`, method: 'POST', body }),
      responseSchema: waitlistEntry,
      invalidatesTags: waitlistChanged,
    }),
    acceptOffer: build.mutation<AcceptOfferResponse, { entryID: number } & AcceptOfferRequest>({
      query: ({ entryID, ...body }) => ({ url: `/waitlist/${entryID}/accept`, method: 'POST', body }),
      responseSchema: acceptOfferResponse,
      invalidatesTags: waitlistChanged,
    }),
    declineOffer: build.mutation<DeclineOfferResponse, number>({
      query: (entryID) => ({ url: `/waitlist/${entryID}/decline`, method: 'POST', body: {} }),
      responseSchema: declineOfferResponse,
      invalidatesTags: waitlistChanged,
    }),
    removeFromWaitlist: build.mutation<RemoveEntryResponse, number>({
      query: (entryID) => ({ url: `/waitlist/${entryID}`, method: 'DELETE' }),
      responseSchema: removeEntryResponse,
      invalidatesTags: waitlistChanged,
    }),
  }),
})

export const {
  useSchoolWaitlistQuery,
  useAddToWaitlistMutation,
  useAcceptOfferMutation,
  useDeclineOfferMutation,
  useRemoveFromWaitlistMutation,
} = waitlistApi
