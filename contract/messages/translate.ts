/**
 * Translating a data text by the English template it was made from (see ./ar.ts). A template's `{name}` placeholders
 * match any text; the values found are put into the other language's template, each translated in turn when it is
 * itself a known term or text (to a small depth), else kept as it is (a name, a number, a date).
 */

const PLACEHOLDER = /\{(\w+)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Compiled {
  pattern: RegExp
  names: string[]
  target: string
  literal: number
}

/**
 * What some placeholders hold, as regular expression sources: a placeholder so named first tries these (the academy's
 * level names, its school types…), then any text unless `only`. Names of several words ('Level 1 Baby Class school of …') are
 * split where the names end, not at the first space.
 */
export type PlaceholderShapes = Record<string, { pattern: string; /** Only these, never other text. */ only?: boolean }>

function compile(catalog: Record<string, string>, shapes: PlaceholderShapes): Compiled[] {
  return (
    Object.entries(catalog)
      // A template must say something besides its placeholders, or it would match any text: unless each of its
      // placeholders has a shape, which it then must hold ('{weekday} {dayOfMonth} {monthName} {year}').
      .filter(
        ([english]) =>
          english.includes('{') &&
          (english.replace(PLACEHOLDER, '').trim().length >= 4 ||
            placeholdersOf(english).every((name) => shapes[name]?.only)),
      )
      .map(([english, target]) => {
        const names: string[] = []
        let source = ''
        let last = 0
        for (const match of english.matchAll(PLACEHOLDER)) {
          source += escape(english.slice(last, match.index))
          const shape = shapes[match[1]]
          source += !shape ? '([\\s\\S]+?)' : shape.only ? `(${shape.pattern})` : `(${shape.pattern}|[\\s\\S]+?)`
          names.push(match[1])
          last = match.index + match[0].length
        }
        source += escape(english.slice(last))
        return {
          pattern: new RegExp(`^${source}$`),
          names,
          target,
          literal: english.replace(PLACEHOLDER, '').length,
        }
      })
      // The most specific template first: more fixed text, fewer placeholders.
      .sort((a, b) => b.literal - a.literal || a.names.length - b.names.length)
  )
}

/** The placeholders of a template: '{id} of {name}' → ['id', 'name']. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1])

/** A template's shape with its placeholders unnamed: 'School {id} not found' → 'School {} not found'. */
export const shapeOf = (template: string): string => template.replace(PLACEHOLDER, '{}')

export function makeTranslator(
  catalog: Record<string, string>,
  terms: Record<string, string> = {},
  shapes: PlaceholderShapes = {},
) {
  const templates = compile(catalog, shapes)
  const exact = new Map(Object.entries({ ...terms, ...catalog }).filter(([english]) => !english.includes('{')))

  const known = (message: string, depth: number): string | undefined => {
    const direct = exact.get(message)
    if (direct !== undefined) return direct
    if (depth > 3) return undefined
    // A placeholder's list ('school 12 (Level 3) and pre-team 40'): each item, when every one is known.
    if (depth > 0) {
      const items = message.split(/, | and /)
      if (items.length > 1) {
        const translated = items.map((item) => known(item, depth + 1))
        if (translated.every((item) => item !== undefined)) return translated.join('، ').replace(/، ([^،]*)$/, ' و$1')
      }
    }
    for (const template of templates) {
      const found = template.pattern.exec(message)
      if (!found) continue
      const values = Object.fromEntries(
        template.names.map((name, index) => [name, known(found[index + 1], depth + 1) ?? found[index + 1]]),
      )
      return template.target.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
    }
    return undefined
  }

  /** The text in the other language, or undefined when no template makes it. */
  const find = (message: string): string | undefined => known(message, 0)

  return {
    find,
    /** The message in the other language, or as it is when no template makes it. */
    translate: (message: string): string => find(message) ?? message,
  }
}
