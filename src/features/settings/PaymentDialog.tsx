import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import { paymentEntities } from '@contract/invoices'
import type { Invoice } from '@contract/invoices'
import { getErrorMessage } from '@/api/errors'
import { useSessionUser } from '@/session/useSession'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { useSettingsT } from './i18n'
import { useCompletePaymentMutation } from './settingsApi'

interface PaymentDialogProps {
  /** The invoice being paid; the dialog is open while there is one. */
  invoice: Invoice | null
  onClose: () => void
}

/** The 'Complete Payment' modal (SPEC.md section 2, Invoices): closes after success, and the invoices refresh. */
export function PaymentDialog({ invoice, onClose }: PaymentDialogProps) {
  return (
    <Dialog open={invoice !== null} onClose={onClose} aria-labelledby="payment-dialog-title" fullWidth maxWidth="xs">
      {/* Keyed by invoice, so each one opens with its own fresh form. */}
      {invoice && <PaymentForm key={invoice.invoiceID} invoice={invoice} onClose={onClose} />}
    </Dialog>
  )
}

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const [completePayment, { isLoading }] = useCompletePaymentMutation()
  const [swimmerID, setSwimmerID] = useState(String(invoice.swimmerID))
  const [userID, setUserID] = useState(user ? String(user.userID) : '')
  const [amountPaid, setAmountPaid] = useState(formatAmount(invoice.amountDue, false))
  const [recieptNo, setRecieptNo] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const entities = { swimmerID, siteID: invoice.siteID, amountPaid, recieptNo, userID, invoiceID: invoice.invoiceID }
    const parsed = paymentEntities.safeParse(entities)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    try {
      await completePayment({ entities }).unwrap()
      enqueueSnackbar(t('payment.completed'), { variant: 'success' })
      onClose()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(getErrorMessage(error))
      enqueueSnackbar(t('payment.failed'), { variant: 'error' })
    }
  }

  // Errors about the invoice or the site have no field of their own in the form.
  const formLevel = errors.invoiceID ?? errors.siteID
  return (
    <Stack component="form" noValidate onSubmit={submit}>
      <DialogTitle id="payment-dialog-title">{t('payment.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <div>
            <Typography>{t('payment.invoiceId', { id: invoice.invoiceID })}</Typography>
            <Typography>{t('payment.siteId', { id: invoice.siteID })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('payment.due', { amount: formatAmount(invoice.amountDue) })}
            </Typography>
          </div>
          {(failure || formLevel) && <Alert severity="error">{formLevel ?? failure}</Alert>}
          <TextField
            id="payment-swimmer-id"
            label={t('payment.swimmerId')}
            value={swimmerID}
            onChange={(event) => setSwimmerID(event.target.value)}
            error={Boolean(errors.swimmerID)}
            helperText={errors.swimmerID}
            required
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            id="payment-user-id"
            label={t('payment.userId')}
            value={userID}
            onChange={(event) => setUserID(event.target.value)}
            error={Boolean(errors.userID)}
            helperText={errors.userID}
            required
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            id="payment-amount"
            label={t('payment.amountPaid')}
            type="number"
            value={amountPaid}
            onChange={(event) => setAmountPaid(event.target.value)}
            error={Boolean(errors.amountPaid)}
            helperText={errors.amountPaid}
            required
            size="small"
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
          <TextField
            id="payment-receipt"
            label={t('payment.receiptNo')}
            value={recieptNo}
            onChange={(event) => setRecieptNo(event.target.value)}
            error={Boolean(errors.recieptNo)}
            helperText={errors.recieptNo}
            required
            size="small"
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          {t('payment.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('payment.submitting') : t('payment.submit')}
        </Button>
      </DialogActions>
    </Stack>
  )
}
