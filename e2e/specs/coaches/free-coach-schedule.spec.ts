import { DEMO, expect, nextWeekday, test } from '../../fixtures-coaches'

const SUNDAY = 217
const TUESDAY = 219

// A long journey on a shared, busy machine: more time than the default 30 s.
test.setTimeout(120_000)

// The journey: a new coach is free; once he teaches a school on Sunday 17:00–18:00 he is no longer free on
// Sunday at 17:30, but still is on Monday.
test('a new coach is free until a Sunday school takes his Sunday evening, and stays free on Monday', async ({
  signInAt,
  coachesPage,
  adminApi,
  snap,
  page,
}) => {
  const name = `Journey Coach ${Date.now() % 100000}`
  const sunday = nextWeekday(0)
  const monday = nextWeekday(1)

  await signInAt(DEMO.coachManager, 'Smart Way')
  await coachesPage.goto()
  await expect(coachesPage.listHeading).toHaveText('All Coaches')
  await expect(coachesPage.grid.getByRole('row').nth(1)).toBeVisible()
  await snap('01-all-coaches')

  const dialog = await coachesPage.addCoach({ name, phone: '010 5551 2345', type: 'SchoolCoach' })
  await snap('02-add-coach-dialog')
  await dialog.getByRole('button', { name: 'Add Coach' }).click()
  await expect(coachesPage.toast('Coach added successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = coachesPage.row(name)
  await expect(row).toBeVisible()
  await expect(row).toContainText('01055512345')
  await expect(row).toContainText('SchoolCoach')
  await expect(row).toContainText('Smart Way')
  const coachID = Number(await row.getByRole('gridcell').first().textContent())
  expect(coachID).toBeGreaterThan(0)

  // Free: nothing to teach yet.
  await coachesPage.searchFree({ type: 'SchoolCoach', date: sunday, timeSlot: '17:30' })
  await expect(coachesPage.row(name)).toBeVisible()
  await snap('03-free-on-sunday')

  // The administrator gives him a school on Sunday (and Tuesday) 17:00–18:00.
  await adminApi.createSchool({
    coachID,
    site: 61,
    firstDay: SUNDAY,
    secondDay: TUESDAY,
    startTime: '17:00',
    endTime: '18:00',
  })

  await coachesPage.searchFree({ type: 'SchoolCoach', date: sunday, timeSlot: '17:30' })
  await expect(coachesPage.grid.getByRole('row').nth(1).or(page.getByText('No Free Coaches Found'))).toBeVisible()
  await expect(coachesPage.row(name)).toHaveCount(0)
  await snap('04-busy-on-sunday')

  await coachesPage.searchFree({ type: 'SchoolCoach', date: monday, timeSlot: '17:30' })
  await expect(coachesPage.row(name)).toBeVisible()

  // The details show the school he now teaches; Reset brings back every coach.
  await coachesPage
    .row(name)
    .getByRole('button', { name: `View coach ${name}` })
    .click()
  const details = page.getByRole('dialog', { name: 'Coach Details' })
  await expect(details.getByText(/^School #\d+$/)).toBeVisible()
  await expect(details.getByText('Sunday, Tuesday, 17:00–18:00')).toBeVisible()
  await snap('05-coach-details')
  await details.getByRole('button', { name: 'Close' }).click()
  await coachesPage.reset()
  await expect(coachesPage.row(name)).toBeVisible()
})
