import type { Page } from '@playwright/test'
import { academyWeekday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { signInInArabic } from '../../fixtures'
import { DEMO, expect, test } from '../../fixtures-schools'

// Issue 27, editing what exists: a school could not be edited after it was created ("give them another coach", but
// nowhere to do so). Update opens Edit School, the create form's fields filled in from the school; the server checks
// the change as it checks a creation (here: the coach busy at that time, named on the field) and the row shows the
// saved change. English at 1366 px, Arabic at 390 px (Arabic-Indic digits in Capacity), axe on every dialog. The
// schools the spec makes are ended at the end, through the API, so their coaches are free for other specs.

test.setTimeout(150_000)

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR
/** Day codes run from 215 (Friday) to 221 (Thursday). */
const dayCodeOf = (weekday: number): number => 215 + ((weekday + 2) % 7)

async function api(page: Page, method: 'POST' | 'GET', path: string, body?: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> }
}

/** Two Level 2 schools of Smart Way meeting today and tomorrow before dawn, each with its own free coach. */
async function twoSchools(page: Page): Promise<Array<{ schoolID: number; coachID: number }>> {
  const today = academyWeekday()
  const coaches = (await api(page, 'GET', '/api/schools/coach-options/61')).body as unknown as Array<{
    coachID: number
  }>
  const made: Array<{ schoolID: number; coachID: number }> = []
  for (const coach of coaches) {
    if (made.length === 2) break
    const created = await api(page, 'POST', '/api/schools/create', {
      schoolLevel: '13',
      coachID: String(coach.coachID),
      firstDay: String(dayCodeOf(today)),
      secondDay: String(dayCodeOf((today + 1) % 7)),
      startTime: made.length === 0 ? '03:00' : '03:45',
      endTime: made.length === 0 ? '03:45' : '04:30',
      type: '81',
      site: '61',
    })
    if (created.status === 200) made.push({ schoolID: Number(created.body.schoolID), coachID: coach.coachID })
  }
  expect(made).toHaveLength(2)
  return made
}

async function endSchools(page: Page, schools: Array<{ schoolID: number }>): Promise<void> {
  for (const { schoolID } of schools) await api(page, 'POST', '/api/schools/end', { schoolID, site: 61 })
}

test.describe('in English at 1366 px', () => {
  test.use({ locale: 'en-GB' })

  test('Update opens Edit School; a busy coach is refused on the field, a valid change is saved', async ({
    page,
    signInAt,
    schoolsPage,
  }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Smart Way')
    await schoolsPage.openFromDashboard()
    const [school, other] = await twoSchools(page)
    try {
      await schoolsPage.searchById(school.schoolID)
      await schoolsPage.act(school.schoolID, 'Update')
      const dialog = page.getByRole('dialog', { name: `Edit school ${school.schoolID}` })
      await expect(dialog).toBeVisible()
      // Filled in from the school.
      await expect(dialog.getByRole('combobox', { name: 'School Level' })).toHaveValue('13')
      await expect(dialog.getByRole('combobox', { name: 'Coach' })).toHaveValue(String(school.coachID))
      await expect(dialog.getByLabel('Start Time')).toHaveValue('03:00')
      await expect(dialog.getByLabel('End Time')).toHaveValue('03:45')
      await expect(dialog.getByLabel('Capacity')).toHaveValue('12')
      await expectNoViolations(page, 'Edit School at 1366 px')

      // The other school's coach teaches from 03:45: a school until 04:00 with them is refused, on the coach.
      await dialog.getByRole('combobox', { name: 'Coach' }).selectOption(String(other.coachID))
      await dialog.getByLabel('End Time').fill('04:00')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(dialog.getByText('This coach is busy at that time')).toBeVisible()
      await expect(dialog.getByText(new RegExp(`already teaches school ${other.schoolID} `))).toBeVisible()
      await expectNoViolations(page, 'Edit School refused at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-school-refused-en-1366.png` })

      // Its own coach, to 03:30, with 14 places: saved, and the row says so.
      await dialog.getByRole('combobox', { name: 'Coach' }).selectOption(String(school.coachID))
      await dialog.getByLabel('End Time').fill('03:30')
      await dialog.getByLabel('Capacity').fill('14')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(dialog).toBeHidden()
      await expect(schoolsPage.toast(`School ${school.schoolID} updated`)).toBeVisible()
      await expect(schoolsPage.cell(school.schoolID, 'fromTo')).toHaveText('03:00 - 03:30')
      await expect(schoolsPage.cell(school.schoolID, 'numberCapacity')).toHaveText('0 / 14')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-school-saved-en-1366.png` })

      // At 390 px the dialog fits the phone.
      await page.setViewportSize(PHONE)
      await schoolsPage.act(school.schoolID, 'Update')
      await expect(dialog).toBeVisible()
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      await expectNoViolations(page, 'Edit School at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-school-en-390.png` })
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    } finally {
      await endSchools(page, [school, other])
    }
  })
})

test.describe('in Arabic at 390 px', () => {
  test.use({ locale: 'ar-EG' })

  test('تعديل opens Edit School in Arabic and takes Arabic-Indic digits', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    const schools = await twoSchools(page)
    const [school] = schools
    try {
      await page.goto('/dashboard/schools')
      await page.getByRole('combobox', { name: 'البحث بـ' }).selectOption('رقم المدرسة')
      await page.getByRole('textbox', { name: 'رقم المدرسة' }).fill(String(school.schoolID))
      await page.getByRole('button', { name: 'بحث', exact: true }).click()
      // On a phone the row's actions are one menu (issue 27).
      const showActions = `عرض إجراءات المدرسة رقم ${school.schoolID}`
      await page.getByRole('button', { name: showActions, exact: true }).click()
      await page.getByRole('menuitem', { name: 'تعديل', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `تعديل المدرسة رقم ${school.schoolID}` })
      await expect(dialog).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(dialog.getByText('عدد الأماكن: على الأقل عدد المشتركين (0)')).toBeVisible()
      await dialog.getByLabel('العدد').fill('١٥')
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      await expectNoViolations(page, 'Edit School in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-school-ar-390.png` })
      await dialog.getByRole('button', { name: 'حفظ التعديلات' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        page.locator('#notistack-snackbar').filter({ hasText: `المدرسة رقم ${school.schoolID} اتعدلت` }),
      ).toBeVisible()
      const stored = await api(page, 'POST', '/api/schools/search', { schoolID: school.schoolID, userSite: 61 })
      expect((stored.body as unknown as Array<{ capacity: number }>)[0].capacity).toBe(15)

      // At 1366 px the row shows its buttons again, after 'Show Actions'.
      await page.setViewportSize(DESK)
      const actions = page.getByRole('group', { name: showActions })
      if (!(await actions.isVisible())) await page.getByRole('button', { name: showActions, exact: true }).click()
      await actions.getByRole('button', { name: 'تعديل', exact: true }).click()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('العدد')).toHaveValue('15')
      await expectNoViolations(page, 'Edit School in Arabic at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-school-ar-1366.png` })
      await dialog.getByRole('button', { name: 'إلغاء' }).click()
    } finally {
      await endSchools(page, schools)
    }
  })
})
