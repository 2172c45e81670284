import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { renewalRun, renewalRunParams, renewalRunPostRequest, renewalRunRequest } from '@contract/billing'
import { postRenewalRun, previewRenewalRun } from './renewal-runs.service'

// The renewal run (issue 30): a site's renewals for a window previewed, then posted once. Mod_SW SubscriptionRenwal,
// as the desk's Renew; the preview's site is the body's, a run's site the service's (another site's run is 404).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const renew = { module: 'Mod_SW', action: ['Mod_SW', 'SubscriptionRenwal'] } as const

export const renewalRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/renewal-runs',
    {
      config: { ...renew, site: 'body.site' },
      schema: {
        tags: ['Billing'],
        summary:
          "Preview a site's renewals for the next `days` days: per family who renews at what price with which " +
          'discounts, and the exceptions (frozen, ended, an open previous invoice, a duplicate); kept as the run',
        body: renewalRunRequest,
        response: { 200: renewalRun, ...errors },
      },
    },
    async (request) => previewRenewalRun(app.db, request.acting, request.body),
  )

  app.post(
    '/renewal-runs/:runid/post',
    {
      config: renew,
      schema: {
        tags: ['Billing'],
        summary:
          "Post a run once: each renewal's invoice (a due, not a payment) but the swimmers excluded, one audit entry, " +
          "and a 'subscription ending' message per family unless messages is false; a second post is a 409",
        params: renewalRunParams,
        body: renewalRunPostRequest,
        response: { 200: renewalRun, ...errors },
      },
    },
    async (request) => postRenewalRun(app.db, request.acting, request.params.runid, request.body),
  )
}
