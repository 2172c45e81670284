import { t } from 'i18next'
import { getServerMessage, isNetworkError } from '@/api/errors'
import { translateContractMessage } from '@/i18n/i18n'

/** SPEC.md section 8: the server's message, else the default; no answer at all is a network error. */
export function loginFailureMessage(error: unknown): string {
  const fromServer = getServerMessage(error)
  if (fromServer) return translateContractMessage(fromServer)
  if (isNetworkError(error)) return t('errors.network')
  return t('login.failed')
}
