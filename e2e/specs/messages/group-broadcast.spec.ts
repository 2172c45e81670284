import { academyToday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { signInInArabic } from '../../fixtures'
import { DEMO, expect, test } from '../../fixtures-schools'

// Issue 29: a broadcast to one school's families, from the school's list of swimmers ("Message the families"): the
// dialog names the school, offers no other audience, counts and previews before it offers to send; axe clean at 1366
// and 390 px. And the site's broadcast dialog in Arabic, right to left, at 390 px.

test.setTimeout(120_000)

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const SMART_WAY = 61
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 800 }

test("the administrator counts a broadcast to one school's families from its swimmers, axe clean", async ({
  page,
  signInAt,
  schoolsPage,
  apiGet,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  const from = academyToday()
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10)
  const week = await apiGet<Array<{ kind: string; groupID: number; enrolled: number }>>(
    `/api/timetable?site=${SMART_WAY}&from=${from}&to=${to}`,
  )
  const school = week.find((session) => session.kind === 'school' && session.enrolled > 0)
  expect(school, 'a school of Smart Way with swimmers this week').toBeDefined()
  const schoolID = school!.groupID

  await schoolsPage.openFromDashboard()
  await schoolsPage.searchById(schoolID)
  await (await schoolsPage.showActions(schoolID)).getByRole('button', { name: 'Info' }).click()
  await page.getByRole('dialog', { name: 'School Details' }).getByRole('button', { name: 'Swimmers' }).click()
  await expect(page.getByRole('list', { name: `Swimmers enrolled in school ${schoolID}` })).toBeVisible()
  await page.getByRole('button', { name: 'Message the families' }).click()

  const dialog = page.getByRole('dialog', { name: 'Broadcast to families at Smart Way' })
  await expect(dialog.getByText(new RegExp(`^To the families of School ${schoolID} \\(`))).toBeVisible()
  await expect(dialog.getByLabel('Who it goes to')).toHaveCount(0)
  await dialog.getByLabel('Text in Arabic').fill('مفيش تمرين بكرة، هنعوّضه الأسبوع الجاي.')
  await dialog.getByLabel('Text in English').fill('No class tomorrow; we will make it up next week.')
  await dialog.getByRole('button', { name: 'Count and preview' }).first().click()
  // The school's swimmers only: never more than are enrolled in it.
  const reach = dialog.getByRole('status')
  await expect(reach).toContainText(/^\d+ swimmers, \d+ guardians; \d+ without marketing consent are left out\./)
  const counted = Number(/^(\d+) swimmers/.exec((await reach.textContent()) ?? '')![1])
  expect(counted).toBeGreaterThan(0)
  expect(counted).toBeLessThanOrEqual(school!.enrolled)
  await expectNoViolations(page, "the school's broadcast at 1366 px")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-school-broadcast-en-1366.png` })
  await page.setViewportSize(PHONE)
  await expectNoViolations(page, "the school's broadcast at 390 px")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-school-broadcast-en-390.png` })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test("the site's broadcast dialog reads right to left at 390 px, axe clean", async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.goto('/messages')
    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'رسالة جماعية جديدة' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('combobox', { name: 'رايحة لمين' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await dialog.getByLabel('النص بالعربي').fill('الحمام مفتوح يوم الجمعة الساعة ٩.')
    await dialog.getByLabel('النص بالإنجليزي').fill('The pool is open on Friday at 9.')
    await expectNoViolations(page, 'the broadcast dialog in Arabic at 390 px')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-broadcast-ar-390.png` })
  })
})
