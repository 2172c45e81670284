// The search key of a person's name: what a name search compares, on both engines. Stored beside every swimmer's,
// coach's and user's full name (column name_key, migration 0015) and applied to the typed search text, so that a
// name is found however it was typed:
//
// - case folded (Latin as before: "AHMED" finds "Ahmed");
// - Arabic script written one way: the alef forms أ إ آ ٱ as ا, taa marbuta ة as ه, alef maqsura ى as ي, the
//   Persian-keyboard yeh ی and kaf ک as ي and ك; tatweel (ـ) and the diacritics (tashkeel U+064B–U+065F and the
//   superscript alef U+0670) left out; Arabic-Indic digits as 0–9;
// - invisible direction and joiner marks left out, runs of spaces read as one.
//
// Anything else is kept as typed, so Latin names behave as they always did. This is the one place these rules live:
// a change here needs the stored keys rebuilt (see migration 0015's backfill).

const FOLDED: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
}

// Alef forms, taa marbuta, alef maqsura, Persian yeh and kaf.
const FOLDABLE = /[أإآٱةىیک]/g
// Tatweel, the Arabic diacritics and the superscript alef, and invisible marks (zero-width (non-)joiner, LRM/RLM,
// the Arabic letter mark, LRE/RLE/PDF/LRO/RLO, the isolates).
const IGNORED = /\u0640|[\u064B-\u065F]|\u0670|[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g
// Arabic-Indic (U+0660–0669) and extended Arabic-Indic (U+06F0–06F9) digits.
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g

/** The search key of a name or of a typed search text (trimmed; empty when nothing searchable is left). */
export function nameKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(IGNORED, '')
    .replace(FOLDABLE, (char) => FOLDED[char])
    .replace(ARABIC_DIGIT, (digit) => String((digit.charCodeAt(0) & 0x0f) % 10))
    .replace(/\s+/g, ' ')
    .trim()
}

/** A full name with its search key, as every write of a name stores them (full_name and name_key together). */
export const withNameKey = (fullName: string): { full_name: string; name_key: string } => ({
  full_name: fullName,
  name_key: nameKey(fullName),
})

/**
 * A LIKE pattern (with `escape '\'`) for names whose key contains the key of the typed text; LIKE's own wildcards in
 * it are taken literally. Empty text gives '%%', which matches every name.
 */
export const nameKeyContains = (text: string): string => `%${nameKey(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`
