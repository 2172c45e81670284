import { Alert, MenuItem, TextField, Typography } from '@mui/material'
import { numberText } from '@contract/common'
import { useSnackbar } from 'notistack'
import {
  RENEWAL_TYPES,
  RENEWAL_TYPE_MONTHS,
  renewalPricesResponse,
  renewalRequest,
  renewalResponse,
  searchActionsResponse,
} from '@contract/swimmers'
import type {
  RenewalPrices,
  RenewalRequest,
  RenewalResponse,
  RenewalType,
  SearchActionsRequest,
} from '@contract/swimmers'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess } from '@/api/tags'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { DayClosedNotice } from '@/components/money'
import { DeskBillingFields, DurationPrice, deskBillingDefaults, useDeskBilling } from '@/components/billing'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { composedText } from '@/i18n/dataTexts'
import { useRenewT } from './i18n'

// Renewing a swimmer's subscription (SPEC.md sections 3 and 5): POST /swimmers/renew-subscription, an invoice from
// the price list. Shared by the swimmers screen's Renew and the money desk's due list (issue 15).

const renewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    renewSwimmerSubscription: build.mutation<RenewalResponse, RenewalRequest>({
      query: (body) => ({ url: '/swimmers/renew-subscription', method: 'POST', body }),
      responseSchema: renewalResponse,
      // The swimmer and every swimmer list, the invoices (due list, cash-up, receipts) and the groups' lists.
      invalidatesTags: onSuccess((body: RenewalRequest) => [
        ...changeOf('Swimmer', String(body.swimmerID)),
        ...changeOf('Invoice'),
        listTag('School'),
        listTag('PreTeam'),
      ]),
    }),
    /** What the renewal would bill per duration, and the group it renews (issue 25: the price before renewing). */
    /** Issue 30: each duration with its lines (discounts), priced with a chosen staff or hardship rule. */
    renewalPrices: build.query<RenewalPrices, { swimmerID: number; chosen?: string }>({
      query: ({ swimmerID, chosen }) => ({
        url: `/swimmers/${swimmerID}/renewal-prices`,
        ...(chosen ? { params: { chosen } } : {}),
      }),
      responseSchema: renewalPricesResponse,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { swimmerID }) => [idTag('Swimmer', String(swimmerID))],
    }),
    /** The swimmer's actions as the server would allow them now (the swimmers screen's call). */
    swimmerRenewalActions: build.query<string[], SearchActionsRequest>({
      query: (body) => ({ url: '/swimmers/search-actions', method: 'POST', body }),
      rawResponseSchema: searchActionsResponse,
      transformResponse: (raw: Array<{ actionName: string }>) => raw.map((action) => action.actionName),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, body) => [idTag('Swimmer', String(body.swimmerID))],
    }),
  }),
})

export interface RenewDialogProps {
  /** The dialog's id (its title's and fields' ids derive from it). */
  id: string
  swimmer: { swimmerID: number; fullName: string }
  /** Who renews, and at which site (the user's chosen site). */
  userID: number | undefined
  site: number | ''
  /**
   * Ask the server first whether this swimmer may be renewed now (its action list has SubscriptionRenwal): for
   * screens that list swimmers without their actions (the due list). The swimmers screen offers Renew only from that
   * list already. Such a dialog is titled by the swimmer's name.
   */
  checkFirst?: boolean
  /** The contract's validation messages in the screen's words (default: the contract's catalog). */
  translate?: (message: string) => string
  onClose: () => void
}

/** The renewal type (monthly, quarterly or yearly) and a duration of 1 to 12 months (default 1). */
export function RenewDialog({
  id,
  swimmer,
  userID,
  site,
  checkFirst = false,
  translate = translateContractMessage,
  onClose,
}: RenewDialogProps) {
  const t = useRenewT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const actions = renewApi.useSwimmerRenewalActionsQuery(
    { swimmerID: swimmer.swimmerID, userSite: site, userID },
    { skip: !checkFirst },
  )
  const allowed = !checkFirst || (actions.data?.includes('SubscriptionRenwal') ?? false)
  const [renew, { isLoading }] = renewApi.useRenewSwimmerSubscriptionMutation()
  const siteID = typeof site === 'number' ? site : undefined
  const billing = useDeskBilling(siteID)
  const form = useContractForm({
    schema: renewalRequest,
    defaultValues: {
      renewalType: 'monthly',
      durationInMonths: '1',
      recieptNo: '',
      renews: '',
      ...deskBillingDefaults,
    },
    toPayload: ({ renews, renewalType, durationInMonths, recieptNo, ...desk }) => ({
      durationInMonths,
      // Issue 30: collect now by a method or leave it due, a chosen discount, instalments (the shared fields).
      ...billing.payload(desk),
      recieptNo: desk.collect === 'now' ? recieptNo : '',
      // A swimmer in a school and a pre-team squad: the group chosen (each is renewed and billed on its own).
      ...(renews && { renews: renews as 'school' | 'preteam' }),
      renewalType: renewalType as RenewalType,
      swimmerID: swimmer.swimmerID,
      userID,
      site,
    }),
    translate,
  })

  // The price of the chosen duration with its discounts, before renewing; collecting now is not offered on a closed
  // cash-up day or without the payment privilege.
  const discountRule = form.watch('discountRule')
  const prices = renewApi.useRenewalPricesQuery({ swimmerID: swimmer.swimmerID, chosen: discountRule || undefined })
  const day = billing.day
  const months = form.watch('durationInMonths')
  // A swimmer in a school and a pre-team squad chooses which to renew; its prices are its own.
  const choices = prices.data?.choices ?? []
  const renews = form.watch('renews')
  const chosen = choices.length > 1 ? choices.find((choice) => choice.renews === renews) : undefined
  const lines = choices.length > 1 ? (chosen?.prices ?? []) : (prices.data?.prices ?? [])
  const price = lines.find((line) => String(line.months) === numberText(months))

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await renew(payload).unwrap()
      const done = t('done', {
        invoice: result.invoiceID,
        item: composedText(result.invItem, result.invItemText),
        amount: format.amount(result.value),
      })
      const paid = result.amountPaid ? ` ${t('collected', { amount: format.amount(result.amountPaid) })}` : ''
      enqueueSnackbar(done + paid, { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('failed'))) enqueueSnackbar(t('failed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id={id}
      form={form}
      maxWidth={checkFirst ? 'xs' : undefined}
      title={checkFirst ? t('titleOf', { name: swimmer.fullName }) : t('title')}
      submitLabel={t('submit')}
      busyLabel={t('submitting')}
      cancelLabel={t('cancel')}
      busy={isLoading || actions.isFetching}
      submitDisabled={!allowed}
      onClose={onClose}
      onSubmit={submit}
    >
      {/* The swimmer renewed, read-only: the dialog renews exactly this swimmer. */}
      <TextField
        label={t('swimmerLabel')}
        value={t('swimmer', { name: swimmer.fullName, id: format.digitsOf(swimmer.swimmerID) })}
        multiline
        slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
        variant="filled"
      />
      {checkFirst && actions.isSuccess && !allowed && (
        <Alert severity="info">{t('notAvailable', { name: swimmer.fullName })}</Alert>
      )}
      {checkFirst && actions.isError && <Alert severity="error">{t('checkFailed')}</Alert>}
      <FormTextField
        select
        name="renewalType"
        label={t('type')}
        required
        disabled={!allowed}
        // The plan decides the duration (issue 27: 'Quarterly' with one month billed one month); the server holds it.
        onValue={(type) => form.setValue('durationInMonths', String(RENEWAL_TYPE_MONTHS[type as RenewalType]))}
      >
        {RENEWAL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="durationInMonths"
        label={t('months')}
        required
        disabled={!allowed}
        hint={t('monthsFollowPlan')}
        slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      />
      {choices.length > 1 ? (
        <FormTextField select name="renews" label={t('renewsLabel')} required disabled={!allowed}>
          {choices.map((choice) => (
            <MenuItem key={choice.renews} value={choice.renews}>
              {t(`renewsChoice.${choice.renews}`, { group: composedText(choice.groupName, choice.groupText) })}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        prices.data?.groupName && (
          <Typography variant="body2" color="text.secondary">
            {t('renews', { group: composedText(prices.data.groupName, prices.data.groupText) })}
          </Typography>
        )
      )}
      <DurationPrice
        id={`${id}-price`}
        price={price}
        fallback={
          <Typography variant="body2">
            {price
              ? t('price', { amount: format.amount(price.invoice), item: composedText(price.itemName, price.itemText) })
              : choices.length > 1 && !chosen
                ? t('chooseFirst')
                : prices.isSuccess
                  ? t('noPrice')
                  : ''}
          </Typography>
        }
      />
      {day.closed && <DayClosedNotice reason={day.reason} />}
      {allowed && (
        <DeskBillingFields
          billing={billing}
          id={id}
          receiptName="recieptNo"
          receiptLabel={t('receiptNo')}
          totalCents={price?.totalCents}
        />
      )}
    </FormDialog>
  )
}
