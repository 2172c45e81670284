import {
  addDays,
  hourRange,
  levelColour,
  matchesFilters,
  parseDate,
  placeSessions,
  stepWeek,
  weekDates,
  weekStartOf,
} from './week'

const session = (date: string, startTime: string, endTime: string, extra: { id?: string } = {}) => ({
  date,
  startTime,
  endTime,
  ...extra,
})

describe('the week', () => {
  it('runs Friday to Thursday, whichever day of it is given', () => {
    // 2026-11-20 is a Friday, 2026-11-26 the Thursday after it.
    expect(weekStartOf('2026-11-20')).toBe('2026-11-20')
    expect(weekStartOf('2026-11-24')).toBe('2026-11-20')
    expect(weekStartOf('2026-11-26')).toBe('2026-11-20')
    expect(weekStartOf('2026-11-27')).toBe('2026-11-27')
    expect(weekDates('2026-11-20')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
  })

  it('steps a week back and forward across months and years', () => {
    expect(stepWeek('2026-11-27', 1)).toBe('2026-12-04')
    expect(stepWeek('2026-12-04', -1)).toBe('2026-11-27')
    expect(stepWeek('2026-12-25', 1)).toBe('2027-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
  })

  it('refuses text that is no real date', () => {
    expect(parseDate('2026-02-30')).toBeUndefined()
    expect(parseDate('30/11/2026')).toBeUndefined()
    expect(parseDate(null)).toBeUndefined()
    expect(parseDate('2026-11-30')?.getUTCDate()).toBe(30)
  })
})

describe('the hours shown', () => {
  it('go from the first start to the last end, rounded out to whole hours', () => {
    expect(hourRange([session('2026-11-20', '16:30', '17:15'), session('2026-11-21', '09:00', '10:00')])).toEqual({
      from: 9,
      to: 18,
    })
  })

  it('are at least four hours, and a default day when there is nothing to show', () => {
    expect(hourRange([session('2026-11-20', '17:00', '18:00')])).toEqual({ from: 17, to: 21 })
    expect(hourRange([session('2026-11-20', '22:00', '23:00')])).toEqual({ from: 20, to: 24 })
    expect(hourRange([])).toEqual({ from: 8, to: 20 })
  })
})

describe('placing sessions', () => {
  it('puts each in its day column, its top and height in minutes from the first hour', () => {
    const placed = placeSessions(
      [session('2026-11-22', '17:30', '18:15', { id: 'sun' }), session('2026-11-20', '09:00', '10:00', { id: 'fri' })],
      '2026-11-20',
      9,
    )
    expect(placed.map(({ session: s, placement }) => [s.id, placement])).toEqual([
      ['fri', { column: 0, top: 0, height: 60, lane: 0, lanes: 1 }],
      ['sun', { column: 2, top: 510, height: 45, lane: 0, lanes: 1 }],
    ])
  })

  it('sets overlapping sessions of a day side by side, and leaves others full width', () => {
    const placed = placeSessions(
      [
        session('2026-11-21', '17:00', '18:00', { id: 'a' }),
        session('2026-11-21', '17:30', '18:30', { id: 'b' }),
        session('2026-11-21', '18:00', '19:00', { id: 'c' }),
        session('2026-11-21', '19:00', '20:00', { id: 'd' }),
      ],
      '2026-11-20',
      17,
    )
    const lanes = Object.fromEntries(
      placed.map(({ session: s, placement }) => [s.id, [placement.lane, placement.lanes]]),
    )
    // a and b overlap, b and c overlap, a ends as c starts: c takes a's lane again; d is alone.
    expect(lanes).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] })
  })

  it('leaves out sessions of other weeks and gives a too short session a readable height', () => {
    const placed = placeSessions(
      [
        session('2026-11-19', '17:00', '18:00'),
        session('2026-11-27', '17:00', '18:00'),
        session('2026-11-23', '17:00', '17:05'),
      ],
      '2026-11-20',
      8,
    )
    expect(placed).toHaveLength(1)
    expect(placed[0].placement).toMatchObject({ column: 3, top: 540, height: 15 })
  })
})

describe('the filters', () => {
  const school = { coachID: 4, levelName: 'Level 3', kind: 'school' as const }
  it('keep what matches every filter given', () => {
    expect(matchesFilters(school, {})).toBe(true)
    expect(matchesFilters(school, { coach: 4, level: 'Level 3', kind: 'school' })).toBe(true)
    expect(matchesFilters(school, { coach: 5 })).toBe(false)
    expect(matchesFilters(school, { level: 'Level 2' })).toBe(false)
    expect(matchesFilters(school, { kind: 'preteam' })).toBe(false)
  })
})

describe('level colours', () => {
  it('give a level the same colour each time, different levels different colours', () => {
    expect(levelColour('Level 3')).toEqual(levelColour('Level 3'))
    expect(levelColour('Level 3')).not.toEqual(levelColour('Level 4'))
  })
})
