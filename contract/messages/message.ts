/**
 * Messages as codes (issue 26). A message is a code and the values it names ({ code: 'school.notFound', params:
 * { id: 12 } }); each language renders it from its own catalogue of templates, where `{name}` stands for a value.
 * The English catalogue (./en.ts) is the spec's texts verbatim and decides which codes exist and which values each
 * needs: a code not in it, or a value missing, is a type error. A value is text, a number, or itself a message
 * (a group's name inside a refusal), rendered in the same language.
 */
import type { MESSAGES_EN } from './en'

/** The names a template's placeholders use: 'School {id} is {status}' → 'id' | 'status'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

export type MessageCode = keyof typeof MESSAGES_EN
export type Param = string | number | Message
export type ParamsOf<C extends MessageCode> = { [Name in Placeholders<(typeof MESSAGES_EN)[C]>]: Param }

/** One message: its code, and its values when its text names any. */
export type Message = {
  [C in MessageCode]: [Placeholders<(typeof MESSAGES_EN)[C]>] extends [never]
    ? { code: C; params?: undefined }
    : { code: C; params: ParamsOf<C> }
}[MessageCode]

/** A language's texts: one template per code, the same placeholders as the English one. */
export type Catalogue = Readonly<Record<MessageCode, string>>

/** A message by its code: message('school.notFound', { id }) (a code without values takes none). */
export function message<C extends MessageCode>(
  code: C,
  ...params: [Placeholders<(typeof MESSAGES_EN)[C]>] extends [never] ? [] : [ParamsOf<C>]
): Message {
  return (params.length ? { code, params: params[0] } : { code }) as Message
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string'

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A message in a catalogue's language. Text values pass through `term` (a language's words for the values that are
 * words: a status, a level's name); messages among the values are rendered in the same catalogue.
 */
export function render(shown: Message, catalogue: Catalogue, term: (text: string) => string = (text) => text): string {
  const template = catalogue[shown.code] ?? shown.code
  const params = (shown.params ?? {}) as Record<string, Param | undefined>
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    if (typeof value === 'number') return String(value)
    if (typeof value === 'string') return term(value)
    return render(value, catalogue, term)
  })
}

/** The placeholders of a template: '{id} of {name}' → ['id', 'name']. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1])
