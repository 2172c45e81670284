import type { APIRequestContext } from '@playwright/test'
import { DEMO, test as base } from './fixtures'
import { FreeCoachesFinderPage } from './pages/coaches-free-finder-page'
import { CoachesManagementPage } from './pages/coaches-management-page'

/** What the coaches journeys set up through the API, as the administrator. */
export interface CoachesAdminApi {
  /** Adds a coach at a site; returns the coach's ID. */
  addCoach(coach: { name: string; phone: string; type: 8 | 9; site: number }): Promise<number>
  /** Creates a school taught by the coach (POST /api/Schools/create); returns the school's ID. */
  createSchool(school: {
    coachID: number
    site: number
    firstDay: number
    secondDay: number
    startTime: string
    endTime: string
  }): Promise<number>
}

type CoachesFixtures = {
  coachesPage: CoachesManagementPage
  freeCoachesPage: FreeCoachesFinderPage
  adminApi: CoachesAdminApi
  /** A full-page screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

async function signInByApi(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    data: { userID: DEMO.admin.id, password: DEMO.admin.password },
  })
  if (!response.ok()) throw new Error(`administrator sign-in failed: ${response.status()}`)
  return { authorization: `Bearer ${(await response.json()).token}` }
}

// The coaches journeys' page objects and API helpers, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<CoachesFixtures>({
  coachesPage: async ({ page }, use) => use(new CoachesManagementPage(page)),
  freeCoachesPage: async ({ page }, use) => use(new FreeCoachesFinderPage(page)),
  adminApi: async ({ playwright, baseURL }, use) => {
    // Its own request context: the administrator's session never mixes with the browser's signed-in user.
    const request = await playwright.request.newContext({ baseURL })
    const headers = await signInByApi(request)
    await use({
      addCoach: async (coach) => {
        const response = await request.post('/api/coaches/add', {
          headers,
          data: { coachName: coach.name, phone: coach.phone, coachType: coach.type, site: coach.site },
        })
        if (!response.ok()) throw new Error(`adding a coach failed: ${await response.text()}`)
        return (await response.json()).coachID
      },
      createSchool: async (school) => {
        // SPEC.md section 3: the create payload's fields are all sent as strings.
        const response = await request.post('/api/Schools/create', {
          headers,
          data: {
            schoolLevel: '12',
            coachID: String(school.coachID),
            firstDay: String(school.firstDay),
            secondDay: String(school.secondDay),
            startTime: school.startTime,
            endTime: school.endTime,
            type: '77',
            site: String(school.site),
            user: DEMO.admin.id,
          },
        })
        if (!response.ok()) throw new Error(`creating a school failed: ${await response.text()}`)
        return (await response.json()).schoolID
      },
    })
    await request.dispose()
  },
  snap: async ({ page }, use) => {
    await use(async (name) => {
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) await page.screenshot({ path: `${dir}/coaches-${name}.png`, fullPage: true })
    })
  },
})

export { DEMO, expect } from './fixtures'

/** The next date (after today) falling on a weekday, 0 Sunday … 6 Saturday, as 'YYYY-MM-DD'. */
export function nextWeekday(weekday: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1))
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
