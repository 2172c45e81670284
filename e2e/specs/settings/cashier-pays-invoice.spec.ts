import { DEMO, expect, test } from '../../fixtures-settings'

// One journey: the cashier collects an open invoice at Club 13 and sees it marked paid.
test('the cashier pays an invoice and sees it marked paid', async ({ page, signInAt, settingsPage }) => {
  await signInAt(DEMO.cashier, 'Club 13')
  await settingsPage.open()
  // The cashier's title may use the Invoices tab only: it opens there, and the others say so.
  await expect(settingsPage.tab('Invoices')).toHaveAttribute('aria-selected', 'true')
  await expect(settingsPage.panel.getByText('Current site ID: 62')).toBeVisible()
  await settingsPage.panel.getByRole('button', { name: 'Get Invoices' }).click()
  await expect(settingsPage.toast('Invoices fetched successfully')).toBeVisible()

  const card = settingsPage.openInvoiceCards().first()
  const id = (await card.getByRole('heading').innerText()).replace('Invoice #', '')
  await card.getByRole('button', { name: 'Processing Payment' }).click()
  const dialog = settingsPage.paymentDialog
  await expect(dialog.getByText(`Invoice ID: ${id}`)).toBeVisible()
  await expect(dialog.getByText('Site ID: 62')).toBeVisible()
  await dialog.getByLabel('Receipt No').fill(`E2E-${id}-${Date.now()}`)
  await dialog.getByRole('button', { name: 'Complete Payment' }).click()

  await expect(settingsPage.toast('Payment completed successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const paid = settingsPage.invoiceCard(id)
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible()
  await expect(paid.getByText('0.00', { exact: true })).toBeVisible()
  await expect(paid.getByRole('button', { name: 'Processing Payment' })).toBeDisabled()
  await page.screenshot({ path: '/tmp/settings-cashier-paid.png', fullPage: true })

  await settingsPage.openTab('Users')
  await expect(settingsPage.panel.getByText('Not available to you')).toBeVisible()
})
