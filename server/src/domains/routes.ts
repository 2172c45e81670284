import type { FastifyInstance } from 'fastify'
import { authRoutes } from './auth/auth.routes'
import { coachesRoutes } from './coaches/coaches.routes'
import { familiesRoutes } from './families/families.routes'
import { healthRoutes } from './health/health.routes'
import { messagesRoutes } from './messages/messages.routes'
import { webhooksRoutes } from './messages/webhooks.routes'
import { attendanceRoutes } from './schools/attendance.routes'
import { schoolSummaryRoutes } from './schools/school-summary.routes'
import { schoolsRoutes } from './schools/schools.routes'
import { lookupRoutes } from './lookups/lookups.routes'
import { moneyRoutes } from './money/money.routes'
import { paymentHistoryRoutes } from './money/payment-history.routes'
import { paymentReceiptRoutes } from './money/payment-receipt.routes'
import { ledgerRoutes } from './money/ledger.routes'
import { renewalRunsRoutes } from './money/renewal-runs.routes'
import { preferencesRoutes } from './preferences/preferences.routes'
import { pricesRoutes } from './prices/prices.routes'
import { preTeamRoutes } from './preteams/preteams.routes'
import { progressRoutes } from './progress/progress.routes'
import { reportsRoutes } from './reports/reports.routes'
import { makeupRoutes } from './sessions/makeups.routes'
import { sessionsRoutes } from './sessions/sessions.routes'
import { siteWeekRoutes } from './sessions/sites.routes'
import { settingsRoutes } from './users/settings.routes'
import { usersRoutes } from './users/users.routes'
import { privilegesRoutes } from './users/privileges.routes'
import { clubsSitesRoutes } from './users/clubs-sites.routes'
import { invoicesRoutes } from './payments/invoices.routes'
import { swimmersRoutes } from './swimmers/swimmers.routes'
import { correctionsRoutes } from './payments/corrections.routes'
import { pricingRoutes } from './payments/pricing.routes'
import { swimmerActionRoutes } from './swimmers/swimmer-actions.routes'
import { swimmerSchoolRoutes } from './swimmers/swimmer-school.routes'
import { schoolSwimmersRoutes } from './schools/school-swimmers.routes'
import { waitlistsRoutes } from './waitlists/waitlists.routes'

// Every API route plugin, each listed once here, mounted under /api. Paths are lowercase (see lowercaseApiPath).
// The order is the OpenAPI page's order.
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== route.url.toLowerCase()) throw new Error(`API route ${route.url} must be registered in lowercase`)
  })
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(preferencesRoutes)
  await app.register(lookupRoutes)
  await app.register(swimmerActionRoutes)
  await app.register(swimmerSchoolRoutes)
  await app.register(schoolSwimmersRoutes)
  await app.register(swimmersRoutes)
  await app.register(familiesRoutes)
  await app.register(messagesRoutes)
  await app.register(progressRoutes)
  await app.register(webhooksRoutes)
  await app.register(schoolsRoutes)
  await app.register(attendanceRoutes)
  await app.register(schoolSummaryRoutes)
  await app.register(preTeamRoutes)
  await app.register(settingsRoutes)
  await app.register(clubsSitesRoutes)
  await app.register(pricesRoutes)
  await app.register(usersRoutes)
  await app.register(privilegesRoutes)
  await app.register(invoicesRoutes)
  await app.register(coachesRoutes)
  await app.register(sessionsRoutes)
  await app.register(correctionsRoutes)
  await app.register(ledgerRoutes)
  await app.register(pricingRoutes)
  await app.register(renewalRunsRoutes)
  await app.register(siteWeekRoutes)
  await app.register(makeupRoutes)
  await app.register(moneyRoutes)
  await app.register(paymentReceiptRoutes)
  await app.register(paymentHistoryRoutes)
  await app.register(reportsRoutes)
  await app.register(waitlistsRoutes)
}
