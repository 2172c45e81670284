import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { billingFamilyParams, familyLedger as familyLedgerSchema } from '@contract/billing'
import { familyLedger } from './ledger.service'

// A family's ledger (issue 30): needs ViewInvoices; a family none of whose swimmers is at the user's sites is 404.

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/families/:id/ledger',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewInvoices'] },
      schema: {
        tags: ['Billing'],
        summary:
          "Every invoice, payment, void, refund and credit of a family's swimmers, oldest first, with the running " +
          'balance (ViewInvoices)',
        params: billingFamilyParams,
        response: {
          200: familyLedgerSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => familyLedger(app.db, request.acting, request.params.id),
  )
}
