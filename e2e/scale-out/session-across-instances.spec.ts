import { DEMO, expect, test } from '../fixtures-swimmers'
import { CoachesManagementPage } from '../pages/coaches-management-page'
import type { SwimmersManagementPage } from '../pages/swimmers-management-page'
import { killInstance, readSetup, recordApiAnswers } from './instances'

// One administrator's session through nginx in front of two API instances: nginx spreads the requests over both,
// then one instance dies mid-journey and the user carries on, still signed in, served by the other.

const setup = readSetup()

/** Searches swimmers by a piece of name, then opens the first one found on its own (Details needs one result). */
async function openFirstSwimmerNamed(swimmers: SwimmersManagementPage, part: string): Promise<number> {
  await swimmers.search('Full Name', part)
  const firstActions = swimmers.page.getByRole('group', { name: /^Actions for swimmer \d+$/ }).first()
  await expect(firstActions).toBeVisible()
  const label = (await firstActions.getAttribute('aria-label')) ?? ''
  const id = Number(/(\d+)$/.exec(label)?.[1])
  expect(id).toBeGreaterThan(0)

  await swimmers.search('Swimmer ID', String(id))
  await expect(swimmers.row(id)).toBeVisible()
  await swimmers.act(id, 'Details')
  const details = swimmers.dialog('Swimmer Details')
  await expect(details).toBeVisible()
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(details).toBeHidden()
  return id
}

test('a session spans both instances and survives losing one of them', async ({
  page,
  signInAt,
  dashboardPage,
  swimmersPage: swimmers,
}) => {
  const { answers, markStopped } = recordApiAnswers(page)

  // Signed in through nginx; the requests of the journey so far land on both instances.
  await signInAt(DEMO.admin, 'Smart Way')
  await swimmers.openFromNav()
  await openFirstSwimmerNamed(swimmers, 'a')
  const before = answers.filter((answer) => !answer.afterStop)
  expect(before.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([])
  expect(new Set(before.map((answer) => answer.instance))).toEqual(new Set([setup.stop.name, setup.keep]))

  // One instance crashes between two clicks.
  await killInstance(setup.stop)
  markStopped()

  // The user goes on: other searches, another swimmer, another page, and a reload that restores the session.
  await openFirstSwimmerNamed(swimmers, 'e')
  const coaches = new CoachesManagementPage(page)
  await coaches.goto()
  await expect(coaches.grid.getByRole('row').nth(1)).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard\/coaches$/)
  await expect(coaches.heading).toBeVisible()
  await expect(dashboardPage.nav.getByText('Site: Smart Way')).toBeVisible()

  // Still signed in, never sent back to sign in, and everything since the crash came from the survivor.
  await expect(page).not.toHaveURL(/\/login/)
  const after = answers.filter((answer) => answer.afterStop)
  expect(after.length).toBeGreaterThan(3)
  expect(after.filter((answer) => answer.status >= 400)).toEqual([])
  expect(after.filter((answer) => answer.instance !== setup.keep)).toEqual([])
  expect(after.map((answer) => answer.url)).toContain('GET /api/auth/me')
  expect(after.map((answer) => answer.url)).not.toContain('POST /api/auth/login')
})
