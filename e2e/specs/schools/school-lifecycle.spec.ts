import { academyToday, academyWeekday, latestDateOn, shownDay } from '../../academy-dates'
import { DEMO, expect, test } from '../../fixtures-schools'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

interface DetailsTab {
  latestSession: { sessionDate: string; entries: Array<{ fullName: string; attended: boolean; notes: string | null }> }
}

// A long journey on a shared machine: more than the default 30 s.
test.setTimeout(120_000)

test('an administrator creates a school, finds it, takes attendance, ends it and sees it ended', async ({
  page,
  signInAt,
  schoolsPage,
  apiPost,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  await schoolsPage.openFromDashboard()

  // Create: early morning, when no demo school meets, meeting today (so today's session is after its start) and
  // tomorrow, with the first school coach offered.
  const todayIndex = academyWeekday()
  const [today, tomorrow] = [WEEKDAYS[todayIndex], WEEKDAYS[(todayIndex + 1) % 7]]
  const schoolID = await schoolsPage.create({
    level: 'Level 2',
    type: 'Teenager (2)',
    firstDay: today,
    secondDay: tomorrow,
    startTime: '06:00',
    endTime: '06:45',
    capacity: '10',
  })
  // The new school is searched at once, and also turns up among the site's Level 2 schools.
  await expect(schoolsPage.row(schoolID)).toBeVisible()
  await schoolsPage.searchBy('Level', 'Level 2')
  await expect(schoolsPage.cell(schoolID, 'days')).toHaveText(`${today}, ${tomorrow}`)
  await expect(schoolsPage.cell(schoolID, 'fromTo')).toHaveText('06:00 - 06:45')
  await expect(schoolsPage.cell(schoolID, 'numberCapacity')).toHaveText('0 / 10')
  await expect(schoolsPage.cell(schoolID, 'endDate')).toHaveText('Active')
  await snap('search')

  // Two new Level 2 swimmers of the site join the new school (enrolment is the swimmers screen's call; a swimmer
  // runs in one school at a time, so the demo swimmers, already in schools, are not taken).
  for (const [index, fullName] of ['Nada Lifecycle', 'Omar Lifecycle'].entries()) {
    const { swimmerID } = await apiPost<{ swimmerID: number }>('/api/swimmers/add', {
      site: 61,
      fullName,
      birthDate: '2015-05-01',
      startLevel: 13,
      gender: index === 0 ? 6 : 5,
      club: 87,
      primaryPhone: '01012345678',
      secondaryPhone: '',
      primaryJob: 'Engineer',
      secondaryJob: '',
      email: 'parent@example.com',
      address: '1 Nile Street',
    })
    await apiPost('/api/SwimmerSchool/add-swimmer-to-school', {
      swimmerID,
      schoolID,
      months: 1,
      amountPaid: 0,
      siteID: 61,
    })
  }
  await schoolsPage.searchById(schoolID)
  await expect(schoolsPage.cell(schoolID, 'numberCapacity')).toHaveText('2 / 10')

  // Attendance for today's session of the new school.
  const actions = await schoolsPage.showActions(schoolID)
  await expect(actions.getByRole('button')).toHaveText(['Info', 'Update', 'End School', 'Attendance'])
  await actions.getByRole('button', { name: 'Attendance' }).click()
  const dialog = schoolsPage.attendanceDialog
  await expect(dialog).toBeVisible()
  const save = dialog.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  const sessionDate = latestDateOn(today)
  // Issue 27: the session is chosen by its date (today's, the school's only one yet); the time starts as the school's.
  await dialog.getByRole('combobox', { name: 'Session' }).selectOption(sessionDate)
  await expect(dialog.getByLabel('Time')).toHaveValue('06:00')
  await expect(save).toBeEnabled()
  const attended = dialog.getByRole('checkbox', { name: / attended$/ })
  await expect(attended).toHaveCount(2)
  const names = await Promise.all(
    [0, 1].map(async (index) =>
      ((await attended.nth(index).getAttribute('aria-label')) ?? '').replace(/ attended$/, ''),
    ),
  )
  await attended.nth(0).check()
  await attended.nth(1).check()
  await dialog.getByRole('textbox', { name: `Notes for ${names[1]}` }).fill('Arrived late')
  await snap('attendance')
  await save.click()
  await expect(dialog).toBeHidden()
  await expect(
    schoolsPage.toast(`Attendance saved for ${shownDay(sessionDate)} (2 swimmers: 2 present, 0 absent)`),
  ).toBeVisible()

  // The register is stored: the school's details tab shows the session swimmer by swimmer.
  // (The save re-runs the search and the row's actions; wait until they have settled.)
  await expect(actions).toHaveAttribute('aria-busy', 'false')
  await expect(schoolsPage.results.locator('.MuiDataGrid-overlay')).toHaveCount(0)
  await actions.getByRole('button', { name: 'Info', exact: true }).click()
  const details = page.getByRole('dialog', { name: 'School Details' })
  await expect(details.getByText(`${today}, ${tomorrow}`)).toBeVisible()
  await details.getByRole('button', { name: 'Details Tab' }).click()
  // The summary in words opens first; the raw data is one tab away.
  const detailsTab = page.getByRole('dialog', { name: 'School Details Tab' })
  await expect(detailsTab.getByRole('heading', { level: 3, name: /^Register of / })).toBeVisible()
  await detailsTab.getByRole('tab', { name: 'Raw data' }).click()
  const raw = page.getByLabel('School details data')
  await expect(raw).toContainText(`"sessionDate": "${sessionDate}"`)
  const tab = JSON.parse((await raw.textContent()) ?? '{}') as DetailsTab
  expect(tab.latestSession.sessionDate).toBe(sessionDate)
  expect(tab.latestSession.entries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ fullName: names[0], attended: true, notes: null }),
      expect.objectContaining({ fullName: names[1], attended: true, notes: 'Arrived late' }),
    ]),
  )
  await snap('details-tab')
  await page.getByRole('dialog', { name: 'School Details Tab' }).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // End the new school: confirm, then it shows as ended and offers only its information.
  await actions.getByRole('button', { name: 'End School' }).click()
  const confirm = page.getByRole('dialog', { name: 'End School' })
  await expect(confirm).toContainText(`Are you sure you want to end school ${schoolID}?`)
  await confirm.getByRole('button', { name: 'End School' }).click()
  await expect(schoolsPage.toast('School ended successfully')).toBeVisible()
  await expect(schoolsPage.cell(schoolID, 'endDate')).toHaveText(`Ended ${shownDay(academyToday())}`)
  await expect(actions.getByRole('button')).toHaveText(['Info'])
  await snap('ended')
})
