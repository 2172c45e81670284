import type { Page } from '@playwright/test'
import { expectNoViolations } from '../../axe'
import { signInInArabic } from '../../fixtures'
import { DEMO, expect, test } from '../../fixtures-preteam'

// Issue 27, editing what exists and words, not codes: the pre-team row's buttons read 'Show pre-team info', 'Edit
// pre-team'… (not 'ShowPteamInfo') in both languages, and Edit pre-team changes a squad's times, checked by the server
// as a creation. English at 1366 and 390 px, Arabic at 390 px, axe on the results and the dialog. The squad the spec
// makes is removed at the end, through the API.

test.setTimeout(150_000)

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR

async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, { method, data: body, headers: { authorization: `Bearer ${token}` } })
  return { status: response.status(), body: (await response.json()) as unknown }
}

/** A PTeam A squad of Smart Way just after midnight on Monday, Wednesday and Thursday, with a coach free then. */
async function newSquad(page: Page): Promise<string> {
  const coaches = (await api(page, 'GET', '/api/preteam/coaches?site=61')).body as Array<{ coachID: number }>
  for (const coach of coaches) {
    const created = await api(page, 'POST', '/api/PreTeam/create', {
      pTeamLevel: 17,
      coachID: coach.coachID,
      firstDay: 218,
      secondDay: 220,
      thirdDay: 221,
      startTime: '00:05',
      endTime: '00:50',
      site: 61,
    })
    if (created.status === 200) return String((created.body as { pTeamID: number }).pTeamID)
  }
  throw new Error('no pre-team coach of Smart Way is free after midnight')
}

const removeSquad = (page: Page, id: string) =>
  api(page, 'DELETE', '/api/preteam/remove', { pTeamID: Number(id), site: 61 })

test.describe('in English', () => {
  test.use({ locale: 'en-GB' })

  test('the row names its actions in words, and Edit pre-team saves new times', async ({
    page,
    signInAt,
    preTeamPage,
  }) => {
    await page.setViewportSize(DESK)
    await signInAt(DEMO.admin, 'Smart Way')
    const id = await newSquad(page)
    try {
      await preTeamPage.open()
      await preTeamPage.searchById(id)
      const buttons = preTeamPage.rowActions(id).getByRole('button')
      await expect(buttons).toContainText(['Show pre-team info', 'Details tab', 'View swimmers', 'Edit pre-team'])
      await expect(preTeamPage.rowActions(id)).not.toContainText('ShowPteamInfo')
      await expectNoViolations(page, 'pre-team results with named actions at 1366 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-preteam-actions-en-1366.png` })

      await preTeamPage.action(id, 'Edit pre-team').click()
      const dialog = page.getByRole('dialog', { name: `Update Pre-Team Information — ${id}` })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Start Time')).toHaveValue('00:05')
      await dialog.getByLabel('End Time').fill('00:55')
      await expectNoViolations(page, 'Edit pre-team at 1366 px')
      await dialog.getByRole('button', { name: 'Update Pre-Team' }).click()
      await expect(dialog).toBeHidden()
      await expect(preTeamPage.toast('Pre-team information updated successfully')).toBeVisible()
      await expect(preTeamPage.results.getByRole('gridcell', { name: '00:05 - 00:55' })).toBeVisible()

      // At 390 px the row's actions are one menu and the dialog stays on the phone's screen.
      await page.setViewportSize(PHONE)
      await preTeamPage.act(id, 'Edit pre-team')
      await expect(dialog).toBeVisible()
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      await expectNoViolations(page, 'Edit pre-team at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-preteam-en-390.png` })
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    } finally {
      await removeSquad(page, id)
    }
  })
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the row names its actions in Arabic at 390 px, and the edit dialog opens in Arabic', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    const id = await newSquad(page)
    try {
      await page.goto('/dashboard/preteam')
      await page.getByRole('combobox', { name: 'البحث بـ' }).click()
      await page.getByRole('option', { name: 'رقم البري تيم' }).click()
      await page.getByLabel('كلمة البحث').fill(id)
      await page.getByRole('button', { name: 'بحث', exact: true }).click()
      // On a phone the row's actions are one menu (issue 27), its items in Arabic words.
      await expectNoViolations(page, 'pre-team results in Arabic at 390 px')
      await page.getByRole('button', { name: `إجراءات البري تيم رقم ${id}`, exact: true }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem', { name: 'بيانات البري تيم' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'تعديل البري تيم' })).toBeVisible()
      await expect(menu).not.toContainText('UpdatePTeamInfo')
      await expectNoViolations(page, 'the pre-team row menu in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-preteam-actions-ar-390.png`, fullPage: true })

      await menu.getByRole('menuitem', { name: 'تعديل البري تيم' }).click()
      const dialog = page.getByRole('dialog', { name: `تعديل بيانات البري تيم — ${id}` })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('وقت البداية')).toHaveValue('00:05')
      await expectNoViolations(page, 'Edit pre-team in Arabic at 390 px')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-preteam-ar-390.png` })
      await dialog.getByRole('button', { name: 'إلغاء' }).click()
    } finally {
      await removeSquad(page, id)
    }
  })
})
