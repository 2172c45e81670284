import { useState } from 'react'
import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import type { DueInvoice } from '@contract/money'
import { ReceiptPrompt, useMoney } from '@/components/money'
import { PaymentDialog, type Paid } from '@/components/payment'
import { composedText } from '@/i18n/dataTexts'
import { useMoneyT } from './i18n'

interface CollectDialogProps {
  invoice: DueInvoice
  siteID: number
  onClose: () => void
}

/**
 * Collect an open invoice at the desk: the one payment form (the Complete Payment of Settings → Invoices, POST
 * /Payment/complete) with the desk's words, then the payment's printable receipt one click away.
 */
export function CollectDialog({ invoice, siteID, onClose }: CollectDialogProps) {
  const t = useMoneyT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const [paid, setPaid] = useState<Paid | null>(null)
  if (paid)
    return (
      <ReceiptPrompt name={invoice.fullName} receiptNo={paid.receiptNo} paymentID={paid.paymentID} onClose={onClose} />
    )
  return (
    <PaymentDialog
      id="money-collect"
      invoice={{ ...invoice, siteID }}
      texts={{
        title: t('collect.title', { id: invoice.invoiceID }),
        amount: t('collect.amount'),
        receiptNo: t('collect.receiptNo'),
        submit: t('collect.submit'),
        submitting: t('collect.submitting'),
        cancel: t('common.cancel'),
        failed: t('collect.failed'),
      }}
      summary={
        <>
          <Typography>{t('collect.swimmer', { name: invoice.fullName, id: invoice.swimmerID })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('collect.item', { item: composedText(invoice.itemName, invoice.itemText) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('collect.due', { amount: money(invoice.amountDue) })}
          </Typography>
        </>
      }
      onPaid={(done) => {
        enqueueSnackbar(t('collect.done', { name: invoice.fullName }), { variant: 'success' })
        setPaid(done)
      }}
      onClose={onClose}
    />
  )
}
