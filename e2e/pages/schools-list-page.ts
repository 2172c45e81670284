import { expect, type Locator, type Page } from '@playwright/test'

/** School List (/school-list): Type and Level, Get Data, the summary cards and the invoice amounts. */
export class SchoolListPage {
  readonly heading: Locator
  readonly type: Locator
  readonly level: Locator
  readonly getData: Locator
  readonly invoices: Locator
  readonly summaries: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'School List' })
    this.type = page.getByRole('combobox', { name: 'Type' })
    this.level = page.getByRole('combobox', { name: 'Level' })
    this.getData = page.getByRole('button', { name: 'Get Data' })
    this.invoices = page.getByRole('table', { name: 'Invoice amounts by duration' })
    this.summaries = page.getByRole('region', { name: 'School Summaries' })
  }

  /** Opens the page from the utility links of the top navigation (no reload). */
  async openFromNav(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).locator('a[href="/school-list"]').click()
    await expect(this.page).toHaveURL(/\/school-list$/)
    await expect(this.heading).toBeVisible()
  }

  async choose(type: string, level: string): Promise<void> {
    await this.type.selectOption(type)
    await this.level.selectOption(level)
    await this.getData.click()
  }

  card(schoolId: number): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: `School #${schoolId}` }) })
  }

  /** The invoice table's body rows as [months label, amount text]. */
  async invoiceRows(): Promise<string[][]> {
    return this.invoices
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim() ?? '')))
  }
}
