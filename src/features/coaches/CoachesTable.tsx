import { useMemo } from 'react'
import { Box, Button, Chip, Stack } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import { DataGrid } from '@/components/grid'
import { phoneColumns, ROW_MENU_COLUMN, RowMenu, usePhoneRows } from '@/components/grid/RowMenu'
import type { GridColDef } from '@mui/x-data-grid'
import type { CoachRow } from '@contract/coaches'
import { useCoachesT } from './i18n'
import { useFormat } from '@/i18n/format'

/** What a phone's row shows: the coach's ID and name, and View and Delete as one menu (issue 27). */
const PHONE_COLUMNS = ['coachID', 'coachName', 'actions']

interface CoachesTableProps {
  rows: readonly CoachRow[]
  loading: boolean
  label: string
  typeName: (code: number) => string
  siteName: (code: number) => string
  onView: (coach: CoachRow) => void
  onDelete: (coach: CoachRow) => void
}

/** The coaches grid (SPEC.md section 2): ID, Coach Name, Phone, Email, Specialization, Experience, Coach Type, Site, View/Delete. */
export function CoachesTable({ rows, loading, label, typeName, siteName, onView, onDelete }: CoachesTableProps) {
  const t = useCoachesT()
  const format = useFormat()
  const phone = usePhoneRows()

  const columns = useMemo<GridColDef<CoachRow>[]>(
    () => [
      {
        field: 'coachID',
        headerName: t('columns.id'),
        type: 'number',
        width: 70,
        align: 'left',
        headerAlign: 'left',
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'coachName',
        headerName: t('columns.name'),
        flex: 1.4,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{row.coachName}</span>
            {!row.isActive && <Chip size="small" label={t('list.inactive')} variant="outlined" />}
          </Stack>
        ),
      },
      { field: 'phone', headerName: t('columns.phone'), width: 125 },
      { field: 'email', headerName: t('columns.email'), flex: 1.3, minWidth: 170, valueGetter: (value) => value ?? '' },
      {
        field: 'specialization',
        headerName: t('columns.specialization'),
        flex: 1,
        minWidth: 120,
        valueGetter: (value) => value ?? '',
      },
      {
        field: 'experience',
        headerName: t('columns.experience'),
        type: 'number',
        width: 100,
        valueFormatter: (value: number | null) =>
          value === null ? '' : t('columns.experienceYears', { count: value }),
      },
      {
        field: 'coachType',
        headerName: t('columns.coachType'),
        width: 120,
        valueGetter: (value: number) => typeName(value),
      },
      { field: 'site', headerName: t('columns.site'), width: 110, valueGetter: (value: number) => siteName(value) },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        filterable: false,
        ...(phone ? ROW_MENU_COLUMN : { width: 190 }),
        renderCell: ({ row }) =>
          phone ? (
            <RowMenu
              label={t('actions.menuLabel', { name: row.coachName })}
              items={[
                { key: 'view', text: t('actions.view'), run: () => onView(row) },
                { key: 'delete', text: t('actions.delete'), destructive: true, run: () => onDelete(row) },
              ]}
            />
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Button
                size="small"
                startIcon={<VisibilityOutlinedIcon />}
                onClick={() => onView(row)}
                aria-label={t('actions.viewLabel', { name: row.coachName })}
              >
                {t('actions.view')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => onDelete(row)}
                aria-label={t('actions.deleteLabel', { name: row.coachName })}
              >
                {t('actions.delete')}
              </Button>
            </Stack>
          ),
      },
    ],
    [t, format, typeName, siteName, onView, onDelete, phone],
  )

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        aria-label={label}
        slotProps={{ toolbar: { exportName: label } }}
        rows={rows}
        columns={phone ? phoneColumns(columns, PHONE_COLUMNS) : columns}
        getRowId={(row) => row.coachID}
        loading={loading}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  )
}
