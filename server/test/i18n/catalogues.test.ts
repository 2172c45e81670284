import { MESSAGES_AR_CODES } from '../../../contract/messages/ar-codes'
import { MESSAGES_EN } from '../../../contract/messages/en'
import { placeholdersOf, render, type Catalogue } from '../../../contract/messages/message'
import { renderMessage } from '../../src/lib/messages'

// Every message the server sends is a code with one template per language (issue 26): this reads the catalogues
// themselves. Each language has every code and no other, with the same placeholders as the English text.

const OTHER_LANGUAGES: Record<string, Catalogue> = { ar: MESSAGES_AR_CODES }
const placeholders = (template: string) => placeholdersOf(template).sort().join()

describe.each(Object.entries(OTHER_LANGUAGES))('the %s catalogue', (_language, catalogue) => {
  it('has every code of the English one and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(MESSAGES_EN).sort())
  })

  it('uses the same placeholders as the English text in each message', () => {
    const english: Record<string, string> = MESSAGES_EN
    const mismatched = Object.entries(catalogue)
      .filter(([code, text]) => placeholders(text) !== placeholders(english[code] ?? ''))
      .map(([code]) => code)
    expect(mismatched).toEqual([])
  })

  it('has a text in each message', () => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})

describe('rendering a message', () => {
  it('puts its values in the language’s text, words among them in that language', () => {
    const refusal = { code: 'access.module', params: { module: 'Coaches management' } } as const
    expect(renderMessage(refusal, 'en')).toBe('You do not have access to Coaches management')
    expect(renderMessage(refusal, 'ar')).toBe('مالكش صلاحية على إدارة المدربين')
    expect(renderMessage({ code: 'user.notFound', params: { id: 12 } }, 'ar')).toBe('مفيش مستخدم رقم 12')
  })

  it('renders a message among the values in the same language', () => {
    const outer = { code: 'access.module', params: { module: { code: 'access.site', params: { site: 3 } } } } as const
    expect(render(outer, MESSAGES_EN)).toBe('You do not have access to Site 3 is not one of your sites')
    expect(renderMessage(outer, 'ar')).toBe('مالكش صلاحية على الفرع 3 مش من فروعك')
  })
})
