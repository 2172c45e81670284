import { Ltr } from '@/components/Bidi'
import { dataText } from '@/i18n/i18n'
import { useMemo, useState } from 'react'
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { DataGrid } from '@/components/grid'
import type { GridColDef } from '@mui/x-data-grid'
import { useSnackbar } from 'notistack'
import { Link as RouterLink } from 'react-router-dom'
import { moneyInput } from '@contract/common'
import type { CashupPayment } from '@contract/money'
import { getErrorMessage } from '@/api/errors'
import { AcademyDateField } from '@/components/AcademyDateField'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ExportCsvButton } from '@/components/export'
import { useMoney } from '@/components/money'
import { useGridNoRowsText } from '@/components/useGridNoRowsText'
import { useFormat } from '@/i18n/format'
import { useMoneyT } from './i18n'
import { useCashupDayQuery, useCloseCashupMutation } from './moneyApi'
import { receiptPath } from './paths'
import { ReopenDialog } from './ReopenDialog'
import { useWhen } from './dates'
import { useSiteNameOf } from '@/session/useSession'

interface CashUpProps {
  siteID: number
  date: string
  onDate: (date: string) => void
}

const countedAmount = moneyInput('Counted amount')

/**
 * The counted amount typed, in cents, or null while it is not an amount (empty, negative, three decimals). Read as
 * the server reads it (contract moneyInput): in any digits, with '٫' and '٬', so '١٢٠٫٥٠' as the page shows it.
 */
export function countedCents(text: string): number | null {
  const parsed = countedAmount.safeParse(text)
  return parsed.success ? parsed.data : null
}

/**
 * The day's cash-up at one site (issue 15): every payment with its receipt number, cashier and time, totals per
 * cashier and overall, the counted amount and the difference; Close the day, and Reopen for those allowed. The
 * buttons follow the server's mayClose / mayReopen.
 */
export function CashUp({ siteID, date, onDate }: CashUpProps) {
  const t = useMoneyT()
  const f = useFormat()
  const { money } = useMoney()
  const gridTexts = useGridNoRowsText(t('cashup.noPayments'))
  const { enqueueSnackbar } = useSnackbar()
  const day = useCashupDayQuery({ site: siteID, date }, { skip: !date })
  const answered = day.data?.siteID === siteID && day.data.date === date ? day.data : undefined
  // The answer names the site in English: in Arabic the day is named by the site's Arabic name (session's sites).
  const siteNameOf = useSiteNameOf()
  const data = useMemo(
    () => answered && { ...answered, siteName: siteNameOf(siteID, answered.siteName) },
    [answered, siteID, siteNameOf],
  )
  const [counted, setCounted] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [reopening, setReopening] = useState(false)
  const [close, closing] = useCloseCashupMutation()

  const cents = countedCents(counted)
  const difference = data && cents !== null ? (cents - data.totals.overallCents) / 100 : null

  const columns = useMemo<GridColDef<CashupPayment>[]>(
    () => [
      {
        field: 'time',
        headerName: t('cashup.columns.time'),
        width: 80,
        valueFormatter: (value: string) => (f.language === 'ar' ? f.time(value) : value),
      },
      {
        field: 'receiptNo',
        headerName: t('cashup.columns.receiptNo'),
        width: 150,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={receiptPath(row.paymentID)}>
            <Ltr>{row.receiptNo}</Ltr>
          </Link>
        ),
      },
      { field: 'swimmerName', headerName: t('cashup.columns.swimmer'), flex: 1, minWidth: 150 },
      {
        field: 'itemName',
        headerName: t('cashup.columns.item'),
        flex: 1,
        minWidth: 140,
        valueGetter: (value: string) => dataText(value),
      },
      { field: 'cashierName', headerName: t('cashup.columns.cashier'), width: 150 },
      {
        field: 'amount',
        headerName: t('cashup.columns.amount'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => money(value),
      },
    ],
    [t, f, money],
  )

  const closeDay = async () => {
    if (cents === null) return
    try {
      await close({ site: siteID, date, counted: counted.trim() }).unwrap()
      enqueueSnackbar(t('cashup.closed', { date: f.date(date) }), { variant: 'success' })
      setConfirming(false)
      setCounted('')
    } catch (error) {
      setConfirming(false)
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  }

  return (
    <Stack spacing={3}>
      <AcademyDateField
        id="cashup-date"
        fullWidth={false}
        type="date"
        size="small"
        label={t('cashup.date')}
        value={date}
        onValue={onDate}
        sx={{ maxWidth: 220 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {day.isError && <Alert severity="error">{getErrorMessage(day.error)}</Alert>}
      {!data && day.isFetching && <CircularProgress aria-label={t('cashup.loading')} />}
      {data && (
        <>
          <DayStatus day={data} onReopen={() => setReopening(true)} />

          <section aria-labelledby="cashup-payments">
            <Typography variant="h2" id="cashup-payments" sx={{ mb: 1 }}>
              {t('cashup.paymentsHeading', { count: data.totals.payments })}
            </Typography>
            <DataGrid
              aria-labelledby="cashup-payments"
              rows={data.payments}
              columns={columns}
              getRowId={(row) => row.paymentID}
              loading={day.isFetching}
              initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
              pageSizeOptions={[25, 50, 100]}
              localeText={gridTexts}
              slotProps={{
                toolbar: {
                  exportName: t('cashup.exportName', { site: data.siteName, date }),
                  moneyColumns: { amount: data.currency },
                },
              }}
              sx={{ bgcolor: 'background.paper' }}
            />
          </section>

          <section aria-labelledby="cashup-totals">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
              <Typography variant="h2" id="cashup-totals">
                {t('cashup.totalsHeading')}
              </Typography>
              <ExportCsvButton
                what={t('cashup.totalsHeading')}
                fileName={[t('cashup.totalsHeading'), data.siteName, date]}
                data={() => ({
                  columns: [
                    { field: 'cashier', header: t('cashup.columns.cashier') },
                    { field: 'payments', header: t('cashup.columns.payments') },
                    { field: 'amount', header: t('cashup.columns.amount'), currency: data.currency },
                  ],
                  rows: [
                    ...data.totals.byCashier.map((row) => ({
                      cashier: row.cashierName,
                      payments: row.payments,
                      amount: row.amount,
                    })),
                    { cashier: t('cashup.overall'), payments: data.totals.payments, amount: data.totals.overall },
                  ],
                })}
              />
            </Stack>
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="cashup-totals">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('cashup.columns.cashier')}</TableCell>
                    <TableCell align="right">{t('cashup.columns.payments')}</TableCell>
                    <TableCell align="right">{t('cashup.columns.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.totals.byCashier.map((row) => (
                    <TableRow key={row.cashierID}>
                      <TableCell>{row.cashierName}</TableCell>
                      <TableCell align="right">{f.number(row.payments)}</TableCell>
                      {/* An amount and its currency on one line, also on a phone. */}
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(row.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
                      {t('cashup.overall')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                      {f.number(data.totals.payments)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
                      data-testid="cashup-overall"
                    >
                      {money(data.totals.overall)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </Paper>
          </section>

          {data.closed ? (
            data.counted !== null && (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
                <Typography component="dt" color="text.secondary">
                  {t('cashup.counted')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {money(data.counted)}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('cashup.difference')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {money(data.difference ?? 0)}
                </Typography>
              </Box>
            )
          ) : (
            <Paper variant="outlined" component="section" aria-labelledby="cashup-count" sx={{ p: 2 }}>
              <Typography variant="h2" id="cashup-count" sx={{ mb: 2 }}>
                {t('cashup.countHeading')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  id="cashup-counted"
                  size="small"
                  label={t('cashup.counted')}
                  value={counted}
                  onChange={(event) => setCounted(event.target.value)}
                  error={counted.trim() !== '' && cents === null}
                  helperText={counted.trim() !== '' && cents === null ? t('cashup.countedInvalid') : ' '}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  disabled={!data.mayClose}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                />
                <Box aria-live="polite" sx={{ minWidth: 200, pt: 1, flexGrow: 1 }}>
                  {difference !== null && (
                    <Typography
                      sx={{ fontWeight: 700 }}
                      color={difference === 0 ? 'success.main' : difference < 0 ? 'error.main' : 'warning.dark'}
                    >
                      {t(difference === 0 ? 'cashup.balanced' : difference < 0 ? 'cashup.short' : 'cashup.over', {
                        amount: money(Math.abs(difference)),
                      })}
                    </Typography>
                  )}
                </Box>
                {data.mayClose && (
                  <Button
                    variant="contained"
                    onClick={() => setConfirming(true)}
                    disabled={cents === null}
                    sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  >
                    {t('cashup.close')}
                  </Button>
                )}
              </Stack>
              {!data.mayClose && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('cashup.mayNotClose')}
                </Typography>
              )}
            </Paper>
          )}

          <ConfirmDialog
            open={confirming}
            title={t('cashup.confirmTitle', { site: data.siteName, date: f.date(date) })}
            message={t('cashup.confirmText', {
              counted: money((cents ?? 0) / 100),
              total: money(data.totals.overall),
              difference: money(difference ?? 0),
            })}
            confirmLabel={t('cashup.close')}
            cancelLabel={t('common.cancel')}
            busy={closing.isLoading}
            onConfirm={() => void closeDay()}
            onClose={() => setConfirming(false)}
          />
          {reopening && (
            <ReopenDialog siteID={siteID} date={date} siteName={data.siteName} onClose={() => setReopening(false)} />
          )}
        </>
      )}
    </Stack>
  )
}

function DayStatus({
  day,
  onReopen,
}: {
  day: NonNullable<ReturnType<typeof useCashupDayQuery>['data']>
  onReopen: () => void
}) {
  const t = useMoneyT()
  const f = useFormat()
  const { moment: when } = useWhen()
  if (day.closed)
    return (
      <Alert
        severity="success"
        icon={false}
        action={
          day.mayReopen && (
            <Button color="inherit" variant="outlined" onClick={onReopen}>
              {t('cashup.reopen')}
            </Button>
          )
        }
      >
        <AlertTitle component="h2">
          <Chip size="small" color="success" label={t('cashup.statusClosed')} sx={{ mr: 1 }} />
          {t('cashup.closedTitle', { site: day.siteName, date: f.date(day.date) })}
        </AlertTitle>
        {day.closedBy && t('cashup.closedBy', { name: day.closedBy.fullName, at: when(day.closedBy.at) })}
      </Alert>
    )
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle component="h2">
        <Chip size="small" color="info" label={t('cashup.statusOpen')} sx={{ mr: 1 }} />
        {t('cashup.openTitle', { site: day.siteName, date: f.date(day.date) })}
      </AlertTitle>
      {day.reopened
        ? t('cashup.reopenedBy', {
            name: day.reopened.fullName,
            at: when(day.reopened.at),
            reason: day.reopened.reason,
          })
        : t('cashup.openText')}
    </Alert>
  )
}
