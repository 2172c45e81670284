import type { Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 29: Settings → Message templates. The administrator (who holds Mod_SW:ManageTemplates) edits the English
// WhatsApp text of "Session cancelled", previews it with a real swimmer of Smart Way (the number typed in
// Arabic-Indic digits) and their guardian's name, saves it and sees it listed. The tab and the dialog axe clean at 1366
// and 390 px, and in Arabic. The text is put back through the API at the end.

test.setTimeout(180_000)

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const SMART_WAY = 61
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 800 }

interface Template {
  templateID: number
  event: string
  channel: string
  language: string
  body: string
}

async function api(page: Page, method: 'GET' | 'PUT', path: string, body?: object): Promise<unknown> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, { method, data: body, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return response.json()
}

async function template(page: Page, event: string, channel: string, language: string): Promise<Template> {
  const { items } = (await api(page, 'GET', '/api/message-templates')) as { items: Template[] }
  const found = items.find((item) => item.event === event && item.channel === channel && item.language === language)
  if (!found) throw new Error(`no ${event} template for ${channel} in ${language}`)
  return found
}

/** A swimmer of Smart Way whose family has a named primary guardian. */
async function swimmerWithGuardian(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const found = await page.request.post('/api/swimmers/search', {
    data: { fullName: 'a', userSite: SMART_WAY },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(found.ok()).toBe(true)
  for (const swimmer of ((await found.json()) as Array<{ swimmerID: number; fullName: string }>).slice(0, 20)) {
    const { familyID } = (await api(page, 'GET', `/api/swimmers/${swimmer.swimmerID}/family`)) as { familyID: number }
    const family = (await api(page, 'GET', `/api/families/${familyID}`)) as {
      guardians: Array<{ fullName: string; isPrimary: boolean }>
    }
    const guardian = family.guardians.find((one) => one.isPrimary && one.fullName)
    if (guardian) return { swimmer, guardian }
  }
  throw new Error('no swimmer of Smart Way has a named primary guardian')
}

/** 1234 → '١٢٣٤', as an Egyptian cashier types it. */
const arabicDigits = (value: number) => String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)])

test('the administrator edits, previews and saves the English WhatsApp text of "Session cancelled", axe clean', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  const original = await template(page, 'session.cancelled', 'whatsapp', 'en')
  const { swimmer, guardian } = await swimmerWithGuardian(page)
  const stamp = Date.now().toString(36)
  const text = `Hello {guardian}, the {group} session of {swimmers} on {date} is cancelled. Sorry! (${stamp})`

  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('tab', { name: 'Message templates' }).click()
    await expect(page).toHaveURL(/[?&]tab=templates/)
    await expect(page.getByRole('heading', { level: 2, name: 'Message templates' })).toBeVisible()
    const cancelled = page.getByRole('region', { name: 'Session cancelled' })
    await expect(cancelled.getByRole('article')).not.toHaveCount(0)
    await expectNoViolations(page, 'the templates tab at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-tab-en-1366.png`, fullPage: true })

    await cancelled.getByRole('button', { name: 'Edit the English WhatsApp text of Session cancelled' }).click()
    const dialog = page.getByRole('dialog', { name: 'Session cancelled: WhatsApp, English' })
    await expect(dialog.getByRole('list', { name: 'Placeholders you can use' })).toContainText('{guardian}')
    await dialog.getByRole('textbox', { name: /^Text/ }).fill(text)

    // The preview: the text as this swimmer's family reads it, to their primary guardian.
    await dialog.getByRole('textbox', { name: 'Swimmer number' }).fill(arabicDigits(swimmer.swimmerID))
    await dialog.getByRole('button', { name: 'Preview' }).click()
    const preview = dialog.getByRole('status', { name: 'Preview' })
    await expect(preview).toContainText(`To ${guardian.fullName}`)
    await expect(preview).toContainText(`Hello ${guardian.fullName}, the `)
    await expect(preview).toContainText(swimmer.fullName)
    await expect(preview).toContainText(`is cancelled. Sorry! (${stamp})`)
    await expect(preview).not.toContainText('{')
    await expectNoViolations(page, 'the template dialog at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-dialog-en-1366.png` })
    await page.setViewportSize(PHONE)
    await preview.scrollIntoViewIfNeeded()
    await expectNoViolations(page, 'the template dialog at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-dialog-en-390.png` })

    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The English WhatsApp text of “Session cancelled” is saved.')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const card = cancelled.getByRole('article').filter({ hasText: 'WhatsApp · English' })
    await expect(card).toContainText(text)
    await expect(card).toContainText('Last changed by')
    await expectNoViolations(page, 'the templates tab at 390 px')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-tab-en-390.png`, fullPage: true })
  } finally {
    await api(page, 'PUT', `/api/message-templates/${original.templateID}`, { body: original.body })
  }
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the templates tab and its dialog read right to left at 1366 and 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.goto('/settings?tab=templates')
    await expect(page.getByRole('heading', { level: 2, name: 'قوالب الرسايل' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const cancelled = page.getByRole('region', { name: 'حصة اتلغت' })
    await expect(cancelled.getByRole('article')).not.toHaveCount(0)
    await expectNoViolations(page, 'the templates tab in Arabic at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-tab-ar-1366.png`, fullPage: true })

    await cancelled.getByRole('button', { name: 'تعديل نص واتساب عربي لـحصة اتلغت' }).click()
    const dialog = page.getByRole('dialog', { name: 'حصة اتلغت: واتساب، عربي' })
    await expect(dialog.getByRole('textbox', { name: /^النص/ })).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'the template dialog in Arabic at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-dialog-ar-1366.png` })
    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the template dialog in Arabic at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-dialog-ar-390.png` })
    await dialog.getByRole('button', { name: 'إلغاء' }).click()
    await expect(dialog).toHaveCount(0)
    await expectNoViolations(page, 'the templates tab in Arabic at 390 px')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-tab-ar-390.png`, fullPage: true })
  })
})
