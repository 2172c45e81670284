import type { Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 27, "Finding people": typing in a swimmer who is already registered (same name and birth date) shows them
// before saving, in English at 1366 px and in Arabic at 390 px; the desk cancels, and nothing is added.

const SHOTS = process.env.E2E_SCREENSHOT_DIR

/** A Club 13 swimmer of the demo, with the birth date their record holds. */
async function registered(page: Page): Promise<{ id: number; fullName: string; birthDate: string }> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const headers = { authorization: `Bearer ${token}` }
  const found = await page.request.post('/api/swimmers/search', { headers, data: { fullName: 'a', userSite: 62 } })
  const [first] = (await found.json()) as Array<{ swimmerID: number; fullName: string }>
  const info = await page.request.get(`/api/swimmers/${first.swimmerID}/info-tab`, { headers })
  const { birthDate } = (await info.json()) as { birthDate: string }
  return { id: first.swimmerID, fullName: first.fullName, birthDate }
}

async function typeTheSameSwimmer(
  page: Page,
  labels: { add: string; name: string; birth: string; phone: string; job: string },
  swimmer: { fullName: string; birthDate: string },
) {
  await page.goto('/dashboard/swimmers')
  await page.getByRole('button', { name: labels.add }).click()
  const form = page.getByRole('dialog', { name: labels.add })
  await form.getByLabel(labels.name).fill(swimmer.fullName)
  await form.getByLabel(labels.birth).fill(swimmer.birthDate)
  for (const combobox of await form.getByRole('combobox').all()) {
    await combobox.click()
    await page.getByRole('listbox').getByRole('option').first().click()
  }
  await form.getByLabel(labels.phone).fill('01099988877')
  await form.getByLabel(labels.job).fill('Engineer')
  await form.locator('input[type="email"]').fill('same.swimmer@example.com')
  for (const field of await form.locator('input[required]:not([type]), textarea[required]').all()) {
    if ((await field.inputValue()) === '') await field.fill('Typed at the desk')
  }
  return form
}

test('a swimmer typed in again is shown before saving (English, 1366 px)', async ({ page, signInAt }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInAt(DEMO.cashier, 'Club 13')
  const swimmer = await registered(page)
  const labels = {
    add: 'Add New Swimmer',
    name: 'Full Name',
    birth: 'Birth Date',
    phone: 'Primary Phone',
    job: 'Primary Job',
  }
  const form = await typeTheSameSwimmer(page, labels, swimmer)
  await form.getByRole('button', { name: 'Add Swimmer', exact: true }).click()
  const warning = form.getByRole('alert').filter({ hasText: 'Already registered?' })
  await expect(warning).toContainText(`${swimmer.fullName} (ID ${swimmer.id})`)
  await expect(warning).toContainText('same birth date')
  await expect(form.getByRole('button', { name: 'Add anyway' })).toBeVisible()
  await expectNoViolations(page, 'Add New Swimmer with a likely duplicate')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/duplicate-en-1366.png` })
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toBeHidden()
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('a swimmer typed in again is shown before saving (Arabic, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInInArabic(page, DEMO.cashier, 'Club 13')
    const swimmer = await registered(page)
    const labels = {
      add: 'إضافة سبّاح جديد',
      name: 'الاسم بالكامل',
      birth: 'تاريخ الميلاد',
      phone: 'الموبايل الأساسي',
      job: 'وظيفة ولي الأمر',
    }
    const form = await typeTheSameSwimmer(page, labels, swimmer)
    await form.getByRole('button', { name: 'إضافة السبّاح', exact: true }).click()
    const warning = form.getByRole('alert').filter({ hasText: 'متسجّل قبل كده؟' })
    await expect(warning).toContainText(swimmer.fullName)
    await expect(warning).toContainText('نفس تاريخ الميلاد')
    await expect(form.getByRole('button', { name: 'أضِف برضه' })).toBeVisible()
    const box = (await form.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await expectNoViolations(page, 'Arabic Add New Swimmer with a likely duplicate (390 px)')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/duplicate-ar-390.png` })
    await form.getByRole('button', { name: 'إلغاء' }).click()
    await expect(form).toBeHidden()
  })
})
