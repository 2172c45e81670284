import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ModuleCode } from '@contract/modules'
import type { PreTeamListEntry } from '@contract/preteams'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { PreTeamListPage } from './PreTeamListPage'

const squad = (id: number): PreTeamListEntry => ({
  pTeamID: id,
  pTeamLevel: 17,
  levelName: 'PTeam A',
  coachName: `Coach ${id}`,
  days: 'Saturday, Monday, Wednesday',
  fromTo: '17:00 - 18:30',
})
const ALL = Array.from({ length: 13 }, (_, index) => squad(index + 1))

/** The site list of 13 squads, paged as the server pages it; records the pages asked for. */
function listServer() {
  const asked: string[] = []
  server.use(
    http.get('/api/PreTeam/:site', ({ request, params }) => {
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page'))
      const pageSize = Number(url.searchParams.get('pageSize'))
      asked.push(`${params.site}:${page}:${pageSize}`)
      return HttpResponse.json({
        items: ALL.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: ALL.length,
        totalPages: Math.ceil(ALL.length / pageSize),
        site: 61,
        siteName: 'Smart Way',
      })
    }),
  )
  return asked
}

function renderPage(modules: ModuleCode[] = ['Mod_PT']) {
  signIn({ user: buildUser({ modules }), site: SMART_WAY })
  return renderWithProviders(<PreTeamListPage />, { route: '/preteam-list', userEventOptions: { delay: null } })
}

const cards = () => screen.queryAllByRole('article')

describe('PreTeamListPage', () => {
  it('shows nine cards per page with number, coach, level, days and time, and pages with Previous, numbers and Next', async () => {
    const asked = listServer()
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { name: 'Pre-Team #1' })).toBeInTheDocument()
    expect(cards()).toHaveLength(9)
    const first = cards()[0]
    for (const text of ['Coach 1', 'PTeam A', 'Saturday, Monday, Wednesday', '17:00 - 18:30']) {
      expect(within(first).getByText(text)).toBeInTheDocument()
    }
    const pager = screen.getByRole('navigation', { name: 'Pre-team list pages' })
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', 'Next'])
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Pre-Team #10' })).toBeInTheDocument()
    expect(cards()).toHaveLength(4)
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(within(pager).getByRole('button', { name: 'Page 1' }))
    expect(await screen.findByRole('heading', { name: 'Pre-Team #1' })).toBeInTheDocument()
    expect(asked).toEqual(['61:1:9', '61:2:9'])
  })

  it("says 'No pre-teams found for this site.' when the server answers 404", async () => {
    server.use(
      http.get('/api/PreTeam/:site', () =>
        HttpResponse.json({ message: 'No pre-teams found for this site' }, { status: 404 }),
      ),
    )
    renderPage()
    expect(await screen.findByText('No pre-teams found for this site.')).toBeInTheDocument()
    expect(await screen.findByText('No pre-teams found for this site')).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    expect(screen.queryByRole('navigation', { name: 'Pre-team list pages' })).not.toBeInTheDocument()
  })

  it("toasts 'Failed to fetch pre-team list' when the list cannot be loaded", async () => {
    server.use(http.get('/api/PreTeam/:site', () => new HttpResponse(null, { status: 500 })))
    renderPage()
    expect((await screen.findAllByText('Failed to fetch pre-team list')).length).toBeGreaterThan(0)
  })
})
