import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ProgressOverview } from '@contract/progress'
import { applyLanguage } from '@/i18n/languages'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { reportsOverviewFixture } from '@/testing/reportsFixture'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { ReportsPage } from './ReportsPage'

jest.setTimeout(30_000)

// The owner's view gains issue 30's refunds and discounts per rule, and issue 31's progress: per level the swimmers
// and those ready to move up, the days spent in a level, pass rates per coach. Each panel's table view shows the
// figures the server sent.

const OVERVIEW = reportsOverviewFixture({
  refunds: [{ month: '2026-11', siteID: SMART_WAY.id, amount: 300, amountCents: 30000 }],
  discountsByRule: [
    { ruleID: 4, kind: 'sibling', siteID: SMART_WAY.id, invoices: 3, amount: 150, amountCents: 15000 },
    { ruleID: 9, kind: 'hardship', siteID: SMART_WAY.id, invoices: 1, amount: 420.25, amountCents: 42025 },
  ],
})

const PROGRESS: ProgressOverview = {
  levels: [
    {
      site: SMART_WAY.id,
      siteName: SMART_WAY.name,
      level: 12,
      levelName: 'Level 1',
      swimmers: 40,
      ready: 7,
      averageDaysInLevel: 95.4,
    },
  ],
  coaches: [
    { coachID: 5, coachName: 'Coach Xenia', evaluated: 8, passed: 6, passRate: 0.75 },
    { coachID: 6, coachName: 'Coach Yasser', evaluated: 0, passed: 0, passRate: null },
  ],
}

function reportsServer() {
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ['ViewReports'], privileges: [] })),
    http.get('/api/reports/overview', () => HttpResponse.json(OVERVIEW)),
    http.get('/api/progress/overview', () => HttpResponse.json(PROGRESS)),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP', nameAr: 'أكاديمية السباحة' })),
  )
}

/** The panel titled `title`, switched to its table. */
async function tableOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title })
  const panel = heading.closest('section')!
  await userEvent.click(within(panel).getByRole('button', { name: 'Table' }))
  return within(panel).getByRole('table')
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

describe("the owner's view: refunds, discounts and progress", () => {
  beforeEach(() => {
    reportsServer()
    signIn({ user: buildUser(), site: SMART_WAY })
  })

  it('shows the refunds per month and the discounts per rule, largest first', async () => {
    renderWithProviders(<ReportsPage />)
    expect(rowTexts(await tableOf('Refunds per month (EGP)'))).toEqual([['2026-11', expect.stringContaining('300.00')]])
    expect(rowTexts(await tableOf('Discounts given per rule (EGP)'))).toEqual([
      ['Hardship (rule 9)', SMART_WAY.name, '1', expect.stringContaining('420.25')],
      ['Sibling (rule 4)', SMART_WAY.name, '3', expect.stringContaining('150.00')],
    ])
  })

  it('shows the ready per level, the days in a level and the pass rate per coach on the progress tab', async () => {
    renderWithProviders(<ReportsPage />)
    // The academy's figures first; progress is a tab of its own, kept in the address, without the months.
    expect(await screen.findByRole('heading', { name: 'Refunds per month (EGP)' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ready to move up per level' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Skills and progress' }))
    // The scope in words: every site of the user's here, a site by its name when one is chosen (below).
    expect(
      await screen.findByText('Swimmers in each level now, and those who meet its pass rule (All my sites).'),
    ).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Skills and progress' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument()
    expect(rowTexts(await tableOf('Ready to move up per level'))).toEqual([[SMART_WAY.name, 'Level 1', '40', '7']])
    expect(rowTexts(await tableOf('Days spent in a level'))).toEqual([[SMART_WAY.name, 'Level 1', '95']])
    expect(rowTexts(await tableOf('Pass rate per coach'))).toEqual([
      ['Coach Xenia', '8', '6', '75%'],
      ['Coach Yasser', '0', '0', '–'],
    ])
    expect(screen.queryByRole('heading', { name: 'Refunds per month (EGP)' })).not.toBeInTheDocument()
  })

  it('opens on the progress tab from the address, in Arabic too', async () => {
    await applyLanguage('ar')
    try {
      renderWithProviders(<ReportsPage />, { route: `/reports?tab=progress&site=${SMART_WAY.id}` })
      expect(await screen.findByRole('tab', { name: 'المهارات والتقدّم' })).toHaveAttribute('aria-selected', 'true')
      const heading = await screen.findByRole('heading', { name: 'الجاهزين للانتقال لكل مستوى' })
      expect(heading.closest('section')).toHaveTextContent(`(${SMART_WAY.name})`)
      await userEvent.click(within(heading.closest('section')!).getByRole('button', { name: 'جدول' }))
      const table = within(heading.closest('section')!).getByRole('table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['الفرع', 'المستوى', 'السبّاحين', 'جاهزين'])
      expect(rowTexts(table)[0].slice(2)).toEqual(['40', '7'])
    } finally {
      await applyLanguage('en')
    }
  })
})
