import { Button, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { generatePath, useNavigate } from 'react-router-dom'
import { formatAmount } from '@contract/common'
import { useFormat } from '@/i18n/format'
import { paymentEntities } from '@contract/invoices'
import type { Invoice } from '@contract/invoices'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { paths } from '@/config/paths'
import { useSessionUser } from '@/session/useSession'
import { useSettingsT } from './i18n'
import { useCompletePaymentMutation } from '@/components/payment'

interface PaymentDialogProps {
  /** The invoice being paid; the dialog is open while there is one. */
  invoice: Invoice | null
  onClose: () => void
}

/** The 'Complete Payment' modal (SPEC.md section 2, Invoices): closes after success, and the invoices refresh. */
export function PaymentDialog({ invoice, onClose }: PaymentDialogProps) {
  // Keyed by invoice, so each one opens with its own fresh form.
  return invoice && <PaymentForm key={invoice.invoiceID} invoice={invoice} onClose={onClose} />
}

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useSettingsT()
  const { amount: showAmount } = useFormat()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const navigate = useNavigate()
  const user = useSessionUser()
  const [completePayment, { isLoading }] = useCompletePaymentMutation()
  const form = useContractForm({
    schema: paymentEntities,
    defaultValues: {
      swimmerID: String(invoice.swimmerID),
      userID: user ? String(user.userID) : '',
      amountPaid: formatAmount(invoice.amountDue, false),
      recieptNo: '',
    },
    // The acting user is the signed-in one (the server records the payment in their name whatever is sent): the
    // field shows who that is and cannot be changed (issue 25).
    toPayload: (values) => ({
      ...values,
      userID: user ? String(user.userID) : values.userID,
      siteID: invoice.siteID,
      invoiceID: invoice.invoiceID,
    }),
  })

  const submit = form.submitWith(async (entities) => {
    try {
      const { paymentID } = await completePayment({ entities }).unwrap()
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
    } catch (error) {
      if (form.fail(error, t('payment.failed'))) enqueueSnackbar(t('payment.failed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="payment-dialog"
      form={form}
      maxWidth="xs"
      title={t('payment.title')}
      submitLabel={t('payment.submit')}
      busyLabel={t('payment.submitting')}
      cancelLabel={t('payment.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <div>
        <Typography>{t('payment.invoiceId', { id: invoice.invoiceID })}</Typography>
        <Typography>{t('payment.siteId', { id: invoice.siteID })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('payment.due', { amount: showAmount(invoice.amountDue) })}
        </Typography>
      </div>
      <FormTextField
        name="swimmerID"
        id="payment-swimmer-id"
        label={t('payment.swimmerId')}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        name="userID"
        id="payment-user-id"
        label={t('payment.userId')}
        required
        size="small"
        hint={t('payment.userIdHint')}
        slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      />
      <FormTextField
        name="amountPaid"
        id="payment-amount"
        label={t('payment.amountPaid')}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="recieptNo" id="payment-receipt" label={t('payment.receiptNo')} required size="small" />
    </FormDialog>
  )
}
