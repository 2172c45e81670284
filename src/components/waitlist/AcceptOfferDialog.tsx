import { MenuItem, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { DURATION_MONTHS } from '@contract/lookup-tables'
import { acceptOfferRequest, acceptOfferResponse, offerPricesResponse } from '@contract/waitlists'
import type { AcceptOfferRequest, AcceptOfferResponse, OfferPrices } from '@contract/waitlists'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess } from '@/api/tags'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { dataText, translateContractMessage } from '@/i18n/i18n'

// Accepting a waitlist offer (issue 14): POST /api/waitlist/{entryID}/accept {months, amountPaid, reciptNo}. The
// offer becomes an enrolment with its invoice. Shared by the school's waitlist and the dashboard's open offers.

const acceptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What accepting would bill per duration (issue 25: the price before confirming). */
    offerPrices: build.query<OfferPrices, number>({
      query: (entryID) => `/waitlist/${entryID}/prices`,
      responseSchema: offerPricesResponse,
      keepUnusedDataFor: 0,
    }),
    acceptWaitlistOffer: build.mutation<AcceptOfferResponse, { entryID: number } & AcceptOfferRequest>({
      query: ({ entryID, ...body }) => ({ url: `/waitlist/${entryID}/accept`, method: 'POST', body }),
      responseSchema: acceptOfferResponse,
      // The waitlist, and through it the school's seats, the swimmer's groups and the invoices (src/api/tags.ts).
      invalidatesTags: onSuccess(() => changeOf('Waitlist')),
    }),
  }),
})

export interface AcceptOfferTexts {
  title: string
  submit: string
  months: string
  amountPaid: string
  amountHint: string
  receiptNo: string
  failed: string
  /** 'Price: {amount} ({item})', the chosen duration's price (issue 25). */
  price: (amount: string, item: string) => string
}

/** The enrolment an offer becomes: its duration, what is paid now (0: the invoice stays open) and the receipt. */
export function AcceptOfferDialog({
  entryID,
  texts,
  onClose,
}: {
  entryID: number
  texts: AcceptOfferTexts
  onClose: () => void
}) {
  const { enqueueSnackbar } = useSnackbar()
  const [accept] = acceptApi.useAcceptWaitlistOfferMutation()
  const form = useContractForm({
    schema: acceptOfferRequest,
    defaultValues: { months: '1', amountPaid: '0', reciptNo: '' },
    translate: translateContractMessage,
  })
  const format = useFormat()
  const prices = acceptApi.useOfferPricesQuery(entryID)
  const months = form.watch('months')
  const price = prices.data?.prices.find((line) => String(line.months) === String(months))
  const submit = form.submitWith(async (payload) => {
    try {
      const answer = await accept({ entryID, ...payload }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, texts.failed)
    }
  })
  return (
    <FormDialog
      id="accept-offer"
      title={texts.title}
      form={form}
      submitLabel={texts.submit}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="months" select label={texts.months} fullWidth>
        {DURATION_MONTHS.map((months) => (
          <MenuItem key={months} value={String(months)}>
            {months}
          </MenuItem>
        ))}
      </FormTextField>
      <Typography variant="body2" role="status">
        {price ? texts.price(format.amount(price.invoice), dataText(price.itemName)) : ''}
      </Typography>
      <FormTextField
        name="amountPaid"
        label={texts.amountPaid}
        hint={texts.amountHint}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="reciptNo" label={texts.receiptNo} fullWidth />
    </FormDialog>
  )
}
