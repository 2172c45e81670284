import { DEMO, expect, test } from '../fixtures'

// With motion, as most users see the app (the other journeys ask for less: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

test('splash, login with every validation message, wrong password, site selection, dashboard', async ({
  page,
  loginPage,
  siteSelectionPage,
  dashboardPage,
}) => {
  await page.goto('/')
  await expect(page.getByText('W', { exact: true }).first()).toBeVisible()
  // The splash hands over to /dashboard, which sends a signed-out visitor to /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  await expect(page.getByText('Need help? Contact your administrator.')).toBeVisible()

  await loginPage.signIn.click()
  await expect(page.getByText('Please fill in all fields')).toBeVisible()
  await loginPage.submit('abc', 'whatever')
  await expect(page.getByText('User ID must be a number')).toBeVisible()
  await loginPage.submit(DEMO.cashier.id, 'not-the-password')
  await expect(page.getByText('Invalid user ID or password').first()).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await loginPage.submit(DEMO.cashier.id, DEMO.cashier.password)
  await siteSelectionPage.expectLoaded()
  await siteSelectionPage.continueButton.click()
  await expect(page.getByText('Please select a site')).toBeVisible()
  await siteSelectionPage.choose('Egypt')
  await dashboardPage.expectLoaded('Egypt')
  await expect(page.getByText('Welcome').first()).toBeHidden()
})

test('a disabled user cannot sign in', async ({ page, loginPage }) => {
  await loginPage.goto()
  await loginPage.submit(DEMO.disabled.id, DEMO.disabled.password)
  await expect(page.getByText('Invalid user ID or password').first()).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
