import { useCallback, useState } from 'react'
import type { ChangeEvent } from 'react'
import type { ZodType } from 'zod'
import { failureDetail, isSessionEnd, serverFieldErrors } from './failure'
import { translateRule } from './i18n'

// A dialog form checked with the contract's schema, the same rules and messages the server applies. The input as
// typed is what is sent (the server parses it again), so amounts stay decimals on the wire and become cents only there.

type Values = Record<string, string>
export const FORM_ERROR = '_form'

export function useContractForm<V extends Values>(initial: V) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    // A field that changes no longer shows the complaint about its old value.
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _old, ...rest } = current
      return rest
    })
  }, [])

  /** Props for a TextField bound to one value, with its error as helper text. */
  const field = (name: keyof V & string, helperText?: string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
  })

  /** True when the payload passes the schema; otherwise each field shows its first message. */
  const check = (schema: ZodType, payload: unknown): boolean => {
    const parsed = schema.safeParse(payload)
    setFailure(undefined)
    if (parsed.success) {
      setErrors({})
      return true
    }
    const next: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR
      next[key] ??= translateRule(issue.message)
    }
    setErrors(next)
    return false
  }

  /** A refused call: the server's message above the form, its field errors on the fields; true when worth a toast. */
  const fail = (error: unknown, fallback: string): boolean => {
    if (isSessionEnd(error)) return false
    setFailure(failureDetail(error, fallback))
    setErrors(
      Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([key, text]) => [key, translateRule(text)])),
    )
    return true
  }

  const reset = () => {
    setValues(initial)
    setErrors({})
    setFailure(undefined)
  }

  return { values, set, field, errors, failure, check, fail, reset, setValues }
}
