import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 30, the renewal run at the desk (Money → Renewals): the administrator previews Smart Way's renewals for the
// next 30 days: each family with its swimmers ticked, each renewal's price lines and total, and who is not renewed
// and why; unticking a swimmer takes one invoice off the Post button. Axe clean at 1366 px in English and at 390 px
// in Arabic, right to left, without sideways scrolling. (The preview keeps a run but makes no invoice; posting is
// the server's and the page's unit tests', so the demo academy's dues stay as the other journeys expect them.)

test.setTimeout(120_000)

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }

test('the administrator previews the renewals of the next 30 days and unticks a swimmer', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  await page.goto('/money/renewals?site=61')
  await expect(page.getByRole('tab', { name: 'Renewals', selected: true })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('combobox', { name: 'Subscriptions ending within' }).click()
  await page.getByRole('option', { name: '30 days' }).click()
  await page.getByRole('button', { name: 'Preview' }).click()
  const summary = page.getByRole('status').filter({ hasText: /to renew/ })
  await expect(summary).toBeVisible({ timeout: 20_000 })
  const families = page.getByRole('region', { name: /^Family of / })
  await expect(families.first()).toBeVisible()
  const post = page.getByRole('button', { name: /^Post \d+ invoices?$/ })
  const before = Number((await post.innerText()).match(/\d+/)![0])
  const first = families.first().getByRole('checkbox').first()
  await expect(first).toBeChecked()
  await first.uncheck()
  await expect(post).toHaveText(before - 1 === 1 ? 'Post 1 invoice' : `Post ${before - 1} invoices`)
  await first.check()
  await expectNoViolations(page, 'money, renewal run preview (1366 px)')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-renewals-en-1366.png`, fullPage: true })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the preview reads right to left at 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.setViewportSize(PHONE)
    await page.goto('/money/renewals?site=61')
    await page.getByRole('button', { name: 'معاينة' }).click()
    await expect(page.getByRole('region', { name: /^عيلة / }).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'money, renewal run preview in Arabic (390 px)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-renewals-ar-390.png`, fullPage: true })
  })
})
