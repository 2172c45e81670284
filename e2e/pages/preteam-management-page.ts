import { expect, type Locator, type Page } from '@playwright/test'

/** The row buttons' names in words (issue 27), by action code. */
const ACTION_LABELS: Record<string, string> = {
  ShowPteamInfo: 'Show pre-team info',
  ViewDetailsTab: 'Details tab',
  ViewSwimmers: 'View swimmers',
  UpdatePTeamInfo: 'Edit pre-team',
  AddSwimmerToPTeam: 'Add swimmer',
  ChangeSite: 'Change site',
  EndPteam: 'End pre-team',
  RemovePTeam: 'Remove pre-team',
}

export interface NewSquad {
  level: string
  days: [string, string, string]
  startTime: string
  endTime: string
}

/** Pre-Team Management (/dashboard/preteam): the search panel, the results grid, each row's actions and the dialogs. */
export class PreTeamManagementPage {
  readonly heading: Locator
  readonly banner: Locator
  readonly results: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pre-Team Management' })
    this.banner = page.getByRole('alert').filter({ hasText: 'Pre-Team Created Successfully!' })
    this.results = page.getByRole('grid', { name: 'Pre-team search results' })
  }

  /** Opens the page from the top navigation (no reload). */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pre-Team', exact: true })
      .first()
      .click()
    await expect(this.page).toHaveURL(/\/dashboard\/preteam$/)
    await expect(this.heading).toBeVisible()
  }

  toast(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }

  private async choose(scope: Locator | Page, field: string | RegExp, option: string | RegExp): Promise<void> {
    await scope.getByRole('combobox', { name: field }).click()
    await this.page.getByRole('option', { name: option }).click()
  }

  /** Fills Create New Pre-Team with the first coach offered; returns the new ID from the green banner. */
  async create(squad: NewSquad): Promise<string> {
    await this.page.getByRole('button', { name: 'Create New Pre-Team' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Create New Pre-Team' })
    await this.choose(dialog, /Level/, squad.level)
    await dialog.getByRole('combobox', { name: /Coach/ }).click()
    await this.page.getByRole('option').first().click()
    await this.choose(dialog, /First Day/, squad.days[0])
    await this.choose(dialog, /Second Day/, squad.days[1])
    await this.choose(dialog, /Third Day/, squad.days[2])
    await dialog.getByLabel(/Start Time/).fill(squad.startTime)
    await dialog.getByLabel(/End Time/).fill(squad.endTime)
    await dialog.getByRole('button', { name: 'Create Pre-Team' }).click()
    await expect(dialog).toBeHidden()
    await expect(this.banner).toBeVisible()
    const text = await this.banner.getByText(/^Pre-Team ID: \d+$/).textContent()
    return (text ?? '').replace(/\D/g, '')
  }

  async searchById(id: string): Promise<void> {
    const type = this.page.getByRole('combobox', { name: 'Search by' })
    if ((await type.textContent()) !== 'Pre-Team ID') await this.choose(this.page, 'Search by', 'Pre-Team ID')
    await this.page.getByLabel('Search value').fill(id)
    await this.page.getByRole('button', { name: 'Search', exact: true }).click()
  }

  resultHeading(count: number): Locator {
    return this.page.getByRole('heading', { level: 2, name: `Search Results (${count})` })
  }

  rowActions(id: string): Locator {
    return this.page.getByRole('group', { name: `Actions for pre-team ${id}` })
  }

  /** A row's action button by its action code ('EndPteam') or its label ('End pre-team'). */
  action(id: string, name: string): Locator {
    return this.rowActions(id).getByRole('button', { name: ACTION_LABELS[name] ?? name, exact: true })
  }

  /**
   * Runs a row's action as the screen offers it: its button at desk widths; on a phone (below 600 px) the item of the
   * row's Actions menu (issue 27).
   */
  async act(id: string, name: string): Promise<void> {
    const label = ACTION_LABELS[name] ?? name
    if ((this.page.viewportSize()?.width ?? 1366) < 600) {
      await this.page.getByRole('button', { name: `Actions for pre-team ${id}`, exact: true }).click()
      await this.page.getByRole('menuitem', { name: label, exact: true }).click()
      return
    }
    await this.action(id, name).click()
  }

  async addSwimmer(id: string, swimmerId: string, months: string): Promise<void> {
    await this.action(id, 'AddSwimmerToPTeam').click()
    const dialog = this.page.getByRole('dialog', { name: 'Add Swimmer to Pre-Team' })
    await dialog.getByLabel(/Swimmer ID/).fill(swimmerId)
    await this.choose(dialog, /Duration/, months)
    await dialog.getByRole('button', { name: 'Add Swimmer' }).click()
    await expect(dialog).toBeHidden()
  }

  /** Moves the squad to another site with the first coach offered there. */
  async changeSite(id: string, siteOption: RegExp): Promise<void> {
    await this.action(id, 'ChangeSite').click()
    const dialog = this.page.getByRole('dialog', { name: 'Change Pre-Team Site' })
    await this.choose(dialog, /New Site/, siteOption)
    await dialog.getByRole('combobox', { name: /Coach at the new site/ }).click()
    await this.page.getByRole('option').first().click()
    await dialog.getByRole('button', { name: 'Change Site' }).click()
    await expect(dialog).toBeHidden()
  }

  /**
   * Ends the squad after its confirmation, which names its swimmers first (issue 25); `beforeConfirm` looks at the
   * open confirmation (its text, axe) before it is confirmed.
   */
  async end(id: string, beforeConfirm?: (confirm: Locator) => Promise<void>): Promise<void> {
    await this.action(id, 'EndPteam').click()
    const confirm = this.page.getByRole('dialog', { name: 'End Pre-Team' })
    await expect(confirm.getByText(/Are you sure you want to end this pre-team\?$/)).toBeVisible()
    await beforeConfirm?.(confirm)
    await confirm.getByRole('button', { name: 'End Pre-Team' }).click()
    await expect(confirm).toBeHidden()
  }
}
