import { jsonDepthExceeds } from '../../src/lib/json-depth'

describe('jsonDepthExceeds', () => {
  it('counts nested objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false)
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 2)).toBe(true)
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false)
    expect(jsonDepthExceeds('{"a":"\\"[[[[["}', 1)).toBe(false)
    expect(jsonDepthExceeds('[[],[],[]]', 2)).toBe(false)
  })

  it('measures a million levels without recursion', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000)
    expect(jsonDepthExceeds(deep, 64)).toBe(true)
    expect(jsonDepthExceeds('[]', 64)).toBe(false)
  })
})
