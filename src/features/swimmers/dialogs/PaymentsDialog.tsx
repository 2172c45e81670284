import { Ltr } from '@/components/Bidi'
import { composedText } from '@/i18n/dataTexts'
import { Alert, Box, Link, List, ListItem, Typography } from '@mui/material'
import { Link as RouterLink, generatePath } from 'react-router-dom'
import { failureText } from '@/api/errors'
import { useMoney } from '@/components/money'
import { PaymentStatusChip } from '@/components/billing'
import { paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { useSwimmersT } from './i18n'
import { useSwimmerPaymentsQuery } from '../paymentsApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'

/**
 * 'Payments': every payment of the swimmer, newest first — receipt number and amount, then item, cashier, date and
 * time — each with a link to its printable receipt (/receipts/{paymentID}) to reprint it. Offered with ViewInvoices.
 * A list rather than a table, so it reads on a phone without scrolling sideways.
 */
export function PaymentsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const format = useFormat()
  const { money } = useMoney()
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
        <List aria-label={t('payments.tableLabel', { name: swimmer.fullName })} disablePadding>
          {payments.data.map((payment) => (
            <ListItem key={payment.paymentID} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('payments.receiptNo')} <Ltr>{payment.receiptNo}</Ltr>
                </Typography>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  <Typography
                    component="span"
                    // Issue 30: a void payment is kept and listed, struck through: it counts nowhere.
                    sx={{ fontWeight: 600, textDecoration: payment.status === 'void' ? 'line-through' : undefined }}
                  >
                    {money(payment.amount)}
                  </Typography>
                  <PaymentStatusChip status={payment.status} />
                </Box>
              </Box>
              <Typography variant="body2">{composedText(payment.itemName, payment.itemText)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('payments.cashier')}: {payment.cashierName} · {format.dateTime(payment.at)}
              </Typography>
              <Link component={RouterLink} to={generatePath(paths.receipt, { paymentID: String(payment.paymentID) })}>
                {t('payments.print', { receiptNo: payment.receiptNo })}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </ReadOnlyDialog>
  )
}
