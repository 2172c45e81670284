import Papa from 'papaparse'

// CSV files for spreadsheet programs. Two dangers and one nuisance:
// - text a spreadsheet would run as a formula ('=HYPERLINK(…)', '+1+1', '-2+3', '@SUM(…)', or a tab or carriage
//   return before one): such a cell gets a leading apostrophe, so it is shown as the text it is. papaparse's own
//   `escapeFormulae: true` misses text with a line break after the first character (its pattern ends with `.*$`
//   without the s flag), so the pattern here looks at the first character only; full-width '＝＋－＠' too.
// - numbers stay numbers (a negative difference is -5, not "'-5"): only text is escaped.
// - figures stay machine-readable: a figure the app formatted on screen with Arabic-Indic digits ('١٬٢٥٠٫٥٠', the
//   Arabic digits setting), passed as { figure }, is written with Latin digits ('1,250.50'); the words around them are
//   kept. Text is written as it was typed (issue 25): a name, a note or a receipt number typed in Arabic-Indic digits
//   ('٥٥٢') keeps them, so the file says what the desk wrote and a receipt number is still found by it.
// - money is a plain number a spreadsheet can add up (issue 25): a column with a `currency` writes its amounts as
//   '3015.00' (dot decimal, no grouping, two places, never escaped: '-5.00' is a number), not 'EGP 3,015.00', and
//   the file gets one 'Currency' column (after the last money column) with the currency code on every row. Every
//   export of the app goes through here: the grids' toolbar (GridCsvToolbar), the invoice and totals buttons.
// - Excel reads a CSV without a byte-order mark as the local code page: Arabic names become mojibake. The file
//   starts with U+FEFF, so it opens as UTF-8.

export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
export const BOM = '\uFEFF'

export interface CsvColumn {
  /** The heading written in the first row. */
  header: string
  /** The key of the row's value. */
  field: string
  /** The column holds amounts of money in this currency (ISO code): written as plain numbers, see above. */
  currency?: string
}

export interface CsvOptions {
  /** The heading of the currency column added when a column holds money ('Currency'). */
  currencyHeader?: string
}

/** A figure written as it is: papaparse escapes and quotes strings only, so this text is never taken for a formula. */
class PlainFigure {
  constructor(private readonly text: string) {}
  toString(): string {
    return this.text
  }
}

/** 3015 → '3015.00', -5.5 → '-5.50': two places from the cents, no grouping, a dot. */
const plainMoney = (amount: number): PlainFigure => {
  const cents = Math.round(amount * 100)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return new PlainFigure(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`)
}

/** An amount as a cell may hold it: a number, or a numeric text (in any digits, with ',' grouping) as a number. */
const amountOf = (value: CsvValue): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const shown = isFigure(value) ? value.figure : value
  if (typeof shown !== 'string') return undefined
  const text = latinDigits(shown).replace(/,/g, '').trim()
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined
}

/** A figure as the app formatted it on screen (a date, a count, an ID in the digits setting): written in Latin digits. */
export interface CsvFigure {
  figure: string
}

/** A cell: text (written as typed), a number, or a figure the app formatted. */
export type CsvValue = string | number | boolean | null | undefined | CsvFigure

const isFigure = (value: CsvValue): value is CsvFigure => typeof value === 'object' && value !== null
export type CsvRow = Record<string, CsvValue>

const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g
/** Arabic-Indic (and Persian) digits and the Arabic decimal and group separators, as Latin: '١٬٢٥٠٫٥٠' → '1,250.50'. */
export const latinDigits = (text: string): string =>
  text.replace(ARABIC_DIGIT, (char) => {
    if (char === '\u066b') return '.'
    if (char === '\u066c') return ','
    const code = char.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })

/**
 * The CSV text (with its BOM) of `rows` under `columns`, in that order; CRLF line ends, as spreadsheets expect.
 * Money columns (with a `currency`) are plain numbers, followed by one currency column.
 */
export function toCsv(
  columns: readonly CsvColumn[],
  rows: readonly CsvRow[],
  { currencyHeader = 'Currency' }: CsvOptions = {},
): string {
  const lastMoney = columns.map((column) => Boolean(column.currency)).lastIndexOf(true)
  const currency = lastMoney >= 0 ? columns[lastMoney].currency : undefined
  const headers = columns.map((column) => column.header)
  if (currency) headers.splice(lastMoney + 1, 0, currencyHeader)
  const data = rows.map((row) => {
    const cells: Array<string | number | PlainFigure> = columns.map((column) => {
      const value = row[column.field]
      if (value === null || value === undefined) return ''
      if (column.currency) {
        const amount = amountOf(value)
        if (amount !== undefined) return plainMoney(amount)
      }
      if (typeof value === 'number') return Number.isFinite(value) ? value : ''
      // Only what the app formatted changes digits; text keeps what was typed.
      if (isFigure(value)) return latinDigits(value.figure)
      return String(value)
    })
    if (currency) cells.splice(lastMoney + 1, 0, currency)
    return cells
  })
  const csv = Papa.unparse({ fields: headers, data }, { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false })
  return BOM + csv
}

/** A file name safe on every system: 'Due list – Club 13' → 'due-list-club-13.csv'. */
export function csvFileName(...parts: Array<string | number>): string {
  const base = parts
    .map((part) => String(part))
    .join('-')
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return `${base || 'export'}.csv`
}

/** Offers `csv` to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
