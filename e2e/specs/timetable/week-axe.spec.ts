import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO, expect, test } from '../../fixtures-timetable'

// Zero axe violations (the same tags as e2e/specs/accessibility/axe.spec.ts) on /timetable and the roster dialog,
// at 1366 and 390 px, as the administrator and as the coaches manager (pre-teams only); the keyboard opens a
// roster. With E2E_SCREENSHOT_DIR set, each state is also saved as a picture to look at.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `[${violation.id}] ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  )
  expect.soft(found, `axe on ${where}`).toEqual([])
}

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
  const from = new Date().toISOString().slice(0, 10)
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const week = await api<Array<{ sessionID: number; makeupGuests: number }>>(
    'GET',
    `/api/timetable?site=61&from=${from}&to=${to}`,
  )
  const withGuest = week.find((session) => session.makeupGuests > 0)
  expect(withGuest, 'a demo session with a make-up guest').toBeTruthy()
  const details = await api<{ roster: Array<{ swimmerID: number; makeup: boolean }> }>(
    'GET',
    `/api/sessions/${withGuest!.sessionID}`,
  )
  const guest = details.roster.find((entry) => entry.makeup)!
  await swimmersPage.openFromNav()
  await swimmersPage.search('Swimmer ID', String(guest.swimmerID))
  await swimmersPage.act(guest.swimmerID, 'Make-ups')
  const makeups = page.getByRole('dialog', { name: /^Make-ups · / })
  await expect(makeups.getByRole('table')).toBeVisible()
  await expect(makeups.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  await expectNoViolations(page, 'swimmer make-ups')
  if (dir) await page.screenshot({ path: `${dir}/makeups-1366.png` })
})
