import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerListResponse } from '@contract/swimmers'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { ALI, NOUR, swimmersServer } from '@/testing/swimmersTestServer'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SwimmersPage } from './SwimmersPage'

// Issue 27, "Finding people": every swimmer of the site page by page, sorted by the column picked; and a search's
// results, its 'No swimmers found' and its error go as soon as the criteria are edited.

// The data grid and MUI menus are slow to render in jsdom on a busy machine.
jest.setTimeout(90_000)

function renderPage() {
  signIn({ site: CLUB_13 })
  return renderWithProviders(<SwimmersPage />, { userEventOptions: { delay: null } })
}
type User = ReturnType<typeof renderPage>['user']

async function searchByName(user: User, name: string) {
  const value = screen.getByLabelText('Full Name')
  await user.clear(value)
  await user.type(value, name)
  await user.click(screen.getByText('Search', { selector: 'button' }))
}

const listed = (id: number, fullName: string, birthDate: string) => ({
  ...NOUR,
  swimmerID: id,
  fullName,
  birthDate,
  year: Number(birthDate.slice(0, 4)),
})

describe('a search made stale by editing its criteria', () => {
  it('takes its results away as soon as the name is edited', async () => {
    swimmersServer()
    const { user } = renderPage()
    await searchByName(user, 'nour')
    expect(await screen.findByText(NOUR.fullName)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Full Name'), 'a')
    expect(screen.queryByText(NOUR.fullName)).not.toBeInTheDocument()
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(screen.getByText('No swimmers to show')).toBeInTheDocument()
  })

  it("takes 'No swimmers found' away when the criteria change, and says it again for the same search", async () => {
    swimmersServer()
    const { user } = renderPage()
    await searchByName(user, 'nobody')
    expect(await screen.findByText('No swimmers found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '0 swimmers found' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Full Name'), 's')
    await waitFor(() => expect(screen.queryByText('No swimmers found')).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { level: 2, name: '0 swimmers found' })).not.toBeInTheDocument()
    await searchByName(user, 'nobody')
    expect(await screen.findByText('No swimmers found')).toBeInTheDocument()
  })

  it('takes a failed search’s error away when the search key changes', async () => {
    swimmersServer()
    server.use(
      http.post('/api/swimmers/search', () => HttpResponse.json({ message: 'Database busy' }, { status: 503 })),
    )
    const { user } = renderPage()
    await searchByName(user, 'nour')
    expect(await screen.findByText('Database busy')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Search by'))
    await user.click(await within(await screen.findByRole('listbox')).findByText('Year'))
    await waitFor(() => expect(screen.queryByText('Database busy')).not.toBeInTheDocument())
  })
})

describe('every swimmer of the site, page by page', () => {
  /** Two pages of the list: page 1 ends with Ali, whose row is where page 2 starts. */
  function listServer() {
    const asked: unknown[] = []
    server.use(
      http.post('/api/swimmers/list', async ({ request }) => {
        const body = (await request.json()) as { after?: unknown; sort: string }
        asked.push(body)
        const page: SwimmerListResponse = body.after
          ? { rows: [listed(503, 'Salma Adel Fawzy', '2016-02-01')], next: null }
          : {
              rows: [listed(501, NOUR.fullName, '2015-03-04'), { ...listed(502, ALI.fullName, '2014-09-09') }],
              next: { value: body.sort === 'fullName' ? 'ali ahmed salem' : 502, swimmerID: 502 },
            }
        return HttpResponse.json(page)
      }),
    )
    return asked
  }

  it('lists the chosen site by ID, goes to the next page from where the last ended, and sorts by a column', async () => {
    swimmersServer()
    const asked = listServer()
    const { user } = renderPage()
    await user.click(screen.getByLabelText('Search by'))
    await user.click(await within(await screen.findByRole('listbox')).findByText('All swimmers'))
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    await user.click(screen.getByText('Search', { selector: 'button' }))

    const grid = await screen.findByRole('grid', { name: 'Swimmers found' })
    expect(screen.getByRole('heading', { level: 2, name: 'All swimmers of Club 13' })).toBeInTheDocument()
    expect(await within(grid).findByText(NOUR.fullName)).toBeInTheDocument()
    expect(within(grid).getByText('4 Mar 2015')).toBeInTheDocument()
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Birth Date')
    expect(asked).toEqual([{ userSite: 62, sort: 'swimmerID', order: 'asc', pageSize: 25, after: null }])

    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(await within(grid).findByText('Salma Adel Fawzy')).toBeInTheDocument()
    expect(within(grid).queryByText(NOUR.fullName)).not.toBeInTheDocument()
    expect(asked[1]).toEqual({
      userSite: 62,
      sort: 'swimmerID',
      order: 'asc',
      pageSize: 25,
      after: { value: 502, swimmerID: 502 },
    })
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()

    // Sorting by name starts again from the first page, in that order.
    await user.click(within(grid).getByText('Full Name'))
    expect(await within(grid).findByText(NOUR.fullName)).toBeInTheDocument()
    expect(asked.at(-1)).toEqual({ userSite: 62, sort: 'fullName', order: 'asc', pageSize: 25, after: null })
    await user.click(within(grid).getByText('Full Name'))
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ userSite: 62, sort: 'fullName', order: 'desc', pageSize: 25, after: null }),
    )
  })
})
