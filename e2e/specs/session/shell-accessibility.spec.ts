import type { Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, test } from '../../fixtures'

// Issue 13, readable where people read: a skip link, the focus on the page heading after a navigation, and zero
// axe violations on the shell (navigation bar, menu, site selection, dashboard, the module refusal), wide and narrow.

const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR
  if (dir) await page.screenshot({ path: `${dir}/shell-${name}.png`, fullPage: true })
}

test.describe('wide screen (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 800 } })

  test('the skip link is the first stop and jumps to the page', async ({ page, signInAt }) => {
    await signInAt(DEMO.admin, 'Capital')
    // A page as it is opened (after a navigation inside the app the focus is on the heading, past the skip link).
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await shot(page, 'skip-link-1366')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('after a navigation the focus is on the new page heading', async ({ page, signInAt }) => {
    await signInAt(DEMO.admin, 'Capital')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Free Coaches' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Free Coaches' })).toBeFocused()
    await nav.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused()
  })

  test('the shell has no axe violations: site selection, dashboard, a module refusal', async ({
    page,
    loginPage,
    siteSelectionPage,
    dashboardPage,
  }) => {
    await loginPage.goto()
    await expectNoViolations(page, 'the login page (1366 px)', { soft: false })
    await loginPage.submit(DEMO.coachManager.id, DEMO.coachManager.password)
    await siteSelectionPage.expectLoaded()
    await expectNoViolations(page, 'site selection (1366 px)', { soft: false })
    await siteSelectionPage.choose('Smart Way')
    await dashboardPage.expectLoaded('Smart Way')
    await expectNoViolations(page, 'the dashboard (1366 px)', { soft: false })
    await shot(page, 'dashboard-1366')
    await page.goto('/dashboard/swimmers')
    await expect(page.getByRole('heading', { level: 2, name: 'No access to Swimmers management' })).toBeVisible()
    await expectNoViolations(page, 'the Swimmers refusal (1366 px)', { soft: false })
    await shot(page, 'refusal-1366')
  })
})

test.describe('narrow screen (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the shell has no axe violations with the menu closed and open', async ({
    page,
    loginPage,
    siteSelectionPage,
  }) => {
    // Signed in by hand: on a phone the site and user are inside the folded menu.
    await loginPage.goto()
    await loginPage.submit(DEMO.coachManager.id, DEMO.coachManager.password)
    await siteSelectionPage.expectLoaded()
    await siteSelectionPage.choose('Smart Way')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expectNoViolations(page, 'the dashboard (390 px)', { soft: false })
    await shot(page, 'dashboard-390')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('link', { name: 'Free Coaches' })).toBeVisible()
    await expectNoViolations(page, 'the open menu (390 px)', { soft: false })
    await shot(page, 'menu-390')
    await page.getByRole('link', { name: 'Schools', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 2, name: 'No access to Schools management' })).toBeVisible()
    await expectNoViolations(page, 'the Schools refusal (390 px)', { soft: false })
    await shot(page, 'refusal-390')
  })
})
