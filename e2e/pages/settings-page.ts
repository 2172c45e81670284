import { expect, type Locator, type Page } from '@playwright/test'

export type SettingsTabName = 'Club' | 'Site' | 'Coaches' | 'Users' | 'Title' | 'Invoices'

/** The Settings screen (/settings): the sidebar of tabs and what each tab offers. */
export class SettingsPage {
  readonly sidebar: Locator
  readonly panel: Locator

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Settings sections' })
    this.panel = page.getByRole('tabpanel')
  }

  /** Opens Settings from the top navigation (no reload) and waits for the sidebar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings', exact: true })
      .first()
      .click()
    await expect(this.page).toHaveURL(/\/settings/)
    await expect(this.sidebar).toBeVisible()
  }

  tab(name: SettingsTabName): Locator {
    return this.sidebar.getByRole('tab', { name: new RegExp(`^${name}`) })
  }

  async openTab(name: SettingsTabName): Promise<void> {
    await this.tab(name).click()
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true')
  }

  toast(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }

  // Users ------------------------------------------------------------------------------------------

  /** Fills Create User and submits; returns the new user's ID from the panel that follows. */
  async createUser(user: { fullName: string; siteId: string; userType: string; password: string }): Promise<string> {
    const form = this.page.getByRole('region', { name: 'Create User' })
    await form.getByLabel('Full Name').fill(user.fullName)
    await form.getByLabel('Site ID').fill(user.siteId)
    await form.getByRole('combobox', { name: 'User Type' }).click()
    await this.page.getByRole('option', { name: user.userType, exact: true }).click()
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Create User' }).click()
    const panel = this.page.getByRole('status').filter({ hasText: 'New user created' })
    await expect(panel).toBeVisible()
    const text = await panel.getByText(/^User ID: \d+$/).innerText()
    await expect(panel.getByText(`Password: ${user.password}`)).toBeVisible()
    return text.replace('User ID: ', '')
  }

  async dismissNewUserPanel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(this.page.getByText('New user created')).toHaveCount(0)
  }

  async getUsers(siteId: string): Promise<void> {
    await this.panel.getByLabel('Site ID').first().fill(siteId)
    await this.panel.getByRole('button', { name: 'Get Users' }).click()
  }

  // Title and privileges -------------------------------------------------------------------------

  async getTitles(userId: string): Promise<void> {
    await this.panel.getByLabel('User ID').fill(userId)
    await this.panel.getByRole('button', { name: 'Get Titles' }).click()
  }

  titleCard(title: string): Locator {
    return this.panel.getByRole('article', { name: title, exact: true })
  }

  actionButton(actionName: string): Locator {
    return this.panel.getByRole('button', { name: new RegExp(`^${actionName}\\b`) })
  }

  submitPrivileges(count: number): Locator {
    return this.panel.getByRole('button', { name: `Submit Privileges (${count})` })
  }

  // Invoices ---------------------------------------------------------------------------------------

  invoiceCards(): Locator {
    return this.panel.getByRole('article', { name: /^Invoice #\d+$/ })
  }

  /** Cards still to collect: their status reads Open. */
  openInvoiceCards(): Locator {
    return this.invoiceCards().filter({ has: this.page.getByText('Open', { exact: true }) })
  }

  invoiceCard(id: string): Locator {
    return this.panel.getByRole('article', { name: `Invoice #${id}`, exact: true })
  }

  get paymentDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Complete Payment' })
  }
}
