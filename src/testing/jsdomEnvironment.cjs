// The web project's test environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and TextEncoder), with a
// faster style cascade.
//
// Testing Library, user-event, MUI and the DataGrid read getComputedStyle for most elements they touch (is it hidden,
// does it take pointer events, how wide is the scrollbar), and jsdom answers by matching every rule of every style
// sheet against the element: the 120 rules of its own default sheet and the 600–1,000 rules Emotion inserts for the
// page. That matching was about a third of the web suites' CPU time (issue 26). Browsers skip most rules by the class
// (or id, or tag) of a selector's last compound before running the selector; this does the same for classes: a rule
// whose every selector ends in a compound naming a class the element does not have cannot match it and is skipped.
// Every other rule is still matched by jsdom's own matcher, in the same order, so the cascade is the same.
//
// jsdom's browser/Window.js takes getDeclarationForElement from style-rules.js when it loads, so the replacement is
// installed before jest-fixed-jsdom (and with it jsdom) is first required.

const cssom = require('rrweb-cssom')
const { CSSStyleDeclaration } = require('cssstyle')
const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js')
const defaultStyleSheet = require('jsdom/lib/jsdom/browser/default-stylesheet.js')
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors.js')

/** The top-level parts of `text` split where `isSeparator` says, ignoring what is inside (), [] and quotes. */
function splitTopLevel(text, isSeparator) {
  const parts = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quote) {
      if (char === '\\') index += 1
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(' || char === '[') depth += 1
    else if (char === ')' || char === ']') depth -= 1
    else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

const isCombinator = (char) => /[\s>+~]/.test(char)

/** A class the last compound of `selector` requires, lower-cased, or null when it names none plainly. */
function keyClassOf(selector) {
  const compounds = splitTopLevel(selector.trim(), isCombinator).filter((part) => part !== '')
  const last = compounds[compounds.length - 1] ?? ''
  // Only the compound's own classes count: not those inside :not(), :is(), attribute values or strings.
  let depth = 0
  let stripped = ''
  for (const char of last) {
    if (char === '(' || char === '[') depth += 1
    if (depth === 0) stripped += char
    if (char === ')' || char === ']') depth -= 1
  }
  if (stripped.includes('\\') || /["']/.test(stripped)) return null
  const match = /\.(-?[_a-zA-Z][\w-]*)/.exec(stripped)
  return match ? match[1].toLowerCase() : null
}

const keysByRule = new WeakMap()

/** The classes of which an element must have at least one for the rule to match it, or null: no such set. */
function keyClassesOf(rule) {
  let keys = keysByRule.get(rule)
  if (keys === undefined) {
    const selectorKeys = splitTopLevel(rule.selectorText ?? '', (char) => char === ',').map(keyClassOf)
    keys = selectorKeys.every((key) => key !== null) ? selectorKeys : null
    keysByRule.set(rule, keys)
  }
  return keys
}

function classesOf(elementImpl) {
  const value = elementImpl.getAttributeNS(null, 'class')
  return value ? new Set(value.toLowerCase().split(/\s+/)) : new Set()
}

function mayMatch(rule, classes) {
  const keys = keyClassesOf(rule)
  return keys === null || keys.some((key) => classes.has(key))
}

let parsedDefaultStyleSheet

function forEachMatchingSheetRuleOfElement(elementImpl, handleRule) {
  const classes = classesOf(elementImpl)
  const matches = (rule) => mayMatch(rule, classes) && matchesDontThrow(elementImpl, rule.selectorText)
  function handleSheet(sheet) {
    for (const rule of sheet.cssRules) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) {
          for (const innerRule of rule.cssRules) if (matches(innerRule)) handleRule(innerRule)
        }
      } else if (matches(rule)) {
        handleRule(rule)
      }
    }
  }
  parsedDefaultStyleSheet ??= cssom.parse(defaultStyleSheet)
  handleSheet(parsedDefaultStyleSheet)
  for (const sheet of elementImpl._ownerDocument.styleSheets._list) handleSheet(sheet)
}

// As jsdom's own (style-rules.js), but matching through forEachMatchingSheetRuleOfElement above.
styleRules.getDeclarationForElement = (elementImpl) => {
  let styleCache = elementImpl._ownerDocument._styleCache
  if (!styleCache) styleCache = elementImpl._ownerDocument._styleCache = new WeakMap()
  const cached = styleCache.get(elementImpl)
  if (cached) return cached

  const declaration = new CSSStyleDeclaration()
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property)
    if (value === 'unset') declaration.removeProperty(property)
    else declaration.setProperty(property, value, style.getPropertyPriority(property))
  }
  forEachMatchingSheetRuleOfElement(elementImpl, (rule) => {
    for (const property of Array.from(rule.style)) handleProperty(rule.style, property)
  })
  for (const property of Array.from(elementImpl.style)) handleProperty(elementImpl.style, property)
  styleCache.set(elementImpl, declaration)
  return declaration
}

module.exports = require('jest-fixed-jsdom')
