import { latinDigits, moneyInput, numberText, numericId, plainText, textProblem, textProblemMessage } from './common'
import { inEnglish } from './messages/rule'

// The text rules every body, query and path is held to (server/src/plugins/text-guard.ts) and forms can use.

describe('textProblem', () => {
  it.each([
    ['Sara Nabil', undefined],
    ['محمد علي', undefined],
    ['Sara\u200cNabil', undefined], // a zero-width non-joiner inside a name
    ['محمد \u200eAli', undefined], // a left-to-right mark between Arabic and Latin
    ['Nour 👩\u200d💻', undefined], // an emoji joined by a zero-width joiner
    ['Omar\nAli', 'control'], // a line feed in a one-line field (issue 25: 'a\nb' was stored as a name)
    ['TAB\tINSIDE', 'control'], // an inner tab made a second receipt of 'TAB INSIDE'
    ['Omar\rAli', 'control'],
    ['1 Nile Street\r\nFlat 4\tGarden City', 'control'],
    ['Sur\ud800rogate', 'broken'], // half of a surrogate pair
    ['Sur\udc00rogate', 'broken'],
    ['Sur\ufffd\ufffd\ufffdrogate', 'broken'], // bytes that were not UTF-8
    ['Nour \ud83d\udc69', undefined], // a whole pair is one character
    ['', undefined], // empty and blank text are the field's own "required" rule
    ['   ', undefined],
    ['Omar\u0000Ali', 'control'],
    ['Omar\u001bAli', 'control'],
    ['Omar\u007fAli', 'control'],
    ['Omar\u0085Ali', 'control'],
    ['Omar\u2029Ali', 'control'],
    ['Ahmed \u202eilA', 'bidi'],
    ['\u202aSara', 'bidi'],
    ['Omar \u2067Ali\u2069', 'bidi'],
    ['\u200b', 'invisible'],
    ['\u200b \u200d', 'invisible'],
    ['\ufeff\u2060', 'invisible'],
    ['\u3164', 'invisible'],
    ['\u2800\u2800', 'invisible'],
    ['\u00ad', 'invisible'],
    ['\u200e\u200f', 'invisible'],
    ['\ufe0f', 'invisible'],
  ])('%j → %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem)
  })

  it('allows a line feed, and only a line feed, in a multi-line field', () => {
    expect(textProblem('1 Nile Street\nFlat 4, Garden City', { multiline: true })).toBeUndefined()
    expect(textProblem('1 Nile Street\nFlat 4, Garden City')).toBe('control')
    expect(textProblem('1 Nile Street\r\nFlat 4', { multiline: true })).toBe('control')
    expect(textProblem('Flat 4\tGarden City', { multiline: true })).toBe('control')
    expect(textProblem('Omar\u2028Ali', { multiline: true })).toBe('control')
    expect(textProblem('\n\n', { multiline: true })).toBeUndefined() // blank: the field's own rule
  })

  it('names the field in its messages', () => {
    expect(inEnglish(textProblemMessage('fullName', 'control'))).toBe('fullName must not contain control characters')
    expect(inEnglish(textProblemMessage('address', 'invisible'))).toBe('address must not be only invisible characters')
  })
})

describe('plainText', () => {
  const name = plainText('fullName', 'Please enter a full name')
  it('refuses what textProblem finds, with the field named, and keeps good text as it is', () => {
    expect(inEnglish(name.safeParse('Sara\u202e').error?.issues[0]?.message ?? '')).toBe(
      'fullName must not contain bidirectional control characters (they reverse how the text shows)',
    )
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter a full name')
    expect(name.parse('Sara Nabil')).toBe('Sara Nabil')
  })
})

describe('numbers in any digits (issue 25)', () => {
  it('writes every Unicode decimal digit as its Latin digit, from Unicode data rather than a table of scripts', () => {
    expect(latinDigits('R-62-٠٠٠١٢٥')).toBe('R-62-000125') // Arabic-Indic
    expect(latinDigits('R-62-۰۰۰۱۲۵')).toBe('R-62-000125') // Persian
    expect(latinDigits('०१२३४५६७८९')).toBe('0123456789') // Devanagari
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789') // Bengali
    expect(latinDigits('０１２３４５６７８９')).toBe('0123456789') // fullwidth
    expect(latinDigits('\u{1d7ce}\u{1d7d8}\u{1d7e2}\u{1d7ff}')).toBe('0009') // mathematical bold, double-struck …
    expect(latinDigits('Level ٣ · ²')).toBe('Level 3 · ²') // a superscript is no decimal digit
  })

  it.each([
    ['١٢٠٫٥٠', '120.50'],
    ['٣٬٠١٥٫٠٠', '3015.00'],
    ['۱۲۰٫۵', '120.5'],
    [' \u200f١٠\u200e ', '10'],
    ['١٢٬٠٠', '12٬00'], // not groups of three: left for the pattern to refuse
    ['1,000', '1,000'], // a Latin comma stays as typed
  ])('numberText(%j) is %j', (typed, text) => {
    expect(numberText(typed)).toBe(text)
  })

  it('money and identifiers read them through numberText', () => {
    expect(moneyInput().parse('١٢٠٫٥٠')).toBe(12050)
    expect(moneyInput().parse('٣٬٠١٥٫٠٠')).toBe(301500)
    expect(moneyInput().safeParse('1,000').success).toBe(false)
    expect(numericId().parse('٤٩')).toBe(49)
    expect(numericId().parse('۶۲')).toBe(62)
  })
})
