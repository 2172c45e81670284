import { Chip } from '@mui/material'
import type { PAYMENT_STATUSES } from '@contract/billing'
import { useBillingT } from './i18n'

/**
 * A payment that does not count, marked where payments are listed (issue 30): 'Void' (kept, cancelled the same day)
 * and 'Waiting for confirmation' (a bank transfer not yet confirmed). A confirmed payment shows nothing.
 */
export function PaymentStatusChip({ status }: { status: (typeof PAYMENT_STATUSES)[number] | undefined }) {
  const t = useBillingT()
  if (status !== 'void' && status !== 'pending') return null
  return (
    <Chip
      size="small"
      color={status === 'void' ? 'default' : 'warning'}
      label={t(`paymentStatus.${status}`)}
      sx={{ ms: 1 }}
    />
  )
}
