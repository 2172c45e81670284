import { declineOfferResponse, removeEntryResponse, waitlistEntry, waitlistResponse } from '@contract/waitlists'
import type {
  AddToWaitlistRequest,
  DeclineOfferResponse,
  RemoveEntryResponse,
  WaitlistEntry,
} from '@contract/waitlists'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess, provideList } from '@/api/tags'

// A school's waitlist (issue 14, contract/waitlists.ts): the list in queue order, adding a swimmer to a full school,
// and the offers: decline (the next one gets it) and remove; accepting is src/components/waitlist/AcceptOfferDialog.

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
  useDeclineOfferMutation,
  useRemoveFromWaitlistMutation,
} = waitlistApi
