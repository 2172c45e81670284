import { latinDigits } from '@contract/common'

/** Letters compared without case or accents; Arabic as written. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()

/**
 * Whether a swimmer matches the search box: digits match the swimmer's ID from its start ('12' finds 12 and 1203),
 * anything else every word in the name, in any order ('sara ali' finds 'Ali, Sara').
 */
export function matchesSwimmer(query: string, swimmer: { swimmerID: number; fullName: string }): boolean {
  const text = latinDigits(query.trim()) // an ID typed in Arabic-Indic digits is the same ID
  if (!text) return true
  if (/^\d+$/.test(text)) return String(swimmer.swimmerID).startsWith(text)
  const name = fold(swimmer.fullName)
  return fold(text)
    .split(/\s+/)
    .every((word) => name.includes(word))
}
