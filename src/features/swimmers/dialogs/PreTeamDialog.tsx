import { dataText } from '@/i18n/i18n'
import { useEffect, useState } from 'react'
import { Alert, MenuItem, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { preTeamEnrolmentRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, isSessionEnd, useContractForm } from '@/components/form'
import { DayClosedNotice, ReceiptPrompt, useMoney } from '@/components/money'
import { DeskTermsFields, DurationPrice } from '@/components/billing'
import { PaymentMethodFields } from '@/components/payment/PaymentMethodFields'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useAddSwimmerToPreTeamMutation, usePreTeamOptionsQuery } from '../swimmersApi'
import { NamedSwimmer } from './NamedSwimmer'
import { enrolBillingDefaults, useAmountDueNow, useEnrolBilling } from './enrolBilling'
import type { SwimmerDialogProps } from './types'

/**
 * 'Add Swimmer to Pre-Team' (SPEC.md sections 3 and 5): a pre-team the server would take this swimmer into, a
 * duration, the amount paid (at least 0, step 0.01) and the receipt number, all required; submit is disabled while a
 * list is empty, and the dialog says why. Sent as {swimmerID, pteamID, months, userID, amountPaid, recieptNo, siteID}
 * to POST /PreTeam/add-swimmer. The amount paid is the invoice's once a duration is known (0 for a user who may not
 * take money, or on a closed day), typed down for a part payment; a paid enrolment ends with its receipt one click
 * away (issue 27, the walk-in). As at a renewal (issue 30), a user holding ManageDiscounts may choose a staff or
 * hardship discount with its reason (the prices follow it), and the invoice may be split into instalments.
 */
export function PreTeamDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { money } = useMoney()
  const [paid, setPaid] = useState<{ paymentID: number; receiptNo: string } | null>(null)
  const { enqueueSnackbar } = useSnackbar()
  // No money is taken while today's cash-up of the site is closed: the amount stays 0 and the notice says why.
  const desk = useEnrolBilling(swimmer.swimmerID)
  const { day } = desk
  const [enrol, { isLoading }] = useAddSwimmerToPreTeamMutation()
  const form = useContractForm({
    schema: preTeamEnrolmentRequest,
    defaultValues: { pteamID: '', months: '1', recieptNo: '', ...enrolBillingDefaults },
    toPayload: desk.toPayload,
    translate: translateRule,
  })
  const [months, discountRule] = form.watch(['months', 'discountRule'])
  const query = { swimmerID: swimmer.swimmerID, chosen: discountRule || undefined }
  const { data: options, isError, error, isLoading: loadingOptions } = usePreTeamOptionsQuery(query)

  useEffect(() => {
    if (isError && !isSessionEnd(error)) enqueueSnackbar(t('toast.preTeamFailed'), { variant: 'error' })
  }, [isError, error, enqueueSnackbar, t])

  const preTeams = options?.preTeams ?? []
  const durations = options?.invoices ?? []
  const price = durations.find((line) => String(line.months) === months)
  const nothingToOffer = Boolean(options) && preTeams.length === 0
  useAmountDueNow(form, desk, price)

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await enrol(payload).unwrap()
      enqueueSnackbar(t('toast.preTeamAdded'), { variant: 'success' })
      if (result.paymentID) setPaid({ paymentID: result.paymentID, receiptNo: form.getValues('recieptNo').trim() })
      else onClose()
    } catch (error) {
      if (form.fail(error, t('toast.preTeamFailed'))) enqueueSnackbar(t('toast.preTeamFailed'), { variant: 'error' })
    }
  })

  if (paid) return <ReceiptPrompt name={swimmer.fullName} {...paid} onClose={onClose} />
  return (
    <FormDialog
      id="add-to-preteam"
      form={form}
      title={t('dialogs.preTeam')}
      submitLabel={t('dialogs.preTeam_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      submitDisabled={loadingOptions || preTeams.length === 0 || durations.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      {nothingToOffer && <Alert severity="info">{t('form.noPreTeams')}</Alert>}
      <FormTextField select name="pteamID" label={t('form.preTeam')} required disabled={preTeams.length === 0}>
        {preTeams.map((team) => (
          <MenuItem key={team.pTeamID} value={String(team.pTeamID)}>
            {t('form.preTeamOption', {
              id: team.pTeamID,
              level: dataText(team.levelName),
              coach: team.coachName,
              days: team.days,
              fromTo: team.fromTo,
            })}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        select
        name="months"
        label={t('form.duration')}
        required
        disabled={durations.length === 0 || nothingToOffer}
        // Until the price list has arrived there is no option for the default duration to match.
        value={durations.length === 0 ? '' : undefined}
      >
        {durations.map((line) => (
          <MenuItem key={line.months} value={String(line.months)}>
            {t('form.durationOption', { count: line.months })}
          </MenuItem>
        ))}
      </FormTextField>
      {/* Issue 30: the price with this swimmer's discounts, as the invoice will have them. */}
      <DurationPrice
        id="preteam-enrol-price"
        price={price}
        fallback={
          price && (
            <Typography variant="body2" color="text.secondary">
              {t('form.invoiceAmount', { amount: money(price.invoice) })}
            </Typography>
          )
        }
      />
      {!nothingToOffer && <DeskTermsFields billing={desk.billing} id="preteam-enrol" totalCents={price?.totalCents} />}
      {day.closed && <DayClosedNotice reason={day.reason} />}
      <FormTextField
        name="amountPaid"
        label={t('form.amountPaid')}
        required
        disabled={nothingToOffer || day.closed}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="recieptNo" label={t('form.receiptNo')} required disabled={nothingToOffer} />
      {desk.collecting && !nothingToOffer && <PaymentMethodFields id="preteam-enrol" />}
    </FormDialog>
  )
}
