import { screen } from '@testing-library/react'
import { applyLanguage } from '@/i18n/languages'
import { renderWithProviders } from '@/testing/test-utils'
import { SessionBlock } from './SessionBlock'
import { weekSession } from '@/testing/sessionFixture'

// Issue 25: the week's blocks named the level in English on Arabic screens ("Level 1 · 9 / 8", "PTeam B").
jest.setTimeout(30_000)

beforeEach(() => applyLanguage('ar'))
afterEach(() => applyLanguage('en'))

it("a week's block names its level in Arabic, on the block and in its label", async () => {
  renderWithProviders(
    <SessionBlock session={weekSession({ levelName: 'PTeam B', kind: 'preteam' })} onOpen={() => {}} />,
  )
  expect(await screen.findByText('بري تيم ب')).toBeInTheDocument()
  expect(screen.queryByText(/PTeam/)).toBeNull()
  expect(screen.getByRole('button').getAttribute('aria-label')).not.toMatch(/PTeam/)
})
