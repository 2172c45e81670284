import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw/server'
import { CLUB_13 } from '@/testing/fixtures'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SchoolListPage } from './SchoolListPage'

jest.setTimeout(30_000)

const SUMMARY = {
  summaries: [
    {
      schoolID: 40,
      fullName: 'Omar Fahmy',
      schoolLevel: 'Level 1',
      schoolType: 'Baby Class',
      days: 'Saturday, Tuesday',
      fromTo: '16:00 - 17:00',
      capacity: 12,
      enrolled: 7,
    },
  ],
  invoices: [
    { months: 1, invoice: 385 },
    { months: 3, invoice: 1097.5 },
    { months: 12, invoice: 3927 },
  ],
}

function renderPage(answer: object = SUMMARY, status = 200) {
  const requests: string[] = []
  server.use(
    http.get('/api/SchoolSummary/ShowSchoolsSummary', ({ request }) => {
      requests.push(new URL(request.url).search)
      return HttpResponse.json(answer, { status })
    }),
  )
  signIn({ site: CLUB_13 })
  return { ...renderWithProviders(<SchoolListPage />, { route: '/school-list' }), requests }
}

describe('SchoolListPage', () => {
  it('asks for both type and level', async () => {
    const { user, requests } = renderPage()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Baby Class')
    await user.click(screen.getByRole('button', { name: 'Get Data' }))
    expect(await screen.findByText('Please select both Type and Level')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows the summaries and the invoice amounts in the academy currency, with "1 Month" singular', async () => {
    const { user, requests } = renderPage()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Baby Class')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 1')
    await user.click(screen.getByRole('button', { name: 'Get Data' }))
    expect(await screen.findByRole('heading', { name: 'School Summaries' })).toBeInTheDocument()
    expect(requests).toEqual(['?site=62&type=77&schoolLevel=12'])
    const card = screen.getByRole('heading', { name: 'School #40' }).closest('li')!
    expect(within(card).getByText('Coach: Omar Fahmy')).toBeInTheDocument()
    expect(within(card).getByText('7 / 12')).toBeInTheDocument()
    expect(within(card).getByText('16:00 - 17:00')).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Invoice amounts by duration' })).getAllByRole('row')
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Months', 'Invoice Amount'],
      ['1 Month', 'EGP 385.00'],
      ['3 Months', 'EGP 1,097.50'],
      ['12 Months', 'EGP 3,927.00'],
    ])
    expect(await screen.findByText('Data loaded successfully')).toBeInTheDocument()
  })

  it('clears the results when a criterion changes', async () => {
    const { user } = renderPage()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Baby Class')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 1')
    await user.click(screen.getByRole('button', { name: 'Get Data' }))
    await screen.findByRole('heading', { name: 'School Summaries' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 2')
    expect(screen.queryByRole('heading', { name: 'School Summaries' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when there is no data, and when the call fails', async () => {
    const { user } = renderPage({ summaries: [], invoices: [] })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Team')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'PTeam D')
    await user.click(screen.getByRole('button', { name: 'Get Data' }))
    expect(await screen.findByText('No data found for the selected criteria.')).toBeInTheDocument()
    expect(await screen.findByText('No schools found for the selected criteria')).toBeInTheDocument()

    server.use(http.get('/api/SchoolSummary/ShowSchoolsSummary', () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Get Data' }))
    expect(await screen.findByText('Failed to fetch school data')).toBeInTheDocument()
  })
})
