import { Ltr, withIsolated } from '@/components/Bidi'
import { composedText } from '@/i18n/dataTexts'
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
import type { CashupDay, CashupPayment, CashupRefund } from '@contract/money'
import { getErrorMessage } from '@/api/errors'
import { AcademyDateField } from '@/components/AcademyDateField'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ExportCsvButton } from '@/components/export'
import { useDayClosed, useMoney } from '@/components/money'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useGridNoRowsText } from '@/components/useGridNoRowsText'
import { useFormat } from '@/i18n/format'
import { useMoneyT } from './i18n'
import { useCashupDayQuery, useCloseCashupMutation, useConfirmPaymentMutation } from './moneyApi'
import { RefundPaymentDialog, VoidPaymentDialog } from './PaymentCorrectionDialogs'
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
  // Issue 30: a payment's corrections, offered as the server would accept them.
  const privileges = useGrantedActions().privileges
  const mayVoid = privileges.includes('Settings:CompletePayment')
  // A refund is given today: not while today's cash-up of the site is closed.
  const todayClosed = useDayClosed(siteID).closed
  const mayRefund = privileges.includes('Settings:RefundPayments') && !todayClosed
  const mayConfirm = privileges.includes('Settings:ConfirmTransfers')
  const [correcting, setCorrecting] = useState<{ kind: 'void' | 'refund'; payment: CashupPayment }>()
  const [confirmTransfer, confirmingTransfer] = useConfirmPaymentMutation()
  const closed = data?.closed ?? false

  const cents = countedCents(counted)
  // The drawer holds the cash: the count is against cash payments less cash refunds, not the other methods.
  const difference = data && cents !== null ? (cents - data.totals.cashCents) / 100 : null

  const confirmOne = async (payment: CashupPayment) => {
    try {
      const answer = await confirmTransfer(payment.paymentID).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error) || t('cashup.corrections.confirmFailed'), { variant: 'error' })
    }
  }

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
        valueGetter: (value: string, row) => composedText(value, row.itemText),
      },
      { field: 'cashierName', headerName: t('cashup.columns.cashier'), width: 150 },
      {
        field: 'method',
        headerName: t('cashup.columnsExtra.method'),
        width: 190,
        renderCell: ({ row }) => (
          <Stack sx={{ py: 0.5, lineHeight: 1.3 }}>
            <span>
              {t(`cashup.methods.${row.method}`)}
              {row.reference && (
                <>
                  {' · '}
                  <Ltr>{row.reference}</Ltr>
                </>
              )}
            </span>
            {row.status !== 'confirmed' && (
              <Chip
                size="small"
                color={row.status === 'void' ? 'default' : 'warning'}
                label={t(`cashup.corrections.status.${row.status}`)}
                title={
                  row.voided
                    ? t('cashup.corrections.voidedBy', { reason: row.voided.reason, name: row.voided.fullName })
                    : undefined
                }
                sx={{ alignSelf: 'flex-start' }}
              />
            )}
          </Stack>
        ),
      },
      {
        field: 'amount',
        headerName: t('cashup.columns.amount'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => money(value),
        // A void payment is kept and listed, struck through: it counts nowhere.
        cellClassName: ({ row }) => (row.status === 'confirmed' ? '' : 'payment-not-counted'),
      },
      {
        field: 'actions',
        headerName: t('cashup.columnsExtra.actions'),
        width: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
            {row.status === 'confirmed' && !closed && mayVoid && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={t('cashup.corrections.voidOf', { receipt: row.receiptNo })}
                onClick={() => setCorrecting({ kind: 'void', payment: row })}
              >
                {t('cashup.corrections.void')}
              </Button>
            )}
            {/* Issue 30: a payment already refunded in full is not offered a refund again. */}
            {row.status === 'confirmed' && closed && mayRefund && (row.refundedCents ?? 0) < row.amountCents && (
              <Button
                size="small"
                variant="outlined"
                aria-label={t('cashup.corrections.refundOf', { receipt: row.receiptNo })}
                onClick={() => setCorrecting({ kind: 'refund', payment: row })}
              >
                {t('cashup.corrections.refund')}
              </Button>
            )}
            {row.status === 'pending' && mayConfirm && (
              <Button
                size="small"
                variant="outlined"
                disabled={confirmingTransfer.isLoading}
                aria-label={t('cashup.corrections.confirmOf', { receipt: row.receiptNo })}
                onClick={() => void confirmOne(row)}
              >
                {t('cashup.corrections.confirm')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirmOne reads the same mutation each render
    [t, f, money, closed, mayVoid, mayRefund, mayConfirm, confirmingTransfer.isLoading],
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
              getRowHeight={() => 'auto'}
              sx={{
                bgcolor: 'background.paper',
                '& .payment-not-counted': { textDecoration: 'line-through', color: 'text.secondary' },
              }}
            />
          </section>

          {data.refunds.length > 0 && <RefundsGiven refunds={data.refunds} />}

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
                      {t(data.refunds.length > 0 ? 'cashup.overallLessRefunds' : 'cashup.overall')}
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

          <MethodTotals day={data} />

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
              total: money(data.totals.cash),
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
          {correcting?.kind === 'void' && (
            <VoidPaymentDialog payment={correcting.payment} onClose={() => setCorrecting(undefined)} />
          )}
          {correcting?.kind === 'refund' && (
            <RefundPaymentDialog payment={correcting.payment} onClose={() => setCorrecting(undefined)} />
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
          {withIsolated((_ltr, own) =>
            t('cashup.closedTitle', { site: own(day.siteName), date: own(f.date(day.date)) }),
          )}
        </AlertTitle>
        {day.closedBy && t('cashup.closedBy', { name: day.closedBy.fullName, at: when(day.closedBy.at) })}
      </Alert>
    )
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle component="h2">
        <Chip size="small" color="info" label={t('cashup.statusOpen')} sx={{ mr: 1 }} />
        {withIsolated((_ltr, own) => t('cashup.openTitle', { site: own(day.siteName), date: own(f.date(day.date)) }))}
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

type Day = CashupDay

/** Columns a phone leaves out, so the table fits its width. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const

/** The day's money per method (issue 30): payments, refunds and net; the drawer's cash; transfers still waiting. */
function MethodTotals({ day }: { day: Day }) {
  const t = useMoneyT()
  const f = useFormat()
  const { money } = useMoney()
  if (day.totals.byMethod.length === 0 && day.totals.pendingCents === 0) return null
  return (
    <section aria-labelledby="cashup-methods">
      <Typography variant="h2" id="cashup-methods" sx={{ mb: 1 }}>
        {t('cashup.methods.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="cashup-methods">
          <TableHead>
            <TableRow>
              <TableCell>{t('cashup.columnsExtra.method')}</TableCell>
              <TableCell align="right" sx={wide}>
                {t('cashup.columns.payments')}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {t('cashup.methods.refunds')}
              </TableCell>
              <TableCell align="right">{t('cashup.methods.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {day.totals.byMethod.map((row) => (
              <TableRow key={row.method}>
                <TableCell>{t(`cashup.methods.${row.method}`)}</TableCell>
                <TableCell align="right" sx={wide}>
                  {f.number(row.payments)}
                </TableCell>
                <TableCell align="right" sx={wide}>
                  {f.number(row.refunds)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(row.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('cashup.methods.drawer')}
              </TableCell>
              <TableCell colSpan={2} sx={wide} />
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
                data-testid="cashup-drawer"
              >
                {money(day.totals.cash)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Paper>
      {day.totals.pendingCents > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('cashup.methods.pending', { amount: money(day.totals.pending) })}
        </Typography>
      )}
    </section>
  )
}

/** The refunds' time, method, reason and cashier columns: left out on a phone, so the amount given back is in view. */
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const

/** The refunds given on the day (issue 30): negative receipts of earlier days' payments. */
function RefundsGiven({ refunds }: { refunds: CashupRefund[] }) {
  const t = useMoneyT()
  const f = useFormat()
  const { money } = useMoney()
  return (
    <section aria-labelledby="cashup-refunds">
      <Typography variant="h2" id="cashup-refunds" sx={{ mb: 1 }}>
        {t('cashup.refundsHeading', { count: refunds.length })}
      </Typography>
      {/* A phone shows the receipt, the swimmer with the reason, and the amount; a long receipt number can still
          scroll sideways, so the region takes the keyboard's focus. */}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-labelledby="cashup-refunds">
          <TableHead>
            <TableRow>
              <TableCell sx={NOT_ON_PHONE}>{t('cashup.columns.time')}</TableCell>
              <TableCell>{t('cashup.columns.receiptNo')}</TableCell>
              <TableCell>{t('cashup.columns.swimmer')}</TableCell>
              <TableCell sx={NOT_ON_PHONE}>{t('cashup.columnsExtra.method')}</TableCell>
              <TableCell sx={NOT_ON_PHONE}>{t('cashup.corrections.reason')}</TableCell>
              <TableCell sx={NOT_ON_PHONE}>{t('cashup.columns.cashier')}</TableCell>
              <TableCell align="right">{t('cashup.columns.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((refund) => (
              <TableRow key={refund.refundID}>
                <TableCell sx={NOT_ON_PHONE}>{f.language === 'ar' ? f.time(refund.time) : refund.time}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={receiptPath(refund.paymentID)}>
                    <Ltr>{refund.receiptNo}</Ltr>
                  </Link>
                </TableCell>
                <TableCell>
                  {refund.swimmerName}
                  {/* A phone shows the reason under the swimmer, not in a column of its own. */}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' }, whiteSpace: 'pre-wrap' }}
                  >
                    {refund.reason}
                  </Typography>
                </TableCell>
                <TableCell sx={NOT_ON_PHONE}>
                  {t(`cashup.methods.${refund.method}`)}
                  {refund.reference && (
                    <>
                      {' · '}
                      <Ltr>{refund.reference}</Ltr>
                    </>
                  )}
                </TableCell>
                <TableCell sx={{ ...NOT_ON_PHONE, whiteSpace: 'pre-wrap' }}>{refund.reason}</TableCell>
                <TableCell sx={NOT_ON_PHONE}>{refund.cashierName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(refund.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </section>
  )
}
