import { expect, type Locator, type Page } from '@playwright/test'

export class SiteSelectionPage {
  readonly site: Locator
  readonly continueButton: Locator

  constructor(readonly page: Page) {
    this.site = page.getByRole('combobox', { name: 'Site' })
    this.continueButton = page.getByRole('button', { name: 'Continue' })
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/site-selection$/)
  }

  async choose(siteName: string): Promise<void> {
    await this.site.click()
    await this.page.getByRole('option', { name: new RegExp(`^${siteName}`) }).click()
    await this.continueButton.click()
  }
}
