import {
  Alert,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link as RouterLink, generatePath } from 'react-router-dom'
import { failureText } from '@/api/errors'
import { paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { useSwimmersT } from '../i18n'
import { useSwimmerPaymentsQuery } from '../paymentsApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'

/**
 * 'Payments': every payment of the swimmer, newest first — receipt number, item, amount, cashier, date and time —
 * each with a link to its printable receipt (/receipts/{paymentID}) to reprint it. Offered with ViewInvoices.
 */
export function PaymentsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const format = useFormat()
  const payments = useSwimmerPaymentsQuery(swimmer.swimmerID)

  return (
    <ReadOnlyDialog
      id="swimmer-payments"
      title={`${t('payments.title')} · ${swimmer.fullName}`}
      loading={payments.isLoading}
      onClose={onClose}
    >
      {payments.isError && <Alert severity="error">{failureText(payments.error, t('payments.failed'))}</Alert>}
      {payments.data && payments.data.length === 0 && <Typography>{t('payments.empty')}</Typography>}
      {payments.data && payments.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('payments.tableLabel', { name: swimmer.fullName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payments.receiptNo')}</TableCell>
                <TableCell>{t('payments.item')}</TableCell>
                <TableCell align="right">{t('payments.amount')}</TableCell>
                <TableCell>{t('payments.cashier')}</TableCell>
                <TableCell>{t('payments.at')}</TableCell>
                <TableCell>{t('payments.receipt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.data.map((payment) => (
                <TableRow key={payment.paymentID}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.receiptNo}</TableCell>
                  <TableCell>{payment.itemName}</TableCell>
                  <TableCell align="right">{format.amount(payment.amount)}</TableCell>
                  <TableCell>{payment.cashierName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(payment.at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={generatePath(paths.receipt, { paymentID: String(payment.paymentID) })}
                    >
                      {t('payments.print', { receiptNo: payment.receiptNo })}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ReadOnlyDialog>
  )
}
