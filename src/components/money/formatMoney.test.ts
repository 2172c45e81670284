import { formattersFor } from '@/i18n/format'
import { formatMoney as formatIn, plainAmount } from './formatMoney'

const formatMoney = (amount: number, currency = 'EGP', language = 'en', digits: 'latn' | 'arab' = 'latn') =>
  formatIn(amount, currency, formattersFor(language, digits))

describe('formatMoney', () => {
  it('shows the currency code and exactly two decimals in English', () => {
    expect(formatMoney(1250.5)).toBe('EGP 1,250.50')
    expect(formatMoney(0)).toBe('EGP 0.00')
    expect(formatMoney(1234567.8, 'USD')).toBe('USD 1,234,567.80')
  })

  it('rounds to the cent once (no floating-point tails)', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('EGP 0.30')
    expect(formatMoney(19.999)).toBe('EGP 20.00')
    expect(formatMoney(-5.5)).toBe('-EGP 5.50')
  })

  it('follows the language: Arabic with the Egyptian pound sign and Latin digits', () => {
    const arabic = formatMoney(1250.5, 'EGP', 'ar')
    expect(arabic).toContain('1,250.50')
    expect(arabic).toContain('ج.م.')
    expect(arabic).not.toContain('EGP')
    expect(formatMoney(1250.5, 'EGP', 'ar', 'arab')).toContain('١٬٢٥٠٫٥٠')
  })

  it("follows the user's digits setting in Arabic, never in English", () => {
    expect(formatMoney(1250.5, 'EGP', 'ar', 'arab')).toContain('١٬٢٥٠٫٥٠')
    expect(formatMoney(1250.5, 'EGP', 'en', 'arab')).toBe('EGP 1,250.50')
    expect(plainAmount(1250.5)).toBe('1250.50')
  })

  it('copes with a currency Intl does not know', () => {
    expect(formatMoney(3, 'XX1')).toBe('XX1 3.00')
  })

  it('writes plain amounts for files', () => {
    expect(plainAmount(1250.5)).toBe('1250.50')
    expect(plainAmount(0.1 + 0.2)).toBe('0.30')
  })
})
