import type { Locator, Page } from '@playwright/test'
import coachesAr from '../../../src/features/coaches/locales/ar.json'
import coachesEn from '../../../src/features/coaches/locales/en.json'
import preteamAr from '../../../src/features/preteam/locales/ar.json'
import preteamEn from '../../../src/features/preteam/locales/en.json'
import schoolsAr from '../../../src/features/schools/locales/ar.json'
import schoolsEn from '../../../src/features/schools/locales/en.json'
import swimmersAr from '../../../src/features/swimmers/locales/ar.json'
import swimmersEn from '../../../src/features/swimmers/locales/en.json'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 27, "Phone": at 390 px every grid's row actions are reachable without sideways scrolling. The schools,
// pre-teams and coaches grids show each row's ID and name and one Actions menu (as the swimmers grid does); each
// action opens from the menu; at 1366 px the row's buttons stay as they were. English and Arabic, axe clean.
// Also "Finding people": every swimmer of the site page by page, sorted by a column, at both widths.

const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 768 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR
type Texts = {
  schools: typeof schoolsEn
  preteam: typeof preteamEn
  coaches: typeof coachesEn
  swimmers: typeof swimmersEn
}
const EN: Texts = { schools: schoolsEn, preteam: preteamEn, coaches: coachesEn, swimmers: swimmersEn }
const AR = { schools: schoolsAr, preteam: preteamAr, coaches: coachesAr, swimmers: swimmersAr } as unknown as Texts
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - (document.scrollingElement?.clientWidth ?? 0),
  )
  expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0)
}

async function nav(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 })
}

/** The row's Actions menu on a phone: opened, its items, and the chosen one. */
async function fromMenu(page: Page, button: Locator, item: string) {
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  await menu.getByRole('menuitem', { name: item, exact: true }).click()
  await expect(menu).toBeHidden()
}

/**
 * The first row's ID once the search's rows are there: a row of the grid that carries its ID (read too early, an
 * element without it gave 'Actions for pre-team 0' once, on a busy machine).
 */
async function firstRowId(grid: Locator): Promise<number> {
  const first = grid.locator('.MuiDataGrid-row[data-id]').first()
  await expect(first).toBeVisible()
  let id = 0
  await expect
    .poll(async () => {
      id = Number(await first.getAttribute('data-id'))
      return id
    })
    .toBeGreaterThan(0)
  return id
}

async function schools(page: Page, x: Texts, phone: boolean, shot: string) {
  await nav(page, '/dashboard/schools', x.schools.title)
  await page.getByRole('combobox', { name: x.schools.search.type }).selectOption(x.schools.search.byLevel)
  await page.getByRole('combobox', { name: x.schools.search.byLevel, exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: x.schools.search.submit, exact: true }).click()
  const grid = page.getByRole('grid')
  const id = await firstRowId(grid)
  const label = fill(x.schools.results.showActionsLabel, { id })
  if (phone) {
    await noSidewaysScroll(page, 'schools')
    await expect(grid.getByRole('columnheader')).toHaveCount(3)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/row-menu-schools-${shot}.png`, fullPage: true })
    await fromMenu(page, page.getByRole('button', { name: label, exact: true }), x.schools.actions.ShowSchoolInfo)
  } else {
    await expect(grid.getByRole('columnheader')).toHaveCount(9)
    await page.getByRole('button', { name: label, exact: true }).click()
    await page
      .getByRole('group', { name: label })
      .getByRole('button', { name: x.schools.actions.ShowSchoolInfo })
      .click()
  }
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoViolations(page, `a school's action from its row (${shot})`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/row-menu-schools-dialog-${shot}.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

async function preteams(page: Page, x: Texts, phone: boolean, shot: string) {
  await nav(page, '/dashboard/preteam', x.preteam.title)
  await page.getByRole('combobox', { name: x.preteam.search.type }).click()
  await page.getByRole('option', { name: x.preteam.search.byName, exact: true }).click()
  await page.getByLabel(x.preteam.search.value).fill('PTeam')
  await page.getByRole('button', { name: x.preteam.search.submit, exact: true }).click()
  const grid = page.getByRole('grid')
  const id = await firstRowId(grid)
  const label = fill(x.preteam.results.actionsFor, { id })
  const info = x.preteam.actionNames.ShowPteamInfo
  if (phone) {
    await noSidewaysScroll(page, 'pre-teams')
    await expect(grid.getByRole('columnheader')).toHaveCount(3)
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-busy', 'false')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/row-menu-preteams-${shot}.png`, fullPage: true })
    await fromMenu(page, page.getByRole('button', { name: label, exact: true }), info)
  } else {
    await expect(grid.getByRole('columnheader')).toHaveCount(6)
    await page.getByRole('group', { name: label, exact: true }).getByRole('button', { name: info }).click()
  }
  const dialog = page.getByRole('dialog', { name: x.preteam.details.title })
  await expect(dialog).toBeVisible()
  await expectNoViolations(page, `a pre-team's action from its row (${shot})`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

async function coaches(page: Page, x: Texts, phone: boolean, shot: string) {
  await nav(page, '/dashboard/coaches', x.coaches.title)
  const grid = page.getByRole('grid').first()
  const first = grid.locator('.MuiDataGrid-row[data-id]').first()
  await expect(first).toBeVisible()
  // The row's name as the user reads it: its second cell (ID, name, …), a name in either direction. In Arabic at
  // 390 px it was once reported empty; a screenshot and every reading of the cell show it there (issue 27).
  // Its first text is the name (an inactive coach's chip follows it).
  const shownName = first.getByRole('gridcell').nth(1).locator('span').first()
  await expect(shownName).toBeVisible()
  await expect(shownName).toHaveText(/\S/)
  const name = (await shownName.innerText()).trim()
  if (phone) {
    await noSidewaysScroll(page, 'coaches')
    await expect(grid.getByRole('columnheader')).toHaveCount(3)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/row-menu-coaches-${shot}.png`, fullPage: true })
    // The row's one button, named for its coach ('Actions for coach …').
    const menu = first.getByRole('button', { name: fill(x.coaches.actions.menuLabel, { name }), exact: true })
    await expect(menu).toBeVisible()
    await fromMenu(page, menu, x.coaches.actions.view)
  } else {
    await expect(grid.getByRole('columnheader')).toHaveCount(9)
    await page.getByRole('button', { name: fill(x.coaches.actions.viewLabel, { name }), exact: true }).click()
  }
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoViolations(page, `a coach's View from its row (${shot})`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** Every swimmer of the site: the first page by ID, the next one, then sorted by name. */
async function swimmerList(page: Page, x: Texts, phone: boolean, shot: string, nextPage: string) {
  await nav(page, '/dashboard/swimmers', x.swimmers.page.title)
  await page.getByRole('combobox', { name: x.swimmers.search.by }).click()
  await page.getByRole('option', { name: x.swimmers.search.all, exact: true }).click()
  await page.getByRole('button', { name: x.swimmers.search.submit, exact: true }).click()
  const grid = page.getByRole('grid')
  await expect(grid.locator('.MuiDataGrid-row')).toHaveCount(25)
  const ids = async () =>
    (await grid.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))).map(
      Number,
    )
  const first = await ids()
  expect(first).toEqual([...first].sort((a, b) => a - b))
  if (phone) await noSidewaysScroll(page, 'the swimmers list')
  await expectNoViolations(page, `every swimmer, page by page (${shot})`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/swimmer-list-${shot}.png`, fullPage: true })
  await page.getByRole('button', { name: nextPage }).click()
  await expect.poll(async () => (await ids())[0]).toBeGreaterThan(first.at(-1)!)
  // Sorted by name (the header), from the first page again.
  await grid.getByRole('columnheader', { name: x.swimmers.results.fullName }).click()
  await expect.poll(async () => (await ids()).join()).not.toBe(first.join())
  const names = await grid.locator('.MuiDataGrid-row [data-field="fullName"]').allTextContents()
  expect(names.length).toBe(25)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/swimmer-list-by-name-${shot}.png`, fullPage: true })
}

test('the grids at the desk keep their row buttons; every swimmer page by page (English, 1366 px)', async ({
  page,
  signInAt,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  await schools(page, EN, false, 'en-1366')
  await preteams(page, EN, false, 'en-1366')
  await coaches(page, EN, false, 'en-1366')
  await swimmerList(page, EN, false, 'en-1366', 'Go to next page')
})

test('on a phone each row is its ID, its name and one Actions menu (English, 390 px)', async ({ page, signInAt }) => {
  test.setTimeout(120_000)
  await signInAt(DEMO.admin, 'Smart Way')
  await page.setViewportSize(PHONE)
  await schools(page, EN, true, 'en-390')
  await preteams(page, EN, true, 'en-390')
  await coaches(page, EN, true, 'en-390')
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('on a phone each row is its ID, its name and one Actions menu, right to left (390 px)', async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(PHONE)
    await signInInArabic(page, DEMO.admin, 'سمارت واي|Smart Way')
    await schools(page, AR, true, 'ar-390')
    await preteams(page, AR, true, 'ar-390')
    await coaches(page, AR, true, 'ar-390')
    await swimmerList(page, AR, true, 'ar-390', 'انتقل إلى الصفحة التالية')
  })
})
