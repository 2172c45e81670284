import { DEMO, expect, test } from '../../fixtures-schools'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The session a day name means to the server: the latest date up to today (UTC) on that weekday. */
function latestSessionDate(dayName: string): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  while (WEEKDAYS[date.getUTCDay()] !== dayName) date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

interface DetailsTab {
  latestSession: { sessionDate: string; entries: Array<{ fullName: string; attended: boolean; notes: string | null }> }
}

// A long journey on a shared machine: more than the default 30 s.
test.setTimeout(120_000)

test('an administrator creates a school, finds it, takes attendance, ends it and sees it ended', async ({
  page,
  signInAt,
  schoolsPage,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  await schoolsPage.openFromDashboard()

  // Create: early morning, when no demo school meets, with the first school coach offered.
  const schoolID = await schoolsPage.create({
    level: 'Level 2',
    type: 'Teenager (2)',
    firstDay: 'Friday',
    secondDay: 'Monday',
    startTime: '06:00',
    endTime: '06:45',
    capacity: '10',
  })
  // The new school is searched at once, and also turns up among the site's Level 2 schools.
  await expect(schoolsPage.row(schoolID)).toBeVisible()
  await schoolsPage.searchBy('Level', 'Level 2')
  await expect(schoolsPage.cell(schoolID, 'days')).toHaveText('Friday, Monday')
  await expect(schoolsPage.cell(schoolID, 'fromTo')).toHaveText('06:00 - 06:45')
  await expect(schoolsPage.cell(schoolID, 'numberCapacity')).toHaveText('0 / 10')
  await expect(schoolsPage.cell(schoolID, 'endDate')).toHaveText('Active')
  await snap('search')

  // Attendance at a running demo school of the site with at least two swimmers.
  await schoolsPage.searchBy('Level', 'Level 1')
  const rows = await schoolsPage.rows()
  const busy = rows.find((row) => row.status === 'Active' && Number(row.capacity.split(' / ')[0]) >= 2)
  if (!busy) throw new Error(`no Level 1 school with two swimmers: ${JSON.stringify(rows)}`)
  const actions = await schoolsPage.showActions(busy.id)
  await expect(actions.getByRole('button')).toHaveText(['Info', 'Update', 'End School', 'Attendance'])
  await actions.getByRole('button', { name: 'Attendance' }).click()
  const dialog = schoolsPage.attendanceDialog
  await expect(dialog).toBeVisible()
  const save = dialog.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  // The more recent of the school's two days, so this session is its latest.
  const day = busy.days.split(', ').sort((a, b) => latestSessionDate(b).localeCompare(latestSessionDate(a)))[0]
  const sessionDate = latestSessionDate(day)
  await dialog.getByRole('combobox', { name: 'Day' }).selectOption(day)
  await expect(save).toBeDisabled()
  await dialog.getByLabel('Time').fill('16:00')
  await expect(save).toBeEnabled()
  const attended = dialog.getByRole('checkbox', { name: / attended$/ })
  await expect(attended.nth(1)).toBeVisible()
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
  await expect(schoolsPage.toast(new RegExp(`^Attendance saved for ${sessionDate} \\(\\d+ swimmers\\)$`))).toBeVisible()

  // The register is stored: the school's details tab shows the session swimmer by swimmer.
  // (The save re-runs the search and the row's actions; wait until they have settled.)
  await expect(actions).toHaveAttribute('aria-busy', 'false')
  await expect(schoolsPage.results.locator('.MuiDataGrid-overlay')).toHaveCount(0)
  await actions.getByRole('button', { name: 'Info', exact: true }).click()
  const details = page.getByRole('dialog', { name: 'School Details' })
  await expect(details.getByText(busy.days)).toBeVisible()
  await details.getByRole('button', { name: 'Details Tab' }).click()
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
  await schoolsPage.searchById(schoolID)
  const newActions = await schoolsPage.showActions(schoolID)
  await newActions.getByRole('button', { name: 'End School' }).click()
  const confirm = page.getByRole('dialog', { name: 'End School' })
  await expect(confirm).toContainText(`Are you sure you want to end school ${schoolID}?`)
  await confirm.getByRole('button', { name: 'End School' }).click()
  await expect(schoolsPage.toast('School ended successfully')).toBeVisible()
  const today = new Date().toISOString().slice(0, 10)
  await expect(schoolsPage.cell(schoolID, 'endDate')).toHaveText(`Ended ${today}`)
  await expect(newActions.getByRole('button')).toHaveText(['Info'])
  await snap('ended')
})
