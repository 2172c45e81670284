import { screen } from '@testing-library/react'
import { applyLanguage } from '@/i18n/languages'
import { renderWithProviders } from '@/testing/test-utils'
import { PreTeamCard } from './PreTeamCard'

// Issue 25: the pre-team list named a squad's level and days in English on Arabic screens ("PTeam A",
// "Saturday, Monday, Wednesday").
jest.setTimeout(30_000)

beforeEach(() => applyLanguage('ar'))
afterEach(() => applyLanguage('en'))

it("a squad's card names its level and days in Arabic", async () => {
  renderWithProviders(
    <PreTeamCard
      preTeam={{
        pTeamID: 40,
        pTeamLevel: 17,
        levelName: 'PTeam A',
        coachName: 'منى فتحي',
        days: 'Saturday, Monday, Wednesday',
        fromTo: '17:00 - 18:30',
      }}
    />,
  )
  expect(await screen.findByText('بري تيم أ')).toBeInTheDocument()
  expect(screen.getByText('السبت، الاتنين، الأربع')).toBeInTheDocument()
  expect(screen.queryByText(/PTeam|Saturday|Monday/)).toBeNull()
})
