import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  billingInvoiceParams,
  discountRuleList,
  discountRulesRequest,
  invoiceDetail as invoiceDetailSchema,
  pricePreview,
  pricePreviewQuery,
} from '@contract/billing'
import { invoiceDetail, listDiscountRules, previewPrice, replaceDiscountRules } from './discount-rules.service'

// Discount rules and priced invoices (issue 30). The rules are read at the desk (ViewInvoices or ManageDiscounts) and
// replaced with ManageDiscounts; an invoice's lines and a price preview need ViewInvoices (the preview's site is the
// query's, an invoice's is the service's).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discount-rules',
    {
      config: { module: 'Settings', action: ['Settings', ['ViewInvoices', 'ManageDiscounts']] },
      schema: {
        tags: ['Billing'],
        summary: 'The discount rules in use, in stacking order (ViewInvoices or ManageDiscounts)',
        response: { 200: discountRuleList, ...errors },
      },
    },
    async () => listDiscountRules(app.db),
  )

  app.put(
    '/discount-rules',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageDiscounts'] },
      schema: {
        tags: ['Billing'],
        summary:
          'Replace the discount rules (ManageDiscounts): a rule with its ruleID is changed, one without added, one ' +
          'left out taken off; invoices made before keep their lines',
        body: discountRulesRequest,
        response: { 200: discountRuleList, ...errors },
      },
    },
    async (request) => replaceDiscountRules(app.db, request.acting, request.body),
  )

  app.get(
    '/invoices/preview',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewInvoices'], site: 'query.site' },
      schema: {
        tags: ['Billing'],
        summary: "The lines and total an invoice for a swimmer would have now: the list price and each discount's rule",
        querystring: pricePreviewQuery,
        response: { 200: pricePreview, ...errors },
      },
    },
    async (request) => previewPrice(app.db, request.acting, request.query),
  )

  app.get(
    '/invoices/:id',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewInvoices'] },
      schema: {
        tags: ['Billing'],
        summary: 'An invoice with the lines it was priced with, its total, what was paid and refunded and what is due',
        params: billingInvoiceParams,
        response: { 200: invoiceDetailSchema, ...errors },
      },
    },
    async (request) => invoiceDetail(app.db, request.acting, request.params.id),
  )
}
