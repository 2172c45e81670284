import { t } from 'i18next'
import type { z } from 'zod'
import { LOGIN_MESSAGES } from '@contract/auth-messages'
import { getServerMessage, isNetworkError } from '@/api/errors'
import { translateContractMessage } from '@/i18n/i18n'

/** The one message to show for a form that broke the contract's rules; an empty field outranks a malformed one. */
export function validationMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message)
  const first = messages.includes(LOGIN_MESSAGES.fillAll) ? LOGIN_MESSAGES.fillAll : messages[0]
  return translateContractMessage(first ?? LOGIN_MESSAGES.fillAll)
}

/** Which fields an error is about, to mark them invalid. */
export const invalidFields = (error: z.ZodError): Set<string> =>
  new Set(error.issues.map((issue) => String(issue.path[0])))

/** SPEC.md section 8: the server's message, else the default; no answer at all is a network error. */
export function loginFailureMessage(error: unknown): string {
  const fromServer = getServerMessage(error)
  if (fromServer) return translateContractMessage(fromServer)
  if (isNetworkError(error)) return t('errors.network')
  return t('login.failed')
}
