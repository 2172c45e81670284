import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import '@/i18n/i18n'
import { server } from './msw/server'
import { resetSession } from './test-utils'

// jest-fixed-jsdom already provides fetch, TextEncoder and streams, so no polyfills are needed here.

// Pages load lazily and the CI machine has two cores shared with the server suite: give the first render of a
// chunk time to compile instead of failing on the default 1 s wait.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

// jsdom matches a `:has()` selector by searching the element's subtree, for every element whose computed style is
// read, and Testing Library reads it for every node of every accessible name. MUI's native selects add eight such
// rules (the select's padding beside an adornment), which made a quarter of the web suites' CPU time. No test reads a
// padding: the page's CSS goes in without them (Emotion inserts its rules one by one through insertRule).
const insertRule = CSSStyleSheet.prototype.insertRule
CSSStyleSheet.prototype.insertRule = function insertRuleWithoutHas(rule: string, index?: number) {
  return rule.includes(':has(') ? (index ?? 0) : insertRule.call(this, rule, index)
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetSession())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
