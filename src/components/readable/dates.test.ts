import { formatDateTime, formatDay } from './dates'

process.env.TZ = 'UTC'

describe('readable dates', () => {
  it('writes days and moments as people read them', () => {
    expect(formatDay('2026-09-07')).toBe('7 Sep 2026')
    expect(formatDay('2026-11-12T10:15:00.000Z')).toBe('12 Nov 2026')
    expect(formatDateTime('2026-11-12T10:15:00.000Z')).toBe('12 Nov 2026 12:15')
    expect(formatDateTime('2026-01-02')).toBe('2 Jan 2026')
  })

  // Issue 25: the same payment read 07:58 on a UTC device, 11:58 in Dubai and 09:58 on the receipt.
  it("reads moments on the academy's clock (Cairo), whatever the device's time zone", () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(formatDateTime('2026-11-27T07:58:00.000Z')).toBe('27 Nov 2026 09:58')
      expect(formatDateTime('2026-11-26T22:30:00.000Z')).toBe('27 Nov 2026 00:30')
      expect(formatDay('2026-11-26T22:30:00.000Z')).toBe('27 Nov 2026')
      expect(formatDay('2026-11-27')).toBe('27 Nov 2026')
    }
    process.env.TZ = 'UTC'
  })

  it('leaves what is not a date as it came', () => {
    expect(formatDay('soon')).toBe('soon')
    expect(formatDay('2026-13-01')).toBe('2026-13-01')
    expect(formatDateTime('not a time')).toBe('not a time')
  })
})
