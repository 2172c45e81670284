import { amountToCents, centsToAmount, formatAmount, moneyInput } from './common'
import { inEnglish } from './messages/rule'

describe('money on the wire', () => {
  it('reads decimals into exact cents', () => {
    expect(amountToCents('0.1')).toBe(10)
    expect(amountToCents('19.99')).toBe(1999)
    expect(amountToCents('1200')).toBe(120000)
    expect(moneyInput().parse(0.29)).toBe(29)
    expect(moneyInput().parse('350.5')).toBe(35050)
    expect(moneyInput().parse(1999.99)).toBe(199999)
  })

  it('refuses negatives, three decimals and text', () => {
    for (const bad of [-1, '1.234', 'ten', '', '1e3', 1.005]) {
      expect(moneyInput('Amount paid').safeParse(bad).success).toBe(false)
    }
    expect(inEnglish(moneyInput('Amount paid').safeParse('-5').error?.issues[0].message ?? '')).toBe(
      'Amount paid must be an amount of at least 0 with at most two decimal places',
    )
  })

  it('writes cents back as two-decimal amounts', () => {
    expect(centsToAmount(1999)).toBe(19.99)
    expect(formatAmount(centsToAmount(35050))).toBe('350.50')
    expect(formatAmount(1234567.8)).toBe('1,234,567.80')
    expect(formatAmount(0.1 + 0.2, false)).toBe('0.30')
  })
})
