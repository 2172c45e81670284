import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material'
import { useFormat } from '@/i18n/format'
import type { Invoice } from '@contract/invoices'
import type { SettingsKey } from './i18n'
import { useSettingsT } from './i18n'
import { InvoiceReceipts } from './InvoiceReceipts'

/** Kept off the card (SPEC.md sections 2 and 3): the item name, the duration in months and the amount. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['itemName', 'durationInMonths', 'amount'])
const MONEY_FIELDS: ReadonlySet<string> = new Set(['amountPaid', 'amountDue'])
const STATUS_COLOURS = { open: 'warning', paid: 'success', cancelled: 'default' } as const

interface InvoiceCardProps {
  invoice: Invoice
  /** False when the user's title may view invoices but not complete payments. */
  mayPay: boolean
  onPay: () => void
}

/** 'Invoice #n' with every other field of the invoice, shown generically, and Processing Payment. */
export function InvoiceCard({ invoice, mayPay, onPay }: InvoiceCardProps) {
  const t = useSettingsT()
  const { amount: formatAmount, dateTime: formatDateTime } = useFormat()
  const fields = Object.entries(invoice).filter(([key]) => !HIDDEN_FIELDS.has(key))

  const label = (key: string) => {
    const translated = t(`invoices.fields.${key}` as SettingsKey)
    return translated === `invoices.fields.${key}` ? key : translated
  }
  const value = (key: string, raw: unknown) => {
    if (key === 'status') {
      const status = raw as Invoice['status']
      return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`invoices.status.${status}`)} />
    }
    if (raw === null || raw === undefined || raw === '') return t('invoices.noReceipt')
    if (MONEY_FIELDS.has(key) && typeof raw === 'number') return formatAmount(raw)
    if (key === 'createdAt' && typeof raw === 'string') return formatDateTime(raw)
    return String(raw)
  }

  const open = invoice.status === 'open'
  return (
    <Card
      component="article"
      aria-label={t('invoices.card', { id: invoice.invoiceID })}
      sx={open ? undefined : { bgcolor: '#f1f8f2', borderColor: 'success.light' }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          {t('invoices.card', { id: invoice.invoiceID })}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            alignItems: 'center',
          }}
        >
          {fields.map(([key, raw]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label(key)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value(key, raw)}
              </Typography>
            </Box>
          ))}
        </Box>
        {invoice.recieptNo !== null && (
          <Box sx={{ mt: 1 }}>
            <InvoiceReceipts invoiceID={invoice.invoiceID} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={onPay}
          disabled={!open || !mayPay}
          title={open && !mayPay ? t('invoices.cannotPay') : undefined}
        >
          {t('invoices.process')}
        </Button>
      </CardActions>
    </Card>
  )
}
