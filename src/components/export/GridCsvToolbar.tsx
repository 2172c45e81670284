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

/**
 * A DataGrid toolbar with 'Download CSV': what the grid shows — its visible columns, its rows as filtered and sorted
 * (every page), each cell as formatted on screen. Use it with `showToolbar slots={{ toolbar: GridCsvToolbar }}
 * slotProps={{ toolbar: { exportName: 'swimmers' } }}`.
 */
export function GridCsvToolbar({ exportName = 'rows' }: { exportName?: string }) {
  const apiRef = useGridApiContext()

  const data = () => {
    const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(exportable)
    const ids = gridFilteredSortedRowIdsSelector(apiRef)
    const rows = ids.map((id) => {
      const row: CsvRow = {}
      for (const column of columns) {
        const params = apiRef.current.getCellParams(id, column.field)
        row[column.field] = cellText(params.formattedValue ?? params.value)
      }
      return row
    })
    return {
      columns: columns.map((column) => ({ field: column.field, header: column.headerName ?? column.field })),
      rows,
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <ExportCsvButton what={exportName} fileName={[exportName]} data={data} />
    </Box>
  )
}
