import { setDigits } from '@/i18n/digits'
import { readableServerText, withReadableServerTexts } from './serverTexts'

// Issue 25: a server sentence carried the wire's '2026-11-27' where every screen shows '27 Nov 2026'.

afterEach(() => setDigits('latn'))

describe('the days in server sentences', () => {
  it('are written as the screens write a day, in English', () => {
    expect(readableServerText('Smart Way has no session on 2026-11-27', 'en')).toBe(
      'Smart Way has no session on 27 Nov 2026',
    )
    expect(readableServerText('frozen since 2026-09-01 until 2026-09-30', 'en')).toBe(
      'frozen since 1 Sep 2026 until 30 Sep 2026',
    )
  })

  it('in Arabic as the Arabic screens write a day, with the digits the user chose', () => {
    // ar-EG's day, month and year, each kept in order by a right-to-left mark (U+200F) before the slash.
    expect(readableServerText('مفيش حصة يوم 2026-11-27', 'ar')).toBe('مفيش حصة يوم 27\u200f/11\u200f/2026')
    setDigits('arab')
    expect(readableServerText('مفيش حصة يوم 2026-11-27', 'ar')).toBe('مفيش حصة يوم ٢٧\u200f/١١\u200f/٢٠٢٦')
  })

  it('leave moments, codes and longer numbers alone', () => {
    for (const text of ['at 2026-11-27T10:00:00.000Z', 'receipt R-2026-11-27', 'code 12026-11-27', '2026-11-27-B'])
      expect(readableServerText(text, 'en')).toBe(text)
  })

  it('reach the message, an older error field and each field error, and nothing else', () => {
    const answer = {
      message: 'Ends on 2026-12-01',
      error: 'Since 2026-11-01',
      errors: { lastDay: 'Choose a day before 2026-12-01' },
      endDate: '2026-12-01',
    }
    expect(withReadableServerTexts(answer, 'en')).toEqual({
      message: 'Ends on 1 Dec 2026',
      error: 'Since 1 Nov 2026',
      errors: { lastDay: 'Choose a day before 1 Dec 2026' },
      endDate: '2026-12-01',
    })
    const list = [{ message: '2026-12-01' }]
    expect(withReadableServerTexts(list, 'en')).toBe(list)
  })
})
