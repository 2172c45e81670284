import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw/server'
import { renderWithProviders } from '@/testing/test-utils'
import { EditSchoolDialog } from './EditSchoolDialog'
import { testSchool } from './testSchool'

// Issue 27: Edit School, the create form's fields filled in from the school; the server checks the change as it
// checks a creation, and its refusal shows on the field it names.

const SCHOOL = testSchool()

const COACHES = [
  { coachID: 11, fullName: 'Omar Fahmy' },
  { coachID: 12, fullName: 'Sarah Wilson' },
]

function renderDialog(school = SCHOOL) {
  const onClose = jest.fn()
  server.use(http.get('/api/schools/coach-options/:site', () => HttpResponse.json(COACHES)))
  const view = renderWithProviders(<EditSchoolDialog school={school} userID={8} onClose={onClose} />)
  return { ...view, onClose }
}

// MUI dialogs in jsdom are slow on a busy machine.
jest.setTimeout(30_000)

describe('EditSchoolDialog', () => {
  it('starts from the school and sends the change with its id and site', async () => {
    let body: Record<string, unknown> | undefined
    server.use(
      http.put('/api/schools/update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ message: 'School updated successfully', schoolID: 40 })
      }),
    )
    const { user, onClose } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'Edit school 40' })).toBeInTheDocument()
    await screen.findByRole('option', { name: 'Sarah Wilson (ID 12)' })
    expect(screen.getByRole('combobox', { name: /School Level/ })).toHaveValue('12')
    expect(screen.getByRole('combobox', { name: /^Coach/ })).toHaveValue('11')
    expect(screen.getByLabelText(/Start Time/)).toHaveValue('16:00')
    expect(screen.getByLabelText(/Capacity/)).toHaveValue('10')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Coach/ }), 'Sarah Wilson (ID 12)')
    await user.clear(screen.getByLabelText(/Capacity/))
    await user.type(screen.getByLabelText(/Capacity/), '١٤')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body).toMatchObject({
      schoolID: '40',
      site: '62',
      schoolLevel: '12',
      coachID: '12',
      firstDay: '216',
      secondDay: '219',
      startTime: '16:00',
      endTime: '17:00',
      capacity: '١٤',
    })
    expect(await screen.findByText('School 40 updated')).toBeInTheDocument()
  })

  it('keeps the level while swimmers are enrolled, and says so', async () => {
    renderDialog({ ...SCHOOL, enrolled: 3, numberCapacity: '3 / 10' })
    expect(screen.getByRole('combobox', { name: /School Level/ })).toBeDisabled()
    expect(screen.getByText('The level stays while swimmers are enrolled (3)')).toBeInTheDocument()
    expect(screen.getByText('Places in the school: at least the 3 enrolled')).toBeInTheDocument()
  })

  it('shows the server’s refusal on the field it names and stays open', async () => {
    server.use(
      http.put('/api/schools/update', () =>
        HttpResponse.json(
          {
            code: 'conflict',
            message: 'Coach Sarah Wilson already teaches school 41 (Level 1) on Saturday, Tuesday from 16:00 to 17:00',
            errors: { coachID: 'This coach is busy at that time' },
          },
          { status: 409 },
        ),
      ),
    )
    const { user, onClose } = renderDialog()
    await screen.findByRole('option', { name: 'Sarah Wilson (ID 12)' })
    await user.selectOptions(screen.getByRole('combobox', { name: /^Coach/ }), 'Sarah Wilson (ID 12)')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This coach is busy at that time')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })
})
