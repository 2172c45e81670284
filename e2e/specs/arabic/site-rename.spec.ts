import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 25 (a gap left): an existing site could not be renamed, so the demo's sites never had an Arabic name and the
// Arabic UI read 'Egypt'. The administrator, in Arabic on a 390 px phone, gives Egypt its Arabic name in Settings →
// Site (Edit, a dialog with both names); the header and the dashboard show it at once, and axe finds nothing on the
// dialog or the screens. The English and 1366 px dialog is photographed too when E2E_SCREENSHOT_DIR is set. The
// Arabic name is taken off again at the end: other specs choose Egypt by name.

test.setTimeout(120_000)

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR
const EGYPT = 63
const EGYPT_AR = 'مصر'

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('authToken'))) ?? ''
}

/** Egypt back to its name alone, through the API, whatever the test did. */
async function restoreEgypt(page: Page): Promise<void> {
  const token = await tokenOf(page)
  if (!token) return
  await page.request.put(`/api/sites/${EGYPT}`, {
    data: { description: 'Egypt', descriptionAr: '' },
    headers: { authorization: `Bearer ${token}` },
  })
}

/** The dialog inside the window's width, with its labels whole (not cut short with an ellipsis). */
async function expectWholeDialog(page: Page, dialog: Locator, width: number, name: string): Promise<void> {
  const box = (await dialog.boundingBox())!
  expect.soft(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
  expect.soft(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width)
  const cut = await dialog
    .locator('label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((l) => l.textContent),
    )
  expect.soft(cut, `${name}: labels cut short`).toEqual([])
}

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the administrator gives Egypt its Arabic name at 390 px; the header and the dashboard show it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.admin, 'Egypt')
    try {
      await expect(page.getByRole('banner')).toContainText('Egypt')
      await page.goto('/settings?tab=site')
      await page.getByRole('button', { name: 'عرض الفروع' }).click()
      const list = page.getByRole('list', { name: 'الفروع' })
      await list.getByRole('button', { name: 'تعديل Egypt' }).click()
      const dialog = page.getByRole('dialog', { name: 'تعديل الفرع Egypt' })
      await expect(dialog).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(dialog.getByLabel('الوصف')).toHaveValue('Egypt')
      await dialog.getByLabel('الاسم بالعربي (اختياري)').fill(EGYPT_AR)
      await expectWholeDialog(page, dialog, PHONE.width, 'the dialog at 390 px')
      await expectNoViolations(page, 'the rename dialog in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-rename-ar-390.png` })

      await dialog.getByRole('button', { name: 'حفظ' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.locator('#notistack-snackbar').filter({ hasText: `الفرع Egypt اتحفظ` })).toBeVisible()
      // The list, the header (the session's sites, refreshed) and the dashboard show the Arabic name.
      await expect(list.getByText(EGYPT_AR, { exact: true })).toBeVisible()
      await expect(page.getByRole('banner')).toContainText(`الفرع: ${EGYPT_AR}`)
      await expect(page.getByRole('banner')).not.toContainText('Egypt')
      await expectNoViolations(page, 'Settings → Site after the rename, in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-rename-ar-390-after.png` })

      await page.goto('/dashboard')
      const current = page.getByText(/الفرع الحالي/)
      await expect(current).toContainText(EGYPT_AR)
      await expect(page.getByRole('list').filter({ hasText: 'Club 13' })).toContainText(EGYPT_AR)
      await expectNoViolations(page, 'the dashboard in Arabic at 390 px')
      // A reload keeps it (the stored session and GET /auth/me carry the Arabic name).
      await page.reload()
      await expect(page.getByRole('banner')).toContainText(`الفرع: ${EGYPT_AR}`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-rename-ar-390-dashboard.png` })

      // The dialog at 1366 px in Arabic, for the record.
      await page.setViewportSize(DESK)
      await page.goto('/settings?tab=site')
      await page.getByRole('button', { name: 'عرض الفروع' }).click()
      await page
        .getByRole('list', { name: 'الفروع' })
        .getByRole('button', { name: `تعديل ${EGYPT_AR}` })
        .click()
      const wide = page.getByRole('dialog', { name: `تعديل الفرع ${EGYPT_AR}` })
      await expect(wide.getByLabel('الاسم بالعربي (اختياري)')).toHaveValue(EGYPT_AR)
      await expectWholeDialog(page, wide, DESK.width, 'the dialog at 1366 px')
      await expectNoViolations(page, 'the rename dialog in Arabic at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-rename-ar-1366.png` })
    } finally {
      await restoreEgypt(page)
    }
  })
})

test.describe('in English', () => {
  test.use({ locale: 'en-GB' })

  test('the rename dialog and the insert form show their labels whole at 1366 and 390 px', async ({
    page,
    signInAt,
  }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Egypt')
    for (const size of [DESK, PHONE]) {
      await page.setViewportSize(size)
      await page.goto('/settings?tab=site')
      const insertLabel = page.locator('label', { hasText: 'Name in Arabic (optional)' })
      await expect(insertLabel).toBeVisible()
      expect
        .soft(
          await insertLabel.evaluate((label) => label.scrollWidth <= label.clientWidth + 1),
          `the insert form's label whole at ${size.width} px`,
        )
        .toBe(true)
      await page.getByRole('button', { name: 'Get Site' }).click()
      await page.getByRole('list', { name: 'Sites' }).getByRole('button', { name: 'Edit Egypt' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit site Egypt' })
      await expect(dialog.getByLabel('Name in Arabic (optional)')).toBeVisible()
      await expectWholeDialog(page, dialog, size.width, `the dialog at ${size.width} px`)
      await expectNoViolations(page, `the rename dialog in English at ${size.width} px`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-rename-en-${size.width}.png` })
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    }
  })
})
