// How receipt numbers are compared. A receipt book's number may be typed in many ways that look the same on paper:
// in lower case, in fullwidth letters, with a non-breaking hyphen, with an invisible zero-width or bidi character.
// They are all the same receipt. The key below is what the database keeps unique per site (payments.receipt_key).
// Pure and dependency-free: migration 0008 uses it to key the payments recorded before it.

/** Characters that show nothing: zero-width, soft hyphen, bidi marks and overrides, other format and control characters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu
/** Dashes of every kind (hyphen, non-breaking hyphen, en and em dash, minus sign, …) read as '-'. */
const DASHES = /[\p{Pd}\u2212\u2043]/gu

/**
 * The comparison key of a receipt number: NFKC-normalised (fullwidth and compatibility forms become plain ones),
 * invisible characters removed, dashes folded to '-', runs of spaces to one, trimmed, case-folded.
 * '' when nothing visible is left.
 */
export function receiptKey(receiptNo: string): string {
  return receiptNo
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DASHES, '-')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
}

/** A receipt number as a message shows it: invisible characters written out, so a look-alike shows what differs. */
export function shownReceipt(receiptNo: string): string {
  return receiptNo.replace(
    INVISIBLE,
    (char) => `<U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}>`,
  )
}
