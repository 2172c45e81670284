import { act, render, screen } from '@testing-library/react'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import { formatDateTime } from '@/components/readable/dates'
import { buildUser } from '@/testing/fixtures'
import { signIn } from '@/testing/test-utils'
import { academyToday, getAcademyTimeZone, setAcademyTimeZone } from './academyTimeZone'
import { formattersFor, useFormat } from './format'

// Issue 25: the academy's time zone is a setting the server gives with the session user (sign-in, GET /auth/me);
// every date and moment the SPA shows, and its "today", follow it — not the device's zone, not a constant.

function Moment({ at }: { at: string }) {
  const format = useFormat()
  return <output aria-label="moment">{format.dateTime(at)}</output>
}

const AT = '2026-11-27T20:30:00.000Z' // 22:30 on the 27th in Cairo, 00:30 on the 28th in Dubai, 05:30 on the 28th in Tokyo

afterEach(() => act(() => setAcademyTimeZone(DEFAULT_ACADEMY_TIME_ZONE)))

describe("the academy's time zone in the SPA", () => {
  it('is Cairo until the server says otherwise', () => {
    expect(getAcademyTimeZone()).toBe('Africa/Cairo')
    expect(formattersFor('en', 'latn').dateTime(AT)).toBe('27 Nov 2026, 22:30')
    expect(academyToday(new Date(AT))).toBe('2026-11-27')
  })

  it("is the zone the signed-in session user brings, for every formatter and the academy's today", () => {
    process.env.TZ = 'America/Los_Angeles' // the device's own zone plays no part
    render(<Moment at={AT} />)
    expect(screen.getByRole('status', { name: 'moment' })).toHaveTextContent('27 Nov 2026, 22:30')

    act(() => signIn({ user: buildUser({ timeZone: 'Asia/Dubai' }) }))
    expect(getAcademyTimeZone()).toBe('Asia/Dubai')
    expect(screen.getByRole('status', { name: 'moment' })).toHaveTextContent('28 Nov 2026, 00:30')
    expect(formattersFor('en', 'latn').dateTime(AT)).toBe('28 Nov 2026, 00:30')
    expect(formattersFor('en', 'latn').date(AT)).toBe('28 Nov 2026')
    expect(formatDateTime(AT)).toBe('28 Nov 2026 00:30')
    expect(academyToday(new Date(AT))).toBe('2026-11-28')

    act(() => setAcademyTimeZone('Asia/Tokyo')) // saved on the Settings screen
    expect(screen.getByRole('status', { name: 'moment' })).toHaveTextContent('28 Nov 2026, 05:30')
    process.env.TZ = 'UTC'
  })

  it("keeps a calendar day as it is, whatever the academy's zone", () => {
    act(() => setAcademyTimeZone('Pacific/Kiritimati'))
    expect(formattersFor('en', 'latn').date('2026-11-27')).toBe('27 Nov 2026')
  })
})
