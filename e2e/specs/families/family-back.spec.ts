import type { Page } from '@playwright/test'
import { academyToday } from '../../academy-dates'
import { DEMO, expect, test } from '../../fixtures'

// Issue 28: the family opened from a roster's "Family" link is one step in the browser's history: Back returns to
// the timetable with that roster open, in one press.

const SMART_WAY = 61

async function api(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), path).toBe(true)
  return response.json()
}

test("Back from a family opened by a roster's Family link returns to that roster in one press", async ({
  page,
  signInAt,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  const from = academyToday()
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10)
  const week = (await api(page, `/api/timetable?site=${SMART_WAY}&from=${from}&to=${to}`)) as Array<{
    sessionID: number
    enrolled: number
  }>
  const session = week.find((one) => one.enrolled > 0)
  expect(session, 'a session of the coming week at Smart Way with swimmers').toBeDefined()
  await page.goto(`/timetable?date=${from}&session=${session!.sessionID}`)
  const roster = page.getByRole('dialog')
  await expect(roster).toBeVisible()
  const rosterURL = page.url()
  await roster
    .getByRole('link', { name: /^Family of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/families\?swimmer=\d+/)
  await expect(page.getByRole('heading', { level: 1, name: /^Family / })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(rosterURL)
  await expect(page.getByRole('dialog')).toBeVisible()
})
