import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolResult } from '@contract/schools'
import { server } from '@/testing/msw/server'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { baseApi } from '@/api/baseApi'
import { changeOf } from '@/api/tags'
import { SchoolsPage } from './SchoolsPage'

// Issue 25: after an offer was accepted, the open waitlist dialog still said '7 / 8 enrolled – This school has free
// seats' (it showed the school as it was when opened). It shows the school as the refetched results have it.

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

it("the open waitlist shows the school's seats as the results are refetched, not as they were when it opened", async () => {
  let results = [school(2, { capacity: 8, enrolled: 7, numberCapacity: '7 / 8' })]
  server.use(http.get('/api/schools/:id/waitlist', () => HttpResponse.json([])))
  const page = renderPage([], { 2: ['ShowSchoolInfo'] })
  server.use(http.post('/api/schools/search', () => HttpResponse.json(results)))
  const { user, store } = page
  await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Level')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 1')
  await user.click(screen.getByRole('button', { name: 'Search' }))
  await screen.findByRole('grid', { name: 'School search results' })
  await user.click(await screen.findByRole('button', { name: 'Show actions for school 2' }))
  await user.click(await screen.findByRole('button', { name: 'Info' }))
  await user.click(await screen.findByRole('button', { name: 'Waitlist' }))
  const dialog = await screen.findByRole('dialog', { name: /^Waitlist · School 2/ })
  expect(dialog).toHaveTextContent('7 / 8 enrolled')
  // An offer accepted (the accept mutation invalidates these tags): the school is now full.
  results = [school(2, { capacity: 8, enrolled: 8, numberCapacity: '8 / 8' })]
  store.dispatch(baseApi.util.invalidateTags(changeOf('Waitlist')))
  expect(await within(dialog).findByText(/8 \/ 8 enrolled/)).toBeInTheDocument()
  expect(dialog).not.toHaveTextContent('This school has free seats')
})
