import { expect, type Locator, type Page } from '@playwright/test'

/** The timetable (/timetable): the week's controls, the day columns and their session blocks, the dialogs. */
export class TimetablePage {
  readonly heading: Locator
  readonly roster: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Timetable/ })
    this.roster = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Save attendance' }) })
  }

  /** Opens the page with the navigation link. */
  async openFromNav(): Promise<void> {
    const link = this.page.getByRole('link', { name: 'Timetable' })
    if (!(await link.isVisible()))
      await this.page
        .getByRole('button', { name: /menu|navigation/i })
        .first()
        .click()
    await this.page.getByRole('link', { name: 'Timetable' }).click()
    await expect(this.page).toHaveURL(/\/timetable/)
    await expect(this.heading).toBeVisible()
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }

  /** Shows the week of `date` with the date picker. */
  async goToDate(date: string): Promise<void> {
    await this.page.getByLabel('Go to date').fill(date)
    await expect(this.page).toHaveURL(new RegExp(`date=${date}`))
    await expect(this.page.getByRole('status').filter({ hasText: /Sessions shown this week/ })).toBeVisible()
  }

  /** The session's block (a button) wherever it sits in the week. */
  block(sessionID: number): Locator {
    return this.page.locator(`[data-session-id="${sessionID}"]`)
  }

  /** The blocks of a day column (the grid's list for that date, named by weekday and date). */
  dayBlocks(dayLabel: string | RegExp): Locator {
    return this.page.getByRole('list', { name: dayLabel }).getByRole('button')
  }

  async openRoster(sessionID: number): Promise<Locator> {
    await this.block(sessionID).click()
    await expect(this.roster).toBeVisible()
    return this.roster
  }

  /** Close a day: site, date, reason. */
  async closeDay(site: string, date: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Close a day' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Close a day' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Site' }).click()
    await this.page.getByRole('option', { name: new RegExp(`^${site} \\(`) }).click()
    await dialog.getByLabel('Date').fill(date)
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason)
    await dialog.getByRole('button', { name: 'Close the day' }).click()
    await expect(dialog).toBeHidden()
  }

  /** Marks one swimmer of the open roster and saves. */
  async mark(swimmer: string, status: 'Present' | 'Absent' | 'Late' | 'Excused', notes = ''): Promise<void> {
    const group = this.roster.getByRole('group', { name: `Attendance of ${swimmer}` })
    await group.getByRole('button', { name: status, exact: true }).click()
    if (notes) await this.roster.getByRole('textbox', { name: `Notes for ${swimmer}` }).fill(notes)
    await this.roster.getByRole('button', { name: 'Save attendance' }).click()
  }

  /** The roster's entry for a swimmer (a list item). */
  rosterEntry(swimmer: string): Locator {
    return this.roster.getByRole('list', { name: 'Attendance of the session' }).getByRole('listitem').filter({
      hasText: swimmer,
    })
  }

  /**
   * Books a make-up guest into the open roster's session with the keyboard alone: types part of the name, arrow
   * down and Enter pick the swimmer (their first bookable credit is chosen), Enter books.
   */
  async bookGuest(search: string, fullName: string): Promise<Locator> {
    await this.roster.getByRole('button', { name: 'Book a make-up guest' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Book a make-up guest' })
    const swimmer = dialog.getByRole('combobox', { name: 'Swimmer' })
    await expect(swimmer).toBeFocused()
    await swimmer.pressSequentially(search)
    await expect(this.page.getByRole('option', { name: new RegExp(fullName) })).toBeVisible()
    await swimmer.press('ArrowDown')
    await swimmer.press('Enter')
    await expect(swimmer).toHaveValue(new RegExp(`^${fullName} \\(`))
    await expect(dialog.getByRole('radiogroup', { name: `${fullName}'s credit to book` })).toBeVisible()
    await expect(dialog.getByRole('radio').first()).toBeChecked()
    return dialog
  }

  /** Opens the open roster's substitute dialog: the coaches offered (the date-aware list), the dialog. */
  async openSubstitute(): Promise<{ dialog: Locator; offered: string[] }> {
    await this.roster.getByRole('button', { name: 'Substitute coach' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Substitute coach' })
    await expect(dialog.getByRole('button', { name: 'Set substitute' })).toBeEnabled()
    await dialog.getByRole('combobox', { name: 'Coach' }).click()
    const options = this.page.getByRole('listbox').getByRole('option')
    await expect(options.first()).toBeVisible()
    const offered = (await options.allTextContents()).slice(1) // the first is "None: … teaches"
    return { dialog, offered }
  }
}
