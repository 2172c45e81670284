import { z } from 'zod'
import { message, type Message } from '@contract/messages/message'
import { ruleMessage } from '@contract/messages/rule'
import { joinedProblems } from '.'

// Input a route's schema (or a contract rule checked outside it) refuses, as messages by their code (issue 26): one
// problem per field, named in words. A rule of the contract says what is wrong by its code, whose texts name the
// field ('rule.swimmer.fullNameRequired': 'Full name is required'; contract/messages/rule.ts). A check without its own
// words (zod's default 'Invalid input: expected number, received string') is preceded by the field's name in words
// ('validation.field': 'User ID: Invalid input…'), never by the request's key ('userID: …').

/** A request key in words: 'userID' → 'User ID', 'attendes.0.day' → 'Day', 'full_name' → 'Full name'. */
export function fieldWords(field: string): string {
  const key = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field
  const words = key
    .replace(/^_+|_+$/g, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      /^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : index === 0 ? word : word.toLowerCase(),
    )
    .join(' ')
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field
}

/** One issue as the schema validator reports it. */
export interface SchemaIssue {
  keyword?: string
  message?: string
  params?: Record<string, unknown>
}

/**
 * Whether zod wrote the issue's text itself (no rule of the contract gave its words): its locale's text for the same
 * issue starts the same way ('Invalid input: …', 'Too small: …', 'Unrecognized key: …').
 */
function isZodsOwnText(issue: SchemaIssue): boolean {
  const text = issue.message ?? ''
  const localeError = z.config().localeError
  if (!localeError || !issue.keyword) return false
  const own = localeError({ ...issue.params, code: issue.keyword, input: undefined } as never)
  const ownText = typeof own === 'string' ? own : (own?.message ?? '')
  const lead = (words: string) => words.split(':')[0]
  return ownText !== '' && lead(ownText) === lead(text)
}

/**
 * A field's problem as the contract's rule gave it: its code (contract/messages/rule.ts), rendered per language. A
 * text that is no code (zod's own words, a schema's without a rule) is sent as it is; none is 'Invalid value'.
 */
export const ruleText = (text: string | undefined): Message =>
  text === undefined ? message('request.invalidValue') : (ruleMessage(text) ?? message('validation.rule', { text }))

/** A field's problem in the reply's message: the rule's own words, or the field in words and zod's. */
export function problemOf(field: string, issue: SchemaIssue): Message {
  const text = issue.message
  if (text === undefined || field === 'body' || !isZodsOwnText(issue)) return ruleText(text)
  return message('validation.field', { field: fieldWords(field), text })
}

/** The reply's message for several fields' problems: each once, in the request's order. */
export const validationMessage = (problems: readonly Message[]): Message =>
  message('validation', { problems: joinedProblems(problems) })
