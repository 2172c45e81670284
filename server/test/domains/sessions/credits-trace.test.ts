import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { swimmersWithSessionOn } from '../../routes/swimmers-fixtures'

// Issue 25: a withdrawn make-up credit leaves a trace (listed as withdrawn, who and why, audited), and a session the
// academy cancels (cancel, or a closed day) gives its enrolled swimmers make-up credits (a site rule, on by default).
// The test clock stands at Saturday 2026-11-21.

const CLUB_13 = 62
const AHEAD = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']

describe('make-up credits: withdrawn with a trace, given by cancellations', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  /** A school session ahead with a swimmer enrolled in it (its id made through the timetable). */
  async function sessionAhead(skip = 0) {
    const found: Array<{ date: string; swimmer: { id: number; full_name: string; school_id: number } }> = []
    for (const date of AHEAD) {
      for (const swimmer of await swimmersWithSessionOn(t.database.db, CLUB_13, date, 0)) found.push({ date, swimmer })
    }
    const { date, swimmer } = found[skip]
    const week = await call('GET', `/api/timetable?site=${CLUB_13}&from=${date}&to=${date}`)
    const session = week
      .json<Array<{ sessionID: number; groupID: number; kind: string }>>()
      .find((row) => row.kind === 'school' && row.groupID === swimmer.school_id)!
    return { date, swimmer, sessionId: session.sessionID }
  }

  const creditsOf = async (swimmerId: number) =>
    (await call('GET', `/api/swimmers/${swimmerId}/makeups`)).json<
      Array<{
        creditID: number
        status: string
        reason: string
        fromSessionID: number
        withdrawnBy: string | null
        withdrawnReason: string | null
        withdrawnAt: string | null
      }>
    >()

  it('clearing an excused absence withdraws its credit: still listed, withdrawn, who and why, audited', async () => {
    const { swimmer, sessionId } = await sessionAhead()
    const excused = await call('POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: swimmer.id, status: 'excused' }],
    })
    expect(excused.statusCode).toBe(200)
    const [{ creditID }] = excused.json().creditsGiven
    const cleared = await call('POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: swimmer.id, status: null }],
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().creditsWithdrawn).toEqual([
      { creditID, swimmerID: swimmer.id, reason: expect.stringMatching(/excused absence .* was cleared$/) },
    ])
    const listed = (await creditsOf(swimmer.id)).find((credit) => credit.creditID === creditID)
    expect(listed).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: 'Mona Administrator',
      withdrawnAt: '2026-11-21T09:00:00.000Z',
      withdrawnReason: expect.stringMatching(/was cleared$/),
    })
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'makeup')
      .where('entity_id', '=', String(creditID))
      .execute()
    expect(audit).toEqual([{ action: 'WithdrawMakeup', user_id: 1 }])
    // Excused again: the same credit is open again.
    const again = await call('POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: swimmer.id, status: 'excused' }],
    })
    expect(again.json().creditsGiven).toEqual([expect.objectContaining({ creditID, swimmerID: swimmer.id })])
    expect((await creditsOf(swimmer.id)).find((credit) => credit.creditID === creditID)?.status).toBe('open')
  })

  it('cancelling a session gives each enrolled swimmer an open credit, listed in the answer; restoring withdraws them', async () => {
    const { swimmer, sessionId } = await sessionAhead(1)
    const roster = (await call('GET', `/api/sessions/${sessionId}`)).json().roster
    const enrolled = roster
      .filter((row: { makeup: boolean }) => !row.makeup)
      .map((row: { swimmerID: number }) => row.swimmerID)
    const cancelled = await call('POST', `/api/sessions/${sessionId}/cancel`, { reason: 'Pool heating broken' })
    expect(cancelled.statusCode).toBe(200)
    const given = cancelled.json().creditsGiven as Array<{ creditID: number; swimmerID: number }>
    expect(given.map((credit) => credit.swimmerID).sort()).toEqual([...enrolled].sort())
    const credit = (await creditsOf(swimmer.id)).find((row) => row.fromSessionID === sessionId)
    expect(credit).toMatchObject({ status: 'open', reason: 'cancelled' })
    const restored = await call('POST', `/api/sessions/${sessionId}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect(restored.json().creditsWithdrawn).toHaveLength(given.length)
    expect((await creditsOf(swimmer.id)).find((row) => row.fromSessionID === sessionId)?.status).toBe('withdrawn')
  })

  it('a closed day gives its sessions’ swimmers credits; with the site rule off a cancel gives none', async () => {
    const { date, swimmer, sessionId } = await sessionAhead(2)
    const closed = await call('POST', `/api/sites/${CLUB_13}/closures`, { date, reason: 'Public holiday' })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().creditsGiven).toEqual(
      expect.arrayContaining([{ creditID: expect.any(Number), swimmerID: swimmer.id }]),
    )
    expect((await creditsOf(swimmer.id)).find((row) => row.fromSessionID === sessionId)).toMatchObject({
      status: 'open',
      reason: 'cancelled',
    })
    const reopened = await call('DELETE', `/api/sites/${CLUB_13}/closures/${date}`)
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json().creditsWithdrawn.length).toBeGreaterThan(0)

    const rules = await call('GET', `/api/sites/${CLUB_13}/settings`)
    expect(rules.json()).toMatchObject({ cancelGivesMakeup: true })
    const off = await call('PUT', `/api/sites/${CLUB_13}/settings`, {
      makeupExpiryWeeks: 4,
      waitlistOfferDays: 3,
      cancelGivesMakeup: false,
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ cancelGivesMakeup: false })
    const other = await sessionAhead(3)
    const cancelled = await call('POST', `/api/sessions/${other.sessionId}/cancel`, { reason: 'Coach ill' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().creditsGiven).toEqual([])
  })
})
