import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, idParam } from '@contract/common'
import { paymentHistory } from '@contract/payment-history'
import { invoicePayments, swimmerPayments } from './payment-history.service'

// Reprinting receipts (issue 15): the payments of a swimmer and of an invoice, each with its receipt's paymentID.

const config = { module: 'Settings', action: ['Settings', 'ViewInvoices'] } as const
const tags = ['Money']
const response = { 200: paymentHistory, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

export const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/swimmers/:id/payments',
    {
      config,
      schema: {
        tags,
        summary: "A swimmer's payments, newest first; needs ViewInvoices, a swimmer of another site is not found",
        params: idParam,
        response,
      },
    },
    async (request) => swimmerPayments(app.db, request.acting, request.params.id),
  )

  app.get(
    '/invoices/:id/payments',
    {
      config,
      schema: {
        tags,
        summary: "An invoice's payments, newest first; needs ViewInvoices, an invoice of another site is not found",
        params: idParam,
        response,
      },
    },
    async (request) => invoicePayments(app.db, request.acting, request.params.id),
  )
}
