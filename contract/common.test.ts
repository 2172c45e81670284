import { plainText, textProblem, textProblemMessage } from './common'

// The text rules every body, query and path is held to (server/src/plugins/text-guard.ts) and forms can use.

describe('textProblem', () => {
  it.each([
    ['Sara Nabil', undefined],
    ['محمد علي', undefined],
    ['Sara\u200cNabil', undefined], // a zero-width non-joiner inside a name
    ['محمد \u200eAli', undefined], // a left-to-right mark between Arabic and Latin
    ['Nour 👩\u200d💻', undefined], // an emoji joined by a zero-width joiner
    ['1 Nile Street\r\nFlat 4\tGarden City', undefined], // line breaks and tabs
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

  it('names the field in its messages', () => {
    expect(textProblemMessage('fullName', 'control')).toBe('fullName must not contain control characters')
    expect(textProblemMessage('address', 'invisible')).toBe('address must not be only invisible characters')
  })
})

describe('plainText', () => {
  const name = plainText('fullName', 'Please enter a full name')
  it('refuses what textProblem finds, with the field named, and keeps good text as it is', () => {
    expect(name.safeParse('Sara\u202e').error?.issues[0]?.message).toBe(
      'fullName must not contain bidirectional control characters (they reverse how the text shows)',
    )
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter a full name')
    expect(name.parse('Sara Nabil')).toBe('Sara Nabil')
  })
})
