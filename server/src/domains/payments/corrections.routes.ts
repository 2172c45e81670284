import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  applyCreditRequest,
  billingFamilyParams,
  billingInvoiceParams,
  billingPayment,
  billingPaymentParams,
  creditNoteRequest,
  creditResult,
  familyPaymentRequest,
  familyPaymentResult,
  instalmentsRequest,
  refundRequest,
  splitResult,
  voidRequest,
} from '@contract/billing'
import { addCreditNote, applyCredit, confirmPayment, refundPayment, voidPayment } from './corrections.service'
import { payForFamily, splitInvoice } from './instalments.service'

// Correcting money taken (issue 30): confirm a pending transfer, void on the day, refund after it, a family's credit
// notes and their use. Each route declares its Settings privilege; the payment's or invoice's site is the service's
// (another site's object is 404), the credit note's site is the body's.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const settings = (action: string) => ({ module: 'Settings', action: ['Settings', action] }) as const
const COMPLETE_PAYMENT = 'CompletePayment'

export const correctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:paymentid/confirm',
    {
      config: settings('ConfirmTransfers'),
      schema: {
        tags: ['Billing'],
        summary: 'Confirm a bank transfer waiting for confirmation: from now it pays its invoice (ConfirmTransfers)',
        params: billingPaymentParams,
        response: { 200: billingPayment, ...errors },
      },
    },
    async (request) => confirmPayment(app.db, request.acting, request.params.paymentid),
  )

  app.post(
    '/payments/:paymentid/void',
    {
      config: { ...settings(COMPLETE_PAYMENT), multiline: ['reason'] },
      schema: {
        tags: ['Billing'],
        summary:
          "Void a payment on its own day while the day's cash-up is open: kept, marked void with the reason; its " +
          'invoice reopens (CompletePayment)',
        params: billingPaymentParams,
        body: voidRequest,
        response: { 200: billingPayment, ...errors },
      },
    },
    async (request) => voidPayment(app.db, request.acting, request.params.paymentid, request.body),
  )

  app.post(
    '/payments/:paymentid/refund',
    {
      config: { ...settings('RefundPayments'), multiline: ['reason'] },
      schema: {
        tags: ['Billing'],
        summary:
          "Refund a payment after its day, in full or in part, by a method: a negative receipt in today's cash-up " +
          '(RefundPayments)',
        params: billingPaymentParams,
        body: refundRequest,
        response: { 200: billingPayment, ...errors },
      },
    },
    async (request) => {
      const { amount, reason, method, reference } = request.body
      return refundPayment(app.db, request.acting, request.params.paymentid, {
        amountCents: amount,
        reason,
        method,
        reference,
      })
    },
  )

  app.post(
    '/families/:id/credits',
    {
      config: { ...settings('RefundPayments'), site: 'body.site', multiline: ['reason'] },
      schema: {
        tags: ['Billing'],
        summary: "A credit note on a family's balance, which pays any of its swimmers' later invoices (RefundPayments)",
        params: billingFamilyParams,
        body: creditNoteRequest,
        response: { 200: creditResult, ...errors },
      },
    },
    async (request) => {
      const { site, amount, reason } = request.body
      return addCreditNote(app.db, request.acting, request.params.id, { site, amountCents: amount, reason })
    },
  )

  app.post(
    '/invoices/:id/apply-credit',
    {
      config: settings(COMPLETE_PAYMENT),
      schema: {
        tags: ['Billing'],
        summary: "Pay an open invoice from its swimmer's family credit (CompletePayment)",
        params: billingInvoiceParams,
        body: applyCreditRequest,
        response: { 200: creditResult, ...errors },
      },
    },
    async (request) => applyCredit(app.db, request.acting, request.params.id, { amountCents: request.body.amount }),
  )

  app.post(
    '/invoices/:id/instalments',
    {
      config: settings(COMPLETE_PAYMENT),
      schema: {
        tags: ['Billing'],
        summary:
          'Split an open invoice with nothing paid into 2 to 12 instalments with due dates, adding up to its amount ' +
          '(CompletePayment)',
        params: billingInvoiceParams,
        body: instalmentsRequest,
        response: { 200: splitResult, ...errors },
      },
    },
    async (request) => splitInvoice(app.db, request.acting, request.params.id, request.body.instalments),
  )

  app.post(
    '/families/:id/payments',
    {
      config: { ...settings(COMPLETE_PAYMENT), site: 'body.site' },
      schema: {
        tags: ['Billing'],
        summary:
          "One payment for a family, allocated oldest first to its swimmers' open invoices at the user's sites; the " +
          'answer says where it went (CompletePayment)',
        params: billingFamilyParams,
        body: familyPaymentRequest,
        response: { 200: familyPaymentResult, ...errors },
      },
    },
    async (request) => {
      const { site, amount, receiptNo, method, reference } = request.body
      return payForFamily(app.db, request.acting, request.params.id, {
        site,
        amountCents: amount,
        receiptNo,
        method,
        reference,
      })
    },
  )
}
