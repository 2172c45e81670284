import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { priceRequest, type PriceRequest } from '@contract/prices'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useMoney } from '@/components/money/useMoney'
import { useFormat } from '@/i18n/format'
import { usePricesT } from './i18n'
import { useSetPriceMutation } from './pricesApi'

/** One price line of a site: the product and duration, and its amount now in pounds (null: none set). */
export interface PriceLine {
  site: number
  siteName: string
  product: number
  productName: string
  months: number
  amount: number | null
}

/**
 * Sets one price (issue 27): the amount in pounds as staff type it ('1250.50', '١٢٥٠٫٥٠'), checked by the contract's
 * rule (more than 0, two decimals at most) before it is sent; the server's refusals show on the field.
 */
export function PriceDialog({ line, onClose }: { line: PriceLine; onClose: () => void }) {
  const t = usePricesT()
  const format = useFormat()
  const { money, currency } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const [setPrice, saving] = useSetPriceMutation()
  const form = useContractForm<{ amount: string }, PriceRequest>({
    schema: priceRequest,
    defaultValues: { amount: line.amount === null ? '' : String(line.amount) },
    toPayload: ({ amount }) => ({ site: line.site, product: line.product, months: line.months, amount }),
  })
  const months = t('months', { count: line.months })

  const submit = form.submitWith(async (payload) => {
    try {
      const saved = await setPrice(payload).unwrap()
      enqueueSnackbar(t('saved', { product: line.productName, months, amount: money(saved.price.amount) }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="price-edit"
      title={t('dialog.title', { product: line.productName, months, site: line.siteName })}
      form={form}
      submitLabel={t('dialog.save')}
      busy={saving.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {line.amount === null ? t('dialog.currentNone') : t('dialog.current', { amount: money(line.amount) })}
      </Typography>
      <FormTextField
        name="amount"
        id="price-edit-amount"
        label={t('dialog.amount', { currency: format.currency(currency) })}
        hint={t('dialog.hint')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('dialog.note')}
      </Typography>
    </FormDialog>
  )
}
