import { isCalendarDate } from '@contract/dates'
import { addMonths, dayCodeOf } from '../../src/lib/dates'
import { slotsClash } from '../../src/lib/schedule'

describe('slotsClash', () => {
  const sunday = 217
  const monday = 218
  const base = { days: [sunday, 220], start: '17:00', end: '18:00' }

  it.each([
    ['the same slot', { days: [sunday], start: '17:00', end: '18:00' }, true],
    ['an overlap at the start', { days: [sunday], start: '16:30', end: '17:30' }, true],
    ['a slot inside', { days: [sunday], start: '17:15', end: '17:45' }, true],
    ['a slot around', { days: [sunday], start: '16:00', end: '19:00' }, true],
    ['a slot ending as it starts', { days: [sunday], start: '16:00', end: '17:00' }, false],
    ['a slot starting as it ends', { days: [sunday], start: '18:00', end: '19:00' }, false],
    ['another day at the same time', { days: [monday], start: '17:00', end: '18:00' }, false],
    ['a back-to-front slot at 17:30', { days: [sunday], start: '17:30', end: '17:00' }, true],
  ])('%s: %p', (_name, other, expected) => {
    expect(slotsClash(base, other)).toBe(expected)
    expect(slotsClash(other, base)).toBe(expected)
  })
})

describe('dates', () => {
  it('adds months, clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-11-21', 3)).toBe('2027-02-21')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
  })

  it('knows the day code of a date', () => {
    expect(dayCodeOf('2026-11-20')).toBe(215) // Friday
    expect(dayCodeOf('2026-11-22')).toBe(217) // Sunday
    expect(dayCodeOf('2026-11-26')).toBe(221) // Thursday
  })

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('26-2-3')).toBe(false)
  })
})
