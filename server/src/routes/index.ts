import type { FastifyInstance } from 'fastify'
import { authRoutes } from './auth-routes'
import { coachesRoutes } from './coaches-routes'
import { healthRoutes } from './health-routes'
import { attendanceRoutes } from './attendance-routes'
import { schoolSummaryRoutes } from './school-summary-routes'
import { schoolsRoutes } from './schools-routes'
import { lookupRoutes } from './lookup-routes'
import { preTeamRoutes } from './preteam-routes'
import { settingsRoutes } from './settings-routes'
import { swimmersRoutes } from './swimmers-routes'

// Every API route plugin, mounted under /api. Paths are lowercase (see lowercaseApiPath).
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== route.url.toLowerCase()) throw new Error(`API route ${route.url} must be registered in lowercase`)
  })
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(lookupRoutes)
  await app.register(swimmersRoutes)
  await app.register(schoolsRoutes)
  await app.register(attendanceRoutes)
  await app.register(schoolSummaryRoutes)
  await app.register(preTeamRoutes)
  await app.register(settingsRoutes)
  await app.register(coachesRoutes)
}
