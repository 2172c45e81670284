import { rowButtons } from './actionDialogs'
import { normalizeSearchResults } from './searchResults'

describe('row buttons', () => {
  it('adds technical data and logs, and gives one button per dialog in a fixed order', () => {
    expect(rowButtons([])).toEqual([
      { action: 'ViewTechnicalTab', kind: 'technical' },
      { action: 'ViewLogs', kind: 'logs' },
      { action: 'ViewMakeups', kind: 'makeups' },
    ])
    const buttons = rowButtons([
      'DeleteSwimmer',
      'UpdatePTeamLevel',
      'UpdateLevel',
      'EditSwimmer',
      'UpdateSwimmer',
      'ShowSwimmerInfo',
    ])
    expect(buttons.map((button) => [button.action, button.kind])).toEqual([
      ['ShowSwimmerInfo', 'details'],
      ['EditSwimmer', 'edit'],
      ['UpdatePTeamLevel', 'level'],
      ['ViewTechnicalTab', 'technical'],
      ['ViewLogs', 'logs'],
      ['ViewMakeups', 'makeups'],
      ['DeleteSwimmer', 'delete'],
    ])
  })

  it('keeps an action it does not know, to be reported when used', () => {
    expect(rowButtons(['TeleportSwimmer']).at(-1)).toEqual({ action: 'TeleportSwimmer', kind: null })
  })
})

describe('search results', () => {
  it('reads the id under its other spellings and shows each swimmer once', () => {
    const rows = normalizeSearchResults([
      { swimmerID: 1, fullName: 'A', year: 2015 },
      { SwimmerID: '2', fullName: 'B', year: 2014 },
      { id: 1, fullName: 'A again', year: 2015 },
      { swimmerId: 3, fullName: 'C', year: 2013 },
      { fullName: 'No Id', year: 2012 },
      { fullName: 'no id', year: 2012 },
    ])
    expect(rows.map((row) => [row.swimmerID, row.fullName])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [null, 'No Id'],
    ])
    expect(normalizeSearchResults({ not: 'a list' })).toEqual([])
  })
})
