import type { Page } from '@playwright/test'
import { academyToday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 28: a swimmer's medical note is an alert on every roster they are on, an icon with words, on a phone too.
// The note is written through the API here (the family page's dialog has its own journey); the roster at 390 px in
// English and in Arabic shows it, axe clean. The note is taken away at the end.

test.setTimeout(120_000)

const PHONE = { width: 390, height: 844 }
const SHOTS = process.env.E2E_SCREENSHOT_DIR
const SMART_WAY = 61

async function api(page: Page, method: 'GET' | 'PUT', path: string, body?: object): Promise<unknown> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, { method, data: body, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), `${method} ${path}`).toBe(true)
  return response.json()
}

interface Entry {
  swimmerID: number
  fullName: string
  makeup: boolean
  alerts?: string[]
}

/** A session of the coming week at Smart Way with an enrolled swimmer on its roster, and that swimmer. */
async function sessionWithSwimmer(page: Page): Promise<{ sessionID: number; swimmer: Entry }> {
  const from = academyToday()
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10)
  const week = (await api(page, 'GET', `/api/timetable?site=${SMART_WAY}&from=${from}&to=${to}`)) as Array<{
    sessionID: number
    enrolled: number
    status: string
  }>
  for (const session of week.filter((one) => one.enrolled > 0 && one.status === 'scheduled')) {
    const details = (await api(page, 'GET', `/api/sessions/${session.sessionID}`)) as { roster: Entry[] }
    const swimmer = details.roster.find((entry) => !entry.makeup && !entry.alerts?.includes('medical'))
    if (swimmer) return { sessionID: session.sessionID, swimmer }
  }
  throw new Error('no session of the coming week at Smart Way has an enrolled swimmer')
}

const setMedical = (page: Page, swimmerID: number, conditions: string) =>
  api(page, 'PUT', `/api/swimmers/${swimmerID}/medical`, { conditions, allergies: '', instructions: '' })

for (const lang of ['en', 'ar'] as const) {
  test.describe(lang === 'en' ? 'in English' : 'in Arabic', () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'ar-EG' })

    test('a medical note is an alert with words on the roster at 390 px', async ({ page, signInAt }) => {
      // Signed in at a desk's width (the sign-in helpers read the site from the full navigation), then a phone.
      await page.setViewportSize({ width: 1366, height: 768 })
      if (lang === 'en') await signInAt(DEMO.admin, 'Smart Way')
      else await signInInArabic(page, DEMO.admin, 'Smart Way')
      await page.setViewportSize(PHONE)
      const { sessionID, swimmer } = await sessionWithSwimmer(page)
      await setMedical(page, swimmer.swimmerID, 'Asthma: inhaler in the bag')
      try {
        await page.goto(`/timetable?session=${sessionID}`)
        const alerts = page.getByRole('group', {
          name: lang === 'en' ? `What to know about ${swimmer.fullName}` : `تنبيهات عن ${swimmer.fullName}`,
        })
        const words = lang === 'en' ? 'Medical note' : 'ملاحظة طبية'
        await expect(alerts.getByText(words, { exact: true })).toBeVisible({ timeout: 20_000 })
        // The icon stands beside the words, and the chip is inside the phone's screen.
        await expect(alerts.locator('.MuiChip-root', { hasText: words }).locator('svg')).toHaveCount(1)
        const box = (await alerts.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
        await alerts.scrollIntoViewIfNeeded()
        await expectNoViolations(page, `the roster with a medical alert (${lang}, 390 px)`)
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-medical-alert-${lang}-390.png` })
      } finally {
        await setMedical(page, swimmer.swimmerID, '')
      }
    })
  })
}
