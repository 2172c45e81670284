import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { centsToAmount, errorResponse } from '@contract/common'
import { completePaymentRequest, completePaymentResponse, invoiceFetchQuery, invoiceList } from '@contract/invoices'
import { completePayment, listDeskInvoices, type DeskInvoiceRow } from './payments.service'

// Invoices and payments at the desk (SPEC.md section 7 'Settings': Invoice/fetch, Payment/complete).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

const toInvoice = (row: DeskInvoiceRow) => ({
  invoiceID: row.id,
  swimmerID: row.swimmer_id,
  swimmerName: row.swimmer_name,
  siteID: row.site,
  itemName: row.item_name,
  durationInMonths: row.months,
  amount: centsToAmount(row.amount_cents),
  amountPaid: centsToAmount(row.paid_cents),
  amountDue: centsToAmount(row.amount_cents - row.paid_cents),
  status: row.status,
  recieptNo: row.receipt_no ?? null,
  createdAt: row.created_at,
})

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoice/fetch',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewInvoices'], site: 'query.siteId' },
      schema: {
        tags: ['Settings'],
        summary: "A site's open invoices, then those paid in full today; 404 when there are none",
        querystring: invoiceFetchQuery,
        response: { 200: invoiceList, ...errors },
      },
    },
    async (request) => {
      const rows = await listDeskInvoices(app.db, request.acting, request.query.siteId)
      return rows.map(toInvoice)
    },
  )

  app.post(
    '/payment/complete',
    {
      config: { module: 'Settings', action: ['Settings', 'CompletePayment'], site: 'body.siteID' },
      schema: {
        tags: ['Settings'],
        summary:
          'Record a payment on an open invoice: more than 0 and at most what is due, under a receipt number the site ' +
          'has not used (look-alikes count as used)',
        body: completePaymentRequest,
        response: { 200: completePaymentResponse, ...errors },
      },
    },
    async (request) => {
      const payment = request.body
      const result = await completePayment(app.db, request.acting, {
        invoiceId: payment.invoiceID,
        site: payment.siteID,
        swimmerId: payment.swimmerID,
        amountCents: payment.amountPaid,
        receiptNo: payment.recieptNo,
        method: payment.method,
        reference: payment.reference,
      })
      return {
        message: replyText(message('answer.paymentCompleted')),
        paymentID: result.paymentId,
        invoiceID: result.invoiceId,
        status: result.status,
        amountDue: centsToAmount(result.amountDueCents),
        method: result.method,
        paymentStatus: result.paymentStatus,
      }
    },
  )
}
