import type { ReactNode } from 'react'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import type { PaymentMethod } from '@contract/billing'
import { paymentEntities } from '@contract/invoices'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSessionUser } from '@/session/useSession'
import { useCompletePaymentMutation } from './paymentApi'
import { PaymentMethodFields } from './PaymentMethodFields'

/** What a payment needs of the invoice it pays. */
export interface PayableInvoice {
  invoiceID: number
  siteID: number
  swimmerID: number | string
  amountDue: number
}

/** The words of the screen that takes the payment (Settings speaks the spec's, the money desk its own). */
export interface PaymentTexts {
  title: string
  amount: string
  receiptNo: string
  submit: string
  submitting: string
  cancel: string
  failed: string
  /** SPEC.md section 2's form also asks for the swimmer's ID and shows the acting user's: their labels. */
  swimmerId?: string
  userId?: string
  userIdHint?: string
}

export interface Paid {
  paymentID: number
  receiptNo: string
}

interface PaymentDialogProps {
  id: string
  invoice: PayableInvoice
  texts: PaymentTexts
  /** Who and what is paid, above the fields. */
  summary: ReactNode
  onPaid: (paid: Paid) => void
  onClose: () => void
}

/**
 * Paying an open invoice (POST /Payment/complete): the one form of every screen that takes a payment, the money
 * desk's Collect and Settings → Invoices' Complete Payment. The amount starts at what is due (typed down for a part
 * payment); the payment is in the signed-in user's name whatever a client sends, so their ID is shown, never typed.
 * It is cash unless another method is chosen (issue 30), with that method's reference.
 */
export function PaymentDialog({ id, invoice, texts, summary, onPaid, onClose }: PaymentDialogProps) {
  const user = useSessionUser()
  const { enqueueSnackbar } = useSnackbar()
  const [completePayment, { isLoading }] = useCompletePaymentMutation()
  const asksSwimmer = texts.swimmerId !== undefined
  const form = useContractForm({
    schema: paymentEntities,
    defaultValues: {
      ...(asksSwimmer ? { swimmerID: String(invoice.swimmerID), userID: user ? String(user.userID) : '' } : {}),
      amountPaid: formatAmount(invoice.amountDue, false),
      recieptNo: '',
      method: 'cash' as PaymentMethod,
      reference: '',
    },
    toPayload: ({ method, reference, ...values }) => ({
      ...values,
      // Cash is the spec's payment: its body stays the spec's, with neither field.
      ...(method && method !== 'cash' ? { method, reference } : {}),
      swimmerID: (asksSwimmer ? values.swimmerID : undefined) ?? invoice.swimmerID,
      userID: user ? String(user.userID) : (values.userID ?? ''),
      siteID: invoice.siteID,
      invoiceID: invoice.invoiceID,
    }),
  })

  const submit = form.submitWith(async (entities) => {
    try {
      const { paymentID } = await completePayment({ entities }).unwrap()
      onPaid({ paymentID, receiptNo: String(entities.recieptNo).trim() })
    } catch (error) {
      if (form.fail(error, texts.failed)) enqueueSnackbar(texts.failed, { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id={id}
      form={form}
      maxWidth="xs"
      title={texts.title}
      submitLabel={texts.submit}
      busyLabel={texts.submitting}
      cancelLabel={texts.cancel}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <div>{summary}</div>
      {asksSwimmer && (
        <>
          <FormTextField
            name="swimmerID"
            id={`${id}-swimmer-id`}
            label={texts.swimmerId}
            required
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            name="userID"
            id={`${id}-user-id`}
            label={texts.userId}
            required
            size="small"
            hint={texts.userIdHint}
            slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          />
        </>
      )}
      <FormTextField
        name="amountPaid"
        id={`${id}-amount`}
        label={texts.amount}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="recieptNo" id={`${id}-receipt`} label={texts.receiptNo} required size="small" />
      <PaymentMethodFields id={id} />
    </FormDialog>
  )
}
