import type { SessionDetails } from '@contract/sessions'

/**
 * The swimmers of these credits by name, from the session's roster, in the user's language ('Laila Samir and Youssef
 * Adel'); one not on the roster counts as another swimmer.
 */
export function swimmerNames(
  credits: ReadonlyArray<{ swimmerID: number }>,
  roster: SessionDetails['roster'],
  language: 'en' | 'ar',
  others: (count: number) => string,
): string {
  const named = new Map(roster.map((entry) => [entry.swimmerID, entry.fullName]))
  const names = [...new Set(credits.map((credit) => named.get(credit.swimmerID)))]
  const known = names.filter((name): name is string => name !== undefined)
  const unknown = new Set(credits.filter((credit) => !named.has(credit.swimmerID)).map((credit) => credit.swimmerID))
  const parts = unknown.size > 0 ? [...known, others(unknown.size)] : known
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts)
}
