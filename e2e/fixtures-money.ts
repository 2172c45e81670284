import { test as base } from './fixtures'
import { MoneyPage, ReceiptPage, ReportsPage } from './pages/money-page'

// The money desk journeys' page objects, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<{ moneyPage: MoneyPage; receiptPage: ReceiptPage; reportsPage: ReportsPage }>({
  moneyPage: async ({ page }, use) => use(new MoneyPage(page)),
  receiptPage: async ({ page }, use) => use(new ReceiptPage(page)),
  reportsPage: async ({ page }, use) => use(new ReportsPage(page)),
})

export { DEMO, expect } from './fixtures'
