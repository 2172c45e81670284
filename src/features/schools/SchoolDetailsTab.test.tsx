import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolDetailsTab } from '@contract/schools'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SchoolDetailsTabDialog } from './SchoolDetailsTabDialog'

// The school's details tab opens on what people read; the spec's raw text stays one tab away.
// The device's zone (UTC here) no longer matters: moments are shown on the academy's clock (Cairo, UTC+2/+3).
process.env.TZ = 'UTC'

const SCHOOL: SchoolDetailsTab = {
  schoolID: 1,
  fullName: 'Ali Sabry',
  level: 'Level 1',
  type: 'Teenager (1)',
  levelCode: 12,
  typeCode: 82,
  days: 'Saturday, Wednesday',
  fromTo: '16:00 - 17:00',
  numberCapacity: '7 / 15',
  coachName: 'Ali Sabry',
  coachID: 4,
  firstDay: 216,
  secondDay: 220,
  startTime: '16:00',
  endTime: '17:00',
  capacity: 15,
  enrolled: 7,
  site: 61,
  startDate: '2025-03-15',
  endDate: null,
  siteName: 'Smart Way',
  coachMobile: '01154062406',
  createdAt: '2025-03-15T08:00:00.000Z',
  createdBy: 'Mona Administrator',
  updatedAt: '2026-01-02T10:30:00.000Z',
  updatedBy: null,
  recentSessions: [
    { sessionDate: '2026-11-21', day: 'Saturday', present: 6, absent: 1 },
    { sessionDate: '2026-11-18', day: 'Wednesday', present: 5, absent: 2 },
  ],
  latestSession: {
    sessionDate: '2026-11-21',
    timeAttend: '16:00',
    entries: [
      { swimmerID: 27, fullName: 'Ahmed Tarek Helmy', attended: true, notes: null },
      { swimmerID: 16, fullName: 'Farida <b>Yassin</b>', attended: false, notes: 'Excused: sick' },
    ],
  },
}

function renderTab(school: SchoolDetailsTab = SCHOOL) {
  server.use(http.get('/api/schools/:id/details-tab', () => HttpResponse.json(school)))
  signIn({ site: SMART_WAY })
  return renderWithProviders(<SchoolDetailsTabDialog schoolID={1} onClose={() => undefined} />)
}

const linesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('School Details Tab', () => {
  it('opens on labelled facts, the recent sessions and the latest register in words', async () => {
    renderTab()
    const summary = await screen.findByRole('tabpanel', { name: 'Summary' })
    const facts = Array.from(summary.querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    )
    expect(facts).toEqual([
      'School ID: 1',
      'Site: Smart Way (61)',
      'Coach: Ali Sabry · 01154062406',
      'Level: Level 1',
      'Type: Teenager (1)',
      'Days: Saturday, Wednesday',
      'Time: 16:00 - 17:00',
      'Places: 7 of 15 taken',
      'Start Date: 15 Mar 2025',
      'Status: Active',
      'Created: 15 Mar 2025 10:00 by Mona Administrator',
      'Last Updated: 2 Jan 2026 12:30',
    ])
    expect(linesOf(screen.getByRole('region', { name: 'Recent sessions (2)' }))).toEqual([
      'Saturday 21 Nov 2026: 6 present, 1 absent',
      'Wednesday 18 Nov 2026: 5 present, 2 absent',
    ])
    const register = screen.getByRole('region', { name: 'Register of 21 Nov 2026 at 16:00' })
    expect(linesOf(register)).toEqual([
      'Ahmed Tarek Helmy (ID 27): present',
      'Farida <b>Yassin</b> (ID 16): absent — Excused: sick',
    ])
    expect(register.querySelector('b')).toBeNull()
    expect(screen.getByLabelText('School details data')).not.toBeVisible()
  })

  it('says when no attendance was taken yet, and keeps the raw data one tab away', async () => {
    const { user } = renderTab({ ...SCHOOL, recentSessions: [], latestSession: null, endDate: '2026-10-23' })
    const summary = await screen.findByRole('tabpanel', { name: 'Summary' })
    expect(within(summary).getByText('Ended 23 Oct 2026')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Recent sessions (0)' })).toHaveTextContent('No attendance taken yet.')
    await user.click(screen.getByRole('tab', { name: 'Raw data' }))
    expect(screen.getByLabelText('School details data')).toBeVisible()
    expect(screen.getByLabelText('School details data')).toHaveTextContent('"coachMobile": "01154062406"')
  })
})
