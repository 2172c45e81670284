import { translateMessage } from '../../../contract/messages/ar'

// Issue 31: the ready list names a swimmer's group and the next level's groups shortly ('Level 2 school 14': their
// days, times and coach are shown beside them); in Arabic each reads as the other screens name a group.

describe("the ready list's group names in Arabic", () => {
  it('names a school and a pre-team squad by number and level', () => {
    expect(translateMessage('Level 2 school 14')).toBe('مدرسة رقم 14 (مستوى 2)')
    expect(translateMessage('PTeam A pre-team 7')).toBe('بري تيم رقم 7 (بري تيم أ)')
  })
})
