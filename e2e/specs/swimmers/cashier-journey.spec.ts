import { DEMO, expect, test } from '../../fixtures-swimmers'

// The cashier's day at Club 13 (issue 3): find, register, edit, level up, enrol into a school with a receipt, freeze,
// renew that school (issue 25: a renewal needs a group to renew), and read the history; the same receipt number a second time is refused with a clear message.

const NADIA = {
  fullName: 'Journey Nadia Mostafa',
  birthDate: '2016-05-14',
  gender: 'Female',
  startLevel: 'Level 1',
  club: 'Gezira',
  primaryPhone: '01012345678',
  primaryJob: 'Pharmacist',
  email: 'mostafa.parent@example.com',
  address: '14 Road 9, Maadi, Cairo',
}
const RECEIPT = 'JRN-0001'

test('cashier journey: search → add → edit → level → school with a receipt → freeze → renew → logs; receipt reuse refused', async ({
  page,
  signInAt,
  swimmersPage: swimmers,
  snap,
}) => {
  test.setTimeout(120_000)
  await signInAt(DEMO.cashier, 'Club 13')
  await swimmers.openFromNav()
  await expect(page.getByText('Current site: Club 13 (ID 62)')).toBeVisible()

  // Search: nobody by that name yet.
  await swimmers.search('Full Name', 'Journey')
  await expect(swimmers.toast('No swimmers found')).toBeVisible()

  // Add: the banner shows the new id, and the search shows her by it (issue 27).
  const id = await swimmers.addSwimmer(NADIA)
  await expect(swimmers.banner.getByText(/New Swimmer ID/)).toHaveText(`Swimmer added. New Swimmer ID: ${id}`)
  await expect(swimmers.row(id)).toContainText('Journey Nadia Mostafa')
  await expect(swimmers.row(id)).toContainText('Level 1')
  await snap('1-added')

  // Edit.
  await swimmers.act(id, 'Edit')
  const edit = swimmers.dialog('Edit Swimmer')
  await expect(edit.getByLabel('Full Name')).toHaveValue('Journey Nadia Mostafa')
  await snap('2-edit-dialog')
  await edit.getByLabel('Full Name').fill('Journey Nadia Mostafa Kamel')
  await edit.getByLabel('Parent Phone').fill('01198765432')
  // The whole birth date is corrected (issue 27), its year following in Year.
  await expect(edit.getByLabel('Birth Date')).toHaveValue('2016-05-14')
  await edit.getByLabel('Birth Date').fill('2015-09-30')
  await expect(edit.getByLabel('Year')).toHaveValue('2015')
  await swimmers.submit(edit, 'Save Changes')
  await expect(edit).toBeHidden()
  await expect(swimmers.row(id)).toContainText('Journey Nadia Mostafa Kamel')
  await expect(swimmers.row(id).getByRole('gridcell').nth(2)).toHaveText('2015')

  // Update level: the shared 'Update Swimmer Level' dialog.
  await swimmers.act(id, 'Update Level')
  const level = swimmers.dialog('Update Swimmer Level')
  await swimmers.submit(level, 'Update Level')
  await expect(level.getByText('Please fill in all required fields')).toBeVisible()
  await swimmers.choose(level, 'New Level', 'Level 2')
  await snap('3-level-dialog')
  await swimmers.submit(level, 'Update Level')
  await expect(level).toBeHidden()
  await expect(swimmers.row(id)).toContainText('Level 2')

  // Enrol into a school of her level, paying with a receipt.
  await swimmers.act(id, 'Add to School')
  const school = swimmers.dialog('Add Swimmer to School')
  const options = school.getByRole('list', { name: 'Schools of this level at the site (click to choose)' })
  await options.getByRole('button', { disabled: false }).first().click()
  await expect(school.getByLabel('School ID')).toHaveValue(/^\d+$/)
  // The price with this swimmer's discounts, as the invoice will have it (issue 30).
  const schoolPrice = school.getByRole('table', { name: 'Price and discounts' })
  await expect(schoolPrice.getByRole('row').filter({ hasText: 'Total' })).toContainText(/EGP [\d,]+\.\d\d/)
  await school.getByLabel('Amount Paid').fill('100.50')
  await school.getByLabel('Receipt No').fill(RECEIPT)
  await snap('5-school-dialog')
  await swimmers.submit(school, 'Add to School')
  await expect(school).toBeHidden()
  await expect(swimmers.toast('Swimmer added to school successfully')).toBeVisible()
  // Paid: the receipt is offered (issue 27); the desk closes it and goes on.
  const paid = swimmers.dialog('Payment recorded')
  await expect(paid.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', /^\/receipts\/\d+$/)
  await paid.getByRole('button', { name: 'Close' }).click()
  await expect(paid).toBeHidden()
  await expect(swimmers.row(id).getByRole('gridcell').nth(4)).not.toHaveText('—')

  // Freeze: the row says so, and freezing is no longer offered.
  await swimmers.act(id, 'Freeze')
  const freeze = swimmers.dialog('Freeze Swimmer')
  await freeze.getByLabel('Freeze Reason').fill('Family travel abroad')
  await swimmers.submit(freeze, 'Freeze')
  await expect(freeze).toBeHidden()
  await expect(swimmers.row(id)).toContainText('Frozen')
  await expect(swimmers.rowActions(id).getByRole('button', { name: 'Freeze', exact: true })).toHaveCount(0)
  await snap('4-frozen')

  // Renew her school (a renewal needs a group to renew): an invoice from the price list; the freeze is lifted.
  await swimmers.act(id, 'Renew')
  const renew = swimmers.dialog('Renew Subscription')
  await swimmers.choose(renew, 'Renewal Type', 'Quarterly')
  await expect(renew.getByLabel('Duration in months')).toHaveValue('3')
  await swimmers.submit(renew, 'Renew')
  await expect(renew).toBeHidden()
  await expect(
    swimmers.toast(/Subscription renewed successfully: invoice \d+, .+ - 3 months, [\d,]+\.\d\d/),
  ).toBeVisible()
  await expect(swimmers.row(id)).not.toContainText('Frozen')

  // The logs show each step, by the cashier, at Club 13.
  await swimmers.act(id, 'Logs')
  const logs = swimmers.dialog(/^Swimmer Logs/)
  // The timeline tells it in words, newest first; the raw entries are one tab away.
  const timeline = logs.getByRole('list', { name: /^What happened to / }).getByRole('listitem')
  await expect(timeline).toHaveCount(6)
  await expect(timeline.nth(2)).toContainText(
    /^Karim Cashier .*enrolled .*school #\d+\)? for \d+ months?, paid EGP 100\.50/,
  )
  await expect(timeline.last()).toContainText(/^Karim Cashier .*registered /)
  await logs.getByRole('tab', { name: 'Raw data' }).click()
  const entries = logs.getByRole('heading', { level: 3 })
  await expect(entries).toHaveCount(6)
  const steps = ['AddSwimmer', 'UpdateSwimmer', 'UpdateLevel', 'AddSwimmerToSchool', 'FreezSwim', 'SubscriptionRenwal']
  for (const [index, action] of steps.entries()) {
    await expect(entries.nth(index)).toContainText(`· ${action} · by Karim Cashier (User 2) · Club 13`)
  }
  await expect(logs.getByText(`"receipt_no": "${RECEIPT}"`).or(logs.getByText(/"amountPaid": 100.5/))).toBeVisible()
  await snap('6-logs')
  await logs.getByRole('button', { name: 'Close' }).click()

  // A second swimmer: the same receipt number at the same site is refused, clearly, and nothing is enrolled.
  const second = await swimmers.addSwimmer({ ...NADIA, fullName: 'Journey Omar Second', gender: 'Male' })
  await expect(swimmers.row(second)).toBeVisible()
  await swimmers.act(second, 'Add to School')
  const again = swimmers.dialog('Add Swimmer to School')
  await again
    .getByRole('list', { name: 'Schools of this level at the site (click to choose)' })
    .getByRole('button', { disabled: false })
    .first()
    .click()
  await again.getByLabel('Amount Paid').fill('50')
  await again.getByLabel('Receipt No').fill(RECEIPT)
  await swimmers.submit(again, 'Add to School')
  await expect(again.getByRole('alert')).toHaveText(`Receipt number ${RECEIPT} is already used at this site`)
  await expect(again.getByText('Already used at this site', { exact: true })).toBeVisible()
  await expect(swimmers.toast('Failed to add swimmer to School')).toBeVisible()
  await snap('7-receipt-refused')
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(swimmers.row(second).getByRole('gridcell').nth(4)).toHaveText('—')
})
