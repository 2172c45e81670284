import { nameKey, nameKeyContains, withNameKey } from '../../src/lib/name-key'

// The search key of a name (lib/name-key.ts): the one place the Arabic spelling rules live.

describe('nameKey', () => {
  it.each([
    ['alef with hamza above, below, madda and wasla', 'أحمد إسراء آية ٱلسيد', 'احمد اسراء ايه السيد'],
    ['taa marbuta as haa', 'فاطمة حمزة', 'فاطمه حمزه'],
    ['alef maqsura as yaa', 'هدى مصطفى يحيى', 'هدي مصطفي يحيي'],
    ['tatweel left out', 'محمـــود', 'محمود'],
    ['diacritics and superscript alef left out', 'مُحَمَّدٌ عَلِيّ رَحْمٰن', 'محمد علي رحمن'],
    ['Persian-keyboard yeh and kaf', 'کریم علی', 'كريم علي'],
    ['Arabic-Indic digits', 'فصل ٣ ۷', 'فصل 3 7'],
    ['direction marks and spaces', '\u200fأحمد\u200c  \u00a0 علي ', 'احمد علي'],
    ['Latin: case only', '  Ahmed  EL Sayed ', 'ahmed el sayed'],
  ])('%s', (_rule, typed, key) => {
    expect(nameKey(typed)).toBe(key)
  })

  it('writes a decomposed hamza or madda like the composed letter', () => {
    expect(nameKey('ا\u0654حمد')).toBe(nameKey('أحمد'))
    expect(nameKey('ا\u0653ية')).toBe(nameKey('آية'))
  })

  it('leaves Latin accents, other scripts and hamza on waw and yaa as they are', () => {
    expect(nameKey('Zoë Élodie')).toBe('zoë élodie')
    expect(nameKey('رؤوف هانئ')).toBe('رؤوف هانئ')
    expect(nameKey('ء')).toBe('ء')
  })

  it('gives the stored pair and a LIKE pattern with its wildcards taken literally', () => {
    expect(withNameKey('إسراء محمود')).toEqual({ full_name: 'إسراء محمود', name_key: 'اسراء محمود' })
    expect(nameKeyContains('100%_آية\\')).toBe('%100\\%\\_ايه\\\\%')
    expect(nameKeyContains('  ')).toBe('%%')
  })
})
