import { completePaymentResponse } from '@contract/invoices'
import type { CompletePaymentEnvelope, CompletePaymentResponse } from '@contract/invoices'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, onSuccess } from '@/api/tags'

// Paying an open invoice (POST /Payment/complete), one mutation for every screen that takes a payment: the money
// desk's Collect and Settings → Invoices' Complete Payment.

export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The spec's client sends the payment under `entities`.
    completePayment: build.mutation<CompletePaymentResponse, CompletePaymentEnvelope>({
      query: (body) => ({ url: '/Payment/complete', method: 'POST', body }),
      responseSchema: completePaymentResponse,
      // A paid invoice can make the swimmer's Renew available again: their action list is stale too.
      invalidatesTags: onSuccess((body: CompletePaymentEnvelope) => [
        ...changeOf('Invoice'),
        idTag('Swimmer', body.entities.swimmerID),
      ]),
    }),
  }),
})

export const { useCompletePaymentMutation } = paymentApi
