// A template's words with an event's facts (issue 29). Templates name their values ({guardian}, {swimmers}, {date},
// {time}, {group}, {site}, {amount}, {expiry}, {count}) and choose words by number with ICU-style plural blocks:
//   {count, plural, one {حصة} two {حصتين} few {# حصص} many {# حصة} other {# حصة}}
// The branch is Intl.PluralRules' category in the guardian's language (Arabic has all six: zero, one, two, few, many,
// other), '#' in it is the number written in that language; a category a block lacks falls back to `other`. Dates
// and times are the academy's wall clock (calendar dates and session times are already the academy's, so they are
// written as they are, never moved through UTC); Arabic uses Egyptian Arabic's own digits and names of days.

export type Language = 'ar' | 'en'
export const LOCALE: Record<Language, string> = { ar: 'ar-EG', en: 'en-GB' }

/** A value in both languages, or the same in both (a name). */
export type Both = string | { ar: string; en: string }

export interface Facts {
  /** The academy's calendar date (YYYY-MM-DD) the event is on. */
  date?: string
  /** The academy's wall-clock time (HH:MM). */
  time?: string
  group?: Both
  site?: Both
  /** Whole cents. */
  amount?: number
  /** The academy's calendar date (YYYY-MM-DD) an offer or a credit ends. */
  expiry?: string
}

export interface RenderValues extends Facts {
  guardian: string
  swimmers: string[]
}

const inLanguage = (value: Both, language: Language) => (typeof value === 'string' ? value : value[language])

/**
 * One formatter per language and kind, made once: Intl's constructors load locale data and cost far more than a
 * format call, and an event renders a message for every guardian of a closed site's day (a thousand or more).
 */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>()
  return (language) => {
    let formatter = made.get(language)
    if (!formatter) made.set(language, (formatter = make(LOCALE[language])))
    return formatter
  }
}
const dateFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const timeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: locale === LOCALE.ar ? 'numeric' : '2-digit',
      minute: '2-digit',
      hour12: locale === LOCALE.ar,
      timeZone: 'UTC',
    }),
)
const amountFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 }),
)
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale))
const pluralRules = perLanguage((locale) => new Intl.PluralRules(locale))
const listFormat = perLanguage((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }))

/** 2026-12-05 → "Saturday 5 December 2026" / "السبت ٥ ديسمبر ٢٠٢٦" (the date itself, no zone moves it). */
export function writeDate(date: string, language: Language): string {
  return dateFormat(language).format(new Date(`${date}T00:00:00Z`))
}

/** 07:30 → "07:30" / "٧:٣٠ ص"; 17:30 → "17:30" / "٥:٣٠ م". */
export function writeTime(time: string, language: Language): string {
  return timeFormat(language).format(new Date(`1970-01-01T${time.slice(0, 5)}:00Z`))
}

/** 125050 → "EGP 1,250.50" / "‏١٬٢٥٠٫٥٠ ج.م.‏" (exact: cents are split as integers, never as a float sum). */
export function writeAmount(cents: number, language: Language): string {
  const format = amountFormat(language)
  const sign = cents < 0 ? '-' : ''
  const whole = Math.trunc(Math.abs(cents) / 100)
  const rest = String(Math.abs(cents) % 100).padStart(2, '0')
  // The decimal string is exact; Intl parses it as a decimal string (no binary fraction in between).
  return format.format(`${sign}${whole}.${rest}` as unknown as number)
}

export const writeList = (names: readonly string[], language: Language): string => listFormat(language).format(names)

/** Finds `{name, plural, …}` blocks (one level of braces inside each branch) and picks each block's branch. */
function choosePlurals(template: string, counts: Record<string, number>, language: Language): string {
  let out = ''
  let index = 0
  const opener = /\{(\w+),\s*plural,/g
  let match: RegExpExecArray | null
  while ((match = opener.exec(template)) !== null) {
    const [, name] = match
    const branches: Record<string, string> = {}
    let at = match.index + match[0].length
    for (;;) {
      while (at < template.length && /\s/.test(template[at])) at++
      if (template[at] === '}') break
      const key = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(template.slice(at))
      if (!key) throw new Error(`Template plural block for {${name}} is malformed at ${at}`)
      at += key[0].length
      let depth = 1
      const start = at
      while (at < template.length && depth > 0) {
        if (template[at] === '{') depth++
        else if (template[at] === '}') depth--
        at++
      }
      if (depth !== 0) throw new Error(`Template plural block for {${name}} is not closed`)
      branches[key[1]] = template.slice(start, at - 1)
    }
    const count = counts[name] ?? 0
    const category = pluralRules(language).select(count)
    const branch = branches[`=${count}`] ?? branches[category] ?? branches.other ?? ''
    out += template.slice(index, match.index) + branch.replaceAll('#', numberFormat(language).format(count))
    index = at + 1
    opener.lastIndex = index
  }
  return out + template.slice(index)
}

/** The placeholders a template names, in any branch of its plural blocks (a block that does not read throws). */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>()
  for (const language of ['ar', 'en'] as const) {
    for (const count of [0, 1, 2, 3, 11, 100]) {
      for (const [, name] of choosePlurals(template, { count }, language).matchAll(/\{(\w+)\}/g)) names.add(name)
    }
  }
  return [...names]
}

/** A template's text for one guardian: plural blocks chosen, then every placeholder written in the language. */
export function render(template: string, values: RenderValues, language: Language): string {
  const count = values.swimmers.length
  const text = choosePlurals(template, { count }, language)
  const written: Record<string, string | undefined> = {
    guardian: values.guardian.trim() || (language === 'ar' ? 'حضرتك' : 'there'),
    swimmers: writeList(values.swimmers, language),
    count: numberFormat(language).format(count),
    date: values.date && writeDate(values.date, language),
    time: values.time && writeTime(values.time, language),
    group: values.group && inLanguage(values.group, language),
    site: values.site && inLanguage(values.site, language),
    amount: values.amount === undefined ? undefined : writeAmount(values.amount, language),
    expiry: values.expiry && writeDate(values.expiry, language),
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => written[name] ?? whole)
}
