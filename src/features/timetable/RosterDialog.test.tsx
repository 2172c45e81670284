import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { applyLanguage } from '@/i18n/languages'
import type { SessionDetails } from '@contract/sessions'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { RosterDialog } from './RosterDialog'
import { UPCOMING_SESSION } from '@/testing/sessionFixture'

jest.setTimeout(30_000)

const SESSION: SessionDetails = {
  ...UPCOMING_SESSION,
  roster: [
    {
      swimmerID: 31,
      fullName: 'Laila Samir',
      makeup: false,
      creditID: null,
      status: 'present',
      notes: '',
      markedBy: 'Karim Cashier',
      markedAt: '2026-11-24T15:05:00.000Z',
    },
    {
      swimmerID: 32,
      fullName: 'Youssef Adel',
      makeup: false,
      creditID: null,
      status: null,
      notes: null,
      markedBy: null,
      markedAt: null,
    },
    {
      swimmerID: 40,
      fullName: 'Nour Hany',
      makeup: true,
      creditID: 7,
      status: null,
      notes: null,
      markedBy: null,
      markedAt: null,
    },
  ],
}

const ALL_ACTIONS = ['ShowSchoolInfo', 'UpdateSchoolInfo', 'ManageAttendance', 'Attendes']

function sessionServer(session: SessionDetails = SESSION, actions: string[] = ALL_ACTIONS) {
  const saved: unknown[] = []
  server.use(
    http.post('/api/schools/search-actions', () => HttpResponse.json(actions.map((actionName) => ({ actionName })))),
    http.get('/api/sessions/:id', () => HttpResponse.json(session)),
    http.post('/api/sessions/:id/attendance', async ({ request }) => {
      const body = await request.json()
      saved.push(body)
      return HttpResponse.json({
        message: 'Attendance saved for School 12 on 24 Nov 2026',
        sessionID: 501,
        created: 1,
        updated: 1,
        creditsGiven: [],
        creditsWithdrawn: [],
        saved: [],
        conflicts: [],
        roster: session.roster,
      })
    }),
  )
  return saved
}

function renderDialog() {
  signIn({ user: buildUser(), site: SMART_WAY })
  const onClose = jest.fn()
  const view = renderWithProviders(<RosterDialog sessionID={501} onClose={onClose} />, {
    userEventOptions: { delay: null },
  })
  return { ...view, onClose }
}

describe('RosterDialog', () => {
  it('lists the swimmers, the make-up guest marked as such, and who marked whom and when', async () => {
    sessionServer()
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const list = within(dialog).getByRole('list', { name: 'Attendance of the session' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    // The name isolated in its own direction, so an Arabic name does not pull its ID before it in English.
    const name = within(rows[0]).getByText('Laila Samir')
    expect(name.tagName).toBe('BDI')
    expect(name.parentElement).toHaveTextContent(/^Laila Samir \(31\)$/)
    expect(within(rows[0]).getByText(/^Marked by Karim Cashier on/)).toBeInTheDocument()
    expect(within(rows[1]).getByText('Not marked yet')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Make-up guest')).toBeInTheDocument()
    expect(within(rows[0]).queryByText('Make-up guest')).not.toBeInTheDocument()
    expect(within(rows[0]).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByText('Coach: Omar Hassan')).toBeInTheDocument()
  })

  it("draws the roster once, when the user's actions for the group are known: usable from the start (issue 27)", async () => {
    sessionServer()
    let answerActions: (() => void) | undefined
    server.use(
      http.post(
        '/api/schools/search-actions',
        () =>
          new Promise<Response>((resolve) => {
            answerActions = () => resolve(HttpResponse.json(ALL_ACTIONS.map((actionName) => ({ actionName }))))
          }),
      ),
    )
    renderDialog()
    await waitFor(() => expect(answerActions).toBeDefined())
    // The roster is in, the actions are not: still loading, no list of swimmers yet.
    expect(await screen.findByText('Loading the roster…')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Attendance of the session' })).not.toBeInTheDocument()
    answerActions!()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    expect(within(dialog).getAllByRole('button', { name: 'Excused' })[0]).toBeEnabled()
  })

  it("shows each entry's alerts as an icon with words, in English and Arabic (issue 28)", async () => {
    const [laila, youssef, nour] = SESSION.roster
    sessionServer({
      ...SESSION,
      roster: [
        { ...laila, alerts: ['medical', 'unpaid'] },
        { ...youssef, alerts: ['frozen', 'firstSession'] },
        { ...nour, alerts: ['makeupGuest'] },
      ],
    })
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const alertsOf = (name: string) => within(dialog).getByRole('group', { name: `What to know about ${name}` })
    expect(
      within(alertsOf('Laila Samir'))
        .getAllByText(/./)
        .map((node) => node.textContent),
    ).toEqual(['Medical note', 'Unpaid'])
    expect(within(alertsOf('Youssef Adel')).getByText('Frozen')).toBeInTheDocument()
    expect(within(alertsOf('Youssef Adel')).getByText('First session')).toBeInTheDocument()
    expect(within(alertsOf('Nour Hany')).getByText('Make-up guest')).toBeInTheDocument()
    // Each chip carries its icon beside the words.
    expect(alertsOf('Laila Samir').querySelectorAll('svg')).toHaveLength(2)
  })

  it('links each swimmer to their family with Mod_SW ViewFamilies (issue 28)', async () => {
    sessionServer()
    server.use(
      http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: ['Mod_SW:ViewFamilies'] })),
    )
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const link = await within(dialog).findByRole('link', { name: 'Family of Youssef Adel' })
    expect(link).toHaveTextContent('Family')
    expect(link).toHaveAttribute('href', '/families?swimmer=32')
  })

  it('offers no family link without ViewFamilies (issue 28)', async () => {
    sessionServer()
    server.use(http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: [] })))
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await within(dialog).findByText('Youssef Adel')
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
  })

  it('opens the evaluation on the deck with Mod_SC EvaluateSkills only (issue 31)', async () => {
    sessionServer()
    server.use(
      http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: ['Mod_SC:EvaluateSkills'] })),
    )
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const link = await within(dialog).findByRole('link', { name: 'Evaluate skills' })
    expect(link).toHaveAttribute('href', `/sessions/${SESSION.sessionID}/evaluate`)
    expect(within(dialog).queryByRole('link', { name: /Family of/ })).not.toBeInTheDocument()
  })

  it('says the alerts in Arabic (issue 28)', async () => {
    const [laila] = SESSION.roster
    sessionServer({ ...SESSION, roster: [{ ...laila, alerts: ['medical', 'unpaid', 'frozen', 'firstSession'] }] })
    await applyLanguage('ar')
    try {
      renderDialog()
      const group = await screen.findByRole('group', { name: 'تنبيهات عن Laila Samir' })
      for (const words of ['ملاحظة طبية', 'عليه فلوس', 'مجمّد', 'أول حصة']) {
        expect(within(group).getByText(words)).toBeInTheDocument()
      }
    } finally {
      cleanup()
      await applyLanguage('en')
    }
  })

  it('saves only the swimmers changed, each with the mark it was based on (issue 25)', async () => {
    const saved = sessionServer()
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const youssef = within(dialog).getByRole('group', { name: 'Attendance of Youssef Adel' })
    await waitFor(() => expect(within(youssef).getByRole('button', { name: 'Excused' })).toBeEnabled())
    await user.click(within(youssef).getByRole('button', { name: 'Excused' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes for Youssef Adel' }), 'Sick')
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }))

    await waitFor(() => expect(saved).toHaveLength(1))
    // Laila's mark was not touched: not sent, so another desk's change to it since is not overwritten.
    expect(saved[0]).toEqual({ entries: [{ swimmerID: 32, status: 'excused', notes: 'Sick', basedOn: null }] })
    expect(await screen.findByText('Attendance saved for School 12 on 24 Nov 2026')).toBeInTheDocument()
  })

  it('before the session only excused can be chosen, and says which credits a save will withdraw', async () => {
    const saved = sessionServer({
      ...SESSION,
      roster: SESSION.roster.map((entry) =>
        entry.swimmerID === 31 ? { ...entry, status: 'excused' as const, notes: 'Flu' } : entry,
      ),
    })
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const laila = within(dialog).getByRole('group', { name: 'Attendance of Laila Samir' })
    await waitFor(() => expect(within(laila).getByRole('button', { name: 'Excused' })).toBeEnabled())
    expect(within(laila).getByRole('button', { name: 'Present' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'All present' })).not.toBeInTheDocument()
    expect(within(dialog).queryByText(/Saving withdraws/)).not.toBeInTheDocument()
    // Clicking the selected Excused clears it: the dialog says what the save will withdraw, before it saves.
    await user.click(within(laila).getByRole('button', { name: 'Excused' }))
    expect(
      within(dialog).getByText('Saving withdraws the make-up credit given for the excused absence of: Laila Samir.'),
    ).toBeInTheDocument()
    expect(saved).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }))
    await waitFor(() =>
      expect(saved).toEqual([{ entries: [{ swimmerID: 31, status: null, basedOn: '2026-11-24T15:05:00.000Z' }] }]),
    )
  })

  it('shows a conflict by name: the swimmer another desk marked since', async () => {
    sessionServer()
    server.use(
      http.post('/api/sessions/:id/attendance', () =>
        HttpResponse.json(
          {
            message:
              'Changed by someone else since you opened School 12 (Level 3) on 2036-11-25: Youssef Adel (marked by Mona ' +
              'Administrator at 2036-11-24T10:00:00.000Z); open it again to see their marks',
            conflicts: [
              {
                swimmerID: 32,
                fullName: 'Youssef Adel',
                markedBy: 'Mona Administrator',
                markedAt: '2036-11-24T10:00:00.000Z',
              },
            ],
            saved: [],
          },
          { status: 409 },
        ),
      ),
    )
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    const youssef = within(dialog).getByRole('group', { name: 'Attendance of Youssef Adel' })
    await waitFor(() => expect(within(youssef).getByRole('button', { name: 'Excused' })).toBeEnabled())
    await user.click(within(youssef).getByRole('button', { name: 'Excused' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }))
    expect((await screen.findAllByText(/Youssef Adel \(marked by Mona Administrator/)).length).toBeGreaterThan(0)
  })

  it('shows the server refusal at the top of the form and keeps the marks', async () => {
    // A session of a past day: present can be marked (only from the session's day, issue 25).
    sessionServer({ ...SESSION, date: '2020-01-07', upcoming: false })
    server.use(
      http.post('/api/sessions/:id/attendance', () =>
        HttpResponse.json({ message: 'Swimmer 99 is not on the roster of School 12 on 24 Nov 2026' }, { status: 400 }),
      ),
    )
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(dialog).findByRole('button', { name: 'Mark the rest present' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }))
    expect(
      await within(dialog).findByText('Swimmer 99 is not on the roster of School 12 on 24 Nov 2026'),
    ).toBeInTheDocument()
    const nour = within(dialog).getByRole('group', { name: 'Attendance of Nour Hany' })
    expect(within(nour).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('cannot mark a session the server says is not open for attendance, and says why', async () => {
    sessionServer({
      ...SESSION,
      canTakeAttendance: false,
      attendanceRefusal: 'Attendance for 1 Dec 2026 can be taken from that day on',
    })
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    expect(within(dialog).getByText('Attendance for 1 Dec 2026 can be taken from that day on')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save attendance' })).toBeDisabled()
    // Nothing to press: each swimmer's mark in words (Laila was marked present), no greyed-out controls.
    expect(within(dialog).queryByRole('group', { name: 'Attendance of Laila Samir' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Absent' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    const laila = within(dialog).getByText('Laila Samir').closest('li')!
    expect(within(laila).getByText('Present')).toBeInTheDocument()
  })

  it('offers neither cancel nor substitute for a past session (the server refuses both)', async () => {
    sessionServer({ ...SESSION, date: '2020-01-07', upcoming: false })
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    // Nothing changed yet, so nothing to save; marking is offered (the actions are known).
    expect(await within(dialog).findByRole('button', { name: 'Mark the rest present' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save attendance' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Substitute coach' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Book a make-up guest' })).not.toBeInTheDocument()
  })

  it('marks a cancelled session in words, offers Restore and not Cancel', async () => {
    sessionServer({ ...SESSION, status: 'cancelled', statusReason: 'Coach ill', canTakeAttendance: false })
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    expect(within(dialog).getByText(/This session is cancelled\. Reason: Coach ill/)).toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: 'Restore session' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument()
  })

  it('restoring says whose make-up credits the restore withdrew, by name (issue 25)', async () => {
    const cancelled = { ...SESSION, status: 'cancelled' as const, statusReason: 'Coach ill', canTakeAttendance: false }
    sessionServer(cancelled)
    server.use(
      http.post('/api/sessions/:id/restore', () => {
        const { roster: _roster, canTakeAttendance: _c, attendanceRefusal: _a, upcoming: _u, ...row } = SESSION
        return HttpResponse.json({
          message: 'School 12 on 2026-11-24 is restored',
          session: row,
          creditsWithdrawn: [
            { creditID: 91, swimmerID: 31 },
            { creditID: 92, swimmerID: 32 },
          ],
        })
      }),
    )
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(dialog).findByRole('button', { name: 'Restore session' }))
    // The server's sentence with its day as the screens write one, then whose credits went.
    expect(await screen.findByText('School 12 on 24 Nov 2026 is restored')).toBeInTheDocument()
    expect(await screen.findByText('Make-up credits withdrawn from Laila Samir and Youssef Adel.')).toBeInTheDocument()
  })

  it("offers only what the school's action list allows: reading only, or attendance without cancelling", async () => {
    sessionServer(SESSION, ['ShowSchoolInfo'])
    renderDialog()
    let dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    expect(within(dialog).queryByRole('group', { name: 'Session actions' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Save attendance' })).toBeDisabled()
    cleanup()

    sessionServer(SESSION, ['ManageAttendance'])
    renderDialog()
    dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    expect(await within(dialog).findByRole('button', { name: 'Book a make-up guest' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument()
  })

  it('cancels the session with a reason', async () => {
    sessionServer()
    const bodies: unknown[] = []
    server.use(
      http.post('/api/sessions/:id/cancel', async ({ request }) => {
        bodies.push(await request.json())
        const { roster: _roster, canTakeAttendance: _c, attendanceRefusal: _a, upcoming: _u, ...row } = SESSION
        return HttpResponse.json({
          message: 'School 12 on 24 Nov 2026 is cancelled',
          session: { ...row, status: 'cancelled', statusReason: 'Pool heater broken' },
        })
      }),
    )
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'School 12 · Level 3' })
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel session' }))
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this session' })
    await user.click(within(cancel).getByRole('button', { name: 'Cancel the session' }))
    expect(await within(cancel).findAllByText('Please enter a reason')).not.toHaveLength(0)
    await user.type(within(cancel).getByRole('textbox', { name: 'Reason' }), 'Pool heater broken')
    await user.click(within(cancel).getByRole('button', { name: 'Cancel the session' }))
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Pool heater broken' }]))
    expect(await screen.findByText('School 12 on 24 Nov 2026 is cancelled')).toBeInTheDocument()
  })
})
