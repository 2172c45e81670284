import { test as base } from './fixtures'
import { PreTeamListPage } from './pages/preteam-list-page'
import { PreTeamManagementPage } from './pages/preteam-management-page'

type PreTeamFixtures = {
  preTeamPage: PreTeamManagementPage
  preTeamListPage: PreTeamListPage
  /** A swimmer of the site who is in a running squad there, found through the signed-in user's own API access. */
  swimmerAt: (site: number) => Promise<string>
  /** A screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

// The pre-team journeys' page objects and helpers, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<PreTeamFixtures>({
  preTeamPage: async ({ page }, use) => use(new PreTeamManagementPage(page)),
  preTeamListPage: async ({ page }, use) => use(new PreTeamListPage(page)),
  swimmerAt: async ({ page }, use) => {
    await use(async (site) => {
      const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
      const headers = { authorization: `Bearer ${token}` }
      const summary = await (await page.request.get(`/api/PreTeam/summary?site=${site}`, { headers })).json()
      const squad = (summary.preTeams as Array<{ pTeamID: number; swimmers: number }>).find(
        (entry) => entry.swimmers > 0,
      )
      if (!squad) throw new Error(`no enrolled swimmer at site ${site}`)
      const swimmers = await (await page.request.get(`/api/preteam/${squad.pTeamID}/swimmers`, { headers })).json()
      return String(swimmers[0].swimmerID)
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
