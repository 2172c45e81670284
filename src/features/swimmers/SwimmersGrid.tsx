import { dataText } from '@/i18n/i18n'
import { useMemo } from 'react'
import { Chip, Stack } from '@mui/material'
import { DataGrid } from '@/components/grid'
import { phoneColumns, ROW_MENU_COLUMN, usePhoneRows } from '@/components/grid/RowMenu'
import type { DataGridProps, GridColDef } from '@mui/x-data-grid'
import type { SwimmerSummary } from '@contract/swimmers'
import type { RowButton } from './actionDialogs'
import { useSwimmersT } from './i18n'
import { SwimmerRowActions } from './SwimmerRowActions'
import { useFormat } from '@/i18n/format'
import { useSiteNameOf } from '@/session/useSession'

/** What a phone's row shows: enough to tell swimmers apart, and their actions. */
const PHONE_COLUMNS = ['swimmerID', 'fullName', 'actions']

interface SwimmersGridProps {
  rows: readonly SwimmerSummary[]
  loading: boolean
  userID: number
  siteID: number
  onAction: (button: RowButton, swimmer: SwimmerSummary) => void
  /**
   * Every swimmer of the site, paged and sorted by the server (SwimmerListGrid): the grid's server modes, the birth
   * date instead of the year, and only the columns the list sorts by are sortable (issue 27).
   */
  listing?: Partial<DataGridProps<SwimmerSummary>>
}

/** The columns the swimmers list sorts by (each an index on the server). */
const LIST_SORTABLE = new Set(['swimmerID', 'fullName', 'birthDate', 'levelName'])

/** SPEC.md section 2: Swimmer ID, Full Name, Year, Current Level, Coach Name, Site, Club, Actions. */
export function SwimmersGrid({ rows, loading, userID, siteID, onAction, listing }: SwimmersGridProps) {
  const t = useSwimmersT()
  // The columns (and their valueFormatters) are rebuilt when the language or the digits setting changes.
  const format = useFormat()
  const siteNameOf = useSiteNameOf()
  // On a phone the row is its ID, its name and one Actions button (a menu): nothing past the screen's edge (issue 27).
  const phone = usePhoneRows()
  // Columns made anew make the grid re-check its sort and go back to the first page: they follow whether this is the
  // list, not the list's paging props (new on every render).
  const listed = Boolean(listing)

  const columns = useMemo<GridColDef<SwimmerSummary>[]>(
    () => [
      {
        field: 'swimmerID',
        headerName: t('results.swimmerID'),
        width: 110,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        // In the language's digits (Arabic: the user's setting), not the browser's.
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'fullName',
        headerName: t('results.fullName'),
        flex: 1.3,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{row.fullName}</span>
            {row.frozen && <Chip size="small" color="info" label={t('results.frozen')} />}
          </Stack>
        ),
      },
      listed
        ? {
            field: 'birthDate',
            headerName: t('results.birthDate'),
            width: 115,
            valueFormatter: (value: string) => format.date(value),
          }
        : {
            field: 'year',
            headerName: t('results.year'),
            width: 70,
            valueFormatter: (value: number | string) => format.digitsOf(value),
          },
      {
        field: 'levelName',
        headerName: t('results.currentLevel'),
        width: 125,
        valueGetter: (value: string) => dataText(value),
      },
      {
        field: 'coachName',
        headerName: t('results.coachName'),
        flex: 1,
        minWidth: 120,
        valueGetter: (value: string | null) => value ?? t('results.noCoach'),
      },
      {
        field: 'siteName',
        headerName: t('results.site'),
        width: 100,
        // The answer names the site in English: in Arabic its Arabic name, from the session's sites.
        valueGetter: (value: string, row) => siteNameOf(row.site, value),
      },
      { field: 'clubName', headerName: t('results.club'), width: 105 },
      {
        field: 'actions',
        headerName: t('results.actions'),
        sortable: false,
        filterable: false,
        ...(phone ? ROW_MENU_COLUMN : { flex: 3, minWidth: 340 }),
        renderCell: ({ row }) => (
          <SwimmerRowActions swimmer={row} userID={userID} siteID={siteID} onAction={onAction} compact={phone} />
        ),
      },
    ],
    [t, format, siteNameOf, userID, siteID, onAction, phone, listed],
  )
  const shown = useMemo(() => {
    const fitted = phone ? phoneColumns(columns, PHONE_COLUMNS) : columns
    return listed ? fitted.map((column) => ({ ...column, sortable: LIST_SORTABLE.has(column.field) })) : fitted
  }, [columns, phone, listed])

  return (
    <DataGrid
      aria-label={t('results.label')}
      slotProps={{ toolbar: { exportName: t('results.label') } }}
      rows={rows}
      columns={shown}
      getRowId={(row) => row.swimmerID}
      loading={loading}
      getRowHeight={() => 'auto'}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 50, 100]}
      sx={{ '& .MuiDataGrid-cell': { py: 0.5 } }}
      {...listing}
    />
  )
}
