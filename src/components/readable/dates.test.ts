import { formatDateTime, formatDay } from './dates'

process.env.TZ = 'UTC'

describe('readable dates', () => {
  it('writes days and moments as people read them', () => {
    expect(formatDay('2026-09-07')).toBe('7 Sep 2026')
    expect(formatDay('2026-11-12T10:15:00.000Z')).toBe('12 Nov 2026')
    expect(formatDateTime('2026-11-12T10:15:00.000Z')).toBe('12 Nov 2026 10:15')
    expect(formatDateTime('2026-01-02')).toBe('2 Jan 2026')
  })

  it('leaves what is not a date as it came', () => {
    expect(formatDay('soon')).toBe('soon')
    expect(formatDay('2026-13-01')).toBe('2026-13-01')
    expect(formatDateTime('not a time')).toBe('not a time')
  })
})
