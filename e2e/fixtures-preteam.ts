import { test as base } from './fixtures'
import { PreTeamListPage } from './pages/preteam-list-page'
import { PreTeamManagementPage } from './pages/preteam-management-page'

type PreTeamFixtures = {
  preTeamPage: PreTeamManagementPage
  preTeamListPage: PreTeamListPage
  /** A new swimmer at the site and level (a level code: 19 is PTeam C), ready to join a squad of that level. */
  swimmerAt: (site: number, level: number) => Promise<string>
  /** A screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

// The pre-team journeys' page objects and helpers, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<PreTeamFixtures>({
  preTeamPage: async ({ page }, use) => use(new PreTeamManagementPage(page)),
  preTeamListPage: async ({ page }, use) => use(new PreTeamListPage(page)),
  swimmerAt: async ({ page }, use) => {
    await use(async (site, level) => {
      // A new swimmer at the squad's level: a squad takes swimmers of its level who run in no other pre-team.
      const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
      const response = await page.request.post('/api/swimmers/add', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          site,
          fullName: 'Hana Squadmember',
          birthDate: '2012-03-01',
          startLevel: level,
          gender: 6,
          club: 87,
          primaryPhone: '01012345678',
          secondaryPhone: '',
          primaryJob: 'Engineer',
          secondaryJob: '',
          email: 'parent@example.com',
          address: '1 Nile Street',
        },
      })
      if (!response.ok()) throw new Error(`POST /api/swimmers/add: ${response.status()} ${await response.text()}`)
      return String(((await response.json()) as { swimmerID: number }).swimmerID)
    })
  },
  snap: async ({ page }, use) => {
    await use(async (name) => {
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) await page.screenshot({ path: `${dir}/preteam-${name}.png`, fullPage: true })
    })
  },
})

export { DEMO, expect } from './fixtures'
