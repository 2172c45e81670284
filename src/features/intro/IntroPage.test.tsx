import { act, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { introTimeline } from '@/config/timing'
import { LocationProbe, renderWithProviders } from '@/testing/test-utils'
import { IntroPage } from './IntroPage'

const renderIntro = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<IntroPage />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/', userEventOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } },
  )

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('IntroPage', () => {
  it('times the splash as the spec says: 0.1 s stagger, 0.5 s letters, 1 s pause, 1 s fade', () => {
    expect(introTimeline(7)).toEqual({ lettersShownAt: 1100, fadeOutAt: 2100, doneAt: 3100 })
  })

  it("spells 'Welcome' once for screen readers, letter by letter on screen", () => {
    renderIntro()
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome' })
    expect(heading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(7)
  })

  it('hands over to the dashboard when the fade is done, not before', () => {
    renderIntro()
    act(() => jest.advanceTimersByTime(3099))
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/)
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByLabelText('current path')).toHaveTextContent('/dashboard')
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
  })

  it('can be skipped', async () => {
    const { user } = renderIntro()
    await user.click(screen.getByRole('button', { name: 'Skip intro' }))
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
  })
})
