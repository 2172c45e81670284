import { Suspense, useEffect, useMemo, useState } from 'react'
import { composedText } from '@/i18n/dataTexts'
import type { ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  InputAdornment,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { Link as RouterLink } from 'react-router-dom'
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid'
import type { DueInvoice, DueSubscription } from '@contract/money'
import { getErrorMessage } from '@/api/errors'
import { Ltr } from '@/components/Bidi'
import { useGrantedActions } from '@/components/useGrantedActions'
import { swimmerFamilyPath } from '@/config/paths'
import { DayClosedNotice, useDayClosed, useMoney } from '@/components/money'
import { useBillingT } from '@/components/billing'
import { useGridNoRowsText } from '@/components/useGridNoRowsText'
import { useFormat, type Formatters } from '@/i18n/format'
import { useMoneyT, type MoneyT } from './i18n'
import { useMoneyDueQuery } from './moneyApi'
import { useSessionUser, useSiteNameOf } from '@/session/useSession'
import { matchesSwimmer } from './search'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { loadOnce, retryableLazy } from '@/components/retryableLazy'

// Renew and Collect are forms (react-hook-form, the contract's zod rules): each downloads when opened, so the lists
// show without them (issue 27, phone speed).
const RenewDialog = retryableLazy(async () => (await import('@/components/renew')).RenewDialog)
const CollectDialog = retryableLazy(async () => (await import('./CollectDialog')).CollectDialog)
// The data grid (its chunk is the page's largest) downloads beside the answer, so the totals show before the lists.
const loadGrid = loadOnce(() => import('@/components/grid'))
const DataGrid = retryableLazy(async () => (await loadGrid()).DataGrid)

export const DUE_DAY_CHOICES = [7, 14, 30, 60, 90] as const

interface DueListProps {
  siteID: number
  days: number
  onDays: (days: number) => void
  /** The user may complete payments (CompletePayment) and use the swimmers module (Renew). */
  mayCollect: boolean
  mayRenew: boolean
}

const gridSx = {
  '& .MuiDataGrid-cell': { py: 0.5 },
  bgcolor: 'background.paper',
} as const

/** Due and owed at one site: subscriptions ending soon or ended without renewal, and open invoices (issue 15). */
export function DueList({ siteID, days, onDays, mayCollect: mayTakeMoney, mayRenew }: DueListProps) {
  const t = useMoneyT()
  // Collect is not offered while today's cash-up of the site is closed: the notice says why (issue 25).
  const day = useDayClosed(mayTakeMoney ? siteID : undefined)
  const mayCollect = mayTakeMoney && !day.closed
  const f = useFormat()
  const siteNameOf = useSiteNameOf()
  // On a phone the row's action (Collect, Renew) comes first, beside the name, and not past the screen's edge.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const { money } = useMoney()
  const b = useBillingT()
  const user = useSessionUser()
  const mayViewFamily = useGrantedActions().privileges.includes('Mod_SW:ViewFamilies')
  const [search, setSearch] = useState('')
  const [renewing, setRenewing] = useState<DueSubscription | null>(null)
  const [collecting, setCollecting] = useState<DueInvoice | null>(null)
  const due = useMoneyDueQuery({ site: siteID, days })
  // The grid's code comes while the answer is on its way (a failure shows where the list would be).
  useEffect(() => void loadGrid().catch(() => undefined), [])
  const data = due.data?.siteID === siteID ? due.data : undefined

  const subscriptions = useMemo(
    () => (data?.subscriptions ?? []).filter((row) => matchesSwimmer(search, row)),
    [data, search],
  )
  const invoices = useMemo(() => (data?.invoices ?? []).filter((row) => matchesSwimmer(search, row)), [data, search])
  const shownDue = invoices.reduce((sum, row) => sum + row.amountDueCents, 0) / 100

  // Both lists' columns are remade when the language or the digits setting changes (f and money change then).
  const subscriptionColumns = useMemo<GridColDef<DueSubscription>[]>(() => {
    const shared = swimmerColumns<DueSubscription>(t, f, mayViewFamily)
    return actionsFirst(phone, [
      shared.swimmerID,
      shared.fullName,
      {
        field: 'group',
        headerName: t('due.columns.group'),
        flex: 1.4,
        minWidth: 200,
        valueGetter: (value: string | null, row) =>
          value === null ? t('due.noGroup') : composedText(value, row.groupText),
        renderCell: ({ formattedValue }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{formattedValue}</Box>,
      },
      {
        field: 'endsOn',
        headerName: t('due.columns.endsOn'),
        width: 115,
        valueFormatter: (value: string) => f.date(value),
      },
      {
        field: 'daysLeft',
        headerName: t('due.columns.status'),
        width: 170,
        valueFormatter: (value: number) =>
          value < 0
            ? t('due.endedAgo', { count: -value })
            : value === 0
              ? t('due.endsToday')
              : t('due.endsIn', { count: value }),
        renderCell: ({ row, formattedValue }) => (
          <Chip
            size="small"
            color={row.ended ? 'error' : row.daysLeft <= 7 ? 'warning' : 'default'}
            label={formattedValue}
          />
        ),
      },
      shared.parentPhone,
      ...(mayRenew
        ? [
            actionsColumn<DueSubscription>(t, (row) => (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setRenewing(row)}
                aria-label={t('due.renewOf', { name: row.fullName })}
              >
                {t('due.renew')}
              </Button>
            )),
          ]
        : []),
    ])
  }, [t, f, mayRenew, phone, mayViewFamily])

  const invoiceColumns = useMemo<GridColDef<DueInvoice>[]>(() => {
    const shared = swimmerColumns<DueInvoice>(t, f, mayViewFamily)
    return actionsFirst(phone, [
      idColumn('invoiceID', t('due.columns.invoiceID'), 95, f),
      shared.swimmerID,
      shared.fullName,
      shared.parentPhone,
      {
        field: 'itemName',
        headerName: t('due.columns.item'),
        flex: 1,
        minWidth: 150,
        valueGetter: (value: string, row) => composedText(value, row.itemText),
        // Issue 30: an invoice split into instalments lists each with its due date and what it has been paid.
        renderCell: ({ row, value }) => (
          <div>
            {value}
            {row.instalments && (
              <Box component="ul" aria-label={b('instalments.label')} sx={{ m: 0, ps: 2, typography: 'caption' }}>
                {row.instalments.map((part, index) => (
                  <li key={index}>
                    {b('instalments.row', { amount: money(part.amount), date: f.date(part.dueOn) })}
                    {' · '}
                    {b('instalments.paid', { paid: money(part.amountPaid) })}
                  </li>
                ))}
              </Box>
            )}
          </div>
        ),
      },
      {
        field: 'ageDays',
        headerName: t('due.columns.age'),
        width: 110,
        valueFormatter: (value: number) => t('due.ageDays', { count: value }),
      },
      {
        field: 'amountDue',
        headerName: t('due.columns.amountDue'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => money(value),
      },
      ...(mayCollect
        ? [
            actionsColumn<DueInvoice>(t, (row) => (
              <Button
                size="small"
                variant="contained"
                onClick={() => setCollecting(row)}
                aria-label={t('due.collectOf', { id: row.invoiceID, name: row.fullName })}
              >
                {t('due.collect')}
              </Button>
            )),
          ]
        : []),
    ])
  }, [t, b, f, money, mayCollect, phone, mayViewFamily])

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id="money-due-days"
          label={t('due.days')}
          value={days}
          onChange={(event) => onDays(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {DUE_DAY_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t('due.daysChoice', { count: choice })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          id="money-due-search"
          type="search"
          label={t('due.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      {due.isError && <Alert severity="error">{getErrorMessage(due.error)}</Alert>}
      {!data && due.isFetching && <CircularProgress aria-label={t('due.loading')} />}

      {data && (
        <>
          <Box role="group" aria-label={t('due.totalsLabel')}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                gap: 2,
                m: 0,
              }}
            >
              <Total label={t('due.totals.amountDue')} value={money(data.totals.amountDue)} strong />
              <Total label={t('due.totals.invoices')} value={f.number(data.totals.invoices)} />
              <Total
                label={t('due.totals.endingSoon', { count: data.days })}
                value={f.number(data.totals.endingSoon)}
              />
              <Total label={t('due.totals.ended')} value={f.number(data.totals.ended)} />
            </Box>
          </Box>

          <section aria-labelledby="money-due-invoices">
            <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
              <Typography variant="h2" id="money-due-invoices">
                {t('due.invoicesHeading')}
              </Typography>
              {search.trim() && (
                <Typography color="text.secondary">
                  {t('due.shownInvoices', { count: invoices.length, amount: money(shownDue) })}
                </Typography>
              )}
            </Stack>
            {data.truncated.invoices && (
              <Alert severity="info">{t('due.truncated', { count: data.invoices.length })}</Alert>
            )}
            {day.closed && <DayClosedNotice reason={day.reason} />}
            <DueGrid
              labelledBy="money-due-invoices"
              rows={invoices}
              columns={invoiceColumns}
              getRowId={(row) => row.invoiceID}
              wrap
              loading={due.isFetching}
              noRows={t('due.noInvoices')}
              exportName={t('due.exportInvoices', { site: siteNameOf(data.siteID, data.siteName) })}
              moneyColumns={{ amountDue: data.currency }}
            />
          </section>

          <section aria-labelledby="money-due-subscriptions">
            <Typography variant="h2" id="money-due-subscriptions" sx={{ mb: 1 }}>
              {t('due.subscriptionsHeading', { count: data.days })}
            </Typography>
            {data.truncated.subscriptions && (
              <Alert severity="info">{t('due.truncated', { count: data.subscriptions.length })}</Alert>
            )}
            <DueGrid
              labelledBy="money-due-subscriptions"
              rows={subscriptions}
              columns={subscriptionColumns}
              getRowId={(row) => row.swimmerID}
              wrap
              loading={due.isFetching}
              noRows={t('due.noSubscriptions')}
              exportName={t('due.exportSubscriptions', { site: siteNameOf(data.siteID, data.siteName) })}
            />
          </section>
        </>
      )}
      {/* A dialog whose code cannot be downloaded says so here, with 'Try again'; the lists stay usable. */}
      <ErrorBoundary>
        <Suspense fallback={null}>
          {renewing && (
            <RenewDialog
              id="money-renew"
              swimmer={renewing}
              userID={user?.userID}
              site={siteID}
              checkFirst
              onClose={() => setRenewing(null)}
            />
          )}
          {collecting && <CollectDialog invoice={collecting} siteID={siteID} onClose={() => setCollecting(null)} />}
        </Suspense>
      </ErrorBoundary>
    </Stack>
  )
}

type DueRow = DueSubscription | DueInvoice

/** A number column (an ID) in the user's digits, never grouped. */
function idColumn<R extends DueRow>(field: string, headerName: string, width: number, f: Formatters): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (value: number) => f.digitsOf(value) }
}

/**
 * The swimmer's ID, name and parent's phone, as both lists show them. With Mod_SW ViewFamilies the name opens the
 * swimmer's family page: what the family owes across every site, and who to call (issue 28).
 */
function swimmerColumns<R extends DueRow>(
  t: MoneyT,
  f: Formatters,
  mayViewFamily: boolean,
): Record<'swimmerID' | 'fullName' | 'parentPhone', GridColDef<R>> {
  return {
    swimmerID: idColumn<R>('swimmerID', t('due.columns.swimmerID'), 115, f),
    fullName: {
      field: 'fullName',
      headerName: t('due.columns.fullName'),
      flex: 1,
      minWidth: 160,
      ...(mayViewFamily && {
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={swimmerFamilyPath(row.swimmerID)}
            aria-label={t('due.familyOf', { name: row.fullName })}
          >
            {row.fullName}
          </Link>
        ),
      }),
    },
    parentPhone: {
      field: 'parentPhone',
      headerName: t('due.columns.parentPhone'),
      width: 140,
      valueGetter: (value: string | null) => value ?? '',
      renderCell: ({ formattedValue }) => <Ltr>{formattedValue}</Ltr>,
    },
  }
}

/** On a phone: the action column, then the name, then the rest as they were. */
function actionsFirst<R extends DueRow>(phone: boolean, columns: GridColDef<R>[]): GridColDef<R>[] {
  if (!phone) return columns
  const actions = columns.filter((column) => column.field === 'actions')
  const name = columns.filter((column) => column.field === 'fullName')
  return [...actions, ...name, ...columns.filter((column) => column.field !== 'actions' && column.field !== 'fullName')]
}

/** The row's action (Renew, Collect): not sorted, filtered or exported. */
function actionsColumn<R extends DueRow>(t: MoneyT, render: (row: R) => ReactNode): GridColDef<R> {
  return {
    field: 'actions',
    headerName: t('due.columns.actions'),
    sortable: false,
    filterable: false,
    disableExport: true,
    width: 120,
    renderCell: ({ row }) => render(row),
  }
}

interface DueGridProps<R extends GridValidRowModel> {
  labelledBy: string
  rows: readonly R[]
  columns: GridColDef<R>[]
  getRowId: (row: R) => number
  loading: boolean
  noRows: string
  exportName: string
  /** The money columns by field, with their currency: plain numbers in the CSV file. */
  moneyColumns?: Record<string, string>
  /** Rows as tall as their text (long group names wrap). */
  wrap?: boolean
}

/** About the height of a list's toolbar, header, a few rows and its footer. */
const GRID_PLACE = 320

/** One list of the due page: its heading names it; CSV export of what it shows. */
function DueGrid<R extends GridValidRowModel>({
  labelledBy,
  rows,
  columns,
  getRowId,
  loading,
  noRows,
  exportName,
  moneyColumns,
  wrap = false,
}: DueGridProps<R>) {
  const localeText = useGridNoRowsText(noRows)
  return (
    // The list's place is kept while its code downloads (nothing below it moves when it comes).
    <Suspense fallback={<Box sx={{ minHeight: GRID_PLACE }} aria-busy />}>
      <DataGrid
        aria-labelledby={labelledBy}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        getRowHeight={wrap ? () => 'auto' : undefined}
        loading={loading}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50, 100]}
        localeText={localeText}
        slotProps={{ toolbar: { exportName, moneyColumns } }}
        sx={gridSx}
      />
    </Suspense>
  )
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant={strong ? 'h5' : 'h6'} sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  )
}
