import { expect, type Locator, type Page } from '@playwright/test'

/** The Pre-Team List (/preteam-list): the selected site's squads as cards, nine per page. */
export class PreTeamListPage {
  readonly heading: Locator
  readonly cards: Locator
  readonly pager: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pre-Team List' })
    this.cards = page.getByRole('article')
    this.pager = page.getByRole('navigation', { name: 'Pre-team list pages' })
  }

  /** Opens the list from the top navigation's utilities (no reload). */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pre-Teams', exact: true })
      .first()
      .click()
    await expect(this.page).toHaveURL(/\/preteam-list/)
    await expect(this.heading).toBeVisible()
  }

  pagerButton(name: 'Previous' | 'Next' | string): Locator {
    return this.pager.getByRole('button', { name, exact: true })
  }

  /** The squad numbers on the cards shown, e.g. ['Pre-Team #3', …]. */
  async cardTitles(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents()
  }
}
