import { expect, type Locator, type Page } from '@playwright/test'

/** The money desk (/money and /money/cashup), the printable receipt (/receipts/:id) and the reports (/reports). */
export class MoneyPage {
  readonly nav: Locator
  readonly invoices: Locator
  readonly subscriptions: Locator
  readonly payments: Locator
  readonly cashierTotals: Locator

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' })
    this.invoices = page.getByRole('grid', { name: 'Open invoices' })
    this.subscriptions = page.getByRole('grid', { name: /^Subscriptions ending within/ })
    this.payments = page.getByRole('grid', { name: /^\d+ payments?$/ })
    this.cashierTotals = page.getByRole('table', { name: 'Totals by cashier' })
  }

  /** Opens Money from the top navigation and waits for the open invoices. */
  async open(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Money', exact: true }).first().click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible({ timeout: 20_000 })
    await expect(this.invoices).toBeVisible({ timeout: 20_000 })
  }

  async openCashup(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Cash-up' }).click()
    await expect(this.page).toHaveURL(/\/money\/cashup/)
    await expect(this.payments).toBeVisible({ timeout: 20_000 })
  }

  /** The grid row of an open invoice (by its Collect button's name). */
  collectButtons(): Locator {
    return this.invoices.getByRole('button', { name: /^Collect invoice \d+ of / })
  }

  collectDialog(id: string | number): Locator {
    return this.page.getByRole('dialog', { name: `Collect invoice #${id}` })
  }

  /** Clicks Collect on the first open invoice and returns its id, swimmer and the amount proposed. */
  async startCollecting(): Promise<{ id: string; swimmer: string; dialog: Locator }> {
    const button = this.collectButtons().first()
    const name = (await button.getAttribute('aria-label')) ?? ''
    const [, id, swimmer] = /^Collect invoice (\d+) of (.+)$/.exec(name) ?? []
    await button.click()
    const dialog = this.collectDialog(id)
    await expect(dialog).toBeVisible()
    return { id, swimmer, dialog }
  }

  counted(): Locator {
    return this.page.getByLabel('Counted amount')
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text })
  }
}

/** The printable receipt of one payment. */
export class ReceiptPage {
  readonly receipt: Locator

  constructor(readonly page: Page) {
    this.receipt = page.getByRole('article')
  }

  async expectLoaded(receiptNo: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/receipts\/\d+$/)
    await expect(this.page.getByRole('heading', { level: 1, name: `Receipt ${receiptNo}` })).toBeVisible({
      timeout: 20_000,
    })
  }

  /** The value beside a label of the receipt ('Swimmer', 'Cashier', …). */
  field(label: string): Locator {
    return this.receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  }
}

/** The owner's view. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/reports${query}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 20_000 })
  }

  panel(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title })
  }

  /** Switches a chart to its table and returns the table. */
  async table(title: string | RegExp): Promise<Locator> {
    const panel = this.panel(title)
    await panel.getByRole('button', { name: 'Table' }).click()
    const table = panel.getByRole('table')
    await expect(table).toBeVisible()
    return table
  }
}
