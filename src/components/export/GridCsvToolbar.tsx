import { Box } from '@mui/material'
import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
} from '@mui/x-data-grid'
import type { GridColDef } from '@mui/x-data-grid'
import type { CsvRow, CsvValue } from './csv'
import { ExportCsvButton } from './ExportCsvButton'

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** What the grid lists, for the export button's name and the file name. */
    exportName?: string
    /**
     * The columns that hold amounts of money, by field, with their currency ({ amountDue: 'EGP' }): the CSV file has
     * their values as plain numbers ('3015.00') and a currency column, whatever the cells show ('EGP 3,015.00').
     */
    moneyColumns?: Record<string, string>
  }
}

/** Columns that hold buttons, not figures. */
const exportable = (column: GridColDef) =>
  column.type !== 'actions' && column.field !== 'actions' && !column.disableExport && column.field !== '__check__'

const cellText = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** Arabic-Indic (and Persian) digits: in a row's own text, someone typed them. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/

/**
 * A cell as the file writes it: text as it was typed, figures as the grid formats them (csv.ts writes those in Latin
 * digits). Text typed with Arabic-Indic digits (a name, a note, a receipt number) is the row's own value, not its
 * formatted one, so those digits stay; Arabic-Indic digits in other formatted cells are the app's (the digits
 * setting) and become Latin.
 */
function exportedCell(value: unknown, shown: unknown): CsvValue {
  if (typeof value === 'string' && (shown === undefined || shown === null || shown === value)) return value
  if (typeof value === 'string' && ARABIC_DIGIT.test(value)) return value
  const text = cellText(shown ?? value)
  return typeof text === 'string' ? { figure: text } : text
}

/**
 * A DataGrid toolbar with 'Download CSV': what the grid shows — its visible columns, its rows as filtered and sorted
 * (every page), each cell as formatted on screen (text as typed), except money: the columns named in `moneyColumns` are plain
 * numbers with a currency column (csv.ts). Use it with `showToolbar slots={{ toolbar: GridCsvToolbar }}
 * slotProps={{ toolbar: { exportName: 'swimmers' } }}`.
 */
export function GridCsvToolbar({
  exportName = 'rows',
  moneyColumns = {},
}: {
  exportName?: string
  moneyColumns?: Record<string, string>
}) {
  const apiRef = useGridApiContext()

  const data = () => {
    const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(exportable)
    const ids = gridFilteredSortedRowIdsSelector(apiRef)
    const rows = ids.map((id) => {
      const row: CsvRow = {}
      for (const column of columns) {
        const params = apiRef.current.getCellParams(id, column.field)
        const money = column.field in moneyColumns
        row[column.field] = money ? cellText(params.value) : exportedCell(params.value, params.formattedValue)
      }
      return row
    })
    return {
      columns: columns.map((column) => ({
        field: column.field,
        header: column.headerName ?? column.field,
        ...(column.field in moneyColumns ? { currency: moneyColumns[column.field] } : {}),
      })),
      rows,
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <ExportCsvButton what={exportName} fileName={[exportName]} data={data} />
    </Box>
  )
}
