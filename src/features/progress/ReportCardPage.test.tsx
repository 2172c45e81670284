import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReportCard } from '@contract/progress'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

jest.setTimeout(60_000)

// Issue 31: the printable report card — this swimmer's level, skills mastered and to come, attendance and the coach's
// note; a supervisor (ApproveReportCards) approves a draft; a coach (EvaluateSkills) writes the term's draft when
// there is none.

const CARD: ReportCard = {
  reportCardID: 31,
  swimmerID: 4,
  fullName: 'Lily Andrew Tadros',
  site: SMART_WAY.id,
  siteName: 'Smart Way',
  siteNameAr: 'سمارت واي',
  from: '2026-09-01',
  to: '2026-11-28',
  level: 12,
  levelName: 'Level 1',
  nextLevelName: 'Level 2',
  ready: true,
  mastered: [{ skillID: 1, nameEn: 'Enters the water safely', nameAr: 'بينزل المية بأمان' }],
  toCome: [{ skillID: 6, nameEn: 'Climbs out unaided', nameAr: 'بيطلع لوحده' }],
  attendance: { sessions: 24, attended: 21 },
  familyNote: 'Lily floats on her own now.',
  status: 'draft',
  writtenBy: 'Sarah Mitchell',
  approvedBy: null,
  approvedAt: null,
  canApprove: true,
}

function cardServer(cards: ReportCard[], privileges: string[]) {
  const calls: unknown[] = []
  let list = cards
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })),
    http.get('/api/swimmers/:id/report-cards', () => HttpResponse.json(list)),
    http.post('/api/report-cards/:id/approve', ({ params }) => {
      calls.push({ approve: params.id })
      const approved: ReportCard = {
        ...CARD,
        status: 'approved',
        approvedBy: 'Mona Administrator',
        approvedAt: '2026-11-28T16:00:00.000Z',
        canApprove: false,
      }
      list = [approved]
      return HttpResponse.json({
        message: 'The report card of Lily Andrew Tadros is approved; 1 message to the family.',
        reportCard: approved,
        messages: 1,
      })
    }),
    http.post('/api/swimmers/:id/report-cards', async ({ request }) => {
      const body = (await request.json()) as { from: string; to: string; familyNote: string }
      calls.push(body)
      list = [{ ...CARD, from: body.from, to: body.to, familyNote: body.familyNote }]
      return HttpResponse.json(list[0])
    }),
  )
  return calls
}

const open = () => {
  signIn({ site: SMART_WAY })
  return renderApp('/report-cards/4', { userEventOptions: { delay: null } })
}

describe('the report card', () => {
  it("shows only this swimmer's card, and a supervisor approves the draft", async () => {
    const calls = cardServer([CARD], ['Mod_SC:ApproveReportCards'])
    const { user } = open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report card of Lily Andrew Tadros' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const sheet = screen.getByRole('article', { name: 'Report card of Lily Andrew Tadros' })
    expect(within(sheet).getByText('Enters the water safely')).toBeInTheDocument()
    expect(within(sheet).getByText('Climbs out unaided')).toBeInTheDocument()
    expect(within(sheet).getByText('21 of 24 sessions')).toBeInTheDocument()
    expect(within(sheet).getByText('Lily floats on her own now.')).toBeInTheDocument()
    expect(within(sheet).getByText('Ready to move up to Level 2')).toBeInTheDocument()
    expect(screen.getByText("Draft: waiting for a supervisor's approval.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(
      await screen.findByText('The report card of Lily Andrew Tadros is approved; 1 message to the family.'),
    ).toBeInTheDocument()
    expect(await screen.findByText(/^Approved by Mona Administrator on /)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
    expect(calls).toEqual([{ approve: '31' }])
  })

  it('offers no approval to a user the server does not let approve', async () => {
    cardServer([{ ...CARD, canApprove: false }], ['Mod_SC:EvaluateSkills'])
    open()
    await screen.findByRole('article', {}, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
  })

  it("writes the term's draft when there is none", async () => {
    const calls = cardServer([], ['Mod_SC:EvaluateSkills'])
    const { user } = open()
    expect(await screen.findByRole('heading', { name: 'No report card yet' }, { timeout: 5000 })).toBeInTheDocument()
    await user.type(screen.getByLabelText("Coach's note for the family"), 'Lily floats on her own now.')
    await user.click(screen.getByRole('button', { name: 'Save the draft' }))
    expect(await screen.findByText('The report card is saved as a draft.')).toBeInTheDocument()
    expect(await screen.findByRole('article')).toHaveTextContent('Lily floats on her own now.')
    expect(calls).toEqual([
      {
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        familyNote: 'Lily floats on her own now.',
      },
    ])
  })
})
