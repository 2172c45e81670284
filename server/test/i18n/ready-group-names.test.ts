import { message } from '../../../contract/messages/message'
import { english, renderMessage } from '../../src/lib/messages'

// Issue 31: the ready list names a swimmer's group and the next level's groups shortly ('Level 2 school 14': their
// days, times and coach are shown beside them); in Arabic each reads as the other screens name a group. The name is
// answered in English and by its code (issue 26), which a client renders in its language.

describe("the ready list's group names", () => {
  const school = message('group.levelNumbered.school', { level: 'Level 2', id: 14 })
  const squad = message('group.levelNumbered.preteam', { level: 'PTeam A', id: 7 })

  it('read in English as the spec words them', () => {
    expect(english(school)).toBe('Level 2 school 14')
    expect(english(squad)).toBe('PTeam A pre-team 7')
  })

  it('name a school and a pre-team squad by number and level in Arabic', () => {
    expect(renderMessage(school, 'ar')).toBe('مدرسة رقم 14 (مستوى 2)')
    expect(renderMessage(squad, 'ar')).toBe('بري تيم رقم 7 (بري تيم أ)')
  })
})
