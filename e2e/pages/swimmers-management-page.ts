import { expect, type Locator, type Page } from '@playwright/test'

export interface NewSwimmer {
  fullName: string
  birthDate: string
  gender: string
  startLevel: string
  club: string
  primaryPhone: string
  primaryJob: string
  email: string
  address: string
}

/** Swimmers Management (/dashboard/swimmers): the banner, the search, the results grid, each row's actions, the dialogs. */
export class SwimmersManagementPage {
  readonly heading: Locator
  readonly results: Locator
  readonly banner: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Swimmers Management' })
    this.results = page.getByRole('grid', { name: 'Swimmers found' })
    this.banner = page.getByRole('alert').filter({ hasText: 'New Swimmer ID' })
  }

  /** Opens the page from the navigation bar's Swimmers link (no reload). */
  async openFromNav(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Swimmers', exact: true })
      .click()
    await expect(this.page).toHaveURL(/\/dashboard\/swimmers$/)
    await expect(this.heading).toBeVisible()
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }

  async search(by: 'Swimmer ID' | 'Full Name' | 'Year' | 'Level', value: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Search by' }).click()
    await this.page.getByRole('option', { name: by, exact: true }).click()
    await this.page.getByLabel(by, { exact: true }).fill(value)
    await this.page.getByRole('button', { name: 'Search', exact: true }).click()
  }

  row(swimmerId: number): Locator {
    return this.results
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: String(swimmerId), exact: true }) })
  }

  rowActions(swimmerId: number): Locator {
    return this.page.getByRole('group', { name: `Actions for swimmer ${swimmerId}` })
  }

  /** On a phone (below 600 px) the row's actions are one button opening a menu (issue 27). */
  rowMenu(swimmerId: number): Locator {
    return this.page.getByRole('button', { name: `Actions for swimmer ${swimmerId}`, exact: true })
  }

  async act(swimmerId: number, button: string): Promise<void> {
    if ((this.page.viewportSize()?.width ?? 1366) < 600) {
      await this.rowMenu(swimmerId).click()
      await this.page.getByRole('menuitem', { name: button, exact: true }).click()
      return
    }
    await this.rowActions(swimmerId).getByRole('button', { name: button, exact: true }).click()
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  /** Picks an option of a MUI select inside a dialog. */
  async choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click()
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  }

  async addSwimmer(swimmer: NewSwimmer): Promise<number> {
    await this.page.getByRole('button', { name: 'Add New Swimmer' }).click()
    const dialog = this.dialog('Add New Swimmer')
    await dialog.getByLabel('Full Name').fill(swimmer.fullName)
    await dialog.getByLabel('Birth Date').fill(swimmer.birthDate)
    await this.choose(dialog, 'Gender', swimmer.gender)
    await this.choose(dialog, 'Start Level', swimmer.startLevel)
    await this.choose(dialog, 'Club', swimmer.club)
    await dialog.getByLabel('Primary Phone').fill(swimmer.primaryPhone)
    await dialog.getByLabel('Primary Job').fill(swimmer.primaryJob)
    await dialog.getByLabel('Parent Email').fill(swimmer.email)
    await dialog.getByLabel('Address').fill(swimmer.address)
    await dialog.getByRole('button', { name: 'Add Swimmer' }).click()
    await expect(dialog).toBeHidden()
    await expect(this.banner).toBeVisible()
    const text = (await this.banner.textContent()) ?? ''
    const id = Number(/New Swimmer ID: (\d+)/.exec(text)?.[1])
    expect(id).toBeGreaterThan(0)
    return id
  }

  async submit(dialog: Locator, button: string): Promise<void> {
    await dialog.getByRole('button', { name: button, exact: true }).click()
  }
}
