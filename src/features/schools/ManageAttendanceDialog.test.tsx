import { applyLanguage } from '@/i18n/languages'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolSessionDate, SessionAttendance } from '@contract/attendance'
import { server } from '@/testing/msw/server'
import { renderWithProviders } from '@/testing/test-utils'
import { ManageAttendanceDialog } from './ManageAttendanceDialog'
import { testSchool } from './testSchool'

const SCHOOL = testSchool({ numberCapacity: '2 / 10', enrolled: 2 })

const SWIMMERS = [
  {
    swimmerID: 501,
    fullName: 'Nour Hassan',
    year: 2017,
    currentLevel: 'Level 1',
    enrolmentStart: '2026-10-01',
    enrolmentEnd: '2026-12-01',
    frozen: false,
  },
  {
    swimmerID: 502,
    fullName: 'Adam Carter',
    year: 2016,
    currentLevel: 'Level 1',
    enrolmentStart: '2026-10-01',
    enrolmentEnd: '2026-12-01',
    frozen: true,
  },
]

/** The school's sessions up to today (Saturday 21 November), newest first, as the server lists them. */
const SESSIONS: SchoolSessionDate[] = [
  { date: '2026-11-21', day: 216, dayName: 'Saturday', status: 'scheduled', statusReason: null, recorded: false },
  { date: '2026-11-17', day: 219, dayName: 'Tuesday', status: 'scheduled', statusReason: null, recorded: false },
  { date: '2026-11-14', day: 216, dayName: 'Saturday', status: 'scheduled', statusReason: null, recorded: true },
  {
    date: '2026-11-10',
    day: 219,
    dayName: 'Tuesday',
    status: 'cancelled',
    statusReason: 'Pool maintenance',
    recorded: false,
  },
]

/** The session of a date as the server answers it: nothing recorded unless `recorded` says what is. */
function sessionOf(date: string, recorded?: Partial<SessionAttendance>): SessionAttendance {
  const session = SESSIONS.find((entry) => entry.date === date)!
  return {
    schoolID: 40,
    day: session.day,
    dayName: session.dayName,
    sessionDate: date,
    recorded: false,
    timeAttend: null,
    recordedAt: null,
    recordedBy: null,
    entries: [],
    roster: SWIMMERS.map(({ swimmerID, fullName }) => ({ swimmerID, fullName })),
    ...recorded,
  }
}

/** Saturday's session as Karim Cashier recorded it: Nour present, Adam absent with a note. */
const RECORDED_SATURDAY: Partial<SessionAttendance> = {
  recorded: true,
  timeAttend: '16:05',
  recordedAt: '2026-11-21T09:30:00.000Z',
  recordedBy: 'Karim Cashier',
  entries: [
    { swimmerID: 502, fullName: 'Adam Carter', attended: false, notes: 'Travelling' },
    { swimmerID: 501, fullName: 'Nour Hassan', attended: true, notes: null },
  ],
}

function renderDialog(swimmers = SWIMMERS, recordedDates: Record<string, Partial<SessionAttendance>> = {}) {
  const onClose = jest.fn()
  server.use(
    http.get('/api/schools/:id/swimmers', () => HttpResponse.json(swimmers)),
    http.get('/api/schools/:id/session-dates', () =>
      HttpResponse.json({ schoolID: 40, from: '2025-11-22', to: '2026-11-21', sessions: SESSIONS }),
    ),
    http.get('/api/schools/:id/attendance', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? ''
      return HttpResponse.json(sessionOf(date, recordedDates[date]))
    }),
  )
  const rendered = renderWithProviders(<ManageAttendanceDialog school={SCHOOL} userID={8} onClose={onClose} />)
  /** Chooses a session by its date, once the list has loaded. */
  const choose = async (date: string) => {
    await screen.findByRole('option', { name: new RegExp(date === '2026-11-21' ? '21 Nov' : date.slice(8)) })
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: /Session/ }), date)
  }
  return { ...rendered, onClose, choose }
}

interface SentSave {
  date?: string
  attendes: Array<{ swimmerID: number; attend: boolean; day: number }>
}

/** Answers /Attendes/Save as saved for the session of `date`; `body` is what was sent. */
function answerSaves(date: string, counts: { created: number; updated: number }) {
  const sent: { body?: SentSave } = {}
  server.use(
    http.post('/api/Attendes/Save', async ({ request }) => {
      sent.body = (await request.json()) as SentSave
      return HttpResponse.json({
        message: 'Attendance saved successfully',
        schoolID: 40,
        sessionDate: date,
        ...counts,
        changes: [],
      })
    }),
  )
  return sent
}

// MUI dialogs in jsdom are slow on a busy machine.
jest.setTimeout(30_000)

describe('ManageAttendanceDialog', () => {
  it('keeps Save disabled until a session and a time are chosen; the time starts as the school’s', async () => {
    const { user, choose } = renderDialog()
    await screen.findByText('Nour Hassan')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    // The school's days from their codes, in the user's language.
    expect(screen.getByText('School 40 · Saturday, Tuesday · 16:00 - 17:00')).toBeInTheDocument()
    // The school's sessions up to today, newest first, by weekday and date; a cancelled one cannot be chosen.
    await screen.findByRole('option', { name: 'Sat 21 Nov 2026' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a session…',
      'Sat 21 Nov 2026',
      'Tue 17 Nov 2026',
      'Sat 14 Nov 2026 · recorded',
      'Tue 10 Nov 2026 · cancelled: Pool maintenance',
    ])
    expect(screen.getByRole('option', { name: /Tue 10 Nov 2026/ })).toBeDisabled()
    await choose('2026-11-17')
    expect(screen.getByLabelText(/Time/)).toHaveValue('16:00')
    expect(save).toBeEnabled()
    await user.clear(screen.getByLabelText(/Time/))
    expect(save).toBeDisabled()
  })

  it('records an earlier session than the latest of its weekday, sending its date and day', async () => {
    const sent = answerSaves('2026-11-14', { created: 0, updated: 2 })
    const { user, choose, onClose } = renderDialog(SWIMMERS)
    await choose('2026-11-14')
    expect(await screen.findByText('Session of Saturday 14 Nov 2026')).toBeInTheDocument()
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent.body?.date).toBe('2026-11-14')
    // Nour, absent; Adam, frozen and unticked, is not recorded (issue 27).
    expect(sent.body?.attendes.map((entry) => [entry.swimmerID, entry.day])).toEqual([[501, 216]])
  })

  it('marks every swimmer present but the frozen, then takes exceptions, and the toast counts what was saved', async () => {
    const sent = answerSaves('2026-11-21', { created: 2, updated: 0 })
    const third = { ...SWIMMERS[0], swimmerID: 503, fullName: 'Laila Samir', frozen: false }
    const { user, choose, onClose } = renderDialog([...SWIMMERS, third])
    await screen.findByText('Laila Samir')
    // Laila is on the session's roster too.
    server.use(
      http.get('/api/schools/:id/attendance', () =>
        HttpResponse.json({
          ...sessionOf('2026-11-21'),
          roster: [...SWIMMERS, third].map(({ swimmerID, fullName }) => ({ swimmerID, fullName })),
        }),
      ),
    )
    await choose('2026-11-21')
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Mark all present' }))
    expect(screen.getByText('2 swimmers marked present: untick anyone absent, then Save.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Nour Hassan attended' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Laila Samir attended' })).toBeChecked()
    // Adam is frozen: not expected, so not ticked.
    expect(screen.getByRole('checkbox', { name: 'Adam Carter attended' })).not.toBeChecked()
    // The exception: Laila is absent today.
    await user.click(screen.getByRole('checkbox', { name: 'Laila Samir attended' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // Adam, frozen and left unticked, is not recorded absent (issue 27): the toast counts the two the desk marked, as
    // 'Mark all present' did.
    expect(sent.body?.attendes.map((entry) => [entry.swimmerID, entry.attend])).toEqual([
      [501, true],
      [503, false],
    ])
    expect(
      await screen.findByText('Attendance saved for 21 Nov 2026 (2 swimmers: 1 present, 1 absent)'),
    ).toBeInTheDocument()
  })

  it('sends one entry per swimmer with the day code, time, attend and notes', async () => {
    let body: { attendes: unknown[] } | undefined
    server.use(
      http.post('/api/Attendes/Save', async ({ request }) => {
        body = (await request.json()) as { attendes: unknown[] }
        return HttpResponse.json({
          message: 'Attendance saved successfully',
          schoolID: 40,
          sessionDate: '2026-11-17',
          created: 2,
          updated: 0,
          changes: [],
        })
      }),
    )
    const { user, choose, onClose } = renderDialog()
    await screen.findByText('Nour Hassan')
    await choose('2026-11-17')
    expect(await screen.findByText('Session of Tuesday 17 Nov 2026')).toBeInTheDocument()
    expect(await screen.findByText('Nothing is recorded for this session yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Nour Hassan attended' }))
    await user.type(screen.getByRole('textbox', { name: 'Notes for Adam Carter' }), 'Frozen: travelling')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // Nothing was recorded when the dialog loaded the session: recordedAt null says so to the server. The date is the
    // dated session shown (issue 14), so the marks land on that session whatever the clock says when saving.
    expect(body).toEqual({
      recordedAt: null,
      date: '2026-11-17',
      attendes: [
        { swimmerID: 501, attend: true, day: 219, timeAttend: '16:00', notes: '', userID: 8, schoolID: 40 },
        {
          swimmerID: 502,
          attend: false,
          day: 219,
          timeAttend: '16:00',
          notes: 'Frozen: travelling',
          userID: 8,
          schoolID: 40,
        },
      ],
    })
    expect(
      await screen.findByText('Attendance saved for 17 Nov 2026 (2 swimmers: 1 present, 1 absent)'),
    ).toBeInTheDocument()
  })

  it('lists and sends only the session’s roster: a swimmer enrolled after its date is not on it (issue 25)', async () => {
    let body: { attendes: Array<{ swimmerID: number }> } | undefined
    server.use(
      http.post('/api/Attendes/Save', async ({ request }) => {
        body = (await request.json()) as { attendes: Array<{ swimmerID: number }> }
        return HttpResponse.json({
          message: 'Attendance saved successfully',
          schoolID: 40,
          sessionDate: '2026-11-17',
          created: 1,
          updated: 0,
          changes: [],
        })
      }),
    )
    // Adam joined after Tuesday 17 November: Tuesday's roster is Nour alone.
    const { user, choose, onClose } = renderDialog(SWIMMERS, {
      '2026-11-17': { roster: [{ swimmerID: 501, fullName: 'Nour Hassan' }] },
    })
    await screen.findByText('Adam Carter')
    await choose('2026-11-17')
    expect(await screen.findByText('Session of Tuesday 17 Nov 2026')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Adam Carter')).not.toBeInTheDocument())
    expect(screen.getByText('Nour Hassan')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Nour Hassan attended' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body?.attendes.map((entry) => entry.swimmerID)).toEqual([501])
  })

  it('shows the server’s field errors as validation errors', async () => {
    server.use(
      http.post('/api/Attendes/Save', () =>
        HttpResponse.json(
          {
            message: 'Swimmer 502 is not enrolled in school 40',
            errors: { 'attendes.1.swimmerID': 'Not enrolled in this school' },
          },
          { status: 400 },
        ),
      ),
    )
    const { user, choose, onClose } = renderDialog()
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Validation errors: attendes.1.swimmerID: Not enrolled in this school'),
    ).toBeInTheDocument()
    expect(screen.getByText('Failed to save attendance')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says when the school has no swimmers', async () => {
    const { user, choose } = renderDialog([])
    expect(await screen.findByText('No swimmers found for this school')).toBeInTheDocument()
    await choose('2026-11-21')
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getAllByText('No swimmers found for this school')).toHaveLength(2)
  })

  it("says the school has no swimmers in Arabic when the page is in Arabic (the rule's code, not its English)", async () => {
    await applyLanguage('ar')
    try {
      renderDialog([])
      expect(await screen.findByText('مفيش سبّاحين في المدرسة دي')).toBeInTheDocument()
      expect(screen.queryByText('No swimmers found for this school')).not.toBeInTheDocument()
    } finally {
      await applyLanguage('en')
    }
  })

  it('shows the session date it records and loads what is already recorded: present swimmers ticked', async () => {
    const { choose } = renderDialog(SWIMMERS, { '2026-11-21': RECORDED_SATURDAY })
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    expect(await screen.findByText('Session of Saturday 21 Nov 2026')).toBeInTheDocument()
    expect(
      await screen.findByText('Recorded by Karim Cashier on 21 Nov 2026, 11:30: the marks below are what is recorded.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Nour Hassan attended' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Adam Carter attended' })).not.toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Notes for Adam Carter' })).toHaveValue('Travelling')
    expect(screen.getByLabelText(/Time/)).toHaveValue('16:05')
    // Another date is another session, with nothing recorded: the swimmers' marks stay as they are.
    await choose('2026-11-17')
    expect(await screen.findByText('Session of Tuesday 17 Nov 2026')).toBeInTheDocument()
    expect(await screen.findByText('Nothing is recorded for this session yet.')).toBeInTheDocument()
  })

  it('asks before replacing a recorded session, saying whose presence changes, then replaces it', async () => {
    let body: Record<string, unknown> | undefined
    server.use(
      http.post('/api/Attendes/Save', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({
          message: 'Attendance saved successfully',
          schoolID: 40,
          sessionDate: '2026-11-21',
          created: 0,
          updated: 2,
          changes: [{ swimmerID: 501, fullName: 'Nour Hassan', wasPresent: true, present: false }],
        })
      }),
    )
    const { user, choose, onClose } = renderDialog(SWIMMERS, { '2026-11-21': RECORDED_SATURDAY })
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nour Hassan attended' })).toBeChecked())
    await user.click(screen.getByRole('checkbox', { name: 'Nour Hassan attended' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const confirm = await screen.findByRole('dialog', { name: 'Replace the recorded attendance?' })
    expect(
      within(confirm).getByText('The session of Saturday 21 Nov 2026 is already recorded. Saving replaces it:'),
    ).toBeInTheDocument()
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nour Hassan was present and will be marked absent'])
    expect(body).toBeUndefined()

    // Back keeps the marks as they were changed.
    await user.click(within(confirm).getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('checkbox', { name: 'Nour Hassan attended' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const again = await screen.findByRole('dialog', { name: 'Replace the recorded attendance?' })
    await user.click(within(again).getByRole('button', { name: 'Replace attendance' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body).toMatchObject({
      recordedAt: '2026-11-21T09:30:00.000Z',
      attendes: [
        { swimmerID: 501, attend: false, day: 216, timeAttend: '16:05', notes: '' },
        { swimmerID: 502, attend: false, day: 216, timeAttend: '16:05', notes: 'Travelling' },
      ],
    })
    expect(await screen.findByText('Attendance replaced for 21 Nov 2026 (1 changed)')).toBeInTheDocument()
  })

  it('names a swimmer who was not recorded before in the confirm step', async () => {
    const { user, choose } = renderDialog([SWIMMERS[0], { ...SWIMMERS[1], frozen: false }], {
      '2026-11-21': { ...RECORDED_SATURDAY, entries: [RECORDED_SATURDAY.entries![1]] },
    })
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nour Hassan attended' })).toBeChecked())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const confirm = await screen.findByRole('dialog', { name: 'Replace the recorded attendance?' })
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adam Carter was not recorded and will be marked absent'])
  })

  it('counts in the replaced toast every change the confirmation listed, a first record too (issue 27)', async () => {
    let body: SentSave | undefined
    server.use(
      http.post('/api/Attendes/Save', async ({ request }) => {
        body = (await request.json()) as SentSave
        // The server's changes name only swimmers recorded before whose presence changed: Nour, not Adam.
        return HttpResponse.json({
          message: 'Attendance saved successfully',
          schoolID: 40,
          sessionDate: '2026-11-21',
          created: 1,
          updated: 1,
          changes: [{ swimmerID: 501, fullName: 'Nour Hassan', wasPresent: true, present: false }],
        })
      }),
    )
    const { user, choose, onClose } = renderDialog([SWIMMERS[0], { ...SWIMMERS[1], frozen: false }], {
      '2026-11-21': { ...RECORDED_SATURDAY, entries: [RECORDED_SATURDAY.entries![1]] },
    })
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nour Hassan attended' })).toBeChecked())
    await user.click(screen.getByRole('checkbox', { name: 'Nour Hassan attended' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const confirm = await screen.findByRole('dialog', { name: 'Replace the recorded attendance?' })
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nour Hassan was present and will be marked absent',
      'Adam Carter was not recorded and will be marked absent',
    ])
    await user.click(within(confirm).getByRole('button', { name: 'Replace attendance' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body?.attendes.map((entry) => entry.swimmerID)).toEqual([501, 502])
    expect(await screen.findByText('Attendance replaced for 21 Nov 2026 (2 changed)')).toBeInTheDocument()
  })

  it('does not list or send a frozen swimmer left unticked who was not recorded, and says so when no one else is on it', async () => {
    const onlyAdam = [SWIMMERS[1]]
    const { user, choose } = renderDialog(onlyAdam)
    server.use(
      http.get('/api/schools/:id/attendance', () =>
        HttpResponse.json({ ...sessionOf('2026-11-21'), roster: [{ swimmerID: 502, fullName: 'Adam Carter' }] }),
      ),
    )
    let saves = 0
    server.use(
      http.post('/api/Attendes/Save', () => {
        saves += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await screen.findByText('Adam Carter')
    await choose('2026-11-21')
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Tick who attended: a frozen swimmer is recorded only when ticked or given a note.'),
    ).toBeInTheDocument()
    expect(saves).toBe(0)
  })

  it('shows the refusal of a session recorded again since it was loaded, and loads it again', async () => {
    let loads = 0
    server.use(
      http.post('/api/Attendes/Save', () =>
        HttpResponse.json(
          {
            message:
              'The attendance of school 40 on 2026-11-21 was recorded by Mona Administrator after you opened it: ' +
              'open it again to see what is recorded before you save',
            errors: { recordedAt: 'Recorded again since you opened it' },
          },
          { status: 409 },
        ),
      ),
    )
    const { user, choose, onClose } = renderDialog(SWIMMERS)
    server.use(
      http.get('/api/schools/:id/attendance', ({ request }) => {
        loads++
        return HttpResponse.json(sessionOf(new URL(request.url).searchParams.get('date') ?? ''))
      }),
    )
    await screen.findByText('Nour Hassan')
    await choose('2026-11-21')
    await screen.findByText('Nothing is recorded for this session yet.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(/was recorded by Mona Administrator after you opened it: open it again/),
    ).toBeInTheDocument()
    await waitFor(() => expect(loads).toBe(2))
    expect(onClose).not.toHaveBeenCalled()
  })
})
