import { expectNoViolations } from '../../axe'
import { api, asInput, type Rule } from '../../billing-api'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 30, Settings → Discounts: the administrator adds a sibling discount from the second child and saves; the rule
// is what the server now holds. Axe clean at 1366 px in English and at 390 px in Arabic. The academy's rules are put
// back as they were at the end, so the other journeys' prices stay at list price.

test.setTimeout(120_000)
test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SCREENSHOT_DIR
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }

test('the administrator adds a sibling discount and saves it, axe clean', async ({ page, signInAt }) => {
  await page.setViewportSize(DESK)
  await signInAt(DEMO.admin, 'Smart Way')
  const before = await api<Rule[]>(page, 'GET', '/api/discount-rules')
  try {
    await page.goto('/settings?tab=discounts')
    const form = page.getByRole('form', { name: 'Discount rules' })
    await expect(form.getByRole('button', { name: 'Add a rule' })).toBeVisible({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Add a rule' }).click()
    const rule = form.getByRole('group', { name: `Rule ${before.length + 1}` })
    await rule.getByRole('textbox', { name: 'Percent' }).fill('10')
    await form.getByRole('button', { name: 'Save the rules' }).click()
    await expect(page.getByText(/The discount rules are saved/)).toBeVisible()
    const after = await api<Rule[]>(page, 'GET', '/api/discount-rules')
    expect(after.map((entry) => [entry.kind, entry.percent, entry.fromRank])).toContainEqual(['sibling', 10, 2])
    await expectNoViolations(page, 'settings, discounts (1366 px)')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-discounts-en-1366.png`, fullPage: true })
  } finally {
    await api(page, 'PUT', '/api/discount-rules', before.map(asInput))
  }
})

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the rules read right to left at 390 px, axe clean', async ({ page }) => {
    await page.setViewportSize(DESK)
    await signInInArabic(page, DEMO.admin, 'Smart Way')
    await page.setViewportSize(PHONE)
    await page.goto('/settings?tab=discounts')
    const form = page.getByRole('form', { name: 'قواعد الخصم' })
    await form.getByRole('button', { name: 'زوّد قاعدة' }).click()
    await expect(form.getByRole('group').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolations(page, 'settings, discounts in Arabic (390 px)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-discounts-ar-390.png`, fullPage: true })
  })
})
