import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// The owner's view gains issue 31's progress (ready to move up per level, days in a level, pass rate per coach) and
// issue 30's refunds and discounts per rule: each a chart with its table, axe clean, in English at 1366 px and in
// Arabic, right to left, at 390 px without sideways scrolling.

test.setTimeout(120_000)

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }

test('the administrator reads the progress and billing figures at Smart Way, axe clean', async ({ page, signInAt }) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  await page.goto('/reports?site=61')
  const ready = page.getByRole('region', { name: 'Ready to move up per level' })
  await expect(ready.locator('svg').first()).toBeVisible({ timeout: 20_000 })
  for (const name of [
    /^Refunds per month/,
    /^Discounts given per rule/,
    'Days spent in a level',
    'Pass rate per coach',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible()
  await ready.getByRole('button', { name: 'Table' }).click()
  const table = ready.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Site', 'Level', 'Swimmers', 'Ready'])
  // Every level with swimmers at the site, each with a count of them.
  await expect(table.getByRole('row').nth(1)).toContainText('Smart Way')
  await expectNoViolations(page, 'reports with progress and billing (1366 px)')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-progress-en-1366.png`, fullPage: true })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the same figures read right to left at 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.setViewportSize(PHONE)
    await page.goto('/reports?site=61')
    const ready = page.getByRole('region', { name: 'الجاهزين للانتقال لكل مستوى' })
    await expect(ready.locator('svg').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'نسبة النجاح لكل كوتش' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'reports with progress and billing in Arabic (390 px)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-progress-ar-390.png`, fullPage: true })
  })
})
