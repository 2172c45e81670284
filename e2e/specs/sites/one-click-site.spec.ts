import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 27, "Sites": the spec's flow stays (sign in, then site selection, then the dashboard), but a user with one
// site finds it already chosen, so Continue is the only click; and the dashboard's chips switch site in one click.

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR

test('a one-site user finds the site chosen: Continue is the only click (1366 px)', async ({
  page,
  loginPage,
  siteSelectionPage,
  dashboardPage,
}) => {
  await page.setViewportSize(DESK)
  await loginPage.goto()
  await loginPage.submit(DEMO.coachManager.id, DEMO.coachManager.password)
  await siteSelectionPage.expectLoaded()
  await expect(siteSelectionPage.site).toHaveText('Smart Way (61)')
  await expectNoViolations(page, 'site selection with the one site chosen')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/one-site-chosen-1366.png` })
  await siteSelectionPage.continueButton.click()
  await expect(page.getByText('Site selected: Smart Way')).toBeVisible()
  await dashboardPage.expectLoaded('Smart Way')
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the dashboard switches site in one click on its chip, in Arabic at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.cashier, 'Club 13')
    const chips = page.getByRole('list').filter({ has: page.getByText('(الحالي)') })
    await expect(chips.getByText('Club 13 (الحالي)')).toBeVisible()
    await expectNoViolations(page, 'the Arabic dashboard with its site chips')

    // Egypt may have an Arabic name by now (Settings → Site); the chip says either.
    await chips.getByRole('button', { name: /^(Egypt|مصر)$/ }).click()
    await expect(page.getByText(/^تم اختيار الفرع: (Egypt|مصر)$/)).toBeVisible()
    await expect(chips.getByText(/^(Egypt|مصر) \(الحالي\)$/)).toBeVisible()
    await expect(chips.getByRole('button', { name: 'Club 13' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoViolations(page, 'the Arabic dashboard after switching site')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-chips-ar-390.png`, fullPage: true })

    // The swimmers page now works at the chosen site.
    await page.goto('/dashboard/swimmers')
    await expect(page.getByRole('main').getByText(/^الفرع الحالي: (Egypt|مصر) \(رقم 63\)$/)).toBeVisible()
  })
})
