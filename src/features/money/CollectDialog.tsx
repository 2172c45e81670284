import { useState } from 'react'
import { dataText } from '@/i18n/i18n'
import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { paymentEntities } from '@contract/invoices'
import type { DueInvoice } from '@contract/money'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { ReceiptPrompt, plainAmount, useMoney } from '@/components/money'
import { useSessionUser } from '@/session/useSession'
import { useMoneyT } from './i18n'
import { useCompletePaymentMutation } from '@/components/payment'

interface CollectDialogProps {
  invoice: DueInvoice
  siteID: number
  onClose: () => void
}

/**
 * Collect an open invoice: the Complete Payment of Settings → Invoices (POST /Payment/complete), then a link to the
 * payment's printable receipt.
 */
export function CollectDialog({ invoice, siteID, onClose }: CollectDialogProps) {
  const [paid, setPaid] = useState<{ paymentID: number; receiptNo: string } | null>(null)
  return paid ? (
    <ReceiptPrompt name={invoice.fullName} receiptNo={paid.receiptNo} paymentID={paid.paymentID} onClose={onClose} />
  ) : (
    <CollectForm invoice={invoice} siteID={siteID} onClose={onClose} onPaid={setPaid} />
  )
}

function CollectForm({
  invoice,
  siteID,
  onClose,
  onPaid,
}: CollectDialogProps & { onPaid: (paid: { paymentID: number; receiptNo: string }) => void }) {
  const t = useMoneyT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const [complete, { isLoading }] = useCompletePaymentMutation()
  const form = useContractForm({
    schema: paymentEntities,
    defaultValues: { amountPaid: plainAmount(invoice.amountDue), recieptNo: '' },
    toPayload: (values) => ({
      ...values,
      swimmerID: invoice.swimmerID,
      userID: user?.userID ?? '',
      siteID,
      invoiceID: invoice.invoiceID,
    }),
  })

  const submit = form.submitWith(async (entities) => {
    try {
      const result = await complete({ entities }).unwrap()
      enqueueSnackbar(t('collect.done', { name: invoice.fullName }), { variant: 'success' })
      onPaid({ paymentID: result.paymentID, receiptNo: String(entities.recieptNo).trim() })
    } catch (error) {
      if (form.fail(error, t('collect.failed'))) enqueueSnackbar(t('collect.failed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="money-collect"
      form={form}
      maxWidth="xs"
      title={t('collect.title', { id: invoice.invoiceID })}
      submitLabel={t('collect.submit')}
      busyLabel={t('collect.submitting')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <div>
        <Typography>{t('collect.swimmer', { name: invoice.fullName, id: invoice.swimmerID })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('collect.item', { item: dataText(invoice.itemName) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('collect.due', { amount: money(invoice.amountDue) })}
        </Typography>
      </div>
      <FormTextField
        name="amountPaid"
        id="money-collect-amount"
        label={t('collect.amount')}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="recieptNo" id="money-collect-receipt" label={t('collect.receiptNo')} required size="small" />
    </FormDialog>
  )
}
