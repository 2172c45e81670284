import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DAYS, LOOKUP_GROUP } from '@contract/lookups'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { useAppCode } from './useAppCode'

function DayList() {
  const { items, isFallback } = useAppCode(LOOKUP_GROUP.day)
  return (
    <ul aria-label={isFallback ? 'fixed days' : 'server days'}>
      {items.map((item) => (
        <li key={item.code}>{item.description}</li>
      ))}
    </ul>
  )
}

const FALLBACK_TOAST = 'Failed to load some dropdown data. Using static data as fallback.'

beforeEach(() => signIn({ site: CLUB_13 }))

describe('useAppCode', () => {
  it("shows the server's list when the call succeeds", async () => {
    server.use(http.get('/api/AppCode/214', () => HttpResponse.json([{ code: 215, description: 'Friday (server)' }])))
    renderWithProviders(<DayList />)
    const list = await screen.findByRole('list', { name: 'server days' })
    expect(list).toHaveTextContent('Friday (server)')
    expect(screen.queryByText(FALLBACK_TOAST)).not.toBeInTheDocument()
  })

  it('falls back to the fixed table and says so when the call fails', async () => {
    server.use(http.get('/api/AppCode/214', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    renderWithProviders(<DayList />)
    expect(await screen.findByText(FALLBACK_TOAST)).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'fixed days' })
    expect(Array.from(list.children, (item) => item.textContent)).toEqual(DAYS.map((day) => day.description))
  })

  it('treats a malformed answer as a failure', async () => {
    server.use(http.get('/api/AppCode/214', () => HttpResponse.json([{ id: 1, name: 'Friday' }])))
    renderWithProviders(<DayList />)
    expect(await screen.findByText(FALLBACK_TOAST)).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'fixed days' })).toHaveTextContent('Saturday')
  })

  it('leaves a 401 to the session instead of warning about dropdowns', async () => {
    server.use(http.get('/api/AppCode/214', () => HttpResponse.json({ message: 'expired' }, { status: 401 })))
    renderWithProviders(<DayList />)
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument()
    expect(screen.queryByText(FALLBACK_TOAST)).not.toBeInTheDocument()
  })

  // Issue 25: on Arabic screens the dropdowns named levels, school types and days in English.
  it("names the lookups' items in Arabic on Arabic screens", async () => {
    server.use(
      http.get('/api/AppCode/214', () =>
        HttpResponse.json([
          { code: 216, description: 'Saturday' },
          { code: 218, description: 'Monday' },
        ]),
      ),
    )
    await applyLanguage('ar')
    try {
      renderWithProviders(<DayList />)
      const list = await screen.findByRole('list', { name: 'server days' })
      expect(Array.from(list.children, (item) => item.textContent)).toEqual(['السبت', 'الاتنين'])
    } finally {
      await applyLanguage('en')
    }
  })
})
