import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReadySwimmer } from '@contract/progress'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

jest.setTimeout(60_000)

// Issue 31: the site's ready swimmers with the next level's groups (free seats and times) or a full school's
// waitlist; one action moves the swimmer up (the server's message and the invoice shown), a refusal in the server's
// words; offered only with the privileges the move-up route checks.

const READY: ReadySwimmer = {
  swimmerID: 4,
  fullName: 'Lily Andrew Tadros',
  level: 12,
  levelName: 'Level 1',
  nextLevel: 13,
  nextLevelName: 'Level 2',
  readySince: '2026-11-28T15:00:00.000Z',
  currentGroup: {
    kind: 'school',
    groupID: 2,
    groupName: 'Level 1 school 2',
    days: 'Saturday, Tuesday',
    startTime: '17:00',
    endTime: '18:00',
  },
  seats: [
    {
      groupID: 9,
      kind: 'school',
      free: 6,
      waitlist: false,
      groupName: 'Level 2 Teenager',
      coachName: 'Ali Sabry',
      days: 'Monday, Thursday',
      startTime: '19:00',
      endTime: '20:00',
    },
    {
      groupID: 10,
      kind: 'school',
      free: 0,
      waitlist: true,
      groupName: 'Level 2 Baby Class',
      coachName: 'Sarah Mitchell',
      days: 'Friday',
      startTime: '10:00',
      endTime: '11:00',
    },
  ],
}

const MOVE_UP_PRIVILEGES = ['Mod_SC:EvaluateSkills', 'Mod_SW:UpdateLevel', 'Mod_SW:AddSwimmerToSchool']

function readyServer(privileges: string[]) {
  const moved: unknown[] = []
  let list = [READY]
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })),
    http.get('/api/ready', ({ request }) => {
      expect(new URL(request.url).searchParams.get('site')).toBe(String(SMART_WAY.id))
      return HttpResponse.json(list)
    }),
    http.post('/api/swimmers/:id/move-up', async ({ request, params }) => {
      moved.push({ swimmerID: params.id, body: await request.json() })
      list = []
      return HttpResponse.json({
        message: 'Lily Andrew Tadros moved up to Level 2 and enrolled in Level 2 Teenager: EGP 1,200.00 invoiced.',
        level: 13,
        levelName: 'Level 2',
        enrolmentID: 77,
        invoiceID: 5012,
        waitlistEntryID: null,
      })
    }),
  )
  return moved
}

const open = () => {
  signIn({ site: SMART_WAY })
  return renderApp('/ready', { userEventOptions: { delay: null } })
}

describe('ready to move up', () => {
  it('says in words that the list is loading, with no unnamed progress bar (axe: aria-progressbar-name)', async () => {
    readyServer(MOVE_UP_PRIVILEGES)
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/ready', async () => {
        await answered
        return HttpResponse.json([])
      }),
    )
    open()
    const words = await screen.findByText('Loading the ready swimmers…', {}, { timeout: 5000 })
    expect(words.closest('[role="status"]')).not.toBeNull()
    expect(screen.queryAllByRole('progressbar', { name: '' })).toEqual([])
    answer()
    expect(await screen.findByText("No swimmer at Smart Way meets their level's pass rule yet.")).toBeInTheDocument()
  })

  it('moves a ready swimmer into a free seat of the next level and shows the invoice', async () => {
    const moved = readyServer(MOVE_UP_PRIVILEGES)
    const { user } = open()
    const entry = await screen.findByRole('listitem', { name: /^Lily Andrew Tadros/ }, { timeout: 5000 })
    expect(entry).toHaveTextContent('Level 1 → Level 2')
    expect(within(entry).getByText('6 free seats')).toBeInTheDocument()
    expect(within(entry).getByText('Full')).toBeInTheDocument()
    expect(within(entry).getByText('Monday, Thursday, 19:00–20:00')).toBeInTheDocument()

    await user.click(within(entry).getByRole('button', { name: 'Move Lily Andrew Tadros up into Level 2 Teenager' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move Lily Andrew Tadros up?' })
    expect(dialog).toHaveTextContent(
      'Lily Andrew Tadros moves to Level 2 and is enrolled in Level 2 Teenager (Monday, Thursday, 19:00–20:00); an invoice for the enrolment is raised.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Move up' }))
    expect(
      await screen.findByText(
        'Lily Andrew Tadros moved up to Level 2 and enrolled in Level 2 Teenager: EGP 1,200.00 invoiced.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Invoice 5012 is raised for the enrolment.')).toBeInTheDocument()
    expect(moved).toEqual([{ swimmerID: '4', body: { groupID: 9 } }])
    expect(await screen.findByText("No swimmer at Smart Way meets their level's pass rule yet.")).toBeInTheDocument()
  })

  it('puts the swimmer on a full school’s waitlist, and shows a refusal in the server’s words', async () => {
    const moved = readyServer(MOVE_UP_PRIVILEGES)
    server.use(
      http.post('/api/swimmers/:id/move-up', async ({ request }) => {
        moved.push(await request.json())
        return HttpResponse.json(
          { message: 'Lily Andrew Tadros is already on the waitlist of Level 2 Baby Class.' },
          { status: 409 },
        )
      }),
    )
    const { user } = open()
    const entry = await screen.findByRole('listitem', { name: /^Lily Andrew Tadros/ }, { timeout: 5000 })
    await user.click(
      within(entry).getByRole('button', { name: 'Put Lily Andrew Tadros on the waitlist of Level 2 Baby Class' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Move Lily Andrew Tadros up?' })
    expect(dialog).toHaveTextContent('joins the waitlist of Level 2 Baby Class')
    await user.click(within(dialog).getByRole('button', { name: 'Move up' }))
    expect(
      await screen.findByText('Lily Andrew Tadros is already on the waitlist of Level 2 Baby Class.'),
    ).toBeInTheDocument()
    expect(moved).toEqual([{ waitlist: 10 }])
  })

  it('lists the ready swimmers without moving them for a user who may not change levels', async () => {
    readyServer(['Mod_SC:EvaluateSkills'])
    open()
    const entry = await screen.findByRole('listitem', { name: /^Lily Andrew Tadros/ }, { timeout: 5000 })
    await waitFor(() => expect(within(entry).getByText('6 free seats')).toBeInTheDocument())
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument()
  })
})
