import type { Page } from '@playwright/test'
import { academyToday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { signInInArabic } from '../../fixtures'
import { DEMO, expect, test } from '../../fixtures-money'
import type { MoneyPage } from '../../pages/money-page'
import { api, asInput, type Rule } from '../../billing-api'

// Issue 30 at the desk, at Egypt: a renewal from the due list shows its price with its discount lines, a staff
// discount chosen with its reason, and is collected now by card with its reference (the cash-up lists it); a family of
// two siblings with open invoices is given a credit note that pays one invoice, then pays the rest in one payment that
// the server splits across both siblings' invoices, the answer saying where it went. Axe clean on every dialog, at
// 1366 px in English and 390 px in Arabic. The discount rules are put back as they were.

test.setTimeout(300_000)
test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const EGYPT = 63
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 800 }

interface Prices {
  prices: Array<{ months: number; totalCents?: number; total?: number }>
  choices?: unknown[]
}

/** A swimmer of Egypt's due list whom Renew would accept now, with one group and a one-month price. */
async function renewable(page: Page): Promise<{ swimmerID: number; fullName: string }> {
  const due = await api<{ subscriptions: Array<{ swimmerID: number; fullName: string }> }>(
    page,
    'GET',
    `/api/money/due?site=${EGYPT}&days=60`,
  )
  for (const row of due.subscriptions) {
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
    const actions = await page.request.post('/api/swimmers/search-actions', {
      data: { swimmerID: row.swimmerID, userSite: EGYPT, userID: 1 },
      headers: { authorization: `Bearer ${token}` },
    })
    if (!actions.ok() || !(await actions.text()).includes('SubscriptionRenwal')) continue
    const prices = await api<Prices>(page, 'GET', `/api/swimmers/${row.swimmerID}/renewal-prices`)
    if ((prices.choices?.length ?? 0) <= 1 && prices.prices.some((price) => price.months === 1)) return row
  }
  throw new Error('No swimmer at Egypt to renew')
}

test.describe('at the desk', () => {
  test('renew with a staff discount line shown, collected now by card', async ({ page, signInAt, moneyPage }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Egypt')
    const original = await api<Rule[]>(page, 'GET', '/api/discount-rules')
    const rules = await api<Rule[]>(page, 'PUT', '/api/discount-rules', [
      ...original.filter((rule) => rule.kind !== 'staff').map(asInput),
      { kind: 'staff', percent: '30' },
    ])
    const staff = rules.find((rule) => rule.kind === 'staff')!
    try {
      await renewWithStaffDiscount(page, moneyPage, staff.ruleID)
    } finally {
      // The discount rules as they were (the staff rule this spec added taken off).
      await api(page, 'PUT', '/api/discount-rules', original.map(asInput))
    }
  })

  async function renewWithStaffDiscount(page: Page, moneyPage: MoneyPage, staffRule: number) {
    const swimmer = await renewable(page)
    const priced = await api<Prices>(
      page,
      'GET',
      `/api/swimmers/${swimmer.swimmerID}/renewal-prices?chosen=${staffRule}`,
    )
    const total = priced.prices.find((price) => price.months === 1)!.total!

    await page.goto(`/money?site=${EGYPT}`)
    await expect(moneyPage.subscriptions).toBeVisible({ timeout: 20_000 })
    await page
      .getByRole('button', { name: `Renew ${swimmer.fullName}`, exact: true })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: `Renew ${swimmer.fullName}` })
    const lines = dialog.getByRole('table', { name: 'Price and discounts' })
    await expect(lines.getByRole('rowheader', { name: 'Total' })).toBeVisible({ timeout: 20_000 })
    await dialog.getByLabel('Staff or hardship discount').selectOption(String(staffRule))
    await expect(lines.getByRole('rowheader', { name: 'Staff discount: 30%' })).toBeVisible()
    await expect(lines.getByRole('row').last()).toContainText(
      total.toLocaleString('en-GB', { minimumFractionDigits: 2 }),
    )
    await dialog.getByLabel('Reason for the discount').fill('Son of Coach Mona')
    await dialog.getByLabel('Instalments', { exact: true }).selectOption('2')
    await expect(
      dialog.getByRole('list', { name: 'Instalments and their due dates' }).getByRole('listitem'),
    ).toHaveCount(2)
    await dialog.getByLabel('Instalments', { exact: true }).selectOption('1')
    await dialog.getByLabel('Payment', { exact: true }).selectOption('now')
    await dialog.getByLabel('Amount collected now').fill(String(total))
    const stamp = Date.now()
    await dialog.getByLabel('Receipt number').fill(`E2E-RNW-${stamp}`)
    await dialog.getByLabel('Paid by').selectOption('card')
    await dialog.getByLabel('Reference').fill(`AUTH-${stamp}`)
    await expectNoViolations(page, 'the renew dialog with its discount lines at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-renew-en-1366.png` })
    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the renew dialog with its discount lines at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-renew-en-390.png` })
    await page.setViewportSize(DESK)
    await dialog.getByRole('button', { name: 'Renew' }).click()
    await expect(dialog).toBeHidden()
    await expect(moneyPage.toast(/Subscription renewed successfully/)).toBeVisible()

    // Today's cash-up lists the card payment with its reference.
    await page.goto(`/money/cashup?site=${EGYPT}&date=${academyToday()}`)
    const row = moneyPage.payments.getByRole('row').filter({ hasText: `E2E-RNW-${stamp}` })
    await expect(row).toContainText(`AUTH-${stamp}`)
  }

  test("a family's payment split over two siblings' invoices, and a credit note applied", async ({
    page,
    signInAt,
  }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Egypt')
    // Two swimmers of Egypt with open invoices; the second joins the first's family (the family page's Move).
    const due = await api<{ invoices: Array<{ swimmerID: number; fullName: string; amountDueCents: number }> }>(
      page,
      'GET',
      `/api/money/due?site=${EGYPT}`,
    )
    const first = due.invoices[0]
    const second = due.invoices.find((invoice) => invoice.swimmerID !== first.swimmerID)!
    expect(second, 'two swimmers with open invoices at Egypt').toBeDefined()
    const { familyID } = await api<{ familyID: number }>(page, 'GET', `/api/swimmers/${first.swimmerID}/family`)
    const { familyID: secondFamily } = await api<{ familyID: number }>(
      page,
      'GET',
      `/api/swimmers/${second.swimmerID}/family`,
    )
    if (secondFamily !== familyID) await api(page, 'PUT', `/api/swimmers/${second.swimmerID}/family`, { familyID })

    await page.goto(`/families/${familyID}`)
    const account = page.getByRole('region', { name: 'Account' })
    await expect(account.getByRole('button', { name: 'Collect for the family' })).toBeVisible({ timeout: 20_000 })

    // A credit note of 50.00, then an open invoice paid from it.
    await account.getByRole('button', { name: 'Give a credit note' }).click()
    const credit = page.getByRole('dialog', { name: 'Give the family a credit note' })
    await credit.getByLabel('Amount').fill('50')
    await credit.getByLabel('Reason').fill('A session the academy cancelled')
    await expectNoViolations(page, 'the credit note dialog at 1366 px')
    await credit.getByRole('button', { name: 'Give credit' }).click()
    await expect(credit).toBeHidden()
    await expect(account).toContainText(/credit held: EGP 50\.00/)
    const invoice = account.getByRole('article').first()
    await invoice.getByRole('button', { name: 'Pay from credit' }).click()
    const apply = page.getByRole('dialog', { name: /^Pay invoice \d+ of .+ from credit$/ })
    await expect(apply.getByLabel('Amount')).toHaveValue('50.00')
    await expectNoViolations(page, 'the pay-from-credit dialog at 1366 px')
    await apply.getByRole('button', { name: 'Pay from credit' }).click()
    await expect(apply).toBeHidden()
    await expect(account.getByRole('table').getByRole('row').filter({ hasText: 'Paid from credit' })).toHaveCount(1)
    await expect(account).toContainText(/credit held: EGP 0\.00/)

    // The rest in one payment: split by the server across both siblings' invoices, oldest first.
    const ledger = await api<{ dueCents: number; due: number }>(page, 'GET', `/api/families/${familyID}/ledger`)
    await account.getByRole('button', { name: 'Collect for the family' }).click()
    const collect = page.getByRole('dialog', { name: 'Collect for the family' })
    await collect.getByLabel('Amount').fill(String(ledger.due))
    await collect.getByLabel('Receipt number').fill(`E2E-FAM-${Date.now()}`)
    await collect.getByLabel('Paid by').selectOption('instapay')
    await collect.getByLabel('Reference').fill(`IP-${Date.now()}`)
    await expectNoViolations(page, 'the collect-for-the-family dialog at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-collect-en-1366.png` })
    await collect.getByRole('button', { name: 'Collect' }).click()
    const wentTo = collect.getByRole('list', { name: 'Where the payment went' })
    await expect(wentTo).toBeVisible()
    await expect(wentTo.getByRole('listitem').filter({ hasText: first.fullName })).not.toHaveCount(0)
    await expect(wentTo.getByRole('listitem').filter({ hasText: second.fullName })).not.toHaveCount(0)
    await expectNoViolations(page, 'where the family payment went at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-collected-en-1366.png` })
    await collect.getByRole('button', { name: 'Close' }).click()
    await expect(account).toContainText(/Owed on open invoices: EGP 0\.00/)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-account-en-1366.png`, fullPage: true })
  })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the renew dialog and the family account read right to left at 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Egypt')
    const swimmer = await renewable(page)
    await page.setViewportSize(PHONE)
    await page.goto(`/money?site=${EGYPT}`)
    await page
      .getByRole('button', { name: `جدّد اشتراك ${swimmer.fullName}` })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    const lines = dialog.getByRole('table', { name: 'السعر والخصومات' })
    await expect(lines.getByRole('rowheader', { name: 'الإجمالي' })).toBeVisible({ timeout: 20_000 })
    await dialog.getByLabel('الدفع', { exact: true }).selectOption('now')
    await dialog.getByLabel('عدد الدفعات').selectOption('3')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'the renew dialog in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-renew-ar-390.png` })
    await page.setViewportSize(DESK)
    await expectNoViolations(page, 'the renew dialog in Arabic at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-renew-ar-1366.png` })
    await dialog.getByRole('button', { name: 'إلغاء' }).click()

    // A family with an open invoice: its lines, and splitting it into instalments.
    const due = await api<{ invoices: Array<{ swimmerID: number }> }>(page, 'GET', `/api/money/due?site=${EGYPT}`)
    const { familyID } = await api<{ familyID: number }>(
      page,
      'GET',
      `/api/swimmers/${due.invoices[0].swimmerID}/family`,
    )
    await page.goto(`/families/${familyID}`)
    const account = page.getByRole('region', { name: 'الحساب', exact: true })
    const invoice = account.getByRole('article').first()
    await expect(invoice.getByRole('table', { name: 'السعر والخصومات' })).toBeVisible({ timeout: 20_000 })
    await expectNoViolations(page, 'the family account in Arabic at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-account-ar-1366.png`, fullPage: true })
    await invoice.getByRole('button', { name: 'دفعات…' }).click()
    const split = page.getByRole('dialog', { name: /^تقسيط الفاتورة/ })
    await expect(split.getByRole('list', { name: 'الدفعات ومواعيد استحقاقها' }).getByRole('listitem')).toHaveCount(2)
    await expectNoViolations(page, 'the split dialog in Arabic at 1366 px')
    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the split dialog in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-split-ar-390.png` })
    await split.getByRole('button', { name: 'إلغاء' }).click()
    await account.getByRole('button', { name: 'إشعار دائن' }).click()
    await expectNoViolations(page, 'the credit note dialog in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-credit-ar-390.png` })
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click()
    await expectNoViolations(page, 'the family account in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-account-ar-390.png`, fullPage: true })
  })
})
