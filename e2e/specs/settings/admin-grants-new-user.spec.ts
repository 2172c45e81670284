import { DEMO, expect, test } from '../../fixtures-settings'

// One journey: an administrator creates a staff account and grants its title an action; the new user signs in
// before and after, and the Coaches module appears once the title has a Coaches action.
test('an administrator creates a user and grants their title an action; the module then appears', async ({
  signInAt,
  settingsPage,
  dashboardPage,
}) => {
  // Four sign-ins, each waiting for site selection: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000)
  const password = 'carla-coach-2026'

  await signInAt(DEMO.admin, 'Smart Way')
  await settingsPage.open()
  await settingsPage.openTab('Users')
  const userId = await settingsPage.createUser({ fullName: 'Carla Coach', siteId: '61', userType: 'Coach', password })
  await expect(settingsPage.toast('User created successfully')).toBeVisible()
  await settingsPage.dismissNewUserPanel()
  await settingsPage.getUsers('61')
  const card = settingsPage.panel.getByRole('article', { name: 'Carla Coach' })
  await expect(card).toContainText(`ID: ${userId}`)
  await expect(card).toContainText('Group: Coach')
  await expect(card).toContainText('Active')
  await dashboardPage.logout.click()

  // The new user can sign in at once: a coach teaches schools and pre-teams, but has no Coaches module yet.
  await signInAt({ id: userId, password }, 'Smart Way')
  await expect(dashboardPage.tile('Schools')).toBeVisible()
  await expect(dashboardPage.tile('Coaches')).toHaveCount(0)
  await dashboardPage.logout.click()

  await signInAt(DEMO.admin, 'Smart Way')
  await settingsPage.open()
  await settingsPage.openTab('Title')
  await settingsPage.getTitles(userId)
  await settingsPage.titleCard('Coach').getByRole('button', { name: 'Add Priv' }).click()
  // The grid shows actions by name (issue 27: words, not codes).
  await expect(settingsPage.actionButton('Show school info')).toBeDisabled()
  await expect(settingsPage.actionButton('Show school info')).toContainText('Valid (Fixed)')
  await settingsPage.actionButton('View coaches').click()
  await expect(settingsPage.actionButton('View coaches')).toContainText('Selected')
  await expect(settingsPage.panel.getByText('Selected: 1')).toBeVisible()
  await settingsPage.submitPrivileges(1).click()
  await expect(settingsPage.toast('Privileges added successfully')).toBeVisible()
  await expect(settingsPage.actionButton('View coaches')).toBeDisabled()
  await dashboardPage.logout.click()

  await signInAt({ id: userId, password }, 'Smart Way')
  await expect(dashboardPage.tile('Coaches')).toBeVisible()
  await expect(dashboardPage.navLink('Coaches')).toBeVisible()
})
