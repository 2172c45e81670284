import { expect, type Locator, type Page } from '@playwright/test'

export interface NewSchool {
  level: string
  type: string
  firstDay: string
  secondDay: string
  startTime: string
  endTime: string
  capacity?: string
}

export interface SchoolRowFacts {
  id: number
  days: string
  capacity: string
  status: string
}

/** Schools Management (/dashboard/schools): the search panel, the results grid, each row's actions and the dialogs. */
export class SchoolsManagementPage {
  readonly heading: Locator
  readonly results: Locator
  readonly attendanceDialog: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Schools Management' })
    this.results = page.getByRole('grid', { name: 'School search results' })
    this.attendanceDialog = page.getByRole('dialog', { name: /Manage Attendance/ })
  }

  /** Opens the page from the dashboard's Schools tile (no reload). */
  async openFromDashboard(): Promise<void> {
    await this.page.getByRole('button', { name: /^Schools.*Click to access/ }).click()
    await expect(this.page).toHaveURL(/\/dashboard\/schools$/)
    await expect(this.heading).toBeVisible()
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }

  async searchById(id: number): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Search by' }).selectOption('School ID')
    await this.page.getByRole('textbox', { name: 'School ID' }).fill(String(id))
    await this.page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(this.row(id)).toBeVisible()
  }

  async searchBy(kind: 'Level' | 'Type', option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Search by' }).selectOption(kind)
    await this.page.getByRole('combobox', { name: kind, exact: true }).selectOption(option)
    await this.page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(this.results.locator('.MuiDataGrid-row').first()).toBeVisible()
  }

  row(id: number): Locator {
    return this.results.locator(`.MuiDataGrid-row[data-id="${id}"]`)
  }

  cell(id: number, field: string): Locator {
    return this.row(id).locator(`[data-field="${field}"]`)
  }

  /** The rows on screen: id, days, 'taken / places' and status. */
  async rows(): Promise<SchoolRowFacts[]> {
    return this.results.locator('.MuiDataGrid-row').evaluateAll((rows) =>
      rows.map((row) => {
        const text = (field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent?.trim() ?? ''
        return {
          id: Number(row.getAttribute('data-id')),
          days: text('days'),
          capacity: text('numberCapacity'),
          status: text('endDate'),
        }
      }),
    )
  }

  /** 'Show Actions' on a row; returns the row's action buttons once loaded. */
  async showActions(id: number): Promise<Locator> {
    const group = this.page.getByRole('group', { name: `Show actions for school ${id}` })
    if (!(await group.isVisible())) {
      await this.page.getByRole('button', { name: `Show actions for school ${id}` }).click()
    }
    await expect(group).toBeVisible()
    return group
  }

  /**
   * Runs a row's action as the screen offers it: 'Show Actions' then its button at desk widths; on a phone (below
   * 600 px) the item of the row's Actions menu (issue 27).
   */
  async act(id: number, name: string): Promise<void> {
    if ((this.page.viewportSize()?.width ?? 1366) < 600) {
      await this.page.getByRole('button', { name: `Show actions for school ${id}`, exact: true }).click()
      await this.page.getByRole('menuitem', { name, exact: true }).click()
      return
    }
    await (await this.showActions(id)).getByRole('button', { name, exact: true }).click()
  }

  /** Fills Create New School with the first coach offered; returns the new ID from the success toast. */
  async create(school: NewSchool): Promise<number> {
    await this.page.getByRole('button', { name: 'Create New School' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Create New School' })
    await dialog.getByRole('combobox', { name: 'School Level' }).selectOption(school.level)
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption(school.type)
    const coach = dialog.getByRole('combobox', { name: 'Coach' })
    await expect(coach.locator('option').nth(1)).toBeAttached()
    await coach.selectOption({ index: 1 })
    await dialog.getByRole('combobox', { name: 'First Day' }).selectOption(school.firstDay)
    await dialog.getByRole('combobox', { name: 'Second Day' }).selectOption(school.secondDay)
    await dialog.getByLabel('Start Time').fill(school.startTime)
    await dialog.getByLabel('End Time').fill(school.endTime)
    if (school.capacity) await dialog.getByLabel('Capacity').fill(school.capacity)
    await dialog.getByRole('button', { name: 'Create School' }).click()
    await expect(dialog).toBeHidden()
    const toast = this.toast(/^School created successfully with ID: \d+$/)
    await expect(toast).toBeVisible()
    return Number(((await toast.textContent()) ?? '').replace(/\D/g, ''))
  }
}
