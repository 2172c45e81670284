import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerDetails } from '@contract/swimmers'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { NOUR } from '@/testing/swimmersTestServer'
import { EditSwimmerDialog } from './EditSwimmerDialog'

// Issue 27, "Finding people": Edit Swimmer corrects the whole birth date, not only its year. A corrected date brings
// its year to Year and is sent; a Year changed alone sends no date (the server moves the date on record to it).

jest.setTimeout(30_000)

const DETAILS: Partial<SwimmerDetails> = {
  ...NOUR,
  birthDate: '2015-03-04',
  gender: 6,
  genderName: 'Female',
  startLevel: 12,
  startLevelName: 'Level 1',
  subscriptionEnd: '2027-01-20',
  frozenSince: null,
  freezeScheduled: null,
  primaryPhone: '01012345678',
  secondaryPhone: null,
  primaryJob: null,
  secondaryJob: null,
  email: 'parent@example.com',
  address: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  groups: [],
  owedToFamily: { owed: 0, credits: [] },
}

function renderEdit() {
  const sent: unknown[] = []
  server.use(
    http.get('/api/swimmers/501/info-tab', () => HttpResponse.json(DETAILS)),
    http.put('/api/swimmers/update', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ message: 'Swimmer updated successfully' })
    }),
  )
  signIn({ site: CLUB_13 })
  const view = renderWithProviders(<EditSwimmerDialog swimmer={NOUR} onClose={() => undefined} />)
  return { ...view, sent }
}

describe('Edit Swimmer', () => {
  it('corrects the whole birth date, its year following in Year', async () => {
    const { user, sent } = renderEdit()
    const dialog = await screen.findByRole('dialog', { name: 'Edit Swimmer' })
    const birthDate = within(dialog).getByLabelText(/^Birth Date/)
    expect(birthDate).toHaveValue('2015-03-04')
    fireEvent.change(birthDate, { target: { value: '2014-07-14' } })
    await waitFor(() => expect(within(dialog).getByLabelText(/^Year/)).toHaveValue('2014'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ swimmerID: 501, year: '2014', birthDate: '2014-07-14' })
  })

  it('sends no date when only Year changes, as before', async () => {
    const { user, sent } = renderEdit()
    const dialog = await screen.findByRole('dialog', { name: 'Edit Swimmer' })
    const year = within(dialog).getByLabelText(/^Year/)
    await user.clear(year)
    await user.type(year, '2016')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ year: '2016' })
    expect(sent[0]).not.toHaveProperty('birthDate')
  })
})
