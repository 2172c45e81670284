import { screen, waitFor } from '@testing-library/react'
import { DataGrid } from '@mui/x-data-grid'
import type { GridColDef } from '@mui/x-data-grid'
import { renderWithProviders } from '@/testing/test-utils'
import { GridCsvToolbar } from './GridCsvToolbar'

interface Row {
  id: number
  name: string
  amount: number
  secret: string
}

const rows: Row[] = [
  { id: 1, name: '=HYPERLINK("http://evil.example")', amount: 10, secret: 'x' },
  { id: 2, name: 'مريم', amount: 20.5, secret: 'y' },
  { id: 3, name: 'Zed', amount: 30, secret: 'z' },
]

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', width: 200 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    valueFormatter: (value: number) => `EGP ${value.toFixed(2)}`,
  },
  { field: 'secret', headerName: 'Secret' },
  { field: 'actions', headerName: 'Actions', renderCell: () => <button type="button">Do</button> },
]

/** Captures the files the page offers for download. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  let next = 0
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`
    blobs.set(url, blob)
    return url
  })
  URL.revokeObjectURL = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return files
}

// The test environment's Blob is Node's (text() and arrayBuffer(), not jsdom's FileReader).
const textOf = (blob: Blob) => blob.text()
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('the grid CSV toolbar', () => {
  afterEach(() => jest.restoreAllMocks())

  it('exports what the grid shows: its visible columns, filtered and sorted rows, formatted cells, escaped', async () => {
    const files = captureDownloads()
    const { user } = renderWithProviders(
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: GridCsvToolbar }}
        slotProps={{ toolbar: { exportName: 'Test rows' } }}
        initialState={{
          columns: { columnVisibilityModel: { secret: false } },
          sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'amount', operator: '<', value: 25 }] } },
        }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Download Test rows as CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    expect(files[0].name).toBe('test-rows.csv')
    const bytes = await bytesOf(files[0].blob)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await textOf(files[0].blob)
    expect(text.replace(/^\uFEFF/, '')).toBe(
      ['Name,Amount', 'مريم,EGP 20.50', `"'=HYPERLINK(""http://evil.example"")",EGP 10.00`].join('\r\n'),
    )
  })

  it('exports money columns as plain numbers with a currency column, whatever the cells show (issue 25)', async () => {
    const files = captureDownloads()
    const { user } = renderWithProviders(
      <DataGrid
        rows={[...rows, { id: 4, name: 'Big', amount: 3015, secret: 'w' }]}
        columns={columns}
        showToolbar
        slots={{ toolbar: GridCsvToolbar }}
        slotProps={{ toolbar: { exportName: 'Money rows', moneyColumns: { amount: 'EGP' } } }}
        initialState={{ columns: { columnVisibilityModel: { secret: false } } }}
      />,
    )
    expect(screen.getByText('EGP 3015.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download Money rows as CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const text = await textOf(files[0].blob)
    expect(text.replace(/^\uFEFF/, '')).toBe(
      [
        'Name,Amount,Currency',
        `"'=HYPERLINK(""http://evil.example"")",10.00,EGP`,
        'مريم,20.50,EGP',
        'Zed,30.00,EGP',
        'Big,3015.00,EGP',
      ].join('\r\n'),
    )
  })

  // Issue 25 (a gap left): every text cell went through the digits conversion, so a receipt number or a note typed in
  // Arabic-Indic digits was rewritten. Text keeps what was typed; figures the app formats (the digits setting) are
  // Latin; money is a plain number.
  it('keeps text typed in Arabic-Indic digits, and writes the figures the app formats in Latin digits', async () => {
    interface Payment {
      id: number
      payer: string
      receiptNo: string
      notes: string
      amount: number
      paidOn: string
    }
    const arabicDigits = (text: string) =>
      text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    const paymentColumns: GridColDef<Payment>[] = [
      // The ID as the Arabic digits setting shows it.
      { field: 'id', headerName: 'ID', valueFormatter: (value: number) => arabicDigits(String(value)) },
      { field: 'payer', headerName: 'Payer' },
      { field: 'receiptNo', headerName: 'Receipt' },
      { field: 'notes', headerName: 'Notes' },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        valueFormatter: (value: number) => arabicDigits(`${value}`),
      },
      { field: 'paidOn', headerName: 'Paid on', valueFormatter: (value: string) => arabicDigits(value) },
    ]
    const files = captureDownloads()
    const { user } = renderWithProviders(
      <DataGrid
        rows={[
          { id: 12, payer: 'مريم ٢', receiptNo: '٥٥٢', notes: 'دفعت ١٠٠ كاش', amount: 1250.5, paidOn: '2026-11-24' },
        ]}
        columns={paymentColumns}
        showToolbar
        slots={{ toolbar: GridCsvToolbar }}
        slotProps={{ toolbar: { exportName: 'Payments', moneyColumns: { amount: 'EGP' } } }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Download Payments as CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const text = await textOf(files[0].blob)
    expect(text.replace(/^\uFEFF/, '')).toBe(
      ['ID,Payer,Receipt,Notes,Amount,Currency,Paid on', '12,مريم ٢,٥٥٢,دفعت ١٠٠ كاش,1250.50,EGP,2026-11-24'].join(
        '\r\n',
      ),
    )
  })
})
