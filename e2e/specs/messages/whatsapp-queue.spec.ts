import type { Page } from '@playwright/test'
import { academyToday } from '../../academy-dates'
import { expectNoViolations } from '../../axe'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 29: cancel a session → the outbox holds one prepared WhatsApp message per guardian with WhatsApp service
// consent → "Send on WhatsApp" opens that guardian's wa.me link with the text typed → marked sent, it leaves the queue
// and the outbox shows it sent by the user. The queue and the outbox in English and Arabic, at 1366 and 390 px, axe
// clean. The consent is recorded and the session restored through the API around it.

test.setTimeout(180_000)

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const SMART_WAY = 61
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 800 }

async function api(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, { method, data: body, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return response.json()
}

interface Guardian {
  guardianID: number
  fullName: string
  phones: string[]
  isPrimary: boolean
}

/** A scheduled session of the coming week at Smart Way with a swimmer, and that swimmer's primary guardian. */
async function sessionAndGuardian(page: Page) {
  const from = academyToday()
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10)
  const week = (await api(page, 'GET', `/api/timetable?site=${SMART_WAY}&from=${from}&to=${to}`)) as Array<{
    sessionID: number
    date: string
    enrolled: number
    status: string
  }>
  for (const session of week.filter((one) => one.enrolled > 0 && one.status === 'scheduled' && one.date > from)) {
    const { roster } = (await api(page, 'GET', `/api/sessions/${session.sessionID}`)) as {
      roster: Array<{ swimmerID: number; fullName: string; makeup: boolean }>
    }
    for (const swimmer of roster.filter((entry) => !entry.makeup)) {
      const { familyID } = (await api(page, 'GET', `/api/swimmers/${swimmer.swimmerID}/family`)) as { familyID: number }
      const family = (await api(page, 'GET', `/api/families/${familyID}`)) as { guardians: Guardian[] }
      const guardian = family.guardians.find((one) => one.isPrimary && one.phones.length > 0)
      if (guardian) return { session, swimmer, guardian }
    }
  }
  throw new Error('no session of the coming week at Smart Way has a swimmer whose guardian has a phone')
}

test('a cancelled session prepares a WhatsApp message for the guardian, sent from its wa.me link and marked sent', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  const { session, swimmer, guardian } = await sessionAndGuardian(page)
  await api(page, 'POST', `/api/guardians/${guardian.guardianID}/consents`, {
    channel: 'whatsapp',
    purpose: 'service',
    granted: true,
    how: 'in-person',
  })
  // WhatsApp cannot be reached from here: its address answers with a page of our own, so the tab it opens can be read.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }))

  try {
    // Cancel the session from its roster, as the desk does.
    await page.goto(`/timetable?date=${session.date}&session=${session.sessionID}`)
    const roster = page.getByRole('dialog')
    await roster.getByRole('button', { name: 'Cancel session' }).click()
    const cancel = page.getByRole('dialog', { name: 'Cancel this session' })
    await cancel.getByLabel('Reason').fill('Pool maintenance')
    await cancel.getByRole('button', { name: 'Cancel the session' }).click()
    await expect(roster.getByText(/^This session is cancelled\. Reason: Pool maintenance/)).toBeVisible()

    // The API: one prepared WhatsApp-by-link message to this guardian, naming the swimmer, with its wa.me link.
    const digits = guardian.phones[0].replace(/\D/g, '')
    const { items } = (await api(page, 'GET', `/api/messages?site=${SMART_WAY}&event=session.cancelled`)) as {
      items: Array<{ guardianID: number; swimmerIDs: number[]; channel: string; status: string; link: string }>
    }
    const mine = items.filter((item) => item.guardianID === guardian.guardianID && item.status === 'prepared')
    expect(mine).toHaveLength(1)
    expect(mine[0].channel).toBe('whatsapp-link')
    expect(mine[0].swimmerIDs).toContain(swimmer.swimmerID)
    expect(mine[0].link).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`))

    // The queue: the message names the swimmer; Send on WhatsApp opens the guardian's wa.me link with the text.
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    const card = page
      .getByRole('listitem')
      .filter({ hasText: swimmer.fullName })
      .filter({ hasText: 'Session cancelled' })
    await expect(card).toHaveCount(1)
    await expectNoViolations(page, 'the WhatsApp queue at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-queue-en-1366.png`, fullPage: true })
    const popup = page.waitForEvent('popup')
    await card.getByRole('link', { name: /^Send on WhatsApp to / }).click()
    const whatsapp = await popup
    await expect.poll(() => whatsapp.url()).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`))
    expect(decodeURIComponent(new URL(whatsapp.url()).searchParams.get('text') ?? '')).toContain(swimmer.fullName)
    await whatsapp.close()

    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the WhatsApp queue at 390 px')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-queue-en-390.png`, fullPage: true })

    // Marked sent, it leaves the queue; the outbox shows it sent, by the admin.
    await card.getByRole('button', { name: /^Mark the message to .* as sent$/ }).click()
    await expect(page.getByText(/^The message to .* is marked sent\.$/)).toBeVisible()
    await expect(card).toHaveCount(0)
    await page.setViewportSize(DESK)
    await page.getByRole('button', { name: 'All messages' }).click()
    await page.getByRole('combobox', { name: 'Event' }).selectOption('Session cancelled')
    const sent = page
      .getByRole('listitem')
      .filter({ hasText: swimmer.fullName })
      .filter({ hasText: 'Session cancelled' })
    await expect(sent.first()).toBeVisible()
    await expect(sent.first().getByRole('list', { name: 'Status history' })).toContainText(/Sent, .*, by /)
    await expectNoViolations(page, 'the outbox at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-outbox-en-1366.png`, fullPage: true })
    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the outbox at 390 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-outbox-en-390.png`, fullPage: true })
  } finally {
    await api(page, 'POST', `/api/sessions/${session.sessionID}/restore`, {})
  }
})

test('a broadcast to every family of the site is counted and previewed before it is sent, axe clean', async ({
  page,
  signInAt,
}) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click()
  await page.getByRole('button', { name: 'New broadcast' }).click()
  const dialog = page.getByRole('dialog', { name: 'Broadcast to families at Smart Way' })
  await dialog.getByLabel('Text in Arabic').fill('الحمام مفتوح يوم الجمعة الساعة ٩.')
  await dialog.getByLabel('Text in English').fill('The pool is open on Friday at 9.')
  await dialog.getByRole('button', { name: 'Count and preview' }).first().click()
  const reach = dialog.getByRole('status')
  await expect(reach).toContainText(/^\d+ swimmers, \d+ guardians; \d+ without marketing consent are left out\./)
  await expectNoViolations(page, 'the broadcast dialog at 1366 px')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-broadcast-en-1366.png` })
  await page.setViewportSize(PHONE)
  await expectNoViolations(page, 'the broadcast dialog at 390 px')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-broadcast-en-390.png` })
  // An edit after the count: the dialog counts again before it offers to send.
  await dialog.getByLabel('Text in English').fill('The pool is open on Friday at 10.')
  await expect(dialog.getByRole('button', { name: /^Send \d+ messages?$/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the messages page reads right to left at 1366 and 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.goto('/messages?view=outbox')
    await expect(page.getByRole('heading', { level: 1, name: 'الرسايل' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('combobox', { name: 'الحالة' })).toBeVisible()
    await expectNoViolations(page, 'the outbox in Arabic at 1366 px')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-outbox-ar-1366.png`, fullPage: true })
    await page.getByRole('button', { name: 'تتبعت على واتساب' }).click()
    await page.setViewportSize(PHONE)
    await expectNoViolations(page, 'the WhatsApp queue in Arabic at 390 px')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-queue-ar-390.png`, fullPage: true })
  })
})
