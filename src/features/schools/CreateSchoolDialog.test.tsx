import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw/server'
import { renderWithProviders } from '@/testing/test-utils'
import { applyLanguage } from '@/i18n/languages'
import { CreateSchoolDialog } from './CreateSchoolDialog'

const COACHES = [
  { coachID: 11, fullName: 'Omar Fahmy' },
  { coachID: 12, fullName: 'Sarah Wilson' },
]

function renderDialog() {
  const onCreated = jest.fn()
  const onClose = jest.fn()
  server.use(http.get('/api/schools/coach-options/:site', () => HttpResponse.json(COACHES)))
  const view = renderWithProviders(
    <CreateSchoolDialog open userID={8} siteID={62} onClose={onClose} onCreated={onCreated} />,
  )
  return { ...view, onCreated, onClose }
}

async function choose(user: ReturnType<typeof renderDialog>['user'], label: RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option)
}

async function fillValidForm(user: ReturnType<typeof renderDialog>['user']) {
  await choose(user, /School Level/, 'Level 1')
  await choose(user, /^Type/, 'Baby Class')
  await screen.findByRole('option', { name: 'Omar Fahmy (ID 11)' })
  await choose(user, /^Coach/, 'Omar Fahmy (ID 11)')
  await choose(user, /First Day/, 'Saturday')
  await choose(user, /Second Day/, 'Tuesday')
  fireEvent.change(screen.getByLabelText(/Start Time/), { target: { value: '07:00' } })
  fireEvent.change(screen.getByLabelText(/End Time/), { target: { value: '08:00' } })
}

// MUI dialogs in jsdom are slow on a busy machine.
jest.setTimeout(30_000)

describe('CreateSchoolDialog', () => {
  // Issue 27: the level list offered the pre-team ladder too, which the server refuses for a school.
  it('offers only school levels', async () => {
    renderDialog()
    const level = screen.getByRole('combobox', { name: /School Level/ })
    const names = within(level)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names).toEqual(expect.arrayContaining(['Level 1', 'Level 5']))
    expect(names.filter((name) => name?.startsWith('PTeam'))).toEqual([])
  })

  it('asks for every required field and sends nothing', async () => {
    let posted = false
    server.use(
      http.post('/api/Schools/create', () => {
        posted = true
        return HttpResponse.json({ message: 'School created successfully', schoolID: 1 })
      }),
    )
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields')
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getAllByText('Please fill in all required fields').length).toBeGreaterThan(1)
    expect(posted).toBe(false)
  })

  // The fill-all message was the contract's English sentence, so an Arabic form said it in English.
  it('asks for the required fields in Arabic when the app is in Arabic', async () => {
    await applyLanguage('ar')
    try {
      const { user } = renderDialog()
      await user.click(await screen.findByRole('button', { name: 'عمل المدرسة' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('من فضلك املا كل الخانات المطلوبة')
      expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument()
    } finally {
      await applyLanguage('en')
    }
  })

  it('refuses the same day twice and a capacity out of range, with the contract’s messages', async () => {
    const { user } = renderDialog()
    await fillValidForm(user)
    await choose(user, /Second Day/, 'Saturday')
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    expect(await screen.findAllByText('The first and second day must be different')).toHaveLength(2)
    await choose(user, /Second Day/, 'Tuesday')
    await user.clear(screen.getByLabelText(/Capacity/))
    await user.type(screen.getByLabelText(/Capacity/), '500')
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    expect(await screen.findAllByText('Capacity must be a whole number from 1 to 100')).toHaveLength(2)
    expect(screen.queryByText('The first and second day must be different')).not.toBeInTheDocument()
  })

  // Issue 25: the server refuses an end time not after the start time (it let a coach be booked twice); the screen
  // still warns first, as the spec asks, and then shows the server's refusal and keeps the form.
  it('warns about an end time not after the start time, sends the strings, and shows the server refusing it', async () => {
    let body: Record<string, unknown> | undefined
    server.use(
      http.post('/api/Schools/create', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(
          {
            message: 'endTime: The end time must be after the start time (07:00 to 06:30)',
            errors: { endTime: 'The end time must be after the start time' },
          },
          { status: 400 },
        )
      }),
    )
    const { user, onCreated } = renderDialog()
    await fillValidForm(user)
    fireEvent.change(screen.getByLabelText(/End Time/), { target: { value: '06:30' } })
    expect(screen.getByText(/The end time is not after the start time/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    expect(await screen.findByText('The end time must be after the start time')).toBeInTheDocument()
    expect(onCreated).not.toHaveBeenCalled()
    expect(body).toEqual({
      schoolLevel: '12',
      type: '77',
      coachID: '11',
      firstDay: '216',
      secondDay: '219',
      startTime: '07:00',
      endTime: '06:30',
      capacity: '12',
      site: '62',
      user: '8',
    })
  })

  it('shows the server’s reason, such as a coach clash, and keeps the form', async () => {
    server.use(
      http.post('/api/Schools/create', () =>
        HttpResponse.json(
          {
            message: 'Coach 11 already teaches school 4 on Saturday, Tuesday from 07:00 to 08:00',
            errors: { coachID: 'This coach is busy at that time' },
          },
          { status: 409 },
        ),
      ),
    )
    const { user, onCreated } = renderDialog()
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    expect(await screen.findByText(/already teaches school 4/)).toBeInTheDocument()
    expect(screen.getByText('This coach is busy at that time')).toBeInTheDocument()
    expect(screen.getByText('Failed to create school')).toBeInTheDocument()
    expect(onCreated).not.toHaveBeenCalled()
  })

  it('treats an error answer that still names the school as a success', async () => {
    server.use(
      http.post('/api/Schools/create', () =>
        HttpResponse.json({ message: 'Created late', schoolID: 77 }, { status: 500 }),
      ),
    )
    const { user, onCreated } = renderDialog()
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(77))
  })
})
