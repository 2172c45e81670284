import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { TimetablePage } from './TimetablePage'
import type * as SessionBlockModule from './SessionBlock'
import type { SessionBlockProps } from './SessionBlock'
import { weekSession } from '@/testing/sessionFixture'

jest.setTimeout(30_000)

// Counts the session blocks drawn, to show the week is not drawn again when a roster opens (the real block draws).
const mockBlocksDrawn = { count: 0 }
jest.mock('./SessionBlock', () => {
  const actual = jest.requireActual<typeof SessionBlockModule>('./SessionBlock')
  return {
    ...actual,
    SessionBlock: (props: SessionBlockProps) => {
      mockBlocksDrawn.count += 1
      return actual.SessionBlock(props)
    },
  }
})

const row = weekSession

const WEEK = [
  row({ sessionID: 1 }),
  row({
    sessionID: 2,
    date: '2026-11-24',
    kind: 'preteam',
    groupID: 3,
    coachID: 9,
    coachName: 'Mona Fathy',
    groupCoachID: 9,
    groupCoachName: 'Mona Fathy',
    levelName: 'Level 5',
    capacity: null,
    enrolled: 11,
    startTime: '07:00',
    endTime: '08:30',
  }),
  row({ sessionID: 3, date: '2026-11-26', status: 'closed' }),
]

function weekServer() {
  const asked: Array<Record<string, string>> = []
  server.use(
    http.get('/api/timetable', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      asked.push(query)
      return HttpResponse.json(query.from === '2026-11-20' ? WEEK : [])
    }),
    http.get('/api/sites/:id/closures', () =>
      HttpResponse.json([
        {
          siteID: 61,
          date: '2026-11-26',
          reason: 'National holiday',
          createdBy: 'Admin',
          createdAt: '2026-11-01T10:00:00Z',
          sessionsClosed: 1,
        },
      ]),
    ),
  )
  return asked
}

function renderPage(route = '/timetable?date=2026-11-24', modules: string[] = ['Mod_SC', 'Mod_PT']) {
  signIn({ user: buildUser({ modules: modules as never }), site: SMART_WAY })
  return renderWithProviders(<TimetablePage />, { route, userEventOptions: { delay: null } })
}

describe('TimetablePage', () => {
  it("asks for the chosen site's week (Friday to Thursday) and puts each session in its day", async () => {
    const asked = weekServer()
    renderPage()
    const sunday = await screen.findByRole('list', { name: /^Sunday/ })
    await waitFor(() => expect(within(sunday).getAllByRole('button')).toHaveLength(1))
    expect(asked[0]).toEqual({ site: '61', from: '2026-11-20', to: '2026-11-26' })
    expect(
      within(sunday).getByRole('button', { name: /School Level 3, 17:00–18:00, coach Omar Hassan, 7 of 10/ }),
    ).toBeInTheDocument()
    const tuesday = screen.getByRole('list', { name: /^Tuesday/ })
    expect(
      within(tuesday).getByRole('button', { name: /Pre-team Level 5, 07:00–08:30, coach Mona Fathy/ }),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: /^Friday/ })).queryAllByRole('button')).toHaveLength(0)
  })

  it("draws no day before the week's first answer, so the filled days do not push the list down (issue 27)", async () => {
    weekServer()
    let answer: (() => void) | undefined
    server.use(
      http.get(
        '/api/timetable',
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(WEEK)))),
      ),
    )
    renderPage()
    await waitFor(() => expect(answer).toBeDefined())
    expect(screen.queryByRole('list', { name: /^Sunday/ })).not.toBeInTheDocument()
    answer!()
    const sunday = await screen.findByRole('list', { name: /^Sunday/ })
    expect(within(sunday).getAllByRole('button')).toHaveLength(1)
  })

  it('draws every block with one shared style, its level colours as variables (a short first render, issue 27)', async () => {
    weekServer()
    renderPage()
    const sunday = await screen.findByRole('list', { name: /^Sunday/ })
    await waitFor(() => expect(within(sunday).getAllByRole('button')).toHaveLength(1))
    const blocks = [...document.querySelectorAll<HTMLElement>('[data-session-id]')]
    expect(blocks.length).toBeGreaterThan(1)
    expect(new Set(blocks.map((block) => block.className)).size).toBe(1)
    // Each block's level colour is its own (Level 3 and Level 5 differ), given as a variable of the shared style.
    const colours = blocks.map((block) => block.style.getPropertyValue('--block-bg'))
    expect(colours.every(Boolean)).toBe(true)
    expect(new Set(colours).size).toBeGreaterThan(1)
  })

  it('marks a closed day and its sessions in words, not by colour alone', async () => {
    weekServer()
    renderPage()
    const thursday = await screen.findByRole('list', { name: /^Thursday/ })
    const block = await within(thursday).findByRole('button', { name: /, Closed$/ })
    expect(within(block).getByText('Closed')).toBeInTheDocument()
    expect(screen.getAllByText('Closed: National holiday').length).toBeGreaterThan(0)
  })

  it('goes to the next and previous week', async () => {
    const asked = weekServer()
    const { user } = renderPage()
    await screen.findByRole('list', { name: /^Sunday/ })
    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ site: '61', from: '2026-11-27', to: '2026-12-03' }))
    await user.click(screen.getByRole('button', { name: 'Previous week' }))
    await user.click(screen.getByRole('button', { name: 'Previous week' }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ site: '61', from: '2026-11-13', to: '2026-11-19' }))
  })

  it("shows a coach's week at ?coach=ID", async () => {
    weekServer()
    renderPage('/timetable?date=2026-11-24&coach=9')
    expect(await screen.findByRole('heading', { level: 1, name: 'Timetable: Mona Fathy' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('button', { name: /coach Mona Fathy/ })).toHaveLength(1))
    expect(screen.queryByRole('button', { name: /coach Omar Hassan/ })).not.toBeInTheDocument()
  })

  it('opens this week for a date outside the academy range in the address, and the picker offers 2000 to 2099 only', async () => {
    const asked = weekServer()
    renderPage('/timetable?date=9999-12-31')
    // This week's answer (the stub's other weeks are empty): its days were found before only while loading.
    expect(await screen.findByText('No sessions this week')).toBeInTheDocument()
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    expect(asked.filter((query) => !query.from.startsWith('20') || !query.to.startsWith('20'))).toEqual([])
    const picker = screen.getByLabelText('Go to date')
    expect(picker).toHaveAttribute('min', '2000-01-01')
    expect(picker).toHaveAttribute('max', '2099-12-31')
    expect(picker).not.toHaveValue('9999-12-31')
  })

  it('opens the roster of a session from the keyboard', async () => {
    weekServer()
    server.use(http.get('/api/sessions/:id', () => new Promise<Response>(() => undefined)))
    const { user } = renderPage()
    const block = await screen.findByRole('button', {
      name: /School Level 3, 17:00–18:00, coach Omar Hassan, 7 of 10 enrolled$/,
    })
    block.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.getByText('Loading the roster…')).toBeInTheDocument()
  })

  it("asks for the user's actions on the session's group beside its roster, from what the week knows (issue 27)", async () => {
    weekServer()
    const askedActions: unknown[] = []
    server.use(
      // The roster never answers: the actions are asked for without waiting for it.
      http.get('/api/sessions/:id', () => new Promise<Response>(() => undefined)),
      http.post('/api/schools/search-actions', async ({ request }) => {
        askedActions.push(await request.json())
        return HttpResponse.json([])
      }),
    )
    const { user } = renderPage()
    await user.click(
      await screen.findByRole('button', { name: /School Level 3, 17:00–18:00, coach Omar Hassan, 7 of 10 enrolled$/ }),
    )
    await waitFor(() =>
      expect(askedActions).toEqual([expect.objectContaining({ schoolID: WEEK[0].groupID, userSite: 61 })]),
    )
    expect(screen.getByText('Loading the roster…')).toBeInTheDocument()
  })

  it('does not draw the week again when a roster opens (issue 27: the longest task on a phone)', async () => {
    weekServer()
    server.use(http.get('/api/sessions/:id', () => new Promise<Response>(() => undefined)))
    const { user } = renderPage()
    const block = await screen.findByRole('button', {
      name: /School Level 3, 17:00–18:00, coach Omar Hassan, 7 of 10 enrolled$/,
    })
    await screen.findByText('Sessions shown this week: 3')
    const drawn = mockBlocksDrawn.count
    await user.click(block)
    expect(await screen.findByText('Loading the roster…')).toBeInTheDocument()
    expect(mockBlocksDrawn.count).toBe(drawn)
  })

  it("opens a session's roster from the address (?session=ID), and closing it takes it off the address", async () => {
    weekServer()
    const asked: string[] = []
    server.use(
      http.get('/api/sessions/:id', ({ params }) => {
        asked.push(String(params.id))
        return new Promise<Response>(() => undefined)
      }),
    )
    const { user } = renderPage('/timetable?date=2026-11-24&session=4242')
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByText('Loading the roster…')).toBeInTheDocument()
    expect(asked).toContain('4242')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })
})
