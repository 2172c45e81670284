import { paymentHistory } from '@contract/payment-history'
import type { PaymentHistoryEntry } from '@contract/payment-history'
import { baseApi } from '@/api/baseApi'
import { idTag, listTag } from '@/api/tags'

// A swimmer's payments (issue 15, reprinting receipts): GET /api/swimmers/{id}/payments, newest first. Any invoice
// change (a payment completed anywhere) makes them stale.

export const swimmerPaymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    swimmerPayments: build.query<PaymentHistoryEntry[], number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/payments`,
      responseSchema: paymentHistory,
      providesTags: (_result, _error, swimmerID) => [listTag('Invoice'), idTag('Swimmer', swimmerID)],
    }),
  }),
})

export const { useSwimmerPaymentsQuery } = swimmerPaymentsApi
