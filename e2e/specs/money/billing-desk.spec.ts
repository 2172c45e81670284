import { academyToday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { signInInArabic } from '../../fixtures'
import { DEMO, expect, test } from '../../fixtures-money'
import { api } from '../../billing-api'

// Issue 30 at the desk, at Egypt (a site no other journey closes): the administrator collects one invoice by InstaPay
// with its reference and another in cash; the cash-up lists the methods and counts the drawer against cash only;
// the cash payment, a mistake, is voided with a reason (kept, struck through, its invoice open again). A payment of an
// earlier day, once that day is closed, is refunded in part: the refund is a negative receipt in today's cash-up. The
// family's account shows the InstaPay payment. Axe clean at 1366 and 390 px; the cash-up in Arabic.

test.setTimeout(240_000)
test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const EGYPT = 63
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 800 }

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

interface Day {
  closed: boolean
  payments: Array<{ paymentID: number; receiptNo: string; amountCents: number; status: string; method: string }>
  totals: { cash: number }
}

test('InstaPay with its reference, a wrong cash payment voided, a refund after the day is closed', async ({
  page,
  signInAt,
  moneyPage,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Egypt')
  await page.goto(`/money?site=${EGYPT}`)
  await expect(moneyPage.invoices).toBeVisible({ timeout: 20_000 })

  // By InstaPay: the reference is asked for, and the payment is recorded.
  const first = await moneyPage.startCollecting()
  await first.dialog.getByLabel('Paid by').selectOption('instapay')
  const stamp = Date.now()
  await first.dialog.getByLabel('Reference').fill(`IP-${stamp}`)
  await first.dialog.getByLabel('Receipt No').fill(`E2E-IP-${stamp}`)
  await first.dialog.getByRole('button', { name: 'Complete Payment' }).click()
  const paid = page.getByRole('dialog', { name: 'Payment recorded' })
  await expect(paid).toBeVisible()
  await paid.getByRole('button', { name: 'Close' }).click()

  // In cash, by mistake.
  const second = await moneyPage.startCollecting()
  expect(second.id).not.toBe(first.id)
  await second.dialog.getByLabel('Receipt No').fill(`E2E-CASH-${stamp}`)
  await second.dialog.getByRole('button', { name: 'Complete Payment' }).click()
  await expect(paid).toBeVisible()
  await paid.getByRole('button', { name: 'Close' }).click()

  // Today's cash-up: the methods, and the drawer against cash only.
  await page.goto(`/money/cashup?site=${EGYPT}&date=${academyToday()}`)
  await expect(moneyPage.payments).toBeVisible({ timeout: 20_000 })
  await expect(moneyPage.payments.getByText(`IP-${stamp}`, { exact: true })).toBeVisible()
  const methods = page.getByRole('table', { name: 'By method' })
  await expect(methods.getByRole('row', { name: /^InstaPay/ })).toBeVisible()
  const drawer = methods.getByRole('row', { name: /Cash in the drawer/ })
  const today = await api<Day>(page, 'GET', `/api/cashup?site=${EGYPT}&date=${academyToday()}`)
  const cashBefore = today.totals.cash

  // The cash payment voided, with the reason: kept and struck through; the drawer no longer counts it.
  await page.getByRole('button', { name: `Void receipt E2E-CASH-${stamp}` }).click()
  const voiding = page.getByRole('dialog', { name: `Void receipt E2E-CASH-${stamp}?` })
  await voiding.getByLabel('Reason').fill('Typed on the wrong invoice')
  await expectNoViolations(page, 'the void dialog at 1366 px')
  await voiding.getByRole('button', { name: 'Void' }).click()
  await expect(voiding).toBeHidden()
  const voidedRow = moneyPage.payments.getByRole('row').filter({ hasText: `E2E-CASH-${stamp}` })
  await expect(voidedRow.getByText('Void', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `Void receipt E2E-CASH-${stamp}` })).toHaveCount(0)
  const after = await api<Day>(page, 'GET', `/api/cashup?site=${EGYPT}&date=${academyToday()}`)
  expect(after.totals.cash).toBeLessThan(cashBefore)
  await expect(drawer).toContainText(after.totals.cash.toLocaleString('en-GB', { minimumFractionDigits: 2 }))

  // An earlier day with payments, closed with its exact count; one of its payments is refunded in part today.
  let earlier: { date: string; day: Day } | undefined
  for (let back = 2; back <= 60 && !earlier; back++) {
    const date = daysBefore(academyToday(), back)
    const day = await api<Day>(page, 'GET', `/api/cashup?site=${EGYPT}&date=${date}`)
    if (day.payments.some((one) => one.status === 'confirmed' && one.amountCents >= 200)) earlier = { date, day }
  }
  expect(earlier, 'a day of the last two months with a payment at Egypt').toBeDefined()
  const { date, day } = earlier!
  if (!day.closed) await api(page, 'POST', '/api/cashup/close', { site: EGYPT, date, counted: String(day.totals.cash) })
  const refunded = day.payments.find((one) => one.status === 'confirmed' && one.amountCents >= 200)!
  await page.goto(`/money/cashup?site=${EGYPT}&date=${date}`)
  await page.getByRole('button', { name: `Refund receipt ${refunded.receiptNo}` }).click()
  const refunding = page.getByRole('dialog', { name: `Refund receipt ${refunded.receiptNo}` })
  await refunding.getByLabel('Amount to give back').fill('1.50')
  await refunding.getByLabel('Reason').fill('Missed a session the academy cancelled')
  await expectNoViolations(page, 'the refund dialog at 1366 px')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-refund-dialog-en-1366.png` })
  await refunding.getByRole('button', { name: 'Refund' }).click()
  await expect(refunding).toBeHidden()

  // It is in today's cash-up, a negative receipt.
  await page.goto(`/money/cashup?site=${EGYPT}&date=${academyToday()}`)
  const refunds = page.getByRole('table', { name: /^\d+ refunds? given$/ })
  const refundRow = refunds.getByRole('row').filter({ hasText: refunded.receiptNo })
  await expect(refundRow).toContainText('-EGP 1.50')
  await expect(refundRow).toContainText('Missed a session the academy cancelled')
  await expectNoViolations(page, "today's cash-up at 1366 px")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-cashup-en-1366.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  await expectNoViolations(page, "today's cash-up at 390 px")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-cashup-en-390.png`, fullPage: true })
  await page.setViewportSize(DESK)

  // The family's account shows the InstaPay payment.
  const instapay = after.payments.find((one) => one.receiptNo === `E2E-IP-${stamp}`)!
  const { swimmerID } = await api<{ swimmerID: number }>(page, 'GET', `/api/payments/${instapay.paymentID}`)
  const { familyID } = await api<{ familyID: number }>(page, 'GET', `/api/swimmers/${swimmerID}/family`)
  await page.goto(`/families/${familyID}`)
  const account = page.getByRole('region', { name: 'Account' })
  await expect(account.getByRole('row').filter({ hasText: `E2E-IP-${stamp}` })).toContainText('Payment')
  await expectNoViolations(page, "the family's account at 1366 px")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-family-account-en-1366.png`, fullPage: true })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test("today's cash-up with its methods reads right to left at 390 px, axe clean", async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Egypt')
    await page.setViewportSize(PHONE)
    await page.goto(`/money/cashup?site=${EGYPT}&date=${academyToday()}`)
    await expect(page.getByRole('table', { name: 'حسب طريقة الدفع' })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'the cash-up in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-cashup-ar-390.png`, fullPage: true })
  })
})
