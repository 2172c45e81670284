import { receiptKey, shownReceipt } from '../../src/domains/payments/receipts'

// The receipt key (issue 25): every look-alike of a receipt number that staff type, the probe found or the desk
// walk recorded, is one key; different receipts stay different.

describe('receiptKey', () => {
  it.each([
    ['R-62-000125', 'R-62-٠٠٠١٢٥', 'Arabic-Indic digits'],
    ['R-62-000125', 'R-62-۰۰۰۱۲۵', 'Persian digits'],
    ['R-62-000125', 'R-62-०००१२५', 'Devanagari digits'],
    ['R-62-000125', 'R-62-০০০১২৫', 'Bengali digits'],
    ['R-62-000125', '\u0420-62-000125', 'a Cyrillic Р'],
    ['R-62-000125', 'R-62-OOO125', 'the letter O for 0'],
    ['R-62-000125', 'R-62-000125\u2800', 'a trailing braille blank'],
    ['R-62-000125', 'r 62 000125', 'spaces for hyphens, lower case'],
    ['R-62-000125', 'R\u201362\u2014000125', 'en and em dashes'],
    ['R-62-000125', 'R-62-\u200b000125\u2060', 'zero-width space and word joiner'],
    ['R-62-000125', 'Ｒ-６２-０００１２５', 'fullwidth'],
    ['TAB INSIDE', 'TAB\tINSIDE', 'a tab for a space'],
    ['LF INSIDE', 'LF\nINSIDE', 'a line feed for a space'],
    ['C13-9001', 'C13 9001', 'a space for a hyphen'],
    ['C13-9001', 'C13-٩٠٠١', 'Arabic-Indic digits'],
    ['C13-9001', 'C13-9OO1', 'O for 0'],
    ['C13-9001', 'c13-9001', 'lower case'],
    ['SW-2011', 'SW-20Il', 'I and l for 1'],
    ['ABC-1', 'АВС-1', 'Cyrillic А, В, С'],
    ['ABC-1', 'ΑΒC-1', 'Greek Α, Β'],
  ])('%j and %j are one receipt (%s)', (receipt, lookAlike) => {
    expect(receiptKey(lookAlike)).toBe(receiptKey(receipt))
  })

  it.each([
    ['R-62-000125', 'R-62-000126'],
    ['R-62-000125', 'R-63-000125'],
    ['C13-9001', 'C13-9011'],
    ['R-62-000125', 'R-62-0001250'],
  ])('%j and %j stay different receipts', (a, b) => {
    expect(receiptKey(a)).not.toBe(receiptKey(b))
  })

  it('is empty when nothing visible is left', () => {
    expect(receiptKey(' \u2800\u200b-\t')).toBe('')
  })

  it('shows the invisible characters of a look-alike in messages', () => {
    expect(shownReceipt('R-62-000125\u2800')).toBe('R-62-000125<U+2800>')
  })
})
