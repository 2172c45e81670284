import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { FreeCoachesPage } from './FreeCoachesPage'

/**
 * Holds the toasts on screen: the window loses focus, which pauses their timers (notistack), so a stale one is seen
 * to go because the criteria changed (issue 27), never because a slow run let it hide by itself.
 */
const holdToasts = () => fireEvent.blur(window)

// MUI menus are slow to render in jsdom on a busy machine.
jest.setTimeout(30_000)

function finderServer(answer: () => Response = () => HttpResponse.json(COACHES)) {
  const queries: Array<Record<string, string>> = []
  server.use(
    http.get('/api/Coaches/free-coaches', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams))
      return answer()
    }),
  )
  return queries
}

const COACHES = [
  { coachId: 4, name: 'Omar Hassan' },
  { coachId: 9, name: 'Mona Fathy' },
]

function renderPage() {
  signIn({ user: buildUser({ modules: [] }), site: SMART_WAY })
  return renderWithProviders(<FreeCoachesPage />, { userEventOptions: { delay: null } })
}

async function choose(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

async function fillAll(user: ReturnType<typeof renderPage>['user']) {
  await choose(user, 'Coach Type', 'SchoolCoach')
  await user.type(screen.getByLabelText(/Start Time/), '17:30')
  await choose(user, 'First Day', 'Sunday')
  await choose(user, 'Second Day', 'Wednesday')
}

describe('FreeCoachesPage', () => {
  it('enables Search only when every field is filled, then lists the free coaches as Available', async () => {
    const queries = finderServer()
    const { user } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Free Coaches' })).toBeInTheDocument()
    expect(screen.getByText('Site: Smart Way (61)')).toBeInTheDocument()
    const search = screen.getByRole('button', { name: 'Search' })
    expect(search).toBeDisabled()
    await choose(user, 'Coach Type', 'SchoolCoach')
    await user.type(screen.getByLabelText(/Start Time/), '17:30')
    await choose(user, 'First Day', 'Sunday')
    expect(search).toBeDisabled()
    await choose(user, 'Second Day', 'Wednesday')
    expect(search).toBeEnabled()
    await user.click(search)

    const table = await screen.findByRole('table', { name: 'Free coaches' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Coach ID', 'Coach Name', 'Status'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['4', 'Omar Hassan', 'Available'],
      ['9', 'Mona Fathy', 'Available'],
    ])
    expect(screen.getByText('Found 2 free coach(es) available for the selected criteria.')).toBeInTheDocument()
    expect(queries).toEqual([{ type: '8', startTime: '17:30', firstDay: '217', secondDay: '220', site: '61' }])
  })

  it('clears the results when a criterion changes', async () => {
    finderServer()
    const { user } = renderPage()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByRole('table', { name: 'Free coaches' })
    await choose(user, 'Second Day', 'Thursday')
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Free coaches' })).not.toBeInTheDocument())
    expect(screen.queryByText(/Found 2 free coach/)).not.toBeInTheDocument()
  })

  it("says so when nobody is free, with the spec's toast", async () => {
    finderServer(() => HttpResponse.json([]))
    const { user } = renderPage()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('heading', { name: 'No Free Coaches Found' })).toBeInTheDocument()
    expect(await screen.findAllByText('No free coaches found for the selected criteria')).toHaveLength(2)
  })

  it("toasts 'Failed to fetch free coaches' when the call fails", async () => {
    finderServer(() => HttpResponse.json({ message: 'boom' }, { status: 500 }))
    const { user } = renderPage()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Failed to fetch free coaches')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Free coaches' })).not.toBeInTheDocument()
  })

  it("takes 'No free coaches found' away when a criterion is edited, and says it again for a new search (issue 27)", async () => {
    finderServer(() => HttpResponse.json([]))
    const { user } = renderPage()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findAllByText('No free coaches found for the selected criteria')).toHaveLength(2)
    holdToasts()
    await choose(user, 'Second Day', 'Thursday')
    // Both the results' notice and the toast are gone: they were about the criteria before the edit.
    await waitFor(() =>
      expect(screen.queryByText('No free coaches found for the selected criteria')).not.toBeInTheDocument(),
    )
    expect(screen.queryByRole('heading', { name: 'No Free Coaches Found' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findAllByText('No free coaches found for the selected criteria')).toHaveLength(2)
  })

  it("takes 'Failed to fetch free coaches' away when the start time is edited (issue 27)", async () => {
    finderServer(() => HttpResponse.json({ message: 'boom' }, { status: 500 }))
    const { user } = renderPage()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Failed to fetch free coaches')).toBeInTheDocument()
    holdToasts()
    await user.clear(screen.getByLabelText(/Start Time/))
    await user.type(screen.getByLabelText(/Start Time/), '18:00')
    await waitFor(() => expect(screen.queryByText('Failed to fetch free coaches')).not.toBeInTheDocument())
  })

  it('keeps Search disabled without a site', async () => {
    finderServer()
    signIn({ user: buildUser({ modules: [] }) })
    const { user } = renderWithProviders(<FreeCoachesPage />, { userEventOptions: { delay: null } })
    expect(screen.getByRole('heading', { name: 'No site selected' })).toBeInTheDocument()
    await fillAll(user)
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled()
  })
})
