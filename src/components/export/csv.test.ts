import Papa from 'papaparse'
import { BOM, csvFileName, toCsv } from './csv'

const columns = [
  { field: 'name', header: 'Name' },
  { field: 'amount', header: 'Amount' },
]
const body = (csv: string) => csv.slice(BOM.length)

describe('CSV export', () => {
  it('starts with a UTF-8 byte-order mark, so Arabic opens correctly', () => {
    const csv = toCsv(columns, [{ name: 'مريم أحمد', amount: 350.5 }])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(body(csv)).toBe('Name,Amount\r\nمريم أحمد,350.5')
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['＝1+1', `"'＝1+1"`],
  ])('text that would start a formula is escaped: %j', (text, written) => {
    expect(body(toCsv([{ field: 'name', header: 'Name' }], [{ name: text }]))).toBe(`Name\r\n${written}`)
  })

  it('escapes a formula with a line break in it (papaparse’s own pattern misses it)', () => {
    const csv = toCsv([{ field: 'name', header: 'Name' }], [{ name: '=1+1\nsecond line' }])
    expect(body(csv)).toBe(`Name\r\n"'=1+1\nsecond line"`)
    expect(Papa.unparse([['=1+1\nx']], { escapeFormulae: true })).toBe('"=1+1\nx"') // the gap this closes
  })

  it('escapes headings too, and keeps numbers (a negative difference stays a number)', () => {
    const csv = toCsv(
      [
        { field: 'a', header: '-Difference' },
        { field: 'b', header: 'Plain' },
      ],
      [{ a: -12.5, b: 'a-b=c' }],
    )
    expect(body(csv)).toBe(`"'-Difference",Plain\r\n-12.5,a-b=c`)
  })

  it('writes empty cells for missing values and quotes commas and quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Smith, "Jo"', amount: null },
      { name: undefined, amount: Number.NaN },
    ])
    expect(body(csv)).toBe('Name,Amount\r\n"Smith, ""Jo""",\r\n,')
  })

  it('round-trips through a CSV reader', () => {
    const rows = [{ name: '=cmd', amount: 1 }]
    const parsed = Papa.parse<string[]>(body(toCsv(columns, rows))).data
    expect(parsed).toEqual([
      ['Name', 'Amount'],
      ["'=cmd", '1'],
    ])
  })

  it('writes figures shown in Arabic-Indic digits with Latin digits, the words kept', () => {
    const csv = toCsv(
      [
        { header: 'المبلغ', field: 'amount' },
        { header: 'التاريخ', field: 'date' },
      ],
      [{ amount: { figure: '١٬٢٥٠٫٥٠ ج.م.' }, date: { figure: '٢٤ نوفمبر ٢٠٢٦' } }],
    )
    expect(csv).toBe(`${BOM}المبلغ,التاريخ\r\n"1,250.50 ج.م.",24 نوفمبر 2026`)
  })

  it('writes text as it was typed: Arabic-Indic digits in a name, a note or a receipt number stay (issue 25)', () => {
    const csv = toCsv(
      [
        { header: 'Receipt', field: 'receiptNo' },
        { header: 'Notes', field: 'notes' },
        { header: 'Amount', field: 'amount', currency: 'EGP' },
      ],
      [{ receiptNo: '٥٥٢', notes: 'دفعت ١٠٠ كاش', amount: '١٬٢٥٠٫٥٠' }],
    )
    expect(body(csv)).toBe('Receipt,Notes,Amount,Currency\r\n٥٥٢,دفعت ١٠٠ كاش,1250.50,EGP')
  })

  it('writes money as plain numbers a spreadsheet adds up, with one currency column (issue 25)', () => {
    const csv = toCsv(
      [
        { field: 'name', header: 'Name' },
        { field: 'paid', header: 'Paid', currency: 'EGP' },
        { field: 'due', header: 'Due', currency: 'EGP' },
        { field: 'status', header: 'Status' },
      ],
      [
        { name: 'Omar', paid: 3015, due: 0.1 + 0.2, status: 'open' },
        { name: 'Sara', paid: -5.5, due: '1,385.50', status: 'paid' },
        { name: 'Mona', paid: null, due: '١٬٣٨٥٫٥٠', status: 'open' },
      ],
      { currencyHeader: 'Currency' },
    )
    expect(body(csv)).toBe(
      [
        'Name,Paid,Due,Currency,Status',
        'Omar,3015.00,0.30,EGP,open',
        'Sara,-5.50,1385.50,EGP,paid',
        'Mona,,1385.50,EGP,open',
      ].join('\r\n'),
    )
    const parsed = Papa.parse<string[]>(body(csv), { dynamicTyping: true }).data
    expect(parsed.slice(1).map((row) => row[1])).toEqual([3015, -5.5, null])
  })

  it('makes safe file names', () => {
    expect(csvFileName('Due list', 'Club 13')).toBe('due-list-club-13.csv')
    expect(csvFileName('../../etc', '')).toBe('etc.csv')
    expect(csvFileName('')).toBe('export.csv')
  })
})
