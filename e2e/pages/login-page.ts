import { expect, type Locator, type Page } from '@playwright/test'

export class LoginPage {
  readonly userId: Locator
  readonly password: Locator
  readonly signIn: Locator
  readonly alert: Locator

  constructor(readonly page: Page) {
    this.userId = page.getByLabel('User ID')
    this.password = page.getByLabel('Password')
    this.signIn = page.getByRole('button', { name: 'Sign In' })
    this.alert = page.getByRole('alert').filter({ hasNotText: /^$/ })
  }

  async goto(): Promise<void> {
    await this.page.goto('/login')
    await expect(this.signIn).toBeVisible()
  }

  async submit(userId: string, password: string): Promise<void> {
    await this.userId.fill(userId)
    await this.password.fill(password)
    await this.signIn.click()
  }
}
