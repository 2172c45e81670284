import type { Kysely } from 'kysely'

// Receipt keys fold what staff really type (issue 25): Arabic-Indic and Persian digits (any Unicode decimal digit),
// Cyrillic and Greek look-alike letters, O for 0 and I/l for 1, and every space, dash and invisible character (tab,
// braille blank U+2800 …) dropped. Every payment's payments.receipt_key is recomputed with receipts.ts receiptKey,
// the one the payments service compares with; it stays unique per site (index payments_receipt_key_per_site).
//
// Payments recorded before that are look-alikes of each other under the new key (e.g. 'R-62-000125' and
// 'R-62-٠٠٠١٢٥' at one site) must not stop the migration, and nothing posted is edited: both stay as recorded. The
// first (lowest id) keeps the key, so every new look-alike is refused naming it; each later one gets the key followed
// by an invisible separator and its id, which no receipt number can produce (receiptKey drops invisible characters),
// as migration 0008 did. Their receipt numbers are untouched.
//
// The key is receipts.ts receiptKey (with contract/common.ts latinDigits) as it was when this migration was written,
// frozen below: a migration never changes once run, so it imports no live code. A later change to the live key comes
// with its own migration recomputing the keys.

const DECIMAL_DIGIT = /\p{Nd}/u
const digitValues = new Map<string, string>()

/**
 * The value of a Unicode decimal digit (General_Category Nd), from Unicode's own data: decimal digits are assigned
 * only in runs of ten, 0 to 9 in order, so a digit's value is its place in its run of consecutive digits, modulo 10.
 * No hand table of scripts: Arabic-Indic, Persian, Devanagari, Bengali, fullwidth, mathematical … all read alike.
 */
function digitValue(digit: string): string {
  const known = digitValues.get(digit)
  if (known !== undefined) return known
  const code = digit.codePointAt(0)!
  let before = 0
  while (DECIMAL_DIGIT.test(String.fromCodePoint(code - before - 1))) before += 1
  const value = String(before % 10)
  digitValues.set(digit, value)
  return value
}

/** Every Unicode decimal digit written as its Latin digit 0–9 ('R-62-٠٠٠١٢٥' → 'R-62-000125'); the rest as it is. */
const latinDigits = (text: string): string => text.replace(/\p{Nd}/gu, digitValue)

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
 * every decimal digit of any script Latin (latinDigits below: Arabic-Indic, Persian, Devanagari …), Cyrillic and
 * Greek look-alikes Latin, every space, dash and invisible character removed, case-folded, then O read as 0 and I, l
 * as 1. '' when nothing visible is left.
 */
function receiptKey(receiptNo: string): string {
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed loosely
type Db = Kysely<any>

const PAGE = 5000

export async function up(db: Db): Promise<void> {
  // Without the index while keys change: a row's new key may equal another row's old key until that one is rekeyed.
  await db.schema.dropIndex('payments_receipt_key_per_site').execute()
  const seen = new Set<string>()
  let after = 0
  for (;;) {
    const rows: Array<{ id: number; site: number; receipt_no: string; receipt_key: string }> = await db
      .selectFrom('payments')
      .select(['id', 'site', 'receipt_no', 'receipt_key'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) break
    for (const row of rows) {
      let key = receiptKey(row.receipt_no)
      const scoped = `${row.site} ${key}`
      if (seen.has(scoped) || key === '') key = `${key}\u200b${row.id}`
      else seen.add(scoped)
      if (key !== row.receipt_key) {
        await db.updateTable('payments').set({ receipt_key: key }).where('id', '=', row.id).execute()
      }
    }
    after = Number(rows[rows.length - 1].id)
  }
  await db.schema
    .createIndex('payments_receipt_key_per_site')
    .on('payments')
    .columns(['site', 'receipt_key'])
    .unique()
    .execute()
}

/** The new keys stay: they are still unique per site, and the older fold would only let look-alikes in again. */
export async function down(): Promise<void> {}
