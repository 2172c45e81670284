import { expectNoViolations } from '../../axe'
import { DEMO, expect, test } from '../../fixtures-timetable'
import { academyToday, dayFrom } from '../../academy-dates'

// Zero axe violations (the same tags as e2e/specs/accessibility/axe.spec.ts) on /timetable and the roster dialog,
// at 1366 and 390 px, as the administrator and as the coaches manager (pre-teams only); the keyboard opens a
// roster. With E2E_SCREENSHOT_DIR set, each state is also saved as a picture to look at.

test.setTimeout(120_000)

for (const [who, user] of [
  ['admin', DEMO.admin],
  ['coach-manager', DEMO.coachManager],
] as const) {
  for (const width of [1366, 390]) {
    test(`/timetable and a roster at ${width} px as the ${who}: no axe violations, the keyboard opens a roster`, async ({
      page,
      signInAt,
      timetablePage,
    }) => {
      await signInAt(user, 'Smart Way')
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
      await page.goto('/timetable')
      await expect(timetablePage.heading).toBeVisible({ timeout: 20_000 })
      const blocks = page.locator('[data-session-id]')
      // Demo weeks have sessions; take the week that has some (this one or the next).
      if ((await blocks.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click()
      await expect(blocks.first()).toBeVisible()
      await expectNoViolations(page, `/timetable ${width} px (${who})`)
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) {
        await page.screenshot({ path: `${dir}/timetable-${who}-${width}.png`, fullPage: true })
        await page.screenshot({ path: `${dir}/timetable-${who}-${width}-top.png` })
        await blocks.first().scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${dir}/timetable-${who}-${width}-sessions.png` })
      }

      // Keyboard: focus a block, Enter opens its roster.
      await blocks.first().focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog').first()
      await expect(dialog).toBeVisible()
      await expect(
        dialog
          .getByRole('list', { name: 'Attendance of the session' })
          .or(dialog.getByText('No swimmers in this session.')),
      ).toBeVisible()
      await expectNoViolations(page, `roster dialog ${width} px (${who})`)
      if (dir) await page.screenshot({ path: `${dir}/roster-${who}-${width}.png` })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  }
}

test('the close-a-day dialog, the swimmer make-ups and the school waitlist have no axe violations', async ({
  page,
  signInAt,
  timetablePage,
  schoolsPage,
  swimmersPage,
  api,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  await timetablePage.openFromNav()
  await page.getByRole('button', { name: 'Close a day' }).click()
  await expect(page.getByRole('dialog', { name: 'Close a day' })).toBeVisible()
  await expectNoViolations(page, 'close a day')
  await page.keyboard.press('Escape')
  const dir = process.env.E2E_SCREENSHOT_DIR

  // The demo week's swimmer with a make-up credit (an excused absence) on the swimmers screen.
  const offers = await api<Array<{ schoolID: number }>>('GET', '/api/waitlist/offers?site=61')
  expect(offers.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Dashboard' }).click()
  await schoolsPage.openFromDashboard()
  await schoolsPage.searchById(offers[0].schoolID)
  await (await schoolsPage.showActions(offers[0].schoolID)).getByRole('button', { name: 'Info' }).click()
  await page.getByRole('dialog', { name: 'School Details' }).getByRole('button', { name: 'Waitlist' }).click()
  const waitlist = page.getByRole('dialog', { name: /^Waitlist · School/ })
  await expect(waitlist.getByRole('table')).toBeVisible()
  await expectNoViolations(page, 'school waitlist')
  if (dir) await page.screenshot({ path: `${dir}/waitlist-1366.png` })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A make-up guest of the demo weeks: their Make-ups on the swimmers screen (credit history, Book / Cancel booking).
  const [from, to] = [dayFrom(0), dayFrom(20)]
  // The week grid carries no guest counts (contract weekSession): the rosters say who is a guest.
  const week = await api<Array<{ sessionID: number }>>('GET', `/api/timetable?site=61&from=${from}&to=${to}`)
  type Details = { roster: Array<{ swimmerID: number; makeup: boolean }> }
  let details: Details | undefined
  for (const session of week) {
    const roster = await api<Details>('GET', `/api/sessions/${session.sessionID}`)
    if (roster.roster.some((entry) => entry.makeup)) {
      details = roster
      break
    }
  }
  expect(details, 'a demo session with a make-up guest').toBeTruthy()
  const guest = details!.roster.find((entry) => entry.makeup)!
  await swimmersPage.openFromNav()
  await swimmersPage.search('Swimmer ID', String(guest.swimmerID))
  await swimmersPage.act(guest.swimmerID, 'Make-ups')
  const makeups = page.getByRole('dialog', { name: /^Make-ups · / })
  await expect(makeups.getByRole('table')).toBeVisible()
  await expect(makeups.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  await expectNoViolations(page, 'swimmer make-ups')
  if (dir) await page.screenshot({ path: `${dir}/makeups-1366.png` })
})

const LABELS = {
  en: { substitute: 'Substitute coach', makeup: 'Book a make-up guest', swimmer: 'Swimmer' },
  ar: { substitute: 'مدرب بديل', makeup: 'احجز حصة تعويضية', swimmer: 'السبّاح' },
} as const

for (const language of ['en', 'ar'] as const) {
  test(`the substitute and make-up pickers at 1366 and 390 px in ${language === 'en' ? 'English' : 'Arabic'}: no axe violations`, async ({
    page,
    signInAt,
    timetablePage,
    api,
  }) => {
    test.setTimeout(300_000)
    await signInAt(DEMO.admin, 'Smart Way')
    // A school session in the coming week with swimmers on its roster: its first swimmer is searched for.
    const week = await api<Array<{ sessionID: number; date: string; kind: string; status: string; enrolled: number }>>(
      'GET',
      `/api/timetable?site=61&from=${dayFrom(1)}&to=${dayFrom(7)}`,
    )
    const session = week.find((item) => item.kind === 'school' && item.status === 'scheduled' && item.enrolled > 0)
    expect(session, 'a school session with swimmers in the coming week').toBeTruthy()
    const details = await api<{ roster: Array<{ fullName: string }> }>('GET', `/api/sessions/${session!.sessionID}`)
    const name = details.roster[0].fullName
    if (language === 'ar') {
      await page.getByRole('button', { name: 'Language: English' }).click()
      await page.getByRole('menuitemradio', { name: 'العربية' }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    }
    const labels = LABELS[language]
    const dir = process.env.E2E_SCREENSHOT_DIR
    try {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
        await page.goto(`/timetable?date=${session!.date}`)
        await timetablePage.block(session!.sessionID).click()
        const roster = page.getByRole('dialog').first()
        await expect(roster.getByRole('button', { name: labels.substitute })).toBeVisible({ timeout: 20_000 })

        await roster.getByRole('button', { name: labels.substitute }).click()
        const substitute = page.getByRole('dialog', { name: labels.substitute })
        await expect(substitute.getByRole('combobox')).toBeVisible()
        await expect(substitute.locator('form')).toHaveAttribute('aria-busy', 'false')
        await expectNoViolations(page, `substitute dialog ${width} px (${language})`)
        // The open list opens inside its dialog (src/app/menuContainer.ts); Escape closes the list, then the dialog.
        await substitute.getByRole('combobox').click()
        await expect(substitute.getByRole('listbox')).toBeVisible()
        await expectNoViolations(page, `substitute list ${width} px (${language})`)
        if (dir) await page.screenshot({ path: `${dir}/substitute-${language}-${width}.png` })
        await page.keyboard.press('Escape')
        await expect(substitute.getByRole('listbox')).toBeHidden()
        await expect(substitute).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(substitute).toBeHidden()

        await roster.getByRole('button', { name: labels.makeup }).click()
        const makeup = page.getByRole('dialog', { name: labels.makeup })
        const swimmer = makeup.getByRole('combobox', { name: labels.swimmer })
        await expect(swimmer).toBeFocused()
        await swimmer.pressSequentially(name.split(' ')[0])
        await expect(page.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible()
        await expectNoViolations(page, `make-up search ${width} px (${language})`)
        if (dir) await page.screenshot({ path: `${dir}/makeup-search-${language}-${width}.png` })
        await page
          .getByRole('option', { name: new RegExp(name) })
          .first()
          .click()
        // The swimmer is enrolled in this group: the server's reason is shown instead of credits.
        await expect(makeup.getByRole('alert').or(makeup.getByRole('radiogroup'))).toBeVisible()
        await expectNoViolations(page, `make-up credits ${width} px (${language})`)
        if (dir) await page.screenshot({ path: `${dir}/makeup-credits-${language}-${width}.png` })
        await page.keyboard.press('Escape')
        await expect(makeup).toBeHidden()
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
    } finally {
      if (language === 'ar') {
        await page.setViewportSize({ width: 1366, height: 900 }) // the language menu is in the top bar at this width
        await page.goto('/dashboard')
        await page.getByRole('button', { name: 'اللغة: العربية' }).click()
        await page.getByRole('menuitemradio', { name: 'English' }).click()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      }
    }
  })
}

// A cancelled session's roster takes no attendance: it shows each swimmer's mark as words, not as controls greyed
// out below readable contrast (MUI's disabled toggle buttons were 1.87:1), in both languages.
for (const [language, width] of [
  ['en', 1366],
  ['ar', 390],
] as const) {
  test(`a cancelled session's roster in ${language === 'en' ? 'English' : 'Arabic'} at ${width} px: marks as words, no axe violations`, async ({
    page,
    signInAt,
    api,
  }) => {
    await signInAt(DEMO.admin, 'Smart Way')
    const from = academyToday()
    const to = new Date(Date.parse(`${from}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
    const week = await api<Array<{ sessionID: number; date: string; status: string; enrolled: number }>>(
      'GET',
      `/api/timetable?site=61&from=${from}&to=${to}`,
    )
    const session = week.find((item) => item.status === 'scheduled' && item.enrolled > 0 && item.date > from)
    expect(session, 'a session with swimmers in the coming week').toBeTruthy()
    await api('POST', `/api/sessions/${session!.sessionID}/cancel`, { reason: 'Pool maintenance' })
    if (language === 'ar') {
      await page.getByRole('button', { name: 'Language: English' }).click()
      await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    }
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
    await page.goto(`/timetable?date=${session!.date}&session=${session!.sessionID}`)
    const dialog = page.getByRole('dialog').first()
    const list = dialog.getByRole('list', { name: language === 'en' ? 'Attendance of the session' : /.+/ })
    await expect(list).toBeVisible({ timeout: 20_000 })
    // Nothing to press: no status buttons, no notes field; each swimmer's mark is said in words.
    await expect(dialog.getByRole('button', { name: language === 'en' ? 'Present' : 'حاضر' })).toHaveCount(0)
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    await expect(list.getByText(language === 'en' ? 'Not marked yet' : 'لسه ما اتسجلش').first()).toBeVisible()
    await expectNoViolations(page, `cancelled roster ${width} px (${language})`)
    const dir = process.env.E2E_SCREENSHOT_DIR
    if (dir) await page.screenshot({ path: `${dir}/roster-cancelled-${language}-${width}.png`, fullPage: true })
  })
}
