import { dataText } from '@/i18n/i18n'
import { useMemo } from 'react'
import { Chip, Typography } from '@mui/material'
import { DataGrid } from '@/components/grid'
import { phoneColumns, ROW_MENU_COLUMN, usePhoneRows } from '@/components/grid/RowMenu'
import type { GridColDef } from '@mui/x-data-grid'
import type { SchoolResult } from '@contract/schools'
import { useFormat } from '@/i18n/format'
import { useSchoolsT } from './i18n'
import { SchoolRowActions } from './SchoolRowActions'

/** What a phone's row shows: the school's ID, its coach and its actions (issue 27). */
const PHONE_COLUMNS = ['schoolID', 'coachName', 'actions']

interface SchoolsGridProps {
  rows: readonly SchoolResult[]
  loading: boolean
  userID: number
  siteID: number
  onAction: (name: string, school: SchoolResult, granted: boolean) => void
}

/** The results (SPEC.md section 2): Coach Name, Level, Type, Days, From-To, Capacity, Actions; with the id and status. */
export function SchoolsGrid({ rows, loading, userID, siteID, onAction }: SchoolsGridProps) {
  const t = useSchoolsT()
  const f = useFormat()
  const phone = usePhoneRows()

  const columns = useMemo<GridColDef<SchoolResult>[]>(
    () => [
      { field: 'schoolID', headerName: t('results.schoolId'), width: 95 },
      { field: 'coachName', headerName: t('results.coachName'), flex: 1, minWidth: 115 },
      { field: 'level', headerName: t('results.level'), width: 75, valueGetter: (value: string) => dataText(value) },
      { field: 'type', headerName: t('results.type'), width: 115, valueGetter: (value: string) => dataText(value) },
      { field: 'days', headerName: t('results.days'), width: 165, valueGetter: (value: string) => dataText(value) },
      { field: 'fromTo', headerName: t('results.fromTo'), width: 120 },
      { field: 'numberCapacity', headerName: t('results.capacity'), width: 80 },
      {
        field: 'endDate',
        headerName: t('results.status'),
        width: 140,
        renderCell: ({ row }) =>
          row.endDate ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('results.ended', { date: f.date(row.endDate) })}
            </Typography>
          ) : (
            <Chip size="small" color="success" label={t('results.active')} />
          ),
      },
      {
        field: 'actions',
        headerName: t('results.actions'),
        sortable: false,
        filterable: false,
        ...(phone ? ROW_MENU_COLUMN : { flex: 1.4, minWidth: 300 }),
        renderCell: ({ row }) => (
          <SchoolRowActions school={row} userID={userID} siteID={siteID} onAction={onAction} compact={phone} />
        ),
      },
    ],
    [t, f, userID, siteID, onAction, phone],
  )

  return (
    <DataGrid
      // The one grid that renders only the rows on screen, as it did before the grid defaults (components/grid).
      disableVirtualization={false}
      aria-label={t('results.label')}
      slotProps={{ toolbar: { exportName: t('results.label') } }}
      rows={rows}
      columns={phone ? phoneColumns(columns, PHONE_COLUMNS) : columns}
      getRowId={(row) => row.schoolID}
      loading={loading}
      getRowHeight={() => 'auto'}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 50, 100]}
      sx={{ '& .MuiDataGrid-cell': { py: 0.5 } }}
    />
  )
}
