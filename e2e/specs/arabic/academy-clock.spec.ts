import { DEMO, expect, test } from '../../fixtures'
import { SwimmersManagementPage } from '../../pages/swimmers-management-page'

// Issue 25: the swimmer's Payments showed a payment at the device's time (07:58 on a UTC laptop, 11:58 in Dubai)
// while its receipt and the cash-up showed Cairo's (09:58). Every moment the SPA shows is on the academy's clock
// (Africa/Cairo), so a browser far away (Los Angeles, ten hours behind Cairo) shows the receipt's date and time.

test.use({ timezoneId: 'America/Los_Angeles' })

/** '27 Nov 2026, 09:58': the instant on Cairo's clock, as the English screens write it. */
const cairo = (at: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  })
    .format(new Date(at))
    .replace('Sept', 'Sep')

test("a payment reads the same time in the swimmer's Payments and on its receipt, on Cairo's clock", async ({
  page,
  signInAt,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { userID: DEMO.admin.id, password: DEMO.admin.password },
  })
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const open = (await (await page.request.get('/api/Invoice/fetch?siteId=62', { headers })).json()) as Array<{
    invoiceID: number
    swimmerID: number
  }>
  const { invoiceID, swimmerID } = open[open.length - 1]
  const receiptNo = `TZ-${invoiceID}`
  const paid = await page.request.post('/api/Payment/complete', {
    headers,
    data: { invoiceID, swimmerID, siteID: 62, amountPaid: 0.5, recieptNo: receiptNo, userID: 1 },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  const history = (await (await page.request.get(`/api/swimmers/${swimmerID}/payments`, { headers })).json()) as Array<{
    receiptNo: string
    at: string
  }>
  const at = history.find((payment) => payment.receiptNo === receiptNo)!.at
  // The device's own clock would give another hour (and here, before 10:00 in Cairo, another day).
  expect(new Date(at).toLocaleString('en-GB', { timeZone: 'America/Los_Angeles' })).not.toContain(
    cairo(at).split(', ')[1],
  )

  await signInAt(DEMO.admin, 'Club 13')
  const swimmers = new SwimmersManagementPage(page)
  await page.goto('/dashboard/swimmers')
  await expect(swimmers.heading).toBeVisible()
  await swimmers.search('Swimmer ID', String(swimmerID))
  await swimmers.act(swimmerID, 'Payments')
  const dialog = swimmers.dialog(/^Payments · /)
  const entry = dialog.getByRole('listitem').filter({ hasText: receiptNo })
  await expect(entry).toContainText(cairo(at))

  await entry.getByRole('link', { name: `Print receipt ${receiptNo}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${receiptNo}` })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('main')).toContainText(cairo(at))
})
