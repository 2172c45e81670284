import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 27, "The walk-in": a new swimmer registered, enrolled in a school with payment and the receipt printed, by the
// cashier at the desk. After Add Swimmer the new swimmer is the search result with Add to School on the banner; the
// amount paid is the invoice's; paying ends with Print receipt. The clicks are counted (README, "The walk-in"): the
// form's own fields (typing, and its three pickers) are the same before and after and are not counted.

// With motion, as most users see the app (the other journeys ask for less: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR

interface Labels {
  add: string
  addSubmit: string
  fullName: string
  birthDate: string
  gender: string
  startLevel: string
  club: string
  phone: string
  job: string
  email: string
  address: string
  toSchool: string
  schoolDialog: string
  schoolSubmit: string
  receiptNo: string
  amountPaid: string
  printReceipt: string
  print: string
  banner: RegExp
}

const EN: Labels = {
  add: 'Add New Swimmer',
  addSubmit: 'Add Swimmer',
  fullName: 'Full Name',
  birthDate: 'Birth Date',
  gender: 'Gender',
  startLevel: 'Start Level',
  club: 'Club',
  phone: 'Primary Phone',
  job: 'Primary Job',
  email: 'Parent Email',
  address: 'Address',
  toSchool: 'Add to School',
  schoolDialog: 'Add Swimmer to School',
  schoolSubmit: 'Add to School',
  receiptNo: 'Receipt No',
  amountPaid: 'Amount Paid',
  printReceipt: 'Print receipt',
  print: 'Print',
  banner: /New Swimmer ID: (\d+)/,
}

const AR: Labels = {
  add: 'إضافة سبّاح جديد',
  addSubmit: 'إضافة السبّاح',
  fullName: 'الاسم بالكامل',
  birthDate: 'تاريخ الميلاد',
  gender: 'النوع',
  startLevel: 'مستوى البداية',
  club: 'النادي',
  phone: 'الموبايل الأساسي',
  job: 'وظيفة ولي الأمر',
  email: 'إيميل ولي الأمر',
  address: 'العنوان',
  toSchool: 'إضافة لمدرسة',
  schoolDialog: 'إضافة السبّاح لمدرسة',
  schoolSubmit: 'إضافة للمدرسة',
  receiptNo: 'رقم الإيصال',
  amountPaid: 'المبلغ المدفوع',
  printReceipt: 'اطبع الإيصال',
  print: 'اطبع',
  banner: /رقم السبّاح الجديد: ([\d٠-٩]+)/,
}

/** The form's pickers are the same before and after: their first choice (Level 1 is the first level). */
async function pickFirst(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click()
  await page.getByRole('listbox').getByRole('option').first().click()
}

async function walkIn(page: Page, l: Labels, width: number, shot: string): Promise<number> {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }

  await page.goto('/dashboard/swimmers')
  await click(page.getByRole('button', { name: l.add }))
  const form = page.getByRole('dialog', { name: l.add })
  await form.getByLabel(l.fullName).fill(`Walk-in ${Date.now()}`)
  await form.getByLabel(l.birthDate).fill('2017-05-09')
  await pickFirst(page, form, l.gender)
  await pickFirst(page, form, l.startLevel)
  await pickFirst(page, form, l.club)
  await form.getByLabel(l.phone).fill('01012345678')
  await form.getByLabel(l.job).fill('Teacher')
  await form.getByLabel(l.email).fill('walk.in@example.com')
  await form.getByLabel(l.address).fill('5 Road 9, Maadi')
  await click(form.getByRole('button', { name: l.addSubmit, exact: true }))
  await expect(form).toBeHidden()

  // The new swimmer is the result, and the banner offers the enrolment.
  const banner = page.getByRole('alert').filter({ hasText: l.banner })
  await expect(banner).toBeVisible()
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('row')).toHaveCount(2) // the header and the new swimmer
  await expectNoViolations(page, `the swimmers page after a walk-in's registration (${width} px)`)
  // Nothing past the screen's edge: on a phone the row's actions are one menu button (issue 27).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const gridBox = (await grid.boundingBox())!
  expect(gridBox.x + gridBox.width).toBeLessThanOrEqual(width)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/walk-in-registered-${shot}.png`, fullPage: true })
  await click(banner.getByRole('button', { name: l.toSchool }))

  const enrol = page.getByRole('dialog', { name: l.schoolDialog })
  await click(
    enrol
      .getByRole('listitem')
      .getByRole('button')
      .filter({ hasNot: page.locator('[aria-disabled="true"]') })
      .first(),
  )
  // The amount is the invoice's: nothing to type there.
  await expect(enrol.getByLabel(l.amountPaid)).not.toHaveValue(/^(0|0\.00)?$/)
  await enrol.getByLabel(l.receiptNo).fill(`W-${Date.now()}`)
  await expectNoViolations(page, `the enrolment with the amount filled (${width} px)`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/walk-in-enrol-${shot}.png` })
  await click(enrol.getByRole('button', { name: l.schoolSubmit, exact: true }))

  const paid = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: l.printReceipt }) })
  await expect(paid).toBeVisible()
  await expectNoViolations(page, `the receipt prompt (${width} px)`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/walk-in-paid-${shot}.png` })
  await click(paid.getByRole('link', { name: l.printReceipt }))
  await expect(page).toHaveURL(/\/receipts\/\d+$/)
  await click(page.getByRole('button', { name: l.print, exact: true }))
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  return clicks
}

test('the walk-in: register, enrol with payment and print in 7 clicks (English, 1366 px)', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.cashier, 'Club 13')
  // Before issue 27 the same journey took 12: Search by and Swimmer ID, Search, the row's Add to School, clearing
  // and typing the amount, then the row's Payments and the receipt's link (README, "The walk-in").
  expect(await walkIn(page, EN, DESK.width, 'en-1366')).toBe(7)
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the walk-in in Arabic on a phone (390 px)', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.cashier, 'Club 13')
    expect(await walkIn(page, AR, PHONE.width, 'ar-390')).toBe(7)
  })
})
