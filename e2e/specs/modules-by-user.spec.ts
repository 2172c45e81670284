import { DEMO, expect, test } from '../fixtures'

test('the administrator sees every module tile and link', async ({ signInAt, dashboardPage }) => {
  await signInAt(DEMO.admin, 'Smart Way')
  for (const tile of ['Swimmers Management', 'Schools', 'Pre-Team', 'Coaches', 'Settings']) {
    await expect(dashboardPage.tile(tile)).toBeVisible()
  }
  for (const link of [
    'Dashboard',
    'Swimmers',
    'Schools',
    'Coaches',
    'Pre-Team',
    'Settings',
    'Pre-Teams',
    'Free Coaches',
  ]) {
    await expect(dashboardPage.navLink(link).first()).toBeVisible()
  }
})

test('the cashier sees swimmers and schools only, and the Settings tile', async ({ signInAt, dashboardPage }) => {
  await signInAt(DEMO.cashier, 'Club 13')
  await expect(dashboardPage.tile('Swimmers Management')).toBeVisible()
  await expect(dashboardPage.tile('Schools')).toBeVisible()
  await expect(dashboardPage.tile('Settings')).toBeVisible()
  await expect(dashboardPage.tile('Pre-Team')).toHaveCount(0)
  await expect(dashboardPage.tile('Coaches')).toHaveCount(0)
  await expect(dashboardPage.navLink('Swimmers')).toBeVisible()
  await expect(dashboardPage.navLink('Coaches')).toHaveCount(0)
  await expect(dashboardPage.navLink('Pre-Team')).toHaveCount(0)
  await expect(dashboardPage.navLink('Free Coaches')).toBeVisible()
})

test('a user without sites is told so', async ({ page, loginPage }) => {
  await loginPage.goto()
  await loginPage.submit(DEMO.trainee.id, DEMO.trainee.password)
  await expect(page.getByText('No Sites Available')).toBeVisible()
  await expect(page.getByText("You don't have access to any sites. Please contact your administrator.")).toBeVisible()
})
