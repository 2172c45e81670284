import type { Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 27, Prices: a site created in Settings could never take an enrolment, because no screen set prices. Settings →
// Prices sets a site's price per product and duration, with its history (a change applies to invoices made
// afterwards), and a new site starts from a copy of another site's prices. The administrator sets Egypt's Adult (1)
// price in English at 1366 and 390 px and in Arabic at 390 and 1366 px (Arabic-Indic digits), adds a site that copies
// Egypt's prices, and axe finds nothing on the tab, the dialog or the new-site form. Egypt's price is put back through
// the API at the end (the new site stays: sites cannot be removed; its name is unique and no other spec chooses it).

test.setTimeout(120_000)

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR
const EGYPT = 63
const ADULT_1 = 84

interface Prices {
  prices: { product: number; months: number; amount: number }[]
}

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('authToken'))) ?? ''
}

async function pricesOf(page: Page, site: number): Promise<Prices> {
  const response = await page.request.get(`/api/prices?site=${site}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Prices
}

const amountOf = (prices: Prices, product: number, months: number) =>
  prices.prices.find((line) => line.product === product && line.months === months)?.amount

/** Egypt's price back to what it was, through the API, whatever the test did. */
async function restorePrice(page: Page, months: number, amount: number | undefined): Promise<void> {
  const token = await tokenOf(page)
  if (!token || amount === undefined) return
  await page.request.put('/api/prices', {
    data: { site: EGYPT, product: ADULT_1, months, amount },
    headers: { authorization: `Bearer ${token}` },
  })
}

/** The page does not scroll sideways at this width. */
async function expectNoSidewaysScroll(page: Page, width: number, where: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
  expect.soft(scrollWidth, `${where}: no sideways scroll`).toBeLessThanOrEqual(width)
}

test.describe('in English', () => {
  test.use({ locale: 'en-GB' })

  test("the administrator sets Egypt's Adult (1) price at 1366 and 390 px; the history and the school list follow", async ({
    page,
    signInAt,
  }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Egypt')
    const before = amountOf(await pricesOf(page, EGYPT), ADULT_1, 1)
    try {
      await page.goto('/settings?tab=prices')
      await expect(page.getByRole('heading', { name: 'Prices', level: 2 })).toBeVisible()
      await page.getByRole('combobox', { name: 'Product' }).click()
      await page.getByRole('option', { name: 'Adult (1)', exact: true }).click()
      const list = page.getByRole('list', { name: 'Prices of Adult (1) at Egypt' })
      await expect(list.getByRole('listitem')).toHaveCount(5)
      await expectNoViolations(page, 'Settings → Prices in English at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-en-1366.png`, fullPage: true })

      await list.getByRole('button', { name: 'Edit the price of Adult (1) for 1 month' }).click()
      const dialog = page.getByRole('dialog', { name: 'Price of Adult (1) for 1 month at Egypt' })
      await expect(dialog).toBeVisible()
      const field = dialog.getByLabel(/^Price \(EGP\)/)
      // A price of 0 is refused on the field, nothing sent.
      await field.fill('0')
      await dialog.getByRole('button', { name: 'Save price' }).click()
      await expect(dialog.getByText('Price must be more than 0')).toBeVisible()
      await field.fill('1,250.50')
      await expectNoViolations(page, 'the price dialog in English at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-dialog-en-1366.png` })
      await dialog.getByRole('button', { name: 'Save price' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        page.locator('#notistack-snackbar').filter({ hasText: 'Price of Adult (1) for 1 month saved: EGP 1,250.50' }),
      ).toBeVisible()
      await expect(list.getByRole('listitem').first()).toContainText('EGP 1,250.50')
      const history = page.getByRole('list', { name: 'Price changes of Adult (1) at Egypt' })
      await expect(history.getByRole('listitem').first()).toContainText('1 month: ')
      await expect(history.getByRole('listitem').first()).toContainText('→ EGP 1,250.50')
      // What the enrolment dialogs show (the school list's amounts) is the new price.
      const summary = await page.request.get(`/api/schools/summary/${EGYPT}?type=${ADULT_1}`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      })
      expect(((await summary.json()) as { invoices: object[] }).invoices).toContainEqual({ months: 1, invoice: 1250.5 })

      // The phone: the same tab and dialog, nothing to scroll sideways.
      await page.setViewportSize(PHONE)
      await expect(list).toBeVisible()
      await expectNoSidewaysScroll(page, PHONE.width, 'Prices at 390 px')
      await expectNoViolations(page, 'Settings → Prices in English at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-en-390.png`, fullPage: true })
      await list.getByRole('button', { name: 'Edit the price of Adult (1) for 1 month' }).click()
      await expect(dialog.getByText('Now: EGP 1,250.50')).toBeVisible()
      await expectNoViolations(page, 'the price dialog in English at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-dialog-en-390.png` })
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    } finally {
      await restorePrice(page, 1, before)
    }
  })

  test("a new site starts from a copy of Egypt's prices", async ({ page, signInAt }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Egypt')
    const egypt = await pricesOf(page, EGYPT)
    const name = `Price Copy ${Date.now().toString(36)}`
    await page.goto('/settings?tab=site')
    await page
      .getByLabel(/^Description/)
      .first()
      .fill(name)
    await page.getByRole('combobox', { name: 'Copy prices from' }).click()
    await page.getByRole('option', { name: 'Egypt', exact: true }).click()
    await expectNoViolations(page, 'the new-site form with Copy prices from, at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-new-site-en-1366.png` })
    await page.getByRole('button', { name: 'Insert Site' }).click()
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Site inserted successfully' })).toBeVisible()

    await page.goto('/settings?tab=prices')
    await page.getByRole('combobox', { name: 'Site' }).click()
    await page.getByRole('option', { name, exact: true }).click()
    await page.getByRole('combobox', { name: 'Product' }).click()
    await page.getByRole('option', { name: 'Adult (1)', exact: true }).click()
    const list = page.getByRole('list', { name: `Prices of Adult (1) at ${name}` })
    const three = amountOf(egypt, ADULT_1, 3)!
    await expect(list.getByRole('listitem').nth(1)).toContainText(
      `EGP ${three.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
    const history = page.getByRole('list', { name: `Price changes of Adult (1) at ${name}` })
    await expect(history.getByRole('listitem').first()).toContainText('copied from Egypt')
    await expect(page.getByText(/has no prices yet/)).toHaveCount(0)
    await expectNoViolations(page, "a new site's copied prices at 1366 px")
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-copied-en-1366.png`, fullPage: true })

    // The new-site form at 390 px: its labels whole, nothing to scroll sideways.
    await page.setViewportSize(PHONE)
    await page.goto('/settings?tab=site')
    await expect(page.getByRole('combobox', { name: 'Copy prices from' })).toBeVisible()
    await expectNoSidewaysScroll(page, PHONE.width, 'the new-site form at 390 px')
    await expectNoViolations(page, 'the new-site form at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-new-site-en-390.png`, fullPage: true })
  })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the administrator sets a price in Arabic-Indic digits at 390 and 1366 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.admin, 'Egypt')
    const before = amountOf(await pricesOf(page, EGYPT), ADULT_1, 3)
    try {
      await page.goto('/settings?tab=prices')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { name: 'الأسعار', level: 2 })).toBeVisible()
      await page.getByRole('combobox', { name: 'المنتج' }).click()
      await page.getByRole('option', { name: 'كبار (1)', exact: true }).click()
      const list = page.getByRole('list', { name: 'أسعار كبار (1) في Egypt', exact: true })
      await expect(list.getByRole('listitem')).toHaveCount(5)
      await expectNoSidewaysScroll(page, PHONE.width, 'Prices in Arabic at 390 px')
      await expectNoViolations(page, 'Settings → Prices in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-ar-390.png`, fullPage: true })

      await list.getByRole('button', { name: 'عدّل سعر كبار (1) لمدة 3 شهور' }).click()
      const dialog = page.getByRole('dialog', { name: 'سعر كبار (1) لمدة 3 شهور في Egypt' })
      await dialog.getByLabel(/^السعر/).fill('٣٬٣٣٣٫٢٥')
      await expectNoViolations(page, 'the price dialog in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-dialog-ar-390.png` })
      await dialog.getByRole('button', { name: 'احفظ السعر' }).click()
      await expect(dialog).toBeHidden()
      expect(amountOf(await pricesOf(page, EGYPT), ADULT_1, 3)).toBe(3333.25)
      await expect(list.getByRole('listitem').nth(1)).toContainText(/3,333\.25|٣٬٣٣٣٫٢٥/)
      const history = page.getByRole('list', { name: 'تغييرات أسعار كبار (1) في Egypt' })
      await expect(history.getByRole('listitem').first()).toContainText('3 شهور')

      await page.setViewportSize(DESK)
      await expectNoViolations(page, 'Settings → Prices in Arabic at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-ar-1366.png`, fullPage: true })
      await list.getByRole('button', { name: 'عدّل سعر كبار (1) لمدة 3 شهور' }).click()
      await expect(dialog).toBeVisible()
      await expectNoViolations(page, 'the price dialog in Arabic at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-dialog-ar-1366.png` })
      await dialog.getByRole('button', { name: 'إلغاء' }).click()
      await expect(dialog).toBeHidden()

      await page.goto('/settings?tab=site')
      await expect(page.getByRole('combobox', { name: 'انسخ الأسعار من' })).toBeVisible()
      await expectNoViolations(page, 'the new-site form in Arabic at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/prices-new-site-ar-1366.png`, fullPage: true })
    } finally {
      await restorePrice(page, 3, before)
    }
  })
})
