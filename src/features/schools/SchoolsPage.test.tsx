import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolResult } from '@contract/schools'
import { server } from '@/testing/msw/server'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { onSmallScreen } from '@/testing/smallScreen'
import { SchoolsPage } from './SchoolsPage'

// MUI's DataGrid and dialogs in jsdom are slow on a busy machine.
jest.setTimeout(30_000)

const school = (id: number, overrides: Partial<SchoolResult> = {}): SchoolResult => ({
  schoolID: id,
  fullName: 'Omar Fahmy',
  level: 'Level 1',
  type: 'Baby Class',
  levelCode: 12,
  typeCode: 77,
  days: 'Saturday, Tuesday',
  fromTo: '16:00 - 17:00',
  numberCapacity: '7 / 12',
  coachName: 'Omar Fahmy',
  coachID: 11,
  firstDay: 216,
  secondDay: 219,
  startTime: '16:00',
  endTime: '17:00',
  capacity: 12,
  enrolled: 7,
  site: 62,
  startDate: '2025-01-01',
  endDate: null,
  ...overrides,
})

function renderPage(results: SchoolResult[], actions: Record<number, string[]>) {
  const searches: unknown[] = []
  const actionBodies: unknown[] = []
  server.use(
    http.post('/api/schools/search', async ({ request }) => {
      searches.push(await request.json())
      return HttpResponse.json(results)
    }),
    http.post('/api/schools/search-actions', async ({ request }) => {
      const body = (await request.json()) as Record<string, number>
      actionBodies.push(body)
      const id = body.schoolID ?? body.SchoolID ?? body.schoolId
      return HttpResponse.json((actions[id] ?? []).map((actionName) => ({ actionName })))
    }),
  )
  signIn({ user: buildUser({ userID: 8 }), site: CLUB_13 })
  return { ...renderWithProviders(<SchoolsPage />, { route: '/dashboard/schools' }), searches, actionBodies }
}

describe('SchoolsPage', () => {
  it('searches by level for the current site and lists the spec’s columns', async () => {
    const { user, searches } = renderPage(
      [school(40), school(41, { endDate: '2026-10-01', numberCapacity: '0 / 9' })],
      {},
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Level')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 1')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const grid = await screen.findByRole('grid', { name: 'School search results' })
    expect(searches).toEqual([{ level: '12', userSite: 62, userID: 8 }])
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      'School ID',
      'Coach Name',
      'Level',
      'Type',
      'Days',
      'From-To',
      'Capacity',
      'Status',
      'Actions',
    ])
    expect(within(grid).getByText('7 / 12')).toBeInTheDocument()
    expect(within(grid).getByText('Ended 1 Oct 2026')).toBeInTheDocument()
    expect(within(grid).getByText('Active')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Search Results (2)' })).toBeInTheDocument()
  })

  it('asks for a search value and a numeric School ID', async () => {
    const { user, searches } = renderPage([], {})
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Please enter a search value')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), 'abc')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Invalid School ID')).toBeInTheDocument()
    expect(searches).toEqual([])
  })

  it('searches by a School ID typed in Arabic-Indic digits (issue 25: they were refused as invalid)', async () => {
    const { user, searches } = renderPage([school(40)], {})
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '٤٠')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('button', { name: 'Show actions for school 40' })).toBeInTheDocument()
    expect(screen.queryByText('Invalid School ID')).not.toBeInTheDocument()
    expect(searches).toEqual([expect.objectContaining({ schoolID: '٤٠' })])
  })

  it('turns the server’s actions into buttons, with fallbacks and unsupported actions labelled', async () => {
    const { user, actionBodies } = renderPage([school(40), school(41)], {
      40: ['ShowSchoolInfo', 'EndSchool', 'ManageAttendance', 'Attendes', 'TransferSchool'],
    })
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '40')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await user.click(await screen.findByRole('button', { name: 'Show actions for school 40' }))
    const actions40 = await screen.findByRole('group', { name: 'Show actions for school 40' })
    expect(
      within(actions40)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Info', 'End School', 'Attendance', 'TransferSchool (No backend support)'])
    expect(within(actions40).getByRole('button', { name: 'TransferSchool (No backend support)' })).toBeDisabled()
    expect(actionBodies[0]).toEqual({ userID: 8, schoolID: 40, userSite: 62 })

    // No actions from the server, whatever the spelling: the fallback set.
    await user.click(screen.getByRole('button', { name: 'Show actions for school 41' }))
    const actions41 = await screen.findByRole('group', { name: 'Show actions for school 41' })
    expect(
      within(actions41)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Info', 'Update', 'Attendance'])
    expect(actionBodies.slice(1)).toEqual([
      { userID: 8, schoolID: 41, userSite: 62 },
      { UserID: 8, SchoolID: 41, UserSite: 62 },
      { userId: 8, schoolId: 41, site: 62 },
    ])
    await user.click(within(actions41).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText(/cannot be edited from this screen/)).toBeInTheDocument()
  })

  // Issue 27: the server grants UpdateSchoolInfo: Update opens Edit School (the fallback above only informs).
  it('opens Edit School from Update when the server lists it for the user', async () => {
    server.use(http.get('/api/schools/coach-options/:site', () => HttpResponse.json([])))
    const { user } = renderPage([school(40)], { 40: ['ShowSchoolInfo', 'UpdateSchoolInfo'] })
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '40')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await user.click(await screen.findByRole('button', { name: 'Show actions for school 40' }))
    await user.click(await screen.findByRole('button', { name: 'Update' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit school 40' })
    expect(within(dialog).getByLabelText(/Start Time/)).toHaveValue('16:00')
    expect(screen.queryByText(/cannot be edited from this screen/)).not.toBeInTheDocument()
  })

  it('ends a school only after confirmation, naming its swimmers first and what is owed after (issue 25)', async () => {
    let ended: unknown
    server.use(
      http.post('/api/schools/end', async ({ request }) => {
        ended = await request.json()
        return HttpResponse.json({
          message: 'School ended successfully',
          endedEnrolments: [
            {
              swimmerID: 41,
              fullName: 'Nour Hany Adel',
              kind: 'school',
              groupID: 40,
              paidUntil: '2027-01-20',
              endedOn: '2026-11-27',
              cancelledInvoices: [],
              owed: 150,
            },
          ],
        })
      }),
      http.get('/api/schools/40/swimmers', () =>
        HttpResponse.json([
          {
            swimmerID: 41,
            fullName: 'Nour Hany Adel',
            year: 2015,
            currentLevel: 'Level 1',
            enrolmentStart: '2026-11-20',
            enrolmentEnd: '2027-01-20',
            frozen: false,
          },
        ]),
      ),
    )
    const { user } = renderPage([school(40)], { 40: ['EndSchool'] })
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '40')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await user.click(await screen.findByRole('button', { name: 'Show actions for school 40' }))
    await user.click(await screen.findByRole('button', { name: 'End School' }))
    const confirm = await screen.findByRole('dialog', { name: 'End School' })
    expect(
      await within(confirm).findByText(
        /^Swimmers in this school: Nour Hany Adel \(paid until (20 Jan 2027|2027-01-20)\)\. Their enrolments end today: .*Are you sure you want to end school 40/,
      ),
    ).toBeInTheDocument()
    expect(ended).toBeUndefined()
    await user.click(within(confirm).getByRole('button', { name: 'End School' }))
    expect(
      await screen.findByText(/^School ended successfully\. Owed to families: Nour Hany Adel .*150\.00$/),
    ).toBeInTheDocument()
    expect(ended).toEqual({ schoolID: 40, userID: 8, site: 62 })
  })

  it('says when nothing is found', async () => {
    const { user } = renderPage([], {})
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '999')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No schools found')).toBeInTheDocument()
  })

  it('opens attendance from the Enter School ID prompt, refusing a non-number', async () => {
    server.use(http.get('/api/schools/:id/swimmers', () => HttpResponse.json([])))
    const { user } = renderPage([school(40)], {})
    await user.click(screen.getByRole('button', { name: 'Attendance by School ID' }))
    const prompt = await screen.findByRole('dialog', { name: 'Enter School ID' })
    await user.type(within(prompt).getByRole('textbox', { name: 'School ID' }), '4x')
    await user.click(within(prompt).getByRole('button', { name: 'Open' }))
    expect(within(prompt).getByText('Invalid School ID')).toBeInTheDocument()
    await user.clear(within(prompt).getByRole('textbox', { name: 'School ID' }))
    // In Arabic-Indic digits, as Egyptian staff type it: the same school.
    await user.type(within(prompt).getByRole('textbox', { name: 'School ID' }), '٤٠')
    await user.click(within(prompt).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: /Manage Attendance/ })).toBeInTheDocument())
  })
})

describe('SchoolsPage on a phone', () => {
  onSmallScreen()

  it("shows each school's ID and coach, and asks for its actions as the Actions menu opens (issue 27)", async () => {
    server.use(http.get('/api/schools/coach-options/:site', () => HttpResponse.json([])))
    const { user, actionBodies } = renderPage([school(40)], {
      40: ['ShowSchoolInfo', 'UpdateSchoolInfo', 'TransferSchool'],
    })
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '40')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const grid = await screen.findByRole('grid', { name: 'School search results' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['School ID', 'Coach Name', 'Actions'])
    expect(actionBodies).toEqual([])
    await user.click(within(grid).getByRole('button', { name: 'Show actions for school 40' }))
    expect(
      (await screen.findAllByRole('menuitem', { name: /Info|Update|Transfer/ })).map((i) => i.textContent),
    ).toEqual(['Info', 'Update', 'TransferSchool (No backend support)'])
    expect(actionBodies[0]).toEqual({ userID: 8, schoolID: 40, userSite: 62 })
    expect(screen.getByRole('menuitem', { name: 'TransferSchool (No backend support)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Update' }))
    expect(await screen.findByRole('dialog', { name: 'Edit school 40' })).toBeInTheDocument()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
