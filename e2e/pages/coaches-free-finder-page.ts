import { expect, type Locator, type Page } from '@playwright/test'

/** /free-coaches: Coach Type, Start Time, First Day, Second Day, Search, and the result table. */
export class FreeCoachesFinderPage {
  readonly heading: Locator
  readonly search: Locator
  readonly results: Locator
  readonly note: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Free Coaches' })
    this.search = page.getByRole('button', { name: 'Search', exact: true })
    this.results = page.getByRole('table', { name: 'Free coaches' })
    this.note = page.getByText(/^Found \d+ free coach\(es\) available for the selected criteria\.$/)
  }

  async goto(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Coaches' }).click()
    await expect(this.page).toHaveURL(/\/free-coaches$/)
    // The page is its own chunk: the first visit waits for it to load.
    await expect(this.heading).toBeVisible({ timeout: 20_000 })
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
  }

  async fill(criteria: { type: string; startTime: string; firstDay: string; secondDay: string }): Promise<void> {
    await this.choose('Coach Type', criteria.type)
    await this.page.getByLabel('Start Time').fill(criteria.startTime)
    await this.choose('First Day', criteria.firstDay)
    await this.choose('Second Day', criteria.secondDay)
  }

  row(name: string): Locator {
    return this.results.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) })
  }
}
