import { Link, Stack, Typography } from '@mui/material'
import { Link as RouterLink, generatePath } from 'react-router-dom'
import { PaymentStatusChip } from '@/components/billing'
import { paths } from '@/config/paths'
import { useSettingsT } from './i18n'
import { useInvoicePaymentsQuery } from './settingsApi'

/** The invoice's payments, newest first, each a link to its printable receipt (opened in the app). */
export function InvoiceReceipts({ invoiceID }: { invoiceID: number }) {
  const t = useSettingsT()
  const { data, isLoading, isError } = useInvoicePaymentsQuery(invoiceID)
  if (isLoading) return <Typography variant="body2">{t('invoices.receiptsLoading')}</Typography>
  if (isError) return <Typography variant="body2">{t('invoices.receiptsFailed')}</Typography>
  if (!data || data.length === 0) return null
  return (
    <Stack
      component="nav"
      aria-label={t('invoices.receipts', { id: invoiceID })}
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2 }}
    >
      {data.map((payment) => (
        <span key={payment.paymentID}>
          <Link
            component={RouterLink}
            to={generatePath(paths.receipt, { paymentID: String(payment.paymentID) })}
            variant="body2"
          >
            {t('invoices.printReceipt', { receiptNo: payment.receiptNo })}
          </Link>
          {/* Issue 30: a void payment and a transfer waiting for confirmation are marked. */}
          <PaymentStatusChip status={payment.status} />
        </span>
      ))}
    </Stack>
  )
}
