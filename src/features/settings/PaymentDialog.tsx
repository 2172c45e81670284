import { Button, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { generatePath, useNavigate } from 'react-router-dom'
import type { Invoice } from '@contract/invoices'
import { PaymentDialog as PayInvoice, type Paid } from '@/components/payment'
import { paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { useSettingsT } from './i18n'

interface PaymentDialogProps {
  /** The invoice being paid; the dialog is open while there is one. */
  invoice: Invoice | null
  onClose: () => void
}

/**
 * The 'Complete Payment' modal (SPEC.md section 2, Invoices): the spec's fields and words on the one payment form;
 * closes after success with the receipt one click away, and the invoices refresh.
 */
export function PaymentDialog({ invoice, onClose }: PaymentDialogProps) {
  // Keyed by invoice, so each one opens with its own fresh form.
  return invoice && <CompletePayment key={invoice.invoiceID} invoice={invoice} onClose={onClose} />
}

function CompletePayment({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useSettingsT()
  const { amount: showAmount } = useFormat()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const navigate = useNavigate()

  const paid = ({ paymentID }: Paid) => {
    // The payment's printable receipt, one click away (issue 15).
    enqueueSnackbar(t('payment.completed'), {
      variant: 'success',
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key)
            void navigate(generatePath(paths.receipt, { paymentID: String(paymentID) }))
          }}
        >
          {t('payment.printReceipt')}
        </Button>
      ),
    })
    onClose()
  }

  return (
    <PayInvoice
      id="payment-dialog"
      invoice={invoice}
      texts={{
        title: t('payment.title'),
        swimmerId: t('payment.swimmerId'),
        userId: t('payment.userId'),
        userIdHint: t('payment.userIdHint'),
        amount: t('payment.amountPaid'),
        receiptNo: t('payment.receiptNo'),
        submit: t('payment.submit'),
        submitting: t('payment.submitting'),
        cancel: t('payment.cancel'),
        failed: t('payment.failed'),
      }}
      summary={
        <>
          <Typography>{t('payment.invoiceId', { id: invoice.invoiceID })}</Typography>
          <Typography>{t('payment.siteId', { id: invoice.siteID })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payment.due', { amount: showAmount(invoice.amountDue) })}
          </Typography>
        </>
      }
      onPaid={paid}
      onClose={onClose}
    />
  )
}
