import { latinDigits } from '@contract/common'

// How receipt numbers are compared. A receipt book's number may be typed in many ways that look the same on paper:
// in lower case, in fullwidth letters, on an Arabic keyboard (Arabic-Indic digits), with a Cyrillic 'Р' for a Latin
// 'P', the letter O for a zero, a space or a non-breaking hyphen for a hyphen, an invisible zero-width or braille-blank
// character. They are all the same receipt. The key below is what the database keeps unique per site
// (payments.receipt_key, migrations 0008 and 0026). Every URL that records a payment reaches it through
// payments.service recordPayment.
//
// Decided (issue 25): the key drops every space, dash and invisible character, so 'C13 9001', 'C13-9001' and
// 'C139001' are one receipt; and it always reads the letter O as 0 and the letters I and l as 1, whatever stands
// beside them, so 'R-62-OOO125' is R-62-000125 and 'SO-1' is S0-1. A receipt book never holds two numbers that differ
// only there, and folding the same way everywhere keeps the key simple and predictable.

/** Characters that show nothing: zero-width, soft hyphen, bidi marks and overrides, other format and control characters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu
/** Spaces of every kind (tab, line breaks, no-break and ideographic spaces) and blank fillers (braille blank U+2800). */
const BLANK = /[\s\p{Z}\u2800\u3164\uffa0\u115f\u1160]/gu
/** Dashes of every kind (hyphen, non-breaking hyphen, en and em dash, minus sign, …). */
const DASHES = /[\p{Pd}\u2212\u2043]/gu

/**
 * Cyrillic and Greek letters that look like a Latin letter, as that letter (upper case to upper case, lower to
 * lower, before case-folding: Greek 'Η' is an H, its lower case 'η' is not). One exception, decided for issue 25:
 * Cyrillic 'Р' (U+0420), typed for the R of 'R-62-000125' on a Cyrillic layout, is read as R, the letter it stands
 * for, though it is drawn like a P.
 */
const CONFUSABLE: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'R',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ӏ: 'I',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ү: 'Y',
  Ԍ: 'G',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'r',
  с: 'c',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ү: 'y',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
  ι: 'i',
  ν: 'v',
  ρ: 'p',
  χ: 'x',
  υ: 'u',
  κ: 'k',
  α: 'a',
}
const CONFUSABLE_LETTER = new RegExp(`[${Object.keys(CONFUSABLE).join('')}]`, 'gu')
/** After case-folding: the letters that read as digits on a receipt. */
const DIGIT_LOOKALIKE: Record<string, string> = { o: '0', i: '1', l: '1' }

/**
 * The comparison key of a receipt number: NFKC-normalised (fullwidth and compatibility forms become plain ones),
 * every decimal digit of any script Latin (contract latinDigits: Arabic-Indic, Persian, Devanagari …), Cyrillic and
 * Greek look-alikes Latin, every space, dash and invisible character removed, case-folded, then O read as 0 and I, l
 * as 1. '' when nothing visible is left.
 */
export function receiptKey(receiptNo: string): string {
  return latinDigits(receiptNo.normalize('NFKC'))
    .replace(CONFUSABLE_LETTER, (letter) => CONFUSABLE[letter] ?? letter)
    .replace(INVISIBLE, '')
    .replace(BLANK, '')
    .replace(DASHES, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[oil]/g, (letter) => DIGIT_LOOKALIKE[letter])
}

/** A receipt number as a message shows it: invisible characters written out, so a look-alike shows what differs. */
export function shownReceipt(receiptNo: string): string {
  return receiptNo.replace(
    /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu,
    (char) => `<U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}>`,
  )
}
