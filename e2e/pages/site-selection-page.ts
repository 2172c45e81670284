import { expect, type Locator, type Page } from '@playwright/test'

export class SiteSelectionPage {
  readonly site: Locator
  readonly continueButton: Locator

  constructor(readonly page: Page) {
    this.site = page.getByRole('combobox', { name: 'Site' })
    this.continueButton = page.getByRole('button', { name: 'Continue' })
  }

  /** The page as the user sees it: its address and its heading (its code may still be downloading at the address). */
  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/site-selection$/)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Select your site' })).toBeVisible()
  }

  async choose(siteName: string): Promise<void> {
    await this.site.click()
    await this.page.getByRole('option', { name: new RegExp(`^${siteName}`) }).click()
    await this.continueButton.click()
  }
}
