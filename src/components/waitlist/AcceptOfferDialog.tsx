import { MenuItem, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { DURATION_MONTHS } from '@contract/lookup-tables'
import { acceptOfferRequest, acceptOfferResponse, offerPricesResponse } from '@contract/waitlists'
import type { AcceptOfferRequest, AcceptOfferResponse, OfferPrices } from '@contract/waitlists'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess } from '@/api/tags'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { DeskBillingFields, DurationPrice, deskBillingDefaults, useDeskBilling } from '@/components/billing'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { composedText } from '@/i18n/dataTexts'

// Accepting a waitlist offer (issue 14): POST /api/waitlist/{entryID}/accept {months, amountPaid, reciptNo}. The
// offer becomes an enrolment with its invoice. Shared by the school's waitlist and the dashboard's open offers.

const acceptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What accepting would bill per duration (issue 25: the price before confirming). */
    offerPrices: build.query<OfferPrices, { entryID: number; chosen?: string }>({
      // Issue 30: each duration with its lines (discounts), priced with a chosen staff or hardship rule.
      query: ({ entryID, chosen }) => ({
        url: `/waitlist/${entryID}/prices`,
        ...(chosen ? { params: { chosen } } : {}),
      }),
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
  site,
  texts,
  onClose,
}: {
  entryID: number
  /** The offer's site: whether its cash-up is closed today, and its date (instalments are due from it). */
  site?: number
  texts: AcceptOfferTexts
  onClose: () => void
}) {
  const { enqueueSnackbar } = useSnackbar()
  const [accept] = acceptApi.useAcceptWaitlistOfferMutation()
  const billing = useDeskBilling(site)
  const form = useContractForm({
    schema: acceptOfferRequest,
    defaultValues: { months: '1', reciptNo: '', ...deskBillingDefaults },
    // Issue 30: collect now by a method or leave it due, a chosen discount, instalments (the shared fields).
    toPayload: ({ months, reciptNo, ...desk }) => ({
      months,
      ...billing.payload(desk),
      reciptNo: desk.collect === 'now' ? reciptNo : '',
    }),
    translate: translateContractMessage,
  })
  const format = useFormat()
  const discountRule = form.watch('discountRule')
  const prices = acceptApi.useOfferPricesQuery({ entryID, chosen: discountRule || undefined })
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
      <DurationPrice
        id="accept-offer-price"
        price={price}
        fallback={
          <Typography variant="body2">
            {price ? texts.price(format.amount(price.invoice), composedText(price.itemName, price.itemText)) : ''}
          </Typography>
        }
      />
      <DeskBillingFields
        billing={billing}
        id="accept-offer"
        receiptName="reciptNo"
        receiptLabel={texts.receiptNo}
        totalCents={price?.totalCents}
      />
    </FormDialog>
  )
}
