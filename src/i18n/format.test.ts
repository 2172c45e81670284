import { formattersFor, locales } from './format'

// Strip the bidi marks Intl puts around Arabic numbers, so the assertions read as the user sees the characters.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '')

describe('formatting in English (the default)', () => {
  const f = formattersFor('en', 'latn')

  it('keeps the English forms', () => {
    expect(locales('en', 'latn')).toEqual({ numbers: 'en-US', dates: 'en-GB' })
    expect(f.number(1234567)).toBe('1,234,567')
    expect(f.amount(1250)).toBe('1,250.00')
    expect(f.money(125050, 'EGP')).toBe('EGP 1,250.50')
    expect(f.date('2026-11-24')).toBe('24 Nov 2026')
    expect(f.time('17:30')).toBe('17:30')
    expect(f.digitsOf('12')).toBe('12')
    expect(f.date('2026-09-07')).toBe('7 Sep 2026')
  })

  // Issue 25: one date format, and the academy's clock (Africa/Cairo) for moments on any device.
  it("shows moments on the academy's clock and days as they are, whatever the device's time zone", () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(f.dateTime('2026-11-27T07:58:00.000Z')).toBe('27 Nov 2026, 09:58')
      expect(f.time('2026-11-27T07:58:00.000Z')).toBe('09:58')
      expect(f.date('2026-11-26T22:30:00.000Z')).toBe('27 Nov 2026')
      expect(f.date('2026-11-27')).toBe('27 Nov 2026')
      expect(f.time('17:30')).toBe('17:30')
      expect(f.weekday(0)).toBe('Sunday')
    }
    process.env.TZ = 'UTC'
  })

  it('gives back what is not a date unchanged', () => {
    expect(f.date('not a date')).toBe('not a date')
  })
})

describe('formatting in Arabic (Egypt)', () => {
  it('uses ar-EG with Latin digits by default, the currency by its Arabic name', () => {
    const f = formattersFor('ar', 'latn')
    expect(f.locales.numbers).toBe('ar-EG-u-nu-latn')
    expect(plain(f.money(125050, 'EGP'))).toBe('1,250.50 ج.م.')
    expect(plain(f.amount(12.5))).toBe('12.50')
    expect(plain(f.date('2026-11-24'))).toBe('24/11/2026')
    expect(plain(f.time('17:30'))).toBe('5:30 م')
    expect(f.digitsOf('School 12')).toBe('School 12')
  })

  it('names the currency alone as money shows it: its code in English, its Arabic sign in Arabic (issue 25)', () => {
    expect(formattersFor('en', 'latn').currency('EGP')).toBe('EGP')
    expect(plain(formattersFor('ar', 'latn').currency('EGP'))).toBe('ج.م.')
    expect(plain(formattersFor('ar', 'arab').currency())).toBe('ج.م.')
    expect(formattersFor('ar', 'latn').currency('not a code')).toBe('not a code')
  })

  it('uses Arabic-Indic digits when that is the setting', () => {
    const f = formattersFor('ar-EG', 'arab')
    expect(f.locales.numbers).toBe('ar-EG-u-nu-arab')
    expect(plain(f.money(125050, 'EGP'))).toBe('١٬٢٥٠٫٥٠ ج.م.')
    expect(plain(f.number(2026))).toBe('٢٬٠٢٦')
    expect(plain(f.date('2026-11-24'))).toBe('٢٤/١١/٢٠٢٦')
    expect(plain(f.time('09:05'))).toBe('٩:٠٥ ص')
    expect(plain(f.dateTime('2026-11-24T07:05:00.000Z'))).toContain('٩:٠٥')
    expect(f.digitsOf('ID 305')).toBe('ID ٣٠٥')
  })

  it('keeps English digits for English even when the setting is Arabic-Indic', () => {
    const f = formattersFor('en', 'arab')
    expect(f.number(2026)).toBe('2,026')
    expect(f.digitsOf('ID 305')).toBe('ID 305')
  })

  it('gives the same formatters for the same setting and new ones when it changes (React dependencies follow)', () => {
    expect(formattersFor('ar', 'arab')).toBe(formattersFor('ar', 'arab'))
    expect(formattersFor('ar', 'latn')).not.toBe(formattersFor('ar', 'arab'))
    expect(formattersFor('ar', 'latn').money).not.toBe(formattersFor('ar', 'arab').money)
  })
})
