import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { centsToAmount, errorResponse } from '@contract/common'
import {
  INVOICE_MESSAGES,
  PAYMENT_COMPLETED,
  completePaymentRequest,
  completePaymentResponse,
  invoiceFetchQuery,
  invoiceList,
} from '@contract/invoices'
import { toDateText } from '../../lib/dates'
import { conflict, notFound } from '../../lib/http-error'
import { currentAuth, requireAction, requireSite } from '../../plugins/auth'
import { findDeskInvoices, findInvoiceStatus, type DeskInvoiceRow } from './invoices.repository'
import { recordPayment } from './billing.service'

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
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "A site's open invoices, then those paid in full today; 404 when there are none",
        querystring: invoiceFetchQuery,
        response: { 200: invoiceList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ViewInvoices')
      const { siteId } = request.query
      requireSite(auth, siteId)
      // "Today" starts at midnight UTC, the zone every stored timestamp is in.
      const today = `${toDateText(app.clock.now())}T00:00:00.000Z`
      const rows = await findDeskInvoices(app.db, siteId, today)
      if (rows.length === 0) throw notFound(INVOICE_MESSAGES.noneFound)
      return rows.map(toInvoice)
    },
  )

  app.post(
    '/payment/complete',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Record a payment on an open invoice: at most what is due, receipt number unused at the site',
        body: completePaymentRequest,
        response: { 200: completePaymentResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'CompletePayment')
      const payment = request.body
      requireSite(auth, payment.siteID)
      const at = app.clock.now().toISOString()
      return app.db.transaction().execute(async (trx) => {
        const invoice = await findInvoiceStatus(trx, payment.invoiceID)
        if (!invoice || invoice.site !== payment.siteID) {
          throw notFound(`Invoice ${payment.invoiceID} not found at this site`)
        }
        if (invoice.status !== 'open') {
          throw conflict(`Invoice ${invoice.id} is already ${invoice.status}`, {
            invoiceID: `Invoice is ${invoice.status}`,
          })
        }
        const recorded = await recordPayment(
          trx,
          { userId: auth.userId, at },
          {
            invoiceId: invoice.id,
            site: payment.siteID,
            swimmerId: payment.swimmerID,
            amountCents: payment.amountPaid,
            receiptNo: payment.recieptNo,
          },
        )
        const after = await findInvoiceStatus(trx, invoice.id)
        if (!after) throw notFound(`Invoice ${invoice.id} not found at this site`)
        return {
          message: PAYMENT_COMPLETED,
          paymentID: recorded.id,
          invoiceID: invoice.id,
          status: after.status,
          amountDue: centsToAmount(after.amount_cents - after.paid_cents),
        }
      })
    },
  )
}
