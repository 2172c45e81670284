import { expect, type Locator, type Page } from '@playwright/test'

/** /dashboard/coaches: the 'Search Free Coaches' form, the coaches grid and its dialogs. */
export class CoachesManagementPage {
  readonly heading: Locator
  readonly searchForm: Locator
  readonly grid: Locator
  readonly listHeading: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Coaches Management' })
    this.searchForm = page.getByRole('form', { name: 'Search Free Coaches' })
    this.grid = page.getByRole('grid')
    this.listHeading = page.locator('#coaches-list-title')
  }

  async goto(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coaches', exact: true })
      .click()
    await expect(this.page).toHaveURL(/\/dashboard\/coaches$/)
    // The page is its own chunk: the first visit waits for it to load.
    await expect(this.heading).toBeVisible({ timeout: 20_000 })
    await this.showManyRows()
  }

  /** 50 rows a page, so a coach just added is on the first page whatever its place in the order. */
  async showManyRows(): Promise<void> {
    await expect(this.grid.getByRole('row').nth(1)).toBeVisible()
    await this.page.getByRole('combobox', { name: /Rows per page/ }).click()
    await this.page.getByRole('option', { name: '50', exact: true }).click()
  }

  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('gridcell', { name, exact: true }) })
  }

  async addCoach(coach: { name: string; phone: string; type: 'SchoolCoach' | 'PTeamCoach'; email?: string }) {
    await this.page.getByRole('button', { name: 'Add New Coach' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Add New Coach' })
    await dialog.getByLabel('Coach Name').fill(coach.name)
    await dialog.getByLabel('Phone').fill(coach.phone)
    if (coach.email) await dialog.getByLabel('Email').fill(coach.email)
    await dialog.getByRole('combobox', { name: 'Coach Type' }).click()
    await this.page.getByRole('option', { name: coach.type, exact: true }).click()
    return dialog
  }

  /** Fills the free-coach form (blank fields stay open) and searches. */
  async searchFree(criteria: { type?: 'SchoolCoach' | 'PTeamCoach'; date?: string; timeSlot?: string }) {
    if (criteria.type) {
      await this.searchForm.getByRole('combobox', { name: 'Coach Type' }).click()
      await this.page.getByRole('option', { name: criteria.type, exact: true }).click()
    }
    await this.searchForm.getByLabel('Date').fill(criteria.date ?? '')
    await this.searchForm.getByLabel('Time Slot').fill(criteria.timeSlot ?? '')
    await this.searchForm.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(this.listHeading).toHaveText('Free Coaches')
    await expect(this.searchForm.getByRole('button', { name: 'Search', exact: true })).toBeEnabled()
  }

  async reset(): Promise<void> {
    await this.searchForm.getByRole('button', { name: 'Reset' }).click()
    await expect(this.listHeading).toHaveText('All Coaches')
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }
}
