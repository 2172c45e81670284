import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import BarChartIcon from '@mui/icons-material/BarChart'
import TableChartIcon from '@mui/icons-material/TableChart'
import { ExportCsvButton } from '@/components/export'
import type { CsvColumn, CsvRow } from '@/components/export'
import { useReportsT } from './i18n'

export interface FigureTable {
  columns: readonly (CsvColumn & { numeric?: boolean })[]
  /** Raw figures (for the CSV file). */
  rows: readonly CsvRow[]
  /** The same figures as shown on screen (money with its currency, shares as percentages). */
  shown?: (row: CsvRow, field: string) => string
}

interface ChartPanelProps {
  title: string
  /** One sentence saying what the chart shows, read with it (its accessible description). */
  summary: string
  table: FigureTable
  /** File name words for the CSV. */
  fileName: Array<string | number>
  children: ReactNode
  empty?: boolean
}

/**
 * One chart of the owner's view: its title, the chart or the same figures as a table (a toggle), and the figures as
 * a CSV file. The chart is an image to assistive technology, named by its title and described by its summary; the
 * table is the full alternative.
 */
export function ChartPanel({ title, summary, table, fileName, children, empty = false }: ChartPanelProps) {
  const t = useReportsT()
  const id = useId()
  const [view, setView] = useState<'chart' | 'table'>('chart')

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('view.label', { title })}
          >
            <ToggleButton value="chart" aria-label={t('view.chart')}>
              <BarChartIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="table" aria-label={t('view.table')}>
              <TableChartIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          <ExportCsvButton what={title} fileName={fileName} data={() => table} />
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" id={`${id}-summary`} sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {empty ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{t('empty')}</Typography>
      ) : view === 'chart' ? (
        <Box role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ width: '100%' }}>
          {children}
        </Box>
      ) : (
        // Focusable, so the keyboard can scroll a long table.
        <TableContainer tabIndex={0} sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column.field} align={column.numeric ? 'right' : 'left'}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, index) => (
                <TableRow key={index}>
                  {table.columns.map((column) => (
                    <TableCell key={column.field} align={column.numeric ? 'right' : 'left'}>
                      {table.shown ? table.shown(row, column.field) : String(row[column.field] ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  )
}
