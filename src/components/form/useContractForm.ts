import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type {
  DefaultValues,
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { translateContractMessage } from '@/i18n/i18n'
import { ruleTextBy } from '@/i18n/ruleText'
import { failureDetail, isSessionEnd, serverFieldErrors } from './failure'

// The one form hook of the SPA: react-hook-form holds the values, the contract's zod schema (the same rules and words
// the server applies) checks them. A form's values are what the user types; `toPayload` adds what the dialog knows
// (the swimmer it names, the acting user, the site) and the schema checks that payload. A problem with a field the
// form shows appears on that field; any other (the site, the swimmer) appears at the top of the form. The input as
// typed is what is sent (the server parses it again), so amounts stay decimals on the wire and become cents only there.

type Translate = (message: string) => string

export interface ContractFormOptions<V extends FieldValues, P> {
  schema: z.ZodType
  defaultValues: V
  /** The request the values become; defaults to the values themselves. */
  toPayload?: (values: V) => P
  /** A contract message in the user's language (unknown messages pass through); by default the contract's catalog. */
  translate?: Translate
  /**
   * Required fields checked before the schema: every empty one shows this message (a rule's code, rendered like the
   * schema's, or a sentence already in the user's language), and so does the top of the form (SPEC.md section 5:
   * 'Please fill in all required fields').
   */
  required?: { fields: readonly (keyof V & string)[]; message: string }
  /** Send what the schema makes of the payload (numbers, trimmed text) rather than the input as typed. */
  sendParsed?: boolean
  /** The top of the form repeats the first problem found, even one shown on its field. */
  summarize?: boolean
}

export interface ContractForm<V extends FieldValues, P> extends UseFormReturn<V> {
  /** The sentence at the top of the form: the server's refusal, or a rule about something the form does not show. */
  message?: string
  /**
   * A refused call: the fields the server named show its words, the rest goes to the top of the form. Returns true
   * when a toast is worth adding (not when the session ended: the shell already said so).
   */
  fail: (error: unknown, fallback: string) => boolean
  /** Wraps the submit handler: checks the values, then calls `send` with the checked payload. */
  submitWith: (
    send: (payload: P, values: V) => Promise<void> | void,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>
  /** Back to the first values, without errors or message. */
  clear: () => void
  /**
   * Puts a sentence at the top of the form (a check the dialog makes itself, e.g. no site chosen); none takes the one
   * shown away (e.g. a refusal made stale by an edit, issue 27).
   */
  say: (text?: string) => void
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { message } = error as FieldError
  if (typeof message === 'string' && message) return message
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested)
    if (found) return found
  }
  return undefined
}

export function useContractForm<V extends FieldValues, P = V>({
  schema,
  defaultValues,
  toPayload,
  translate = translateContractMessage,
  required,
  sendParsed = false,
  summarize = false,
}: ContractFormOptions<V, P>): ContractForm<V, P> {
  const [message, setMessage] = useState<string>()
  const [defaults] = useState(defaultValues)
  // The latest options, read when the form is checked: callers may pass new functions on every render.
  const latest = useRef({ schema, toPayload, translate, required, sendParsed, summarize })
  useLayoutEffect(() => {
    latest.current = { schema, toPayload, translate, required, sendParsed, summarize }
  })
  const payloadOf = useCallback((values: V): P => {
    const make = latest.current.toPayload
    return make ? make(values) : (values as unknown as P)
  }, [])

  const resolver = useMemo<Resolver<V>>(
    () => async (values, context, options) => {
      const { schema: rules, translate, required: needed, summarize: repeat } = latest.current
      // The schema's messages are its rules' codes: `translate` renders them, else their English (src/i18n/ruleText.ts).
      const say = ruleTextBy(translate)
      const empty = needed?.fields.filter((name) => String(values[name] ?? '').trim() === '') ?? []
      if (needed && empty.length > 0) {
        // A rule's code (the contract's fill-all message) in the user's language; a sentence passes through.
        const text = say(needed.message)
        const errors = Object.fromEntries(empty.map((name) => [name, { type: 'required', message: text }]))
        return {
          values: {},
          errors: { ...errors, root: { type: 'required', message: text } } as FieldErrors<V>,
        }
      }
      const check = zodResolver(rules as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>
      const result = await check(payloadOf(values) as FieldValues, context, options as never)
      const found = Object.entries(result.errors)
      if (found.length === 0) return { values, errors: {} }
      const errors: Record<string, FieldError> = {}
      let outside: string | undefined
      for (const [name, error] of found) {
        const text = say(firstMessage(error) ?? '')
        if (name in defaults) errors[name] = { type: String((error as FieldError).type ?? 'contract'), message: text }
        else outside ??= text
        if (repeat) outside ??= text
      }
      if (outside) errors.root = { type: 'contract', message: outside }
      return { values: {}, errors: errors as FieldErrors<V> }
    },
    [payloadOf, defaults],
  )

  const form = useForm<V>({
    defaultValues: defaults as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { setError, handleSubmit, reset } = form

  const fail = useCallback(
    (error: unknown, fallback: string): boolean => {
      if (isSessionEnd(error)) return false
      setMessage(failureDetail(error, fallback))
      for (const [name, text] of Object.entries(serverFieldErrors(error))) {
        if (name in defaults) setError(name as Path<V>, { type: 'server', message: latest.current.translate(text) })
      }
      return true
    },
    [defaults, setError],
  )

  const submitWith = useCallback(
    (send: (payload: P, values: V) => Promise<void> | void) =>
      handleSubmit(async (values) => {
        setMessage(undefined)
        const payload = payloadOf(values)
        const { schema: rules, sendParsed: parsed } = latest.current
        await send(parsed ? (rules.parse(payload) as P) : payload, values)
      }),
    [handleSubmit, payloadOf],
  )

  const clear = useCallback(() => {
    setMessage(undefined)
    reset(defaults)
  }, [reset, defaults])

  return { ...form, message: message ?? form.formState.errors.root?.message, fail, submitWith, clear, say: setMessage }
}
