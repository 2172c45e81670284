import { expect, test } from '../../fixtures'
import { DEMO } from '../../fixtures'
import { SettingsPage } from '../../pages/settings-page'
import { SwimmersManagementPage } from '../../pages/swimmers-management-page'

// Reprinting a receipt (issue 15): after a payment at the desk, the invoice card links its receipt, and so does the
// swimmer's Payments view; each link opens the printable receipt in the app. Screenshots when E2E_SCREENSHOT_DIR is set.

const shotDir = process.env.E2E_SCREENSHOT_DIR

for (const width of [1366, 390]) {
  test(`reprints a receipt from the invoice and from the swimmer (${width} px)`, async ({
    page,
    signInAt,
  }, testInfo) => {
    test.setTimeout(90_000)
    const snap = async (name: string) => {
      if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true })
    }
    // Signed in at desktop width (the dashboard names the site in its side bar), then looked at in the width.
    await signInAt(DEMO.admin, 'Club 13')
    await page.setViewportSize({ width, height: 900 })
    const settings = new SettingsPage(page)
    // By address: at 390 px the main navigation sits behind its menu button.
    await page.goto('/settings')
    await settings.openTab('Invoices')
    await settings.panel.getByRole('button', { name: 'Get Invoices' }).click()
    const card = settings.openInvoiceCards().first()
    const id = (await card.getByRole('heading').innerText()).replace('Invoice #', '')
    const swimmerId = Number(
      (
        await card.locator('dt', { hasText: 'Swimmer ID' }).locator('xpath=following-sibling::dd[1]').innerText()
      ).trim(),
    )
    await card.getByRole('button', { name: 'Processing Payment' }).click()
    // A retry pays again (the first try's payment stays posted), so each try has its own receipt number.
    const receiptNo = `RP-${width}-${id}-${testInfo.retry}`
    await settings.paymentDialog.getByLabel('Amount Paid').fill('0.50')
    await settings.paymentDialog.getByLabel('Receipt No').fill(receiptNo)
    await settings.paymentDialog.getByRole('button', { name: 'Complete Payment' }).click()
    await expect(settings.paymentDialog).toHaveCount(0)

    const link = settings.invoiceCard(id).getByRole('link', { name: `Print receipt ${receiptNo}` })
    await expect(link).toBeVisible()
    await settings.invoiceCard(id).scrollIntoViewIfNeeded()
    await snap('invoice-card-receipts')
    await link.click()
    await expect(page).toHaveURL(/\/receipts\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${receiptNo}` })).toBeVisible({ timeout: 20_000 })

    const swimmers = new SwimmersManagementPage(page)
    await page.goto('/dashboard/swimmers')
    await expect(swimmers.heading).toBeVisible()
    await swimmers.search('Swimmer ID', String(swimmerId))
    await swimmers.act(swimmerId, 'Payments')
    const dialog = swimmers.dialog(/^Payments · /)
    const fromSwimmer = dialog.getByRole('link', { name: `Print receipt ${receiptNo}` })
    await expect(fromSwimmer).toBeVisible()
    await snap('swimmer-payments')
    await fromSwimmer.click()
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${receiptNo}` })).toBeVisible({ timeout: 20_000 })
  })
}
