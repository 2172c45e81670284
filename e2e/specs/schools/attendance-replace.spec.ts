import type { Page } from '@playwright/test'
import { academyToday, academyWeekday, shownDay } from '../../academy-dates'
import { DEMO, expect, test } from '../../fixtures-schools'

// Issue 13, Manage Attendance: the dialog names the session it records, loads what is already recorded (present
// swimmers ticked) and asks before replacing it, saying whose presence changes.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** Day codes run from 215 (Friday) to 221 (Thursday). */
const dayCodeOf = (weekday: number): number => 215 + ((weekday + 2) % 7)

test.setTimeout(120_000)

/** POST as the signed-in user; the status and answer, whatever they are. */
async function post(page: Page, path: string, body: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } })
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> }
}

test('a recorded session is loaded, and replacing it asks first, naming whose presence changes', async ({
  page,
  signInAt,
  schoolsPage,
  apiGet,
  apiPost,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  await schoolsPage.openFromDashboard()

  // A Level 2 school of Smart Way meeting today and tomorrow before dawn, with the first school coach free then.
  const todayIndex = academyWeekday()
  const [today, tomorrow] = [todayIndex, (todayIndex + 1) % 7]
  const coaches = await apiGet<Array<{ coachID: number }>>('/api/schools/coach-options/61')
  let schoolID = 0
  for (const coach of coaches) {
    const created = await post(page, '/api/schools/create', {
      schoolLevel: '13',
      coachID: String(coach.coachID),
      firstDay: String(dayCodeOf(today)),
      secondDay: String(dayCodeOf(tomorrow)),
      startTime: '05:00',
      endTime: '05:45',
      type: '81',
      site: '61',
    })
    if (created.status === 200) {
      schoolID = Number(created.body.schoolID)
      break
    }
  }
  expect(schoolID).toBeGreaterThan(0)

  // Two new Level 2 swimmers of the site join it.
  const joined = ['Salma Replace', 'Youssef Replace']
  for (const [index, fullName] of joined.entries()) {
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

  const openAttendance = async () => {
    await schoolsPage.searchById(schoolID)
    const actions = await schoolsPage.showActions(schoolID)
    await actions.getByRole('button', { name: 'Attendance' }).click()
    await expect(schoolsPage.attendanceDialog).toBeVisible()
    return schoolsPage.attendanceDialog
  }
  const sessionDate = shownDay(academyToday())

  // First recording: the dialog names the session and says nothing is recorded yet.
  let dialog = await openAttendance()
  await dialog.getByRole('combobox', { name: 'Session' }).selectOption(academyToday())
  await expect(dialog.getByText(`Session of ${WEEKDAYS[today]} ${sessionDate}`)).toBeVisible()
  await expect(dialog.getByText('Nothing is recorded for this session yet.')).toBeVisible()
  await dialog.getByLabel('Time').fill('05:00')
  await dialog.getByRole('checkbox', { name: `${joined[0]} attended` }).check()
  await dialog.getByRole('checkbox', { name: `${joined[1]} attended` }).check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(schoolsPage.toast(`Attendance saved for ${sessionDate} (2 swimmers: 2 present, 0 absent)`)).toBeVisible()

  // Opened again, the dialog loads what is recorded: both ticked, the time, who recorded it.
  dialog = await openAttendance()
  await dialog.getByRole('combobox', { name: 'Session' }).selectOption(academyToday())
  await expect(dialog.getByText(/^Recorded by Mona Administrator on /)).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: `${joined[0]} attended` })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: `${joined[1]} attended` })).toBeChecked()
  await expect(dialog.getByLabel('Time')).toHaveValue('05:00')
  await snap('attendance-recorded')

  // Unticking one asks first, naming the change; Back keeps the dialog as it was.
  await dialog.getByRole('checkbox', { name: `${joined[1]} attended` }).uncheck()
  await dialog.getByRole('button', { name: 'Save' }).click()
  const confirm = page.getByRole('dialog', { name: 'Replace the recorded attendance?' })
  await expect(confirm.getByText(`The session of ${WEEKDAYS[today]} ${sessionDate} is already recorded.`)).toBeVisible()
  await expect(confirm.getByRole('listitem')).toHaveText([`${joined[1]} was present and will be marked absent`])
  await snap('attendance-confirm')
  await confirm.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('checkbox', { name: `${joined[1]} attended` })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await confirm.getByRole('button', { name: 'Replace attendance' }).click()
  await expect(confirm).toBeHidden()
  await expect(schoolsPage.toast(`Attendance replaced for ${sessionDate} (1 changed)`)).toBeVisible()

  // What is stored now is what the confirm step said.
  const stored = await apiGet<{ entries: Array<{ fullName: string; attended: boolean }> }>(
    `/api/schools/${schoolID}/attendance?day=${dayCodeOf(today)}`,
  )
  expect(Object.fromEntries(stored.entries.map((entry) => [entry.fullName, entry.attended]))).toEqual({
    [joined[0]]: true,
    [joined[1]]: false,
  })
})
