import type { Page } from '@playwright/test'
import { academyToday } from '../../academy-dates'
import { startAcademyServer, type AcademyServer } from '../../academy-server'
import { expectNoViolations } from '../../axe'
import { api } from '../../billing-api'
import { DEMO, expect, test as base } from '../../fixtures-money'

// Issue 30's journey, as one chain over two academy days at Egypt:
// day one, a family of two siblings renews in one renewal run with the sibling discount shown; the mother pays half
// by InstaPay at the family's page (oldest invoice first, the answer says where it went); the cashier takes a cash
// payment by mistake and voids it in the cash-up, which counts the drawer against cash only and closes the day;
// the next day, the mother's InstaPay payment is refunded in part and the refund is a negative receipt in that day's
// cash-up. English at 1366 and 390 px, the next day's cash-up in Arabic at both; axe clean on every page and dialog.
//
// The journey moves the academy's clock a day ahead, so it runs on a server and database of its own (restarted with
// CLOCK_AHEAD_DAYS=1 for the next day), never the worker's, which the other spec files share.

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const EGYPT = 63
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }
const OWN = { portOffset: 40 }
const DAY = 86_400_000

const journey = { stamp: Date.now(), dayOne: academyToday(), familyID: 0, instapayReceipt: '' }

// This file's own server, started once for its worker; `current` changes when the next day restarts it (same port).
const test = base.extend<object, { journeyServer: { current: AcademyServer } }>({
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first argument
    async ({}, use, workerInfo) => {
      const holder = { current: await startAcademyServer(workerInfo.parallelIndex, OWN) }
      await use(holder)
      await holder.current.stop()
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.current.url),
})

test.setTimeout(300_000)
test.describe.configure({ mode: 'serial' })

const money = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })

/** A running school at Egypt with two free places (of any type). */
async function schoolWithTwoPlaces(page: Page) {
  for (const type of ['77', '78', '79', '80', '81', '82', '83', '84', '85']) {
    const schools = await api<
      Array<{ schoolID: number; levelCode: number; capacity: number; enrolled: number; endDate: string | null }>
    >(page, 'POST', '/api/schools/search', { type, userSite: EGYPT })
    const school = schools.find((row) => !row.endDate && row.capacity - row.enrolled >= 2)
    if (school) return school
  }
  throw new Error('the demo academy has no running school at Egypt with two free places')
}

/** Two siblings (one parent phone: one family), each in the school for a month, paid in cash on enrolment. */
async function twoSiblingsInSchool(page: Page): Promise<{ names: string[]; familyID: number }> {
  const school = await schoolWithTwoPlaces(page)
  const phone = `010${String(journey.stamp).slice(-8)}`
  const names = [`Omar Journey ${journey.stamp}`, `Salma Journey ${journey.stamp}`]
  const ids: number[] = []
  for (const [index, fullName] of names.entries()) {
    const { swimmerID } = await api<{ swimmerID: number }>(page, 'POST', '/api/swimmers/add', {
      site: EGYPT,
      userID: 1,
      fullName,
      birthDate: index === 0 ? '2015-03-02' : '2017-06-09',
      startLevel: school.levelCode,
      gender: index === 0 ? 5 : 6,
      club: 87,
      primaryPhone: phone,
      secondaryPhone: '',
      primaryJob: 'Engineer',
      secondaryJob: '',
      email: `journey-${journey.stamp}@example.com`,
      address: '12 Nile Street, Giza',
    })
    const { invoiceID } = await api<{ invoiceID: number }>(page, 'POST', '/api/swimmerschool/add-swimmer-to-school', {
      swimmerID,
      schoolID: school.schoolID,
      months: 1,
      userID: 1,
      siteID: EGYPT,
    })
    const invoice = await api<{ amountDue: number }>(page, 'GET', `/api/invoices/${invoiceID}`)
    await api(page, 'POST', '/api/Payment/complete', {
      invoiceID,
      swimmerID,
      siteID: EGYPT,
      amountPaid: invoice.amountDue,
      recieptNo: `ENROL-${journey.stamp}-${index}`,
      userID: 1,
    })
    ids.push(swimmerID)
  }
  const families = await Promise.all(
    ids.map((id) => api<{ familyID: number }>(page, 'GET', `/api/swimmers/${id}/family`)),
  )
  expect(families[1].familyID, 'one parent phone, one family').toBe(families[0].familyID)
  return { names, familyID: families[0].familyID }
}

interface Day {
  closed: boolean
  payments: Array<{ paymentID: number; receiptNo: string; status: string; method: string }>
  totals: { cash: number }
}

test('day one: a renewal run with the sibling discount, half paid by InstaPay, a wrong cash payment voided', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Egypt')
  const { names, familyID } = await twoSiblingsInSchool(page)
  journey.familyID = familyID

  // Settings → Discounts: 10% off from the second child.
  await page.goto('/settings?tab=discounts')
  const rules = page.getByRole('form', { name: 'Discount rules' })
  await rules.getByRole('button', { name: 'Add a rule' }).click({ timeout: 20_000 })
  await rules.getByRole('group', { name: 'Rule 1' }).getByRole('textbox', { name: 'Percent' }).fill('10')
  await rules.getByRole('button', { name: 'Save the rules' }).click()
  await expect(page.getByText(/The discount rules are saved/)).toBeVisible()

  // Money → Renewals: the next 60 days; everyone else left out, the two siblings renewed in one run.
  await page.goto(`/money/renewals?site=${EGYPT}`)
  await page.getByRole('combobox', { name: 'Subscriptions ending within' }).click({ timeout: 20_000 })
  await page.getByRole('option', { name: '60 days' }).click()
  await page.getByRole('button', { name: 'Preview' }).click()
  const family = page.getByRole('region', { name: `Family of ${names.join(', ')}` })
  await expect(family).toBeVisible({ timeout: 20_000 })
  // The younger sibling, second in the family, carries the sibling discount; the elder pays the list price.
  const [elder, younger] = names.map((name) => family.getByRole('checkbox', { name: new RegExp(`^${name}`) }))
  await expect(family.getByText('Sibling discount from the second child: 10%')).toHaveCount(1)
  await page.getByRole('button', { name: 'Untick all' }).click()
  await elder.check()
  await younger.check()
  const post = page.getByRole('button', { name: 'Post 2 invoices' })
  await expect(post).toBeEnabled()
  await expectNoViolations(page, 'the renewal run of two siblings (1366 px)')
  if (SHOTS) await family.screenshot({ path: `${SHOTS}/journey-billing-run-family-en-1366.png` })
  await post.click()
  await expect(page.getByText(/^Posted: 2 invoices made, now due/)).toBeVisible({ timeout: 20_000 })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-run-posted-en-1366.png`, fullPage: true })

  // The family's page: two renewal invoices due; the mother pays half of it by InstaPay.
  const ledger = await api<{ dueCents: number }>(page, 'GET', `/api/families/${familyID}/ledger`)
  const halfCents = Math.round(ledger.dueCents / 2)
  await page.goto(`/families/${familyID}`)
  await page.getByRole('button', { name: 'Collect for the family' }).click({ timeout: 20_000 })
  const collect = page.getByRole('dialog', { name: 'Collect for the family' })
  journey.instapayReceipt = `IP-REC-${journey.stamp}`
  await collect.getByRole('textbox', { name: /Amount/ }).fill((halfCents / 100).toFixed(2))
  await collect.getByRole('textbox', { name: /Receipt number/ }).fill(journey.instapayReceipt)
  await collect.getByRole('combobox', { name: 'Paid by' }).selectOption('instapay')
  await collect.getByRole('textbox', { name: /Reference/ }).fill(`IP-${journey.stamp}`)
  await page.setViewportSize(PHONE)
  await expectNoViolations(page, "the family's payment by InstaPay (390 px)")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-family-pays-en-390.png` })
  await page.setViewportSize(DESK)
  await collect.getByRole('button', { name: 'Collect' }).click()
  // Oldest first: all of it to the elder's invoice, which stays partly due.
  const wentTo = collect.getByRole('list', { name: 'Where the payment went' })
  await expect(wentTo.getByRole('listitem')).toHaveCount(1)
  await expect(wentTo.getByRole('listitem')).toContainText(`EGP ${money(halfCents)} to invoice`)
  await expect(wentTo.getByRole('listitem')).toContainText(`of ${names[0]} (receipt ${journey.instapayReceipt})`)
  await collect.getByRole('button', { name: 'Close' }).click()
  await expect(collect).toBeHidden()

  // The cashier, at the same family's page, records the rest in cash by mistake (the family had not paid it)...
  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await signInAt(DEMO.cashier, 'Egypt')
  await page.goto(`/families/${familyID}`)
  await page.getByRole('button', { name: 'Collect for the family' }).click({ timeout: 20_000 })
  const wrong = page.getByRole('dialog', { name: 'Collect for the family' })
  const wrongReceipt = `CASH-${journey.stamp}`
  await wrong.getByRole('textbox', { name: /Amount/ }).fill('10')
  await wrong.getByRole('textbox', { name: /Receipt number/ }).fill(wrongReceipt)
  await wrong.getByRole('button', { name: 'Collect' }).click()
  // Oldest first again: the rest of the elder's invoice takes all of it, one receipt.
  await expect(wrong.getByRole('list', { name: 'Where the payment went' }).getByRole('listitem')).toHaveCount(1)
  await wrong.getByRole('button', { name: 'Close' }).click()

  // ...and voids it in today's cash-up with the reason: kept, marked void; the drawer counts cash only.
  await page.goto(`/money/cashup?site=${EGYPT}&date=${journey.dayOne}`)
  const methods = page.getByRole('table', { name: 'By method' })
  await expect(methods.getByRole('row', { name: /^InstaPay/ })).toBeVisible({ timeout: 20_000 })
  const cashBefore = (await api<Day>(page, 'GET', `/api/cashup?site=${EGYPT}&date=${journey.dayOne}`)).totals.cash
  await page.getByRole('button', { name: `Void receipt ${wrongReceipt}`, exact: true }).click()
  const voiding = page.getByRole('dialog', { name: `Void receipt ${wrongReceipt}?` })
  await voiding.getByLabel('Reason').fill('Typed for the wrong family: they had not paid')
  await expectNoViolations(page, 'the void dialog (1366 px)')
  await voiding.getByRole('button', { name: 'Void' }).click()
  await expect(voiding).toBeHidden()
  const payments = page.getByRole('grid', { name: /^\d+ payments?$/ })
  await expect(
    payments.getByRole('row').filter({ hasText: wrongReceipt }).getByText('Void', { exact: true }),
  ).toBeVisible()
  const today = await api<Day>(page, 'GET', `/api/cashup?site=${EGYPT}&date=${journey.dayOne}`)
  expect(today.totals.cash).toBe(cashBefore - 10)
  const drawer = methods.getByRole('row', { name: /Cash in the drawer/ })
  await expect(drawer).toContainText(money(Math.round(today.totals.cash * 100)))
  // The mother's InstaPay payment is beside the drawer, not in it.
  expect(today.payments.find((one) => one.receiptNo === journey.instapayReceipt)?.method).toBe('instapay')

  // The cashier counts the drawer and closes the day.
  await page.getByLabel('Counted amount').fill(today.totals.cash.toFixed(2))
  await page.getByRole('button', { name: 'Close the day' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click()
  await expect(page.getByText(/Closed by .+ on .+\. No payment can be recorded or changed on this day\./)).toBeVisible()
  await expectNoViolations(page, "day one's closed cash-up (1366 px)")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-day-one-closed-en-1366.png`, fullPage: true })
})

test("the next day: the mother's InstaPay payment refunded in part, a negative receipt in that day's cash-up", async ({
  page,
  signInAt,
  journeyServer,
}, workerInfo) => {
  // The next academy day: the server restarted on the same database with its clock a day ahead, the browser's too.
  await journeyServer.current.stop()
  journeyServer.current = await startAcademyServer(workerInfo.parallelIndex, {
    ...OWN,
    keepData: true,
    clockAheadDays: 1,
  })
  await page.clock.setFixedTime(Date.now() + DAY)
  const dayTwo = new Date(Date.parse(`${journey.dayOne}T12:00:00Z`) + DAY).toISOString().slice(0, 10)
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Egypt')

  // Day one is closed: its InstaPay payment can no longer be voided, only refunded.
  await page.goto(`/money/cashup?site=${EGYPT}&date=${journey.dayOne}`)
  const refund = page.getByRole('button', { name: `Refund receipt ${journey.instapayReceipt}` })
  await refund.click({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: `Void receipt ${journey.instapayReceipt}` })).toHaveCount(0)
  const refunding = page.getByRole('dialog', { name: `Refund receipt ${journey.instapayReceipt}` })
  await refunding.getByLabel('Amount to give back').fill('25')
  await refunding.getByLabel('Reason').fill('Two sessions the academy cancelled')
  // Given back the way it came, InstaPay, whose transfer has its own reference.
  await expect(refunding.getByLabel('Paid by')).toHaveValue('instapay')
  await refunding.getByLabel('Reference').fill(`IP-BACK-${journey.stamp}`)
  await expectNoViolations(page, 'the refund dialog (1366 px)')
  await refunding.getByRole('button', { name: 'Refund' }).click()
  await expect(refunding).toBeHidden()

  // That day's cash-up (the day after the payment) lists it as a negative receipt with its reason.
  await page.goto(`/money/cashup?site=${EGYPT}&date=${dayTwo}`)
  const refunds = page.getByRole('table', { name: /^\d+ refunds? given$/ })
  const row = refunds.getByRole('row').filter({ hasText: journey.instapayReceipt })
  await expect(row).toContainText('-EGP 25.00', { timeout: 20_000 })
  await expect(row).toContainText('Two sessions the academy cancelled')
  await expectNoViolations(page, "the next day's cash-up (1366 px)")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-day-two-en-1366.png`, fullPage: true })

  // The same cash-up in Arabic on a phone: right to left, the refund in it.
  await page.request.put('/api/me/preferences', {
    headers: { authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('authToken'))}` },
    data: { language: 'ar' },
  })
  await page.setViewportSize(PHONE)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 20_000 })
  const refundsInArabic = page.getByRole('table', { name: 'استرداد واحد' })
  await expect(refundsInArabic.getByRole('row').filter({ hasText: journey.instapayReceipt })).toBeVisible()
  await expectNoViolations(page, "the next day's cash-up in Arabic (390 px)")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-day-two-ar-390.png`, fullPage: true })
  await page.setViewportSize(DESK)
  await expectNoViolations(page, "the next day's cash-up in Arabic (1366 px)")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-billing-day-two-ar-1366.png`, fullPage: true })
})
