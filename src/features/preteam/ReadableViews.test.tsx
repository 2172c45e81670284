import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { PreTeamDetailsTab, PreTeamSwimmer } from '@contract/preteams'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { DetailsTabDialog } from './DetailsTabDialog'
import { SwimmersDialog } from './SwimmersDialog'

// The pre-team's details tab and swimmers open on what people read; the spec's raw text stays one tab away.
process.env.TZ = 'UTC'

const SQUAD: PreTeamDetailsTab = {
  pTeamID: 11,
  coachID: 6,
  coachName: 'Sophie Boutros',
  level: 'PTeam C',
  levelCode: 19,
  days: 'Saturday, Monday, Wednesday',
  dayCodes: [216, 218, 220],
  fromTo: '17:00 - 18:30',
  startTime: '17:00',
  endTime: '18:30',
  site: 61,
  siteName: 'Smart Way',
  startDate: '2025-07-11',
  endDate: null,
  status: 'Active',
  activeSwimmers: 3,
  createdAt: '2025-07-11T08:00:00.000Z',
  createdBy: 'Mona Administrator',
  updatedAt: null,
  updatedBy: null,
  history: [
    { at: '2025-07-11T08:00:00.000Z', action: 'CreatePTeam', by: 'Mona Administrator', site: 'Smart Way' },
    { at: '2026-01-05T09:15:00.000Z', action: 'UpdatePTeamInfo', by: '<b>Sara</b> Adel', site: 'Smart Way' },
    { at: '2026-02-01T10:00:00.000Z', action: 'Mystery', by: null, site: null },
  ],
}

const SWIMMERS: PreTeamSwimmer[] = [
  {
    swimmerID: 1,
    fullName: 'Ahmed Adham Salem',
    birthYear: 2017,
    currentLevel: 'PTeam C',
    enrolmentId: 1,
    months: 9,
    startDate: '2026-05-15',
    endDate: '2027-02-15',
    invoiceID: 1,
    invoiceStatus: 'paid',
  },
  {
    swimmerID: 28,
    fullName: 'Hassan <i>Seif</i> Saleh',
    birthYear: 2014,
    currentLevel: 'PTeam C',
    enrolmentId: 12,
    months: 1,
    startDate: '2026-11-08',
    endDate: '2026-12-08',
    invoiceID: null,
    invoiceStatus: null,
  },
]

const factsOf = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll('dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

describe('Pre-Team Details Tab', () => {
  function renderTab() {
    server.use(http.get('/api/preteam/:id/details-tab', () => HttpResponse.json(SQUAD)))
    signIn({ site: SMART_WAY })
    return renderWithProviders(<DetailsTabDialog pTeamID={11} onClose={() => undefined} />)
  }

  it('opens on labelled facts and a history in words', async () => {
    renderTab()
    const summary = await screen.findByRole('tabpanel', { name: 'Summary' })
    expect(factsOf(summary)).toEqual([
      'Pre-Team ID: 11',
      'Site: Smart Way (61)',
      'Coach: Sophie Boutros',
      'Level: PTeam C',
      'Days: Saturday, Monday, Wednesday',
      'Time: 17:00 - 18:30',
      'Swimmers: 3 swimmers enrolled',
      'Start Date: 11 Jul 2025',
      'Status: Active',
      // 08:00 UTC is 11:00 in Cairo (summer time): the academy's clock, whatever the device's zone.
      'Created: 11 Jul 2025 11:00 by Mona Administrator',
      'Last Updated: Never',
    ])
    const history = within(summary).getByRole('list', { name: 'What happened to pre-team 11, newest first' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Someone did “Mystery” — 1 Feb 2026 12:00',
      "<b>Sara</b> Adel updated the pre-team's information — 5 Jan 2026 11:15 · Smart Way",
      'Mona Administrator created the pre-team — 11 Jul 2025 11:00 · Smart Way',
    ])
    expect(history.querySelector('b')).toBeNull()
    expect(screen.getByLabelText('Pre-team details data')).not.toBeVisible()
  })

  it('keeps the raw data one tab away', async () => {
    const { user } = renderTab()
    await screen.findByRole('tabpanel', { name: 'Summary' })
    await user.click(screen.getByRole('tab', { name: 'Raw data' }))
    expect(screen.getByLabelText('Pre-team details data')).toBeVisible()
    expect(screen.getByLabelText('Pre-team details data')).toHaveTextContent('"coachName": "Sophie Boutros"')
  })
})

describe('Pre-Team Swimmers', () => {
  function renderSwimmers(swimmers: PreTeamSwimmer[]) {
    server.use(http.get('/api/preteam/:id/swimmers', () => HttpResponse.json(swimmers)))
    signIn({ site: SMART_WAY })
    return renderWithProviders(<SwimmersDialog pTeamID={11} onClose={() => undefined} />)
  }

  it('opens on a list of swimmers with labelled facts, the raw cards one tab away', async () => {
    const { user } = renderSwimmers(SWIMMERS)
    const list = await screen.findByRole('list', { name: 'Swimmers of pre-team 11' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ahmed Adham Salem (ID 1)',
      'Hassan <i>Seif</i> Saleh (ID 28)',
    ])
    expect(factsOf(items[0])).toEqual([
      'Born: 2017',
      'Level: PTeam C',
      'Enrolment: 9 months: 15 May 2026 to 15 Feb 2027',
      'Invoice: #1 · Paid',
    ])
    expect(factsOf(items[1])).toContain('Invoice: None')
    expect(list.querySelector('i')).toBeNull()

    await user.click(screen.getByRole('tab', { name: 'Raw data' }))
    expect(screen.getByLabelText('Swimmer 28 data')).toBeVisible()
    expect(screen.getByLabelText('Swimmer 28 data')).toHaveTextContent('"enrolmentId": 12')
  })

  it("says 'No swimmers found' when nobody is enrolled", async () => {
    renderSwimmers([])
    expect(await screen.findByText('No swimmers found')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
