import type { z } from 'zod'
import { LOGIN_CODES } from '@contract/auth'
import { ruleText } from '@/i18n/ruleText'

// What the sign-in form needs of the contract's rules, loaded with them (zod) when the user starts typing, not with
// the page (the /login budget): the schema, and its messages by their codes (contract/messages/rule.ts).

export { loginRequest } from '@contract/auth'

/** The one message to show for a form that broke the contract's rules; an empty field outranks a malformed one. */
export function validationMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message)
  return ruleText(messages.includes(LOGIN_CODES.fillAll) ? LOGIN_CODES.fillAll : (messages[0] ?? LOGIN_CODES.fillAll))
}

/** Which fields an error is about, to mark them invalid. */
export const invalidFields = (error: z.ZodError): Set<string> =>
  new Set(error.issues.map((issue) => String(issue.path[0])))
