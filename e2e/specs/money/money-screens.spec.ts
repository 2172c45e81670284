import type { Page } from '@playwright/test'
import type { MoneyPage } from '../../pages/money-page'
import { DEMO, expect, test } from '../../fixtures-money'

// Screenshots of the money desk, the receipt's print preview and the reports, at 1366 and 390 px, as the
// administrator and the cashier, for people to look at (saved under SHOTS_DIR, default /tmp/shots-money-ui).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-money-ui'
const WIDTHS = [1366, 390] as const
const USERS = [
  ['admin', DEMO.admin],
  ['cashier', DEMO.cashier],
] as const

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

for (const [who, user] of USERS)
  for (const width of WIDTHS)
    test(`money screens as ${who} at ${width} px`, async ({ page, signInAt, moneyPage }) => {
      test.setTimeout(120_000)
      await signInAt(user, 'Club 13')
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/money')
      await expect(moneyPage.invoices).toBeVisible({ timeout: 20_000 })
      await settle(page)
      await page.screenshot({ path: `${SHOTS}/money-${who}-${width}.png`, fullPage: true })

      await moneyPage.openCashup()
      await settle(page)
      await page.screenshot({ path: `${SHOTS}/cashup-${who}-${width}.png`, fullPage: true })

      const receipt = moneyPage.payments.getByRole('link').first()
      if ((await receipt.count()) > 0) {
        await receipt.click()
        await expect(page.getByRole('button', { name: 'Print' })).toBeVisible({ timeout: 20_000 })
        await settle(page)
        await page.screenshot({ path: `${SHOTS}/receipt-${who}-${width}.png`, fullPage: true })
        await page.emulateMedia({ media: 'print' })
        await page.screenshot({ path: `${SHOTS}/receipt-print-${who}-${width}.png`, fullPage: true })
        await page.emulateMedia({ media: 'screen' })
      }

      await page.goto('/reports?site=62')
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 20_000 })
      await settle(page)
      await page.screenshot({ path: `${SHOTS}/reports-${who}-${width}.png`, fullPage: true })
    })

test('money screens in Arabic (right to left) as the administrator', async ({ page, signInAt, moneyPage }) => {
  test.setTimeout(120_000)
  await signInAt(DEMO.admin, 'Club 13')
  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitemradio', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // The choice is saved for the administrator on the server: the journeys after this one sign in as the same user
  // and expect English, so it is put back even when this test fails.
  try {
    await arabicScreens(page, moneyPage)
  } finally {
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'اللغة: العربية' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
})

async function arabicScreens(page: Page, moneyPage: MoneyPage): Promise<void> {
  await page.goto('/money')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'الخزنة' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/ج\.م\./).first()).toBeVisible()
  await settle(page)
  await page.screenshot({ path: `${SHOTS}/money-admin-ar-1366.png`, fullPage: true })
  await page.goto('/money/cashup')
  await expect(moneyPage.page.getByRole('heading', { level: 1, name: 'الخزنة' })).toBeVisible({ timeout: 20_000 })
  await settle(page)
  await page.screenshot({ path: `${SHOTS}/cashup-admin-ar-1366.png`, fullPage: true })
  await page.goto('/reports?site=62')
  await expect(page.getByRole('heading', { level: 1, name: 'التقارير' })).toBeVisible({ timeout: 20_000 })
  await settle(page)
  await page.screenshot({ path: `${SHOTS}/reports-admin-ar-1366.png`, fullPage: true })
}
