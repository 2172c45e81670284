import { useMemo } from 'react'
import { Box } from '@mui/material'
import { DataGrid } from '@/components/grid'
import { phoneColumns, ROW_MENU_COLUMN, usePhoneRows } from '@/components/grid/RowMenu'
import type { GridColDef } from '@mui/x-data-grid'
import type { PreTeamSummary } from '@contract/preteams'
import { usePreTeamT } from './i18n'
import { RowActions } from './RowActions'
import { useFormat } from '@/i18n/format'

/** What a phone's row shows: the squad's ID, its coach and its actions (issue 27). */
const PHONE_COLUMNS = ['pTeamID', 'coachName', 'actions']

interface PreTeamResultsProps {
  rows: readonly PreTeamSummary[]
  loading: boolean
  onAction: (action: string, preTeam: PreTeamSummary) => void
}

/** The results table (SPEC.md section 2): ID, Coach Name, Level, Days, From-To, Actions. */
export function PreTeamResults({ rows, loading, onAction }: PreTeamResultsProps) {
  const t = usePreTeamT()
  const format = useFormat()
  const phone = usePhoneRows()
  const columns = useMemo<GridColDef<PreTeamSummary>[]>(
    () => [
      {
        field: 'pTeamID',
        headerName: t('results.id'),
        type: 'number',
        width: 80,
        align: 'left',
        headerAlign: 'left',
        valueFormatter: (value: number) => format.number(value),
      },
      { field: 'coachName', headerName: t('results.coachName'), flex: 1, minWidth: 150 },
      { field: 'level', headerName: t('results.level'), width: 110 },
      { field: 'days', headerName: t('results.days'), flex: 1, minWidth: 190 },
      { field: 'fromTo', headerName: t('results.fromTo'), width: 130 },
      {
        field: 'actions',
        headerName: t('results.actions'),
        sortable: false,
        filterable: false,
        ...(phone ? ROW_MENU_COLUMN : { flex: 2, minWidth: 320 }),
        renderCell: ({ row }) => <RowActions preTeam={row} onAction={onAction} compact={phone} />,
      },
    ],
    [t, format, onAction, phone],
  )

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        aria-label={t('results.label')}
        slotProps={{ toolbar: { exportName: t('results.label') } }}
        rows={rows}
        columns={phone ? phoneColumns(columns, PHONE_COLUMNS) : columns}
        getRowId={(row) => row.pTeamID}
        loading={loading}
        // Action buttons wrap onto a second line when a row has many.
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  )
}
