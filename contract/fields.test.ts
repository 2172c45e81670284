import { calendarDate, requiredId, timeOfDay } from './fields'
import { inEnglish } from './messages/rule'

// The shared field rules (issue 26): one rule each, the messages the caller's screen gives.

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => inEnglish(issue.message))

describe('requiredId', () => {
  const id = requiredId('School ID is required', 'School ID must be a number')
  it('takes a number, a numeric text and Arabic-Indic digits', () => {
    expect(id.parse(12)).toBe(12)
    expect(id.parse(' 12 ')).toBe(12)
    expect(id.parse('١٢')).toBe(12)
  })
  it('names the field when missing and when not a positive whole number', () => {
    expect(messagesOf(id.safeParse(''))).toEqual(['School ID is required'])
    expect(messagesOf(id.safeParse(undefined))).toEqual(['School ID is required'])
    for (const bad of ['0', '-3', '1.5', 'abc', '99999999999']) {
      expect(messagesOf(id.safeParse(bad))).toEqual(['School ID must be a number'])
    }
  })
})

describe('timeOfDay', () => {
  const time = timeOfDay('Start time is required', 'Start time must be a time of day as HH:MM')
  it("gives 'HH:MM' from what a time input or a person sends", () => {
    expect(time.parse('9:05')).toBe('09:05')
    expect(time.parse('17:30:00')).toBe('17:30')
    expect(time.parse('٠٩:٣٠')).toBe('09:30')
  })
  it('names the field when missing or not a time of day', () => {
    expect(messagesOf(time.safeParse(''))).toEqual(['Start time is required'])
    for (const bad of ['24:00', '12:60', '930', 'noon']) {
      expect(messagesOf(time.safeParse(bad))).toEqual(['Start time must be a time of day as HH:MM'])
    }
  })
})

describe('calendarDate', () => {
  const date = calendarDate({
    required: 'date is required',
    invalid: 'date must be a date (YYYY-MM-DD)',
    label: 'date',
  })
  it('takes a calendar day of the academy range and refuses others, naming the field', () => {
    expect(date.parse(' 2026-11-28 ')).toBe('2026-11-28')
    expect(messagesOf(date.safeParse(''))).toEqual(['date is required'])
    expect(messagesOf(date.safeParse('2026-02-30'))).toEqual(['date must be a date (YYYY-MM-DD)'])
    expect(messagesOf(date.safeParse('1999-12-31'))).toEqual(['date must be a date from 2000-01-01 to 2099-12-31'])
  })
  it('takes an ISO date-time by its date only where the form sends one', () => {
    expect(messagesOf(date.safeParse('2026-11-28T10:00:00Z'))).toEqual(['date must be a date (YYYY-MM-DD)'])
    const birth = calendarDate({ required: 'r', invalid: 'i', label: 'Birth date', range: 'birth', dateTime: true })
    expect(birth.parse('2015-03-01T00:00:00.000Z')).toBe('2015-03-01')
    expect(birth.parse('1950-01-01')).toBe('1950-01-01')
    expect(messagesOf(birth.safeParse('1899-12-31'))).toEqual([
      'Birth date must be a date from 1900-01-01 to 2099-12-31',
    ])
    expect(messagesOf(birth.safeParse('2015-03-01junk'))).toEqual(['i'])
  })
})
