import type { Page } from '@playwright/test'
import type { ReportsPage } from '../../pages/money-page'
import { academyToday, shownDay } from '../../academy-dates'
import { DEMO, expect, test } from '../../fixtures-money'

// Issue 15's journey: the cashier collects a payment at Club 13, prints its receipt, closes the day with a counted
// amount; a payment on that closed day is refused with the server's words; the owner's revenue table shows the
// payment in its month. The administrator then reopens the day (with a reason), so later journeys can pay again.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-money-ui'

/** This month in the academy's time zone, 'YYYY-MM'. */
const cairoMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit' }).format(new Date())

/** 'EGP 17,290.50' → 1729050 (cents). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** The revenue of Club 13 this month as the reports' table shows it, in cents. */
async function revenueThisMonth(page: Page, reports: ReportsPage): Promise<number> {
  await reports.open('?site=62')
  const table = await reports.table(/^Revenue per month/)
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: cairoMonth(), exact: true }) })
  await expect(row).toHaveCount(1)
  return centsOf(await row.getByRole('cell').nth(1).innerText())
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
}

test.describe.configure({ mode: 'serial' })

test('collect → receipt → close the day → refused → in the month’s revenue', async ({
  page,
  signInAt,
  moneyPage,
  receiptPage,
  reportsPage,
}) => {
  test.setTimeout(180_000)

  // The owner's figure before.
  await signInAt(DEMO.admin, 'Club 13')
  const before = await revenueThisMonth(page, reportsPage)
  await logout(page)

  // The cashier collects the oldest open invoice.
  await signInAt(DEMO.cashier, 'Club 13')
  await moneyPage.open()
  const { id, swimmer, dialog } = await moneyPage.startCollecting()
  const amount = await dialog.getByLabel('Amount paid').inputValue()
  expect(amount).toMatch(/^\d+\.\d{2}$/)
  const receiptNo = `E2E-MONEY-${Date.now()}`
  await dialog.getByLabel('Receipt No').fill(receiptNo)
  await dialog.getByRole('button', { name: 'Complete Payment' }).click()
  const paid = page.getByRole('dialog', { name: 'Payment recorded' })
  await expect(paid.getByText(`${swimmer}'s payment is recorded with receipt ${receiptNo}.`)).toBeVisible()
  await paid.getByRole('link', { name: 'Print receipt' }).click()

  // Its receipt: every field a parent needs, and the print version without the app around it.
  await receiptPage.expectLoaded(receiptNo)
  const receipt = receiptPage.receipt
  await expect(receipt.getByText('Swimming Academy', { exact: true })).toBeVisible()
  await expect(receipt.getByText('Club 13', { exact: true })).toBeVisible()
  await expect(receiptPage.field('Receipt No')).toHaveText(receiptNo)
  await expect(receiptPage.field('Swimmer')).toContainText(swimmer)
  await expect(receiptPage.field('Invoice')).toHaveText(`#${id}`)
  await expect(receiptPage.field('Cashier')).not.toBeEmpty()
  await expect(receiptPage.field('Date and time')).toHaveText(/\d{4}, \d{2}:\d{2}$/)
  const shownAmount = `EGP ${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
  await expect(page.getByTestId('receipt-amount')).toHaveText(shownAmount)
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByTestId('receipt-amount')).toHaveCSS('color', 'rgb(0, 0, 0)')
  await page.screenshot({ path: `${SHOTS}/journey-receipt-print.png`, fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // The day's cash-up lists the payment; the cashier counts the total and closes the day.
  await page.getByRole('link', { name: "Day's cash-up" }).click()
  await expect(moneyPage.payments).toBeVisible({ timeout: 20_000 })
  await expect(moneyPage.payments.getByRole('link', { name: receiptNo })).toBeVisible()
  const overall = await page.getByTestId('cashup-overall').innerText()
  const counted = (centsOf(overall) / 100).toFixed(2)
  await moneyPage.counted().fill(counted)
  await expect(page.getByText('Balanced: the count matches the payments')).toBeVisible()
  await page.getByRole('button', { name: 'Close the day' }).click()
  const confirm = page.getByRole('dialog', { name: `Close Club 13, ${shownDay(academyToday())}?` })
  await expect(confirm).toContainText(`Counted ${overall} against payments of ${overall}`)
  await confirm.getByRole('button', { name: 'Close the day' }).click()
  await expect(page.getByText(/Closed by .+ on .+\. No payment can be recorded or changed on this day\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0) // the cashier may not reopen
  await page.screenshot({ path: `${SHOTS}/journey-cashup-closed.png`, fullPage: true })

  // On the closed day no payment is offered (the server refuses one anyway: server/test/domains/money/cashup.test.ts),
  // and the desk says why (issue 25).
  await page.getByRole('tab', { name: 'Due and owed' }).click()
  await expect(moneyPage.invoices).toBeVisible()
  await expect(page.getByText("Today's cash-up at Club 13 is closed: reopen it to take money")).toBeVisible()
  await expect(moneyPage.collectButtons()).toHaveCount(0)
  await logout(page)

  // The owner sees the payment in this month's revenue, to the cent, then reopens the day with a reason.
  await signInAt(DEMO.admin, 'Club 13')
  expect(await revenueThisMonth(page, reportsPage)).toBe(before + centsOf(amount))
  await page.goto('/money/cashup?site=62')
  await page.getByRole('button', { name: 'Reopen' }).click()
  const reopen = page.getByRole('dialog', { name: 'Reopen the day' })
  await reopen.getByLabel('Reason').fill('E2E journey: the day is handed back for the next checks')
  await reopen.getByRole('button', { name: 'Reopen' }).click()
  await expect(page.getByText(/Reopened by .+: E2E journey/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close the day' })).toBeVisible()
})
