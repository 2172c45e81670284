import { getErrorStatus } from '@/api/errors'
import {
  billingPayment,
  renewalRun,
  type BillingPayment,
  type RefundRequest,
  type RenewalRun,
  type RenewalRunRequest,
  type VoidRequest,
} from '@contract/billing'
import { cashupDay, dueResponse, paymentReceipt } from '@contract/money'
import type { CashupCloseRequest, CashupDay, CashupReopenRequest, DueResponse, PaymentReceipt } from '@contract/money'
import { baseApi } from '@/api/baseApi'
import { idTag, listTag } from '@/api/tags'

// The money desk's calls (issue 15). Payments go through the one payment mutation (src/components/payment);
// renewals through the shared Renew dialog (src/components/renew), as on the swimmers screen.
// Every money view provides the Invoice list tag: a payment or a renewal anywhere (which invalidates it) refreshes
// the due list, the day's cash-up and the receipts; closing or reopening a day does the same.

/**
 * After a close or a reopen, and after one refused because the day already is so (409: another tab or user closed
 * or reopened it), the day is fetched again: a stale tab said 'Open' after its own close was refused (issue 25).
 */
const dayChanged = (result: CashupDay | undefined, error: unknown) =>
  result || getErrorStatus(error) === 409 ? [listTag('Invoice')] : []

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
      invalidatesTags: dayChanged,
    }),
    reopenCashup: build.mutation<CashupDay, CashupReopenRequest>({
      query: (body) => ({ url: '/cashup/reopen', method: 'POST', body }),
      invalidatesTags: dayChanged,
    }),
    // Issue 30: a payment's corrections. Each changes the day's payments, the invoice and what is due.
    voidPayment: build.mutation<BillingPayment, VoidRequest & { paymentID: number }>({
      query: ({ paymentID, ...body }) => ({ url: `/payments/${paymentID}/void`, method: 'POST', body }),
      responseSchema: billingPayment,
      invalidatesTags: (result) => (result ? [listTag('Invoice')] : []),
    }),
    refundPayment: build.mutation<BillingPayment, RefundRequest & { paymentID: number }>({
      query: ({ paymentID, ...body }) => ({ url: `/payments/${paymentID}/refund`, method: 'POST', body }),
      responseSchema: billingPayment,
      invalidatesTags: (result) => (result ? [listTag('Invoice')] : []),
    }),
    confirmPayment: build.mutation<BillingPayment, number>({
      query: (paymentID) => ({ url: `/payments/${paymentID}/confirm`, method: 'POST', body: {} }),
      responseSchema: billingPayment,
      invalidatesTags: (result) => (result ? [listTag('Invoice')] : []),
    }),
    paymentReceipt: build.query<PaymentReceipt, number>({
      query: (paymentID) => `/payments/${paymentID}`,
      responseSchema: paymentReceipt,
      providesTags: (_result, _error, paymentID) => [idTag('Invoice', `payment-${paymentID}`)],
    }),
    // Issue 30: the renewal run. The preview is kept on the server as the run (a mutation: each one is a new run);
    // posting makes the invoices, so every due list and the swimmers' Renew refresh.
    previewRenewalRun: build.mutation<RenewalRun, RenewalRunRequest>({
      query: (body) => ({ url: '/renewal-runs', method: 'POST', body }),
      responseSchema: renewalRun,
    }),
    postRenewalRun: build.mutation<RenewalRun, { runID: number; exclude: number[] }>({
      query: ({ runID, exclude }) => ({ url: `/renewal-runs/${runID}/post`, method: 'POST', body: { exclude } }),
      responseSchema: renewalRun,
      invalidatesTags: (result) => (result ? [listTag('Invoice'), listTag('Swimmer'), listTag('Message')] : []),
    }),
  }),
})

export const {
  useMoneyDueQuery,
  useCashupDayQuery,
  useCloseCashupMutation,
  useReopenCashupMutation,
  usePaymentReceiptQuery,
  useVoidPaymentMutation,
  useRefundPaymentMutation,
  useConfirmPaymentMutation,
  usePreviewRenewalRunMutation,
  usePostRenewalRunMutation,
} = moneyApi
