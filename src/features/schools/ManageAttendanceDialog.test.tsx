import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolResult } from '@contract/schools'
import { server } from '@/testing/msw/server'
import { renderWithProviders } from '@/testing/test-utils'
import { ManageAttendanceDialog } from './ManageAttendanceDialog'

const SCHOOL: SchoolResult = {
  schoolID: 40,
  fullName: 'Omar Fahmy',
  level: 'Level 1',
  type: 'Baby Class',
  levelCode: 12,
  typeCode: 77,
  days: 'Saturday, Tuesday',
  fromTo: '16:00 - 17:00',
  numberCapacity: '2 / 10',
  coachName: 'Omar Fahmy',
  coachID: 11,
  firstDay: 216,
  secondDay: 219,
  startTime: '16:00',
  endTime: '17:00',
  capacity: 10,
  enrolled: 2,
  site: 62,
  startDate: '2025-01-01',
  endDate: null,
}

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

function renderDialog(swimmers = SWIMMERS) {
  const onClose = jest.fn()
  server.use(http.get('/api/schools/:id/swimmers', () => HttpResponse.json(swimmers)))
  return { ...renderWithProviders(<ManageAttendanceDialog school={SCHOOL} userID={8} onClose={onClose} />), onClose }
}

// MUI dialogs in jsdom are slow on a busy machine.
jest.setTimeout(30_000)

describe('ManageAttendanceDialog', () => {
  it('keeps Save disabled until both day and time are chosen', async () => {
    const { user } = renderDialog()
    await screen.findByText('Nour Hassan')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    // Only the school's own days are offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a day…',
      'Saturday',
      'Tuesday',
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), 'Tuesday')
    expect(save).toBeDisabled()
    await user.type(screen.getByLabelText(/Time/), '16:00')
    expect(save).toBeEnabled()
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
        })
      }),
    )
    const { user, onClose } = renderDialog()
    await screen.findByText('Nour Hassan')
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), 'Tuesday')
    await user.type(screen.getByLabelText(/Time/), '16:00')
    await user.click(screen.getByRole('checkbox', { name: 'Nour Hassan attended' }))
    await user.type(screen.getByRole('textbox', { name: 'Notes for Adam Carter' }), 'Frozen: travelling')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body).toEqual({
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
    expect(await screen.findByText('Attendance saved for 2026-11-17 (2 swimmers)')).toBeInTheDocument()
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
    const { user, onClose } = renderDialog()
    await screen.findByText('Nour Hassan')
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), 'Saturday')
    await user.type(screen.getByLabelText(/Time/), '16:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Validation errors: attendes.1.swimmerID: Not enrolled in this school'),
    ).toBeInTheDocument()
    expect(screen.getByText('Failed to save attendance')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says when the school has no swimmers', async () => {
    const { user } = renderDialog([])
    expect(await screen.findByText('No swimmers found for this school')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: /Day/ }), 'Saturday')
    await user.type(screen.getByLabelText(/Time/), '16:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getAllByText('No swimmers found for this school')).toHaveLength(2)
  })
})
