import { expect, type Locator, type Page } from '@playwright/test'

export class DashboardPage {
  readonly nav: Locator
  readonly logout: Locator
  readonly changeSite: Locator

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' })
    this.logout = page.getByRole('button', { name: 'Logout' })
    this.changeSite = page.getByRole('button', { name: 'Change Site' })
  }

  async expectLoaded(siteName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard$/)
    await expect(this.nav.getByText(`Site: ${siteName}`)).toBeVisible()
    // The navigation shows the site before the page's own code has downloaded: wait for the page too.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  }

  tile(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${name}.*Click to access`) })
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true })
  }
}
