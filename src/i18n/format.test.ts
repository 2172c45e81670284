import { i18n } from './i18n'
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDigits,
  formatMoney,
  formatNumber,
  formatTime,
  locales,
  setDigits,
} from './format'

// Strip the bidi marks Intl puts around Arabic numbers, so the assertions read as the user sees the characters.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '')

beforeAll(() => {
  // The Arabic shell catalog is loaded lazily by the app; any 'ar' catalog makes Arabic the resolved language here.
  i18n.addResourceBundle('ar', 'translation', { app: { name: 'أكاديمية السباحة' } }, true, false)
})
afterEach(async () => {
  setDigits('latn')
  await i18n.changeLanguage('en')
})

describe('formatting in English (the default)', () => {
  it('keeps the English forms', () => {
    expect(locales()).toEqual({ numbers: 'en-US', dates: 'en-GB' })
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatAmount(1250)).toBe('1,250.00')
    expect(formatMoney(125050, 'EGP')).toBe('EGP 1,250.50')
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026')
    expect(formatTime('17:30')).toBe('17:30')
    expect(formatDigits('12')).toBe('12')
  })

  it('gives back what is not a date unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date')
  })
})

describe('formatting in Arabic (Egypt)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ar')
  })

  it('uses ar-EG with Latin digits by default, the currency by its Arabic name', () => {
    expect(locales().numbers).toBe('ar-EG-u-nu-latn')
    expect(plain(formatMoney(125050, 'EGP'))).toBe('1,250.50 ج.م.')
    expect(plain(formatAmount(12.5))).toBe('12.50')
    expect(plain(formatDate('2026-11-24'))).toBe('24/11/2026')
    expect(plain(formatTime('17:30'))).toBe('5:30 م')
    expect(formatDigits('School 12')).toBe('School 12')
  })

  it('uses Arabic-Indic digits when that is the setting', () => {
    setDigits('arab')
    expect(locales().numbers).toBe('ar-EG-u-nu-arab')
    expect(plain(formatMoney(125050, 'EGP'))).toBe('١٬٢٥٠٫٥٠ ج.م.')
    expect(plain(formatNumber(2026))).toBe('٢٬٠٢٦')
    expect(plain(formatDate('2026-11-24'))).toBe('٢٤/١١/٢٠٢٦')
    expect(plain(formatTime('09:05'))).toBe('٩:٠٥ ص')
    expect(plain(formatDateTime(new Date(2026, 10, 24, 9, 5)))).toContain('٩:٠٥')
    expect(formatDigits('ID 305')).toBe('ID ٣٠٥')
  })

  it('keeps English digits for English even when the setting is Arabic-Indic', async () => {
    setDigits('arab')
    await i18n.changeLanguage('en')
    expect(formatNumber(2026)).toBe('2,026')
  })
})
