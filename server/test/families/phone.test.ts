import { displayForm, localForm, toE164 } from '../../../contract/phone'
import { familyByPhoneQuery, guardianRequest } from '../../../contract/families'
import { inEnglish } from '../../../contract/messages/rule'

// Phones as identity (issue 28): an Egyptian mobile in any form a parent reads it out is one E.164 number.

describe('contract/phone.ts', () => {
  const FORMS = [
    '01012345678',
    '010 1234 5678',
    '010-1234-5678',
    '(010) 1234.5678',
    '+201012345678',
    '+20 10 1234 5678',
    '0020 10 1234 5678',
    '00201012345678',
    '201012345678',
    '٠١٠١٢٣٤٥٦٧٨',
    '٠١٠ ١٢٣٤ ٥٦٧٨',
    '+٢٠١٠١٢٣٤٥٦٧٨',
    '۰۱۰۱۲۳۴۵۶۷۸',
    '\u200f01012345678\u200f',
  ]

  it.each(FORMS)('reads %j as +201012345678', (typed) => {
    expect(toE164(typed)).toBe('+201012345678')
  })

  it('reads each Egyptian mobile prefix and numbers of other countries', () => {
    expect(toE164('01112345678')).toBe('+201112345678')
    expect(toE164('01212345678')).toBe('+201212345678')
    expect(toE164('01512345678')).toBe('+201512345678')
    expect(toE164('+44 7911 123456')).toBe('+447911123456')
  })

  it.each(['', '123', '0100000000', '0101234567890', 'abc', '010 1234 567x', '+20 13 1234 5678', '01312345678'])(
    'refuses %j',
    (typed) => {
      expect(toE164(typed)).toBeNull()
    },
  )

  it("writes the spec's local form and a readable one", () => {
    expect(localForm('+201012345678')).toBe('01012345678')
    expect(localForm('+447911123456')).toBe('+447911123456')
    expect(displayForm('+201012345678')).toBe('+20 10 12345678')
  })

  it('a phone field that is not a number names the field in words', () => {
    const parsed = familyByPhoneQuery.safeParse({ phone: '0100' })
    expect(parsed.success).toBe(false)
    // The rule's message is its code (contract/messages/rule.ts), in English the spec's words.
    expect(parsed.error?.issues.map((issue) => [issue.path, inEnglish(issue.message)])).toEqual([
      [['phone'], 'Phone is not a valid phone number'],
    ])
    const guardian = guardianRequest.safeParse({ fullName: 'Hoda', relation: 'mother', phone: '٠١٠ ١٢٣٤ ٥٦٧٨' })
    expect(guardian.success && guardian.data.phone).toBe('+201012345678')
  })
})
