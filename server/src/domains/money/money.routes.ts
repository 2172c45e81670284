import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  academySettings as academySettingsSchema,
  academySettingsRequest,
  cashupCloseRequest,
  cashupDay,
  cashupQuery,
  cashupReopenRequest,
  cashupToday as cashupTodaySchema,
  cashupTodayQuery,
  dueQuery,
  dueResponse,
} from '@contract/money'
import {
  CLOSE_PRIVILEGE,
  REOPEN_PRIVILEGE,
  SITE_ACCESS,
  cashupOf,
  cashupToday,
  closeCashup,
  reopenCashup,
} from './cashup.service'
import { ACADEMY_SETTINGS_PRIVILEGE, academySettings, changeAcademySettings, dueAtSite } from './money.service'

// The money desk (issue 15): what is due and owed, the day's cash-up, the academy's currency. Each route declares its
// access (Settings, the privilege it needs, the site it names: config.action, config.site) and calls money.service.ts
// or cashup.service.ts with request.acting; the services hold the rules that depend on the input.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

/** A Settings privilege (checked before the request is read) and the site the validated request names. */
const settingsAt = (action: string, site: 'query.site' | 'body.site') =>
  ({ module: 'Settings', action: ['Settings', action], site }) as const

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/money/due',
    {
      config: settingsAt(SITE_ACCESS, 'query.site'),
      schema: {
        tags: ['Money'],
        summary:
          'Subscriptions ending within `days` days (1–90, default 30) or ended in the last 90 days without renewal, ' +
          "and the site's open invoices with their age; needs ViewInvoices at the site",
        querystring: dueQuery,
        response: { 200: dueResponse, ...errors },
      },
    },
    async (request) => dueAtSite(app.db, request.acting, request.query),
  )

  app.get(
    '/cashup',
    {
      config: settingsAt(SITE_ACCESS, 'query.site'),
      schema: {
        tags: ['Money'],
        summary:
          "A site's business day (a date in the academy's time zone): its payments, totals per cashier and overall, and whether it is closed",
        querystring: cashupQuery,
        response: { 200: cashupDay, ...errors },
      },
    },
    async (request) => cashupOf(app.db, request.acting, request.query),
  )

  app.get(
    '/cashup/today',
    {
      config: { site: 'query.site' },
      schema: {
        tags: ['Money'],
        summary:
          "Whether the site's cash-up of today (the academy's date) is closed, so no money is offered to be taken; " +
          'any signed-in user of the site',
        querystring: cashupTodayQuery,
        response: { 200: cashupTodaySchema, ...errors },
      },
    },
    async (request) => cashupToday(app.db, request.acting, request.query.site),
  )

  app.post(
    '/cashup/close',
    {
      config: settingsAt(CLOSE_PRIVILEGE, 'body.site'),
      schema: {
        tags: ['Money'],
        summary:
          'Close a day with the amount counted (needs CompletePayment): no payment can be recorded on it afterwards',
        body: cashupCloseRequest,
        response: { 200: cashupDay, ...errors },
      },
    },
    async (request) => {
      const { site, date, counted } = request.body
      return closeCashup(app.db, request.acting, { site, date, countedCents: counted })
    },
  )

  app.post(
    '/cashup/reopen',
    {
      config: { ...settingsAt(REOPEN_PRIVILEGE, 'body.site'), multiline: ['reason'] },
      schema: {
        tags: ['Money'],
        summary: 'Reopen a closed day (needs ReopenCashup) with a reason; audited',
        body: cashupReopenRequest,
        response: { 200: cashupDay, ...errors },
      },
    },
    async (request) => reopenCashup(app.db, request.acting, request.body),
  )

  app.get(
    '/settings/academy',
    {
      schema: {
        tags: ['Settings'],
        summary:
          "The academy's settings: the currency amounts are shown in (default EGP), its Arabic name and its time zone",
        response: { 200: academySettingsSchema, 401: errorResponse },
      },
    },
    async () => academySettings(app.db),
  )

  app.put(
    '/settings/academy',
    {
      config: { module: 'Settings', action: ['Settings', ACADEMY_SETTINGS_PRIVILEGE] },
      schema: {
        tags: ['Settings'],
        summary:
          "Change the academy's currency (a three-letter code), Arabic name or time zone (an IANA name); needs ManageSites; audited",
        body: academySettingsRequest,
        response: { 200: academySettingsSchema, ...errors },
      },
    },
    async (request) => changeAcademySettings(app.db, request.acting, request.body),
  )
}
