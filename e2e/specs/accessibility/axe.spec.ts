import { academyToday } from '../../academy-dates'
import type { Locator, Page } from '@playwright/test'
import { expectNoViolations as expectNoAxeViolations } from '../../axe'
import { DEMO, expect, test } from '../../fixtures'
import { goTo } from '../../navigation'

// Each test signs in and checks on its own: they run in parallel across the workers (each with its own server).
test.describe.configure({ mode: 'parallel' })

// Zero axe violations (WCAG 2.1 A and AA, and axe's best practices) on every page with its results on screen, on
// the main dialogs and on the readable views (logs, technical data, details tabs, pre-team swimmers) with their raw
// tabs, as each demo user. Violations are collected softly, so one run lists every one: the rule, the element
// and axe's summary of what to fix.

async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Every page has its level-one heading once its (lazily loaded) code is in (hidden from the accessibility tree
  // while a dialog is open, hence the plain element).
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 20_000 })
  await expectNoAxeViolations(page, where)
}

/** The dialog on top, once it has loaded what it shows. */
async function topDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 })
  return dialog
}

/** Checks the dialog on top, and its raw tab when it has one; then closes every dialog with Escape. */
async function checkTopDialog(page: Page, where: string): Promise<void> {
  const dialog = await topDialog(page)
  await expectNoViolations(page, where)
  const raw = dialog.getByRole('tab', { name: 'Raw data' })
  if ((await raw.count()) > 0) {
    await raw.click()
    await expectNoViolations(page, `${where} (raw data)`)
  }
  while ((await page.getByRole('dialog').count()) > 0) {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
}

/**
 * Clicks each button of a row's actions in turn and checks what it opens. A button that opens no dialog (an
 * action the screen explains in a toast) is checked as the page with its toast.
 */
async function checkEachAction(page: Page, group: Locator, where: string, skip: RegExp): Promise<void> {
  const names = (await group.getByRole('button').allInnerTexts()).map((name) => name.trim())
  for (const name of names) {
    if (skip.test(name)) continue
    await group.getByRole('button', { name, exact: true }).click()
    const opened = await page
      .getByRole('dialog')
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false)
    if (opened) await checkTopDialog(page, `${where} → ${name}`)
    else await expectNoViolations(page, `${where} → ${name} (no dialog)`)
  }
}

/** Gives swimmer 1 a few log entries (times and attendance, through the API), so the timeline has lines. */
async function recordSomething(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { userID: DEMO.admin.id, password: DEMO.admin.password },
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const today = academyToday()
  const times = await page.request.put('/api/swimmers/update-times', {
    headers,
    data: { swimmerID: 1, newTimes: '50m Freestyle 00:39.10', reason: 'Club time trial', site: 61 },
  })
  expect(times.ok()).toBe(true)
  // Attendance is a mark at one of the swimmer's sessions (issue 25): the last past session of their squad, pre-team 11.
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10)
  const week = (await (
    await page.request.get(`/api/timetable?site=61&from=${from}&to=${today}`, { headers })
  ).json()) as Array<{ date: string; kind: string; groupID: number; status: string }>
  const session = week
    .filter((row) => row.kind === 'preteam' && row.groupID === 11 && row.status === 'scheduled' && row.date < today)
    .sort((a, b) => b.date.localeCompare(a.date))[0]
  expect(session, 'a past session of pre-team 11 this week').toBeTruthy()
  const attendance = await page.request.post('/api/swimmers/record-attendance', {
    headers,
    data: { swimmerID: 1, date: session.date, status: 'late', site: 61 },
  })
  expect(attendance.ok()).toBe(true)
}

test.describe('accessibility (axe)', () => {
  test('sign-in, as a disabled user and as a user without sites', async ({ page, loginPage, siteSelectionPage }) => {
    await loginPage.goto()
    await expectNoViolations(page, 'login')
    await loginPage.submit(DEMO.disabled.id, DEMO.disabled.password)
    await expect(loginPage.alert.first()).toBeVisible()
    await expectNoViolations(page, 'login with an error')
    await loginPage.submit(DEMO.trainee.id, DEMO.trainee.password)
    await siteSelectionPage.expectLoaded()
    await expectNoViolations(page, 'site selection without sites')
  })

  // The administrator's walk through every page, dialog and readable view, in three parts (each signs in anew), so
  // that a part stays well inside its time on a busy machine (the whole walk took 5 minutes on one).
  test('site selection, the dashboard and the swimmers with every dialog, as the administrator', async ({
    page,
    loginPage,
    siteSelectionPage,
  }) => {
    test.setTimeout(180_000)
    await recordSomething(page)
    await loginPage.goto()
    await loginPage.submit(DEMO.admin.id, DEMO.admin.password)
    await siteSelectionPage.expectLoaded()
    await expectNoViolations(page, 'site selection')
    await siteSelectionPage.choose('Smart Way')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectNoViolations(page, 'dashboard (with the sign-in toast)')

    // Swimmers: a name search fills the grid; a search by ID gives one row, whose every action is opened.
    await goTo(page, '/dashboard/swimmers', 'Swimmers Management')
    await expectNoViolations(page, 'swimmers')
    await page.getByRole('combobox', { name: 'Search by' }).click()
    await page.getByRole('option', { name: 'Full Name', exact: true }).click()
    await page.getByLabel('Full Name', { exact: true }).fill('a')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('grid', { name: 'Swimmers found' }).getByRole('row').nth(2)).toBeVisible()
    await expectNoViolations(page, 'swimmers, name search results')
    await page.getByRole('button', { name: 'Add New Swimmer' }).click()
    await checkTopDialog(page, 'Add New Swimmer')
    await page.getByRole('combobox', { name: 'Search by' }).click()
    await page.getByRole('option', { name: 'Swimmer ID', exact: true }).click()
    await page.getByLabel('Swimmer ID', { exact: true }).fill('1')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const swimmerActions = page.getByRole('group', { name: 'Actions for swimmer 1' })
    await expect(swimmerActions.getByRole('button').first()).toBeVisible()
    await expectNoViolations(page, 'swimmers, one result with its actions')
    await swimmerActions.getByRole('button', { name: 'Logs', exact: true }).click()
    await expect((await topDialog(page)).getByRole('list', { name: /^What happened to / })).toBeVisible()
    await page.keyboard.press('Escape')
    // 'Family' opens the family page, not a dialog (its axe checks are in e2e/specs/families/family-journey.spec.ts).
    // Family and Progress open pages of their own (checked by their journeys), not dialogs of this page.
    await checkEachAction(page, swimmerActions, 'swimmer 1', /^(Family|Progress)$/)
  })

  test('the schools and the school list with every dialog, as the administrator', async ({ page, signInAt }) => {
    test.setTimeout(180_000)
    await signInAt(DEMO.admin, 'Smart Way')
    // Schools: a level search, a row's actions and their dialogs, the details tab and the swimmers.
    await goTo(page, '/dashboard/schools', 'Schools Management')
    await expectNoViolations(page, 'schools')
    await page.getByRole('combobox', { name: 'Search by' }).selectOption('Level')
    await page.getByRole('combobox', { name: 'Level', exact: true }).selectOption('Level 1')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const firstSchool = page.getByRole('grid', { name: 'School search results' }).locator('.MuiDataGrid-row').first()
    await expect(firstSchool).toBeVisible()
    await expectNoViolations(page, 'schools, level search results')
    const schoolId = await firstSchool.getAttribute('data-id')
    await page.getByRole('button', { name: `Show actions for school ${schoolId}` }).click()
    const schoolActions = page.getByRole('group', { name: `Show actions for school ${schoolId}` })
    await expect(schoolActions.getByRole('button').first()).toBeVisible()
    await expectNoViolations(page, 'schools, a row with its actions')
    await checkEachAction(page, schoolActions, `school ${schoolId}`, /^End/)
    for (const button of ['Details Tab', 'Swimmers']) {
      await schoolActions.getByRole('button', { name: 'Info', exact: true }).click()
      await (await topDialog(page)).getByRole('button', { name: button, exact: true }).click()
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await checkTopDialog(page, `school ${schoolId} → Info → ${button}`)
    }
    await page.getByRole('button', { name: 'Create New School' }).click()
    await checkTopDialog(page, 'Create New School')
    await page.getByRole('button', { name: 'Attendance by School ID' }).click()
    await checkTopDialog(page, 'Enter School ID')

    await goTo(page, '/school-list', 'School List')
    await expectNoViolations(page, 'school list')
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ index: 1 })
    await page.getByRole('combobox', { name: 'Level' }).selectOption('Level 1')
    await page.getByRole('button', { name: 'Get Data' }).click()
    await expect(page.getByRole('table', { name: 'Invoice amounts by duration' })).toBeVisible()
    await expectNoViolations(page, 'school list with results')
  })

  test('the pre-teams, the coaches and the settings with their dialogs, as the administrator', async ({
    page,
    signInAt,
  }) => {
    test.setTimeout(180_000)
    await signInAt(DEMO.admin, 'Smart Way')
    // Pre-team: squad 11's actions (details tab, swimmers, updates) and their dialogs.
    await goTo(page, '/dashboard/preteam', 'Pre-Team Management')
    await expectNoViolations(page, 'pre-team')
    await page.getByRole('combobox', { name: 'Search by' }).click()
    await page.getByRole('option', { name: 'Pre-Team ID' }).click()
    await page.getByLabel('Search value').fill('11')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const squadActions = page.getByRole('group', { name: 'Actions for pre-team 11' })
    await expect(squadActions.getByRole('button').first()).toBeVisible()
    await expectNoViolations(page, 'pre-team, one result with its actions')
    await checkEachAction(page, squadActions, 'pre-team 11', /End|Remove/)
    await page.getByRole('button', { name: 'Create New Pre-Team' }).click()
    await checkTopDialog(page, 'Create New Pre-Team')

    await goTo(page, '/preteam-list', 'Pre-Team List')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoViolations(page, 'pre-team list')

    await goTo(page, '/dashboard/coaches', 'Coaches Management')
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible()
    await expectNoViolations(page, 'coaches')
    await page.getByRole('button', { name: 'Add New Coach' }).click()
    await checkTopDialog(page, 'Add New Coach')

    await goTo(page, '/free-coaches', 'Free Coaches')
    await expectNoViolations(page, 'free coaches')

    for (const tab of ['club', 'site', 'coaches', 'users', 'title', 'invoices']) {
      await goTo(page, `/settings?tab=${tab}`, 'Settings')
      await expect(page.getByRole('tabpanel')).toBeVisible()
      await expectNoViolations(page, `settings, ${tab} tab`)
    }
  })

  // Issue 25: the lists of cards with their content (Settings → Invoices fetched, a title's privileges grid) and
  // Coach Details taller than the window; these three had violations ('list', 'listitem', 'landmark-unique',
  // 'scrollable-region-focusable').
  test('settings invoices and privileges with their cards, and coach details that scroll', async ({
    page,
    signInAt,
  }) => {
    test.setTimeout(120_000)
    // Two of Egypt's open invoices get a first payment, so their cards list their receipts.
    const login = await page.request.post('/api/auth/login', {
      data: { userID: DEMO.admin.id, password: DEMO.admin.password },
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const open = await page.request.get('/api/Invoice/fetch?siteId=63', { headers })
    const invoices = (await open.json()) as Array<{ invoiceID: number; swimmerID: number }>
    for (const { invoiceID, swimmerID } of invoices.slice(-2)) {
      const paid = await page.request.post('/api/Payment/complete', {
        headers,
        data: { invoiceID, swimmerID, siteID: 63, amountPaid: 1, recieptNo: `AXE-${invoiceID}`, userID: 1 },
      })
      expect(paid.ok(), await paid.text()).toBe(true)
    }
    await signInAt(DEMO.admin, 'Egypt')
    await goTo(page, '/settings?tab=invoices', 'Settings')
    await page.getByRole('button', { name: 'Get Invoices' }).click()
    const cards = page.getByRole('list', { name: /^Invoices of site / })
    await expect(cards.getByRole('listitem').nth(1)).toBeVisible({ timeout: 20_000 })
    await expect(cards.getByRole('navigation', { name: /^Receipts/ }).nth(1)).toBeVisible()
    await expectNoViolations(page, 'settings, invoices fetched')

    await goTo(page, '/settings?tab=title', 'Settings')
    await page.getByRole('textbox', { name: /^User ID/ }).fill(String(DEMO.admin.id))
    await page.getByRole('button', { name: 'Get Titles' }).click()
    const titles = page.getByRole('list', { name: /^Titles of user / })
    await titles.getByRole('button', { name: 'Add Priv' }).first().click()
    await expect(page.getByRole('list', { name: 'Actions' }).getByRole('listitem').nth(10)).toBeVisible({
      timeout: 20_000,
    })
    await expectNoViolations(page, 'settings, a title with its privileges grid')

    await page.setViewportSize({ width: 1366, height: 480 })
    await goTo(page, '/dashboard/coaches', 'Coaches Management')
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click()
    const details = await topDialog(page)
    await expect(details.getByRole('heading', { name: /^Swimmers/ })).toBeAttached()
    await expectNoViolations(page, 'coach details taller than the window')
  })

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('every page as the administrator, the folded navigation open', async ({
      page,
      loginPage,
      siteSelectionPage,
    }) => {
      test.setTimeout(120_000)
      await loginPage.goto()
      await loginPage.submit(DEMO.admin.id, DEMO.admin.password)
      await siteSelectionPage.expectLoaded()
      await siteSelectionPage.choose('Smart Way')
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.getByRole('button', { name: /menu/i }).click()
      await expectNoViolations(page, 'dashboard with the navigation menu open (390 px)')
      await page.getByRole('button', { name: /menu/i }).click()
      for (const [path, heading] of [
        ['/dashboard/swimmers', /Swimmers/],
        ['/dashboard/schools', /School/],
        ['/school-list', /School List/],
        ['/dashboard/preteam', /Pre-Team/],
        ['/preteam-list', /Pre-Team List/],
        ['/dashboard/coaches', /Coaches/],
        // Its own heading: /Coaches/ matched the previous page's, and axe then checked this one while it loaded.
        ['/free-coaches', /Free Coaches/],
        ['/settings', /Settings/],
      ] as const) {
        await goTo(page, path, heading)
        await expectNoViolations(page, `${path} (390 px)`)
      }
    })
  })

  for (const [who, user, site] of [
    ['cashier', DEMO.cashier, 'Club 13'],
    ['coaches manager', DEMO.coachManager, 'Smart Way'],
  ] as const) {
    test(`every page as the ${who}`, async ({ page, signInAt }) => {
      test.setTimeout(120_000)
      await signInAt(user, site)
      await expectNoViolations(page, 'dashboard')
      for (const [path, heading] of [
        // A page outside the user's modules shows the refusal under the module's name (Schools, Pre-Team). Each
        // heading is whole: /Pre-Team/ matched the previous page's, and axe then checked /preteam-list while it loaded.
        ['/dashboard/swimmers', /Swimmers/],
        ['/dashboard/schools', /^(Schools Management|Schools)$/],
        ['/school-list', /^(School List|Schools)$/],
        ['/dashboard/preteam', /^(Pre-Team Management|Pre-Team)$/],
        ['/preteam-list', /^(Pre-Team List|Pre-Team)$/],
        ['/dashboard/coaches', /Coaches/],
        // Its own heading: /Coaches/ matched the previous page's, and axe then checked this one while it loaded.
        ['/free-coaches', /Free Coaches/],
        ['/settings', /Settings/],
      ] as const) {
        await goTo(page, path, heading)
        await expectNoViolations(page, `${path} as the ${who}`)
      }
    })
  }

  // Issue 15: the money desk (due list, its Collect and Renew dialogs, the cash-up), a receipt and the reports
  // (charts and their tables), as the administrator at Club 13, at 1366 and at 390 px.
  for (const width of [1366, 390] as const) {
    test(`the money desk, a receipt and the reports at ${width} px`, async ({ page, signInAt }) => {
      test.setTimeout(150_000)
      await signInAt(DEMO.admin, 'Club 13')
      await page.setViewportSize({ width, height: 900 })
      await goTo(page, '/money', 'Money')
      const invoices = page.getByRole('grid', { name: 'Open invoices' })
      await expect(invoices.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 })
      await expectNoViolations(page, `money, due and owed (${width} px)`)
      await invoices
        .getByRole('button', { name: /^Collect invoice/ })
        .first()
        .click()
      await checkTopDialog(page, `money → Collect (${width} px)`)
      const subscriptions = page.getByRole('grid', { name: /^Subscriptions ending/ })
      await subscriptions
        .getByRole('button', { name: /^Renew / })
        .first()
        .click()
      await checkTopDialog(page, `money → Renew (${width} px)`)

      await goTo(page, '/money/cashup', 'Money')
      await expect(page.getByRole('grid', { name: /^\d+ payments?$/ })).toBeVisible({ timeout: 20_000 })
      await expectNoViolations(page, `money, cash-up (${width} px)`)

      await goTo(page, '/receipts/1', /^Receipt /)
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible({ timeout: 20_000 })
      await expectNoViolations(page, `receipt (${width} px)`)

      await goTo(page, '/reports?site=62', 'Reports')
      await expect(
        page
          .getByRole('region', { name: /^Revenue per month/ })
          .locator('svg')
          .first(),
      ).toBeVisible({
        timeout: 20_000,
      })
      await expectNoViolations(page, `reports, charts (${width} px)`)
      for (const panel of await page.getByRole('region').all())
        await panel.getByRole('button', { name: 'Table' }).click()
      await expectNoViolations(page, `reports, tables (${width} px)`)
    })
  }
})
