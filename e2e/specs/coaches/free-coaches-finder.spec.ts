import { DEMO, expect, test } from '../../fixtures-coaches'

const SUNDAY = 217
const TUESDAY = 219

// A long journey on a shared, busy machine: more time than the default 30 s.
test.setTimeout(120_000)

// /free-coaches: Search waits for every field, lists free coaches as Available, forgets results when the criteria
// change, and leaves out a coach whose school meets at that time.
test('the finder lists free coaches at the site and drops one whose school meets then', async ({
  signInAt,
  freeCoachesPage,
  adminApi,
  snap,
}) => {
  const name = `Finder Coach ${Date.now() % 100000}`
  const coachID = await adminApi.addCoach({ name, phone: '01533344455', type: 8, site: 61 })
  await adminApi.createSchool({
    coachID,
    site: 61,
    firstDay: SUNDAY,
    secondDay: TUESDAY,
    startTime: '17:00',
    endTime: '18:00',
  })

  await signInAt(DEMO.coachManager, 'Smart Way')
  await freeCoachesPage.goto()
  await expect(freeCoachesPage.search).toBeDisabled()
  await freeCoachesPage.fill({ type: 'SchoolCoach', startTime: '17:30', firstDay: 'Monday', secondDay: 'Wednesday' })
  await expect(freeCoachesPage.search).toBeEnabled()
  await freeCoachesPage.search.click()

  await expect(freeCoachesPage.note).toBeVisible()
  const row = freeCoachesPage.row(name)
  await expect(row).toContainText(String(coachID))
  await expect(row).toContainText('Available')
  await snap('08-finder-results')

  // Changing a criterion clears the results; Sunday at 17:30 he teaches.
  await freeCoachesPage.choose('First Day', 'Sunday')
  await expect(freeCoachesPage.results).toBeHidden()
  await expect(freeCoachesPage.note).toBeHidden()
  await freeCoachesPage.search.click()
  await expect(freeCoachesPage.note.or(freeCoachesPage.page.getByText('No Free Coaches Found'))).toBeVisible()
  await expect(freeCoachesPage.row(name)).toHaveCount(0)
  await snap('09-finder-busy')
})
