import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import { refundRequest, voidRequest, type PaymentMethod } from '@contract/billing'
import type { CashupPayment } from '@contract/money'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useMoney } from '@/components/money'
import { PaymentMethodFields } from '@/components/payment/PaymentMethodFields'
import { useMoneyT } from './i18n'
import { useRefundPaymentMutation, useVoidPaymentMutation } from './moneyApi'

interface CorrectionProps {
  payment: CashupPayment
  onClose: () => void
}

/**
 * Void a payment (issue 30): on its own day while that day is open, with the reason. The payment is kept, marked void
 * with the reason and who; its invoice takes the amount back. The server's sentence is the toast.
 */
export function VoidPaymentDialog({ payment, onClose }: CorrectionProps) {
  const t = useMoneyT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const [voidPayment, { isLoading }] = useVoidPaymentMutation()
  const form = useContractForm({
    schema: voidRequest,
    defaultValues: { reason: '' },
    toPayload: (values) => ({ ...values, paymentID: payment.paymentID }),
  })
  const submit = form.submitWith(async (payload) => {
    try {
      const answer = await voidPayment(payload).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('cashup.corrections.voidFailed')))
        enqueueSnackbar(t('cashup.corrections.voidFailed'), { variant: 'error' })
    }
  })
  return (
    <FormDialog
      id="payment-void"
      form={form}
      maxWidth="xs"
      title={t('cashup.corrections.voidTitle', { receipt: payment.receiptNo })}
      submitLabel={t('cashup.corrections.void')}
      busyLabel={t('cashup.corrections.voiding')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {t('cashup.corrections.voidText', {
          amount: money(payment.amount),
          name: payment.swimmerName,
          receipt: payment.receiptNo,
        })}
      </Typography>
      <FormTextField
        name="reason"
        id="payment-void-reason"
        label={t('cashup.corrections.reason')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}

/**
 * Refund a payment of a closed day (issue 30), in full or in part, by the method the money goes back by: a negative
 * receipt in today's cash-up. The amount starts at the payment's; the server refuses more than is left to refund, on
 * the amount.
 */
export function RefundPaymentDialog({ payment, onClose }: CorrectionProps) {
  const t = useMoneyT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const [refund, { isLoading }] = useRefundPaymentMutation()
  const form = useContractForm({
    schema: refundRequest,
    defaultValues: {
      // What is left to refund (issue 30: the cash-up row says what was refunded already).
      amount: formatAmount((payment.amountCents - (payment.refundedCents ?? 0)) / 100, false),
      reason: '',
      method: payment.method as PaymentMethod,
      reference: '',
    },
    toPayload: (values) => ({ ...values, paymentID: payment.paymentID }),
  })
  const submit = form.submitWith(async (payload) => {
    try {
      const answer = await refund(payload).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('cashup.corrections.refundFailed')))
        enqueueSnackbar(t('cashup.corrections.refundFailed'), { variant: 'error' })
    }
  })
  return (
    <FormDialog
      id="payment-refund"
      form={form}
      maxWidth="xs"
      title={t('cashup.corrections.refundTitle', { receipt: payment.receiptNo })}
      submitLabel={t('cashup.corrections.refund')}
      busyLabel={t('cashup.corrections.refunding')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {t('cashup.corrections.refundText', { amount: money(payment.amount), name: payment.swimmerName })}
      </Typography>
      <FormTextField
        name="amount"
        id="payment-refund-amount"
        label={t('cashup.corrections.amount')}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        name="reason"
        id="payment-refund-reason"
        label={t('cashup.corrections.reason')}
        required
        multiline
        minRows={2}
      />
      <PaymentMethodFields id="payment-refund" />
    </FormDialog>
  )
}
