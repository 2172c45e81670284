import { cashupDay, dueResponse, paymentReceipt } from '@contract/money'
import type { CashupCloseRequest, CashupDay, CashupReopenRequest, DueResponse, PaymentReceipt } from '@contract/money'
import { completePaymentResponse } from '@contract/invoices'
import type { CompletePaymentEnvelope, CompletePaymentResponse } from '@contract/invoices'
import { renewalResponse, searchActionsResponse } from '@contract/swimmers'
import type { RenewalRequest, RenewalResponse, SearchActionsRequest } from '@contract/swimmers'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess } from '@/api/tags'

// The money desk's calls (issue 15). Payments and renewals go to the same endpoints as Settings → Invoices and the
// swimmers' Renew (POST /Payment/complete, POST /swimmers/renew-subscription); this feature only calls them.
// Every money view provides the Invoice list tag: a payment or a renewal anywhere (which invalidates it) refreshes
// the due list, the day's cash-up and the receipts; closing or reopening a day does the same.

export const moneyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    moneyDue: build.query<DueResponse, { site: number; days: number }>({
      query: (params) => ({ url: '/money/due', params }),
      responseSchema: dueResponse,
      providesTags: [listTag('Invoice'), listTag('Swimmer')],
    }),
    cashupDay: build.query<CashupDay, { site: number; date: string }>({
      query: (params) => ({ url: '/cashup', params }),
      responseSchema: cashupDay,
      providesTags: [listTag('Invoice'), listTag('Privilege')],
    }),
    closeCashup: build.mutation<CashupDay, CashupCloseRequest>({
      query: (body) => ({ url: '/cashup/close', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [listTag('Invoice')]),
    }),
    reopenCashup: build.mutation<CashupDay, CashupReopenRequest>({
      query: (body) => ({ url: '/cashup/reopen', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [listTag('Invoice')]),
    }),
    paymentReceipt: build.query<PaymentReceipt, number>({
      query: (paymentID) => `/payments/${paymentID}`,
      responseSchema: paymentReceipt,
      providesTags: (_result, _error, paymentID) => [idTag('Invoice', `payment-${paymentID}`)],
    }),
    moneyCompletePayment: build.mutation<CompletePaymentResponse, CompletePaymentEnvelope>({
      query: (body) => ({ url: '/Payment/complete', method: 'POST', body }),
      responseSchema: completePaymentResponse,
      invalidatesTags: onSuccess((body: CompletePaymentEnvelope) => [
        ...changeOf('Invoice'),
        idTag('Swimmer', body.entities.swimmerID),
      ]),
    }),
    moneyRenew: build.mutation<RenewalResponse, RenewalRequest>({
      query: (body) => ({ url: '/swimmers/renew-subscription', method: 'POST', body }),
      responseSchema: renewalResponse,
      invalidatesTags: onSuccess((body: RenewalRequest) => [
        ...changeOf('Invoice'),
        ...changeOf('Swimmer', String(body.swimmerID)),
      ]),
    }),
    /** The swimmer's actions as the server would allow them now (the swimmers screen's call). */
    moneySwimmerActions: build.query<string[], SearchActionsRequest>({
      query: (body) => ({ url: '/swimmers/search-actions', method: 'POST', body }),
      rawResponseSchema: searchActionsResponse,
      transformResponse: (raw: Array<{ actionName: string }>) => raw.map((action) => action.actionName),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, body) => [idTag('Swimmer', String(body.swimmerID))],
    }),
  }),
})

export const {
  useMoneyDueQuery,
  useCashupDayQuery,
  useCloseCashupMutation,
  useReopenCashupMutation,
  usePaymentReceiptQuery,
  useMoneyCompletePaymentMutation,
  useMoneyRenewMutation,
  useMoneySwimmerActionsQuery,
} = moneyApi
