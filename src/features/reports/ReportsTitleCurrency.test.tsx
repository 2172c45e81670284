import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { formattersFor } from '@/i18n/format'
import { applyLanguage } from '@/i18n/languages'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { reportsOverviewFixture } from '@/testing/reportsFixture'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { ReportsPage } from './ReportsPage'

jest.setTimeout(30_000)

// Issue 25 (a gap left): the revenue chart's title named the currency by its code in Arabic too ('الإيرادات كل شهر
// (EGP)'), where every amount of the Arabic UI shows the pound by its Arabic sign ('ج.م.'). The title now names it as
// money does in the language in use.

const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '')

const OVERVIEW = reportsOverviewFixture()

function reportsServer() {
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ['ViewReports'], privileges: [] })),
    http.get('/api/reports/overview', () => HttpResponse.json(OVERVIEW)),
    http.get('/api/progress/overview', () => HttpResponse.json({ levels: [], coaches: [] })),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP', nameAr: 'أكاديمية السباحة' })),
  )
}

afterEach(() => applyLanguage('en'))

describe('the revenue title names the currency as the UI shows money', () => {
  it('in English by its code', async () => {
    reportsServer()
    signIn({ user: buildUser(), site: SMART_WAY })
    renderWithProviders(<ReportsPage />)
    expect(await screen.findByRole('heading', { name: 'Revenue per month (EGP)' })).toBeInTheDocument()
  })

  it('in Arabic by its Arabic sign, as amounts show it', async () => {
    await applyLanguage('ar')
    reportsServer()
    signIn({ user: buildUser(), site: SMART_WAY })
    renderWithProviders(<ReportsPage />)
    const heading = await screen.findByRole('heading', { name: /^الإيرادات كل شهر/ })
    expect(plain(heading.textContent)).toBe('الإيرادات كل شهر (ج.م.)')
    expect(heading.textContent).not.toContain('EGP')
    // The same sign as an amount of the Arabic UI.
    expect(plain(formattersFor('ar', 'latn').money(100, 'EGP'))).toBe('1.00 ج.م.')
  })
})
