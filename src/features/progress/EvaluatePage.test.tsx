import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { EvaluationGrid } from '@contract/progress'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'
import { nextRating } from './EvaluatePage'

jest.setTimeout(60_000)

// Issue 31: evaluation on the deck. One tap cycles a skill Not yet → Emerging → Mastered; each cell is a button whose
// name says the swimmer, the skill and the rating; only the changed ratings are sent, with one Save; the medical
// alert stays in view; a user who may not evaluate reads the ratings without buttons to change them.

const GRID: EvaluationGrid = {
  sessionID: 501,
  date: '2026-11-28',
  groupName: 'Level 1 Baby Class',
  site: SMART_WAY.id,
  canEvaluate: true,
  levels: [
    {
      level: 12,
      levelName: 'Level 1',
      skills: [
        { skillID: 1, name: 'Water confidence', nameEn: 'Water confidence', nameAr: 'الثقة في المية', required: true },
        { skillID: 2, name: 'Front float', nameEn: 'Front float', nameAr: 'الطفو على البطن', required: true },
        { skillID: 3, name: 'Flutter kick', nameEn: 'Flutter kick', nameAr: 'ضربات الرجل', required: false },
      ],
    },
  ],
  swimmers: [
    {
      swimmerID: 120,
      fullName: 'Youssef Adel',
      level: 12,
      levelName: 'Level 1',
      alerts: ['medical'],
      medical: 'Asthma: inhaler in the bag',
      ready: false,
      ratings: [{ skillID: 2, rating: 'emerging', at: '2026-11-20T15:00:00.000Z', by: 'Coach Mona' }],
    },
    {
      swimmerID: 121,
      fullName: 'Malak Adel',
      level: 12,
      levelName: 'Level 1',
      alerts: [],
      medical: null,
      ready: false,
      ratings: [],
    },
  ],
}

function gridServer(grid: EvaluationGrid = GRID) {
  const posted: unknown[] = []
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: ['Mod_SC:EvaluateSkills'] })),
    http.get('/api/sessions/:id/evaluations', () => HttpResponse.json(grid)),
    http.post('/api/sessions/:id/evaluations', async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json({ message: '3 ratings saved for 1 swimmer.', saved: 3, unchanged: 0, nowReady: [120] })
    }),
  )
  return posted
}

const open = () => {
  signIn({ site: SMART_WAY })
  return renderApp('/sessions/501/evaluate', { userEventOptions: { delay: null } })
}

describe('evaluation on the deck', () => {
  it('cycles Not yet → Emerging → Mastered and back', () => {
    expect(nextRating('notYet')).toBe('emerging')
    expect(nextRating('emerging')).toBe('mastered')
    expect(nextRating('mastered')).toBe('notYet')
  })

  it('saves only the changed ratings with one Save, and says who is now ready', async () => {
    const posted = gridServer()
    const { user } = open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills · Level 1 Baby Class' })).toBeInTheDocument()
    const youssef = screen.getByRole('listitem', { name: /Youssef Adel/ })
    // The medical alert with its words, beside the swimmer being rated.
    expect(within(youssef).getByRole('group', { name: 'Alerts for Youssef Adel' })).toHaveTextContent(
      'Medical: Asthma: inhaler in the bag',
    )
    expect(screen.getByRole('button', { name: 'Nothing to save' })).toBeDisabled()

    await user.click(within(youssef).getByRole('button', { name: 'Youssef Adel, Water confidence: Not yet' }))
    await user.click(
      within(youssef).getByRole('button', { name: 'Youssef Adel, Water confidence: Emerging, not saved yet' }),
    )
    await user.click(within(youssef).getByRole('button', { name: 'Youssef Adel, Front float: Emerging' }))
    await user.click(within(youssef).getByRole('button', { name: 'Youssef Adel, Flutter kick: Not yet' }))
    // Tapped round to what was saved: nothing to send for it.
    const malak = screen.getByRole('listitem', { name: /Malak Adel/ })
    const float = within(malak).getByRole('button', { name: 'Malak Adel, Front float: Not yet' })
    await user.click(float)
    await user.click(within(malak).getByRole('button', { name: 'Malak Adel, Front float: Emerging, not saved yet' }))
    await user.click(within(malak).getByRole('button', { name: 'Malak Adel, Front float: Mastered, not saved yet' }))
    expect(within(malak).getByRole('button', { name: 'Malak Adel, Front float: Not yet' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save 3 changes' }))
    expect(await screen.findByText('3 ratings saved for 1 swimmer.')).toBeInTheDocument()
    expect(await screen.findByText('Ready to move up now: Youssef Adel')).toBeInTheDocument()
    expect(posted).toEqual([
      {
        entries: [
          { swimmerID: 120, skillID: 1, rating: 'mastered' },
          { swimmerID: 120, skillID: 2, rating: 'mastered' },
          { swimmerID: 120, skillID: 3, rating: 'emerging' },
        ],
      },
    ])
  })

  it('lets the taps be undone before saving', async () => {
    const posted = gridServer()
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Malak Adel, Flutter kick: Not yet' }))
    await user.click(screen.getByRole('button', { name: 'Undo changes' }))
    expect(screen.getByRole('button', { name: 'Malak Adel, Flutter kick: Not yet' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nothing to save' })).toBeDisabled()
    expect(posted).toEqual([])
  })

  it('shows the ratings without changing them to a user who may not evaluate this session', async () => {
    gridServer({ ...GRID, canEvaluate: false })
    open()
    expect(
      await screen.findByText(/only the session's coach, its substitute or a supervisor can change them/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Youssef Adel, Front float: Emerging' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Nothing to save' })).not.toBeInTheDocument()
  })

  it('shows the server’s refusal in its words', async () => {
    gridServer()
    server.use(
      http.post('/api/sessions/:id/evaluations', () =>
        HttpResponse.json({ message: 'Only the session’s coach can rate its swimmers.' }, { status: 403 }),
      ),
    )
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Malak Adel, Flutter kick: Not yet' }))
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }))
    expect(await screen.findByText('Only the session’s coach can rate its swimmers.')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Malak Adel, Flutter kick: Emerging, not saved yet' }),
    ).toBeInTheDocument()
  })
})
