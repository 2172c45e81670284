import { DEMO, expect, test } from '../fixtures'

test('a reload keeps the session and the site; logout ends it', async ({ page, signInAt, dashboardPage }) => {
  await signInAt(DEMO.admin, 'Capital')
  await page.reload()
  await dashboardPage.expectLoaded('Capital')

  await dashboardPage.changeSite.click()
  await expect(page).toHaveURL(/\/site-selection$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/site-selection$/)

  await dashboardPage.logout.click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  // Nothing of the session is left. The language this browser shows (issue 16, kept once a saved choice was applied)
  // belongs to the device, not the session.
  const stored = await page.evaluate(() => Object.keys(window.localStorage))
  expect(stored.filter((key) => key !== 'academy.language')).toEqual([])
})

test('a token revoked on the server lands the user on /login', async ({ page, request, signInAt }) => {
  await signInAt(DEMO.cashier, 'Club 13')
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  expect(token).toBeTruthy()
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })
  expect(logout.status()).toBe(200)

  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull()
})
