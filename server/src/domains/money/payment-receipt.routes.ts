import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { paymentParams, paymentReceipt as paymentReceiptSchema } from '@contract/money'
import { paymentReceipt } from './payment-receipt.service'

// A payment's receipt data (issue 15; the SPA's printable /receipts/{paymentID} page).

export const paymentReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:paymentid',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewInvoices'] },
      schema: {
        tags: ['Money'],
        summary:
          'A payment as its receipt shows it (academy, site, receipt number, swimmer, item, amount, cashier, date and ' +
          "time); needs ViewInvoices at the payment's site, else 404",
        params: paymentParams,
        response: {
          200: paymentReceiptSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => paymentReceipt(app.db, request.acting, request.params.paymentid),
  )
}
