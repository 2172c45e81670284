import type { Page } from '@playwright/test'
import { DEMO, expect, test } from '../../fixtures-timetable'
import { expectNoViolations } from '../../axe'
import { dayFrom } from '../../academy-dates'

// Issue 14, the academy's week: close a day → its sessions show closed; mark an excused absence on a session in the
// future → book the make-up into another session → the guest is on that roster; fill a school → waitlist → end an
// enrolment → offer → accept.

test.setTimeout(180_000)

interface Session {
  sessionID: number
  date: string
  kind: 'school' | 'preteam'
  groupID: number
  status: 'scheduled' | 'cancelled' | 'closed'
  startTime: string
}

/** Day codes run from 215 (Friday) to 221 (Thursday). */
const dayCodeOf = (date: string): number => 215 + ((new Date(`${date}T00:00:00Z`).getUTCDay() + 2) % 7)
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]

/** POST as the signed-in user; the status and answer, whatever they are. */
async function post(page: Page, path: string, body: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } })
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> }
}

/** A new Level 2 school of Smart Way on two dates' weekdays, with the first school coach free then. */
async function createSchool(
  page: Page,
  days: [string, string],
  startTime: string,
  endTime: string,
  type: string,
  capacity = '12',
) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const coaches = (await (
    await page.request.get('/api/schools/coach-options/61', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ coachID: number }>
  for (const coach of coaches) {
    const created = await post(page, '/api/schools/create', {
      schoolLevel: '13',
      coachID: String(coach.coachID),
      firstDay: String(dayCodeOf(days[0])),
      secondDay: String(dayCodeOf(days[1])),
      startTime,
      endTime,
      type,
      site: '61',
      capacity,
    })
    if (created.status === 200) return Number(created.body.schoolID)
  }
  throw new Error('No school coach of Smart Way is free for a new school')
}

let swimmerCount = 0
async function newSwimmer(page: Page, fullName: string): Promise<number> {
  swimmerCount += 1
  const answer = await post(page, '/api/swimmers/add', {
    site: 61,
    fullName,
    birthDate: '2014-03-01',
    startLevel: 13,
    gender: swimmerCount % 2 ? 5 : 6,
    club: 87,
    primaryPhone: '01012345678',
    secondaryPhone: '',
    primaryJob: 'Engineer',
    secondaryJob: '',
    email: 'parent@example.com',
    address: '1 Nile Street',
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return Number(answer.body.swimmerID)
}

async function enrol(page: Page, swimmerID: number, schoolID: number) {
  const answer = await post(page, '/api/SwimmerSchool/add-swimmer-to-school', {
    swimmerID,
    schoolID,
    months: 1,
    amountPaid: 0,
    siteID: 61,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

test('close a day: its sessions show closed, in words', async ({ page, signInAt, timetablePage, api, snap }) => {
  await signInAt(DEMO.admin, 'Smart Way')
  // A day two to four weeks ahead on which Smart Way has sessions and no closure yet.
  const from = dayFrom(14)
  const week = await api<Session[]>('GET', `/api/timetable?site=61&from=${from}&to=${dayFrom(27)}`)
  const closedDays = new Set(week.filter((s) => s.status === 'closed').map((s) => s.date))
  const day = week.find((s) => s.status === 'scheduled' && !closedDays.has(s.date))?.date
  expect(day, 'a day with sessions to close').toBeTruthy()
  const ofDay = week.filter((s) => s.date === day)

  await timetablePage.openFromNav()
  await timetablePage.closeDay('Smart Way', day!, 'Pool maintenance')
  await expect(timetablePage.toast(/Smart Way is closed on/)).toBeVisible()

  await timetablePage.goToDate(day!)
  const column = page.getByRole('list', { name: new RegExp(`^${weekdayOf(day!)}`) })
  await expect(page.getByText('Closed: Pool maintenance').first()).toBeVisible()
  for (const session of ofDay) {
    const block = timetablePage.block(session.sessionID)
    await expect(block).toHaveAttribute('data-status', 'closed')
    await expect(block).toContainText('Closed')
    await expect(block).toHaveAccessibleName(/, Closed$/)
  }
  await expect(column.getByRole('button')).toHaveCount(ofDay.length)
  // The closures list names it, with Remove.
  await expect(page.getByRole('list', { name: 'Closures of Smart Way' })).toContainText('Pool maintenance')
  await snap('closed-day')
})

test('an excused absence gives a make-up credit, booked into another session: the guest is on that roster', async ({
  page,
  signInAt,
  timetablePage,
  api,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  // School A meets tomorrow (the future session the absence is excused from); school B, same level, two days later.
  const [tomorrow, later] = [dayFrom(1), dayFrom(3)]
  const schoolA = await createSchool(page, [tomorrow, dayFrom(2)], '05:00', '05:45', '80')
  const schoolB = await createSchool(page, [later, dayFrom(4)], '05:00', '05:45', '80')
  const swimmerName = 'Hana Makeup'
  const swimmerID = await newSwimmer(page, swimmerName)
  await enrol(page, swimmerID, schoolA)

  const sessions = await api<Session[]>('GET', `/api/timetable?site=61&from=${tomorrow}&to=${later}`)
  const missed = sessions.find((s) => s.kind === 'school' && s.groupID === schoolA && s.date === tomorrow)!
  const makeup = sessions.find((s) => s.kind === 'school' && s.groupID === schoolB && s.date === later)!
  expect(missed && makeup).toBeTruthy()

  await timetablePage.openFromNav()
  await timetablePage.goToDate(tomorrow)
  const roster = await timetablePage.openRoster(missed.sessionID)
  await timetablePage.mark(swimmerName, 'Excused', 'Family trip')
  await expect(timetablePage.toast(/Attendance|saved/i)).toBeVisible()
  await expect(
    timetablePage.rosterEntry(swimmerName).getByRole('button', { name: 'Excused', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(timetablePage.rosterEntry(swimmerName)).toContainText(/Marked by .+ on /)
  await snap('roster-excused')
  await roster.getByRole('button', { name: 'Close' }).click()
  await expect(roster).toBeHidden()

  // The credit is open on the swimmer.
  const credits = await api<Array<{ creditID: number; status: string; fromSessionID: number }>>(
    'GET',
    `/api/swimmers/${swimmerID}/makeups`,
  )
  expect(credits).toEqual([expect.objectContaining({ status: 'open', fromSessionID: missed.sessionID })])

  // Booked into school B's session from its roster with the picker (name typed in part, keyboard only): the guest is
  // on that roster, marked as a make-up guest.
  await timetablePage.goToDate(later)
  await timetablePage.openRoster(makeup.sessionID)
  const picker = await timetablePage.bookGuest('hana mak', swimmerName)
  await snap('makeup-picker')
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(timetablePage.toast(`${swimmerName} is booked into`)).toBeVisible()
  const guest = timetablePage.rosterEntry(swimmerName)
  await expect(guest).toBeVisible()
  await expect(guest).toContainText('Make-up guest')
  await snap('roster-guest')
  const after = await api<Array<{ status: string; bookedSessionID: number | null }>>(
    'GET',
    `/api/swimmers/${swimmerID}/makeups`,
  )
  expect(after).toEqual([expect.objectContaining({ status: 'booked', bookedSessionID: makeup.sessionID })])

  // A substitute for that session from the coaches free at its date and time (the server's list, by the rule that
  // sets a substitute): the one chosen is accepted and teaches it.
  const free = await api<Array<{ coachID: number; name: string }>>(
    'GET',
    `/api/sessions/${makeup.sessionID}/substitutes`,
  )
  expect(free.length, 'a coach free to substitute').toBeGreaterThan(0)
  const { dialog: substitute, offered } = await timetablePage.openSubstitute()
  expect(offered).toEqual(free.map((coach) => coach.name))
  await snap('substitute-picker')
  await page.getByRole('option', { name: free[0].name, exact: true }).click()
  await substitute.getByRole('button', { name: 'Set substitute' }).click()
  await expect(substitute).toBeHidden()
  await expect(timetablePage.roster).toContainText(`Coach: ${free[0].name}`)
  const week = await api<Array<{ sessionID: number; coachID: number }>>(
    'GET',
    `/api/timetable?site=61&from=${later}&to=${later}`,
  )
  expect(week.find((s) => s.sessionID === makeup.sessionID)?.coachID).toBe(free[0].coachID)
})

test('clearing an excused absence says which credit the save withdraws; the credit stays listed as withdrawn', async ({
  page,
  signInAt,
  timetablePage,
  api,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  const tomorrow = dayFrom(1)
  const school = await createSchool(page, [tomorrow, dayFrom(2)], '05:50', '06:35', '80')
  const swimmerName = 'Hana Withdrawn'
  const swimmerID = await newSwimmer(page, swimmerName)
  await enrol(page, swimmerID, school)
  const sessions = await api<Session[]>('GET', `/api/timetable?site=61&from=${tomorrow}&to=${tomorrow}`)
  const session = sessions.find((s) => s.kind === 'school' && s.groupID === school && s.date === tomorrow)!

  await timetablePage.openFromNav()
  await timetablePage.goToDate(tomorrow)
  let roster = await timetablePage.openRoster(session.sessionID)
  // Before the session's day only an excused absence can be recorded (issue 25).
  const group = roster.getByRole('group', { name: `Attendance of ${swimmerName}` })
  await expect(group.getByRole('button', { name: 'Present', exact: true })).toBeDisabled()
  await timetablePage.mark(swimmerName, 'Excused')
  await expect(timetablePage.toast(/Attendance|saved/i)).toBeVisible()
  roster = timetablePage.roster
  const excused = timetablePage.rosterEntry(swimmerName).getByRole('button', { name: 'Excused', exact: true })
  await expect(excused).toHaveAttribute('aria-pressed', 'true')

  // Clicking the selected Excused clears it: before saving, the dialog says whose credit the save withdraws.
  await excused.click()
  const warning = roster.getByText(
    `Saving withdraws the make-up credit given for the excused absence of: ${swimmerName}.`,
  )
  await expect(warning).toBeVisible()
  await snap('roster-will-withdraw')
  await roster.getByRole('button', { name: 'Save attendance' }).click()
  await expect(timetablePage.toast(/Attendance|saved/i).last()).toBeVisible()

  const credits = await api<Array<{ status: string; fromSessionID: number; withdrawnBy: string | null }>>(
    'GET',
    `/api/swimmers/${swimmerID}/makeups`,
  )
  expect(credits).toEqual([
    expect.objectContaining({ status: 'withdrawn', fromSessionID: session.sessionID, withdrawnBy: expect.any(String) }),
  ])
})

test('a full school takes a waitlist; when an enrolment ends the first one waiting is offered the seat and accepts', async ({
  page,
  signInAt,
  schoolsPage,
  snap,
}) => {
  await signInAt(DEMO.admin, 'Smart Way')
  // A one-seat school (Teenager (1)), filled by one swimmer.
  const schoolID = await createSchool(page, [dayFrom(5), dayFrom(6)], '05:00', '05:45', '82', '1')
  const first = await newSwimmer(page, 'Omar Seatholder')
  const waiting = await newSwimmer(page, 'Farida Waiting')
  await enrol(page, first, schoolID)

  // Add to waitlist from the school's details.
  await schoolsPage.openFromDashboard()
  await schoolsPage.searchById(schoolID)
  const actions = await schoolsPage.showActions(schoolID)
  await actions.getByRole('button', { name: 'Info' }).click()
  await page.getByRole('dialog', { name: 'School Details' }).getByRole('button', { name: 'Waitlist' }).click()
  const waitlist = page.getByRole('dialog', { name: new RegExp(`^Waitlist · School ${schoolID}`) })
  await expect(waitlist).toBeVisible()
  await expect(waitlist.getByText('Nobody is waiting for a seat in this school.')).toBeVisible()
  await waitlist.getByRole('button', { name: 'Add to waitlist' }).click()
  const add = page.getByRole('dialog', { name: `Add to the waitlist of school ${schoolID}` })
  await add.getByRole('textbox', { name: 'Swimmer ID' }).fill(String(waiting))
  await add.getByRole('textbox', { name: 'Note' }).fill('Evenings only')
  await add.getByRole('button', { name: 'Add to waitlist' }).click()
  await expect(add).toBeHidden()
  const table = waitlist.getByRole('table', { name: `Waitlist of school ${schoolID}` })
  await expect(table.getByRole('row').filter({ hasText: 'Farida Waiting' })).toContainText('Waiting, position 1')
  await snap('waitlist-waiting')

  // The seat holder's enrolment is ended from the school's swimmers (after a confirmation naming the swimmer and the
  // school, axed at 1366 and 390 px): the seat is offered to the first one waiting.
  await waitlist.getByRole('button', { name: 'Close' }).click()
  await (await schoolsPage.showActions(schoolID)).getByRole('button', { name: 'Info' }).click()
  await page.getByRole('dialog', { name: 'School Details' }).getByRole('button', { name: 'Swimmers' }).click()
  const enrolled = page.getByRole('list', { name: `Swimmers enrolled in school ${schoolID}` })
  const end = enrolled.getByRole('button', { name: 'End the enrolment of Omar Seatholder' })
  await expect(end).toBeVisible()
  await page.setViewportSize({ width: 1366, height: 900 })
  await snap('school-swimmers-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await snap('school-swimmers-390')
  await end.click()
  const confirm = page.getByRole('dialog', { name: "End Omar Seatholder's enrolment?" })
  await expect(confirm).toContainText(`Omar Seatholder leaves school ${schoolID}`)
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
    await expectNoViolations(page, `the end-enrolment dialog at ${width} px`, { soft: false })
    await snap(`end-enrolment-${width}`)
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  await confirm.getByRole('button', { name: 'End enrolment' }).click()
  await expect(confirm).toBeHidden()
  await expect(
    page.locator('#notistack-snackbar').filter({ hasText: /^Omar Seatholder's enrolment in the .+ ends on / }),
  ).toBeVisible()
  await expect(enrolled.getByText('Omar Seatholder')).toHaveCount(0)
  await page
    .getByRole('dialog', { name: /School Swimmers/ })
    .getByRole('button', { name: 'Close' })
    .click()

  // The dashboard shows the open offer; accepting it enrols the swimmer.
  await page.getByRole('link', { name: 'Dashboard' }).click()
  const offers = page.getByRole('list', { name: 'Open waitlist offers at Smart Way' })
  const offer = offers.getByRole('listitem').filter({ hasText: 'Farida Waiting' })
  await expect(offer).toContainText(`School ${schoolID}`)
  await snap('dashboard-offer')
  await offer.getByRole('button', { name: 'Accept the offer to Farida Waiting' }).click()
  const accept = page.getByRole('dialog', { name: `Accept the offer: Farida Waiting into school ${schoolID}` })
  await accept.getByRole('button', { name: 'Enrol' }).click()
  await expect(accept).toBeHidden()
  await expect(page.locator('#notistack-snackbar').filter({ hasText: /^Farida Waiting joined/ })).toBeVisible()
  await expect(offers.getByRole('listitem').filter({ hasText: 'Farida Waiting' })).toHaveCount(0)

  // The school's waitlist says so.
  await schoolsPage.openFromDashboard()
  await schoolsPage.searchById(schoolID)
  await (await schoolsPage.showActions(schoolID)).getByRole('button', { name: 'Info' }).click()
  await page.getByRole('dialog', { name: 'School Details' }).getByRole('button', { name: 'Waitlist' }).click()
  await expect(
    page
      .getByRole('table', { name: `Waitlist of school ${schoolID}` })
      .getByRole('row')
      .filter({ hasText: 'Farida' }),
  ).toContainText('Accepted')
})
