import { dataText } from '@/i18n/i18n'
import { Alert, List, ListItem, ListItemButton, ListItemText, ListSubheader, MenuItem, Typography } from '@mui/material'
import { useState } from 'react'
import { useSnackbar } from 'notistack'
import { DURATION_MONTHS } from '@contract/lookups'
import { schoolEnrolmentRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { DayClosedNotice, ReceiptPrompt, useMoney } from '@/components/money'
import { DeskTermsFields, DurationPrice } from '@/components/billing'
import { PaymentMethodFields } from '@/components/payment/PaymentMethodFields'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useAddSwimmerToSchoolMutation, useSchoolOptionsQuery } from '../swimmersApi'
import { NamedSwimmer } from './NamedSwimmer'
import { enrolBillingDefaults, useAmountDueNow, useEnrolBilling } from './enrolBilling'
import type { SwimmerDialogProps } from './types'

/**
 * 'Add Swimmer to School' (SPEC.md sections 3 and 5): swimmerID and a numeric School ID required, amount at least 0,
 * the receipt number when something is paid. The schools the server would take this swimmer into are listed to pick
 * from, with places and prices; when there is none, the dialog says so instead of a dead end. The amount paid is the
 * invoice's once a school and a duration are chosen (0 for a user who may not take money, or on a closed day), typed
 * down for a part payment; a paid enrolment ends with its receipt one click away (issue 27, the walk-in). As at a
 * renewal (issue 30), a user holding ManageDiscounts may choose a staff or hardship discount with its reason (the
 * prices follow it), and the invoice may be split into instalments.
 */
export function SchoolDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { money } = useMoney()
  const [paid, setPaid] = useState<{ paymentID: number; receiptNo: string } | null>(null)
  const { enqueueSnackbar } = useSnackbar()
  // No money is taken while today's cash-up of the site is closed: the amount stays 0 and the notice says why.
  const desk = useEnrolBilling(swimmer.swimmerID)
  const { day } = desk
  const [enrol, { isLoading }] = useAddSwimmerToSchoolMutation()
  const form = useContractForm({
    schema: schoolEnrolmentRequest,
    defaultValues: { schoolID: '', months: '1', reciptNo: '', ...enrolBillingDefaults },
    toPayload: desk.toPayload,
    translate: translateRule,
  })

  const [schoolID, months, discountRule] = form.watch(['schoolID', 'months', 'discountRule'])
  const { data: options } = useSchoolOptionsQuery({ swimmerID: swimmer.swimmerID, chosen: discountRule || undefined })
  const schools = options?.schools ?? []
  const open = schools.filter((school) => school.enrolled < school.capacity)
  const chosen = schools.find((school) => String(school.schoolID) === schoolID.trim())
  const price = chosen?.invoices.find((line) => String(line.months) === months)
  const nothingToOffer = Boolean(options) && open.length === 0
  useAmountDueNow(form, desk, price)

  // Another school makes the last refusal ('School 31 is full …') stale: its banner goes at once (issue 27).
  const otherSchool = (id: string) => {
    if (id.trim() !== schoolID.trim()) form.say()
  }

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await enrol(payload).unwrap()
      enqueueSnackbar(t('toast.schoolAdded'), { variant: 'success' })
      if (result.paymentID) setPaid({ paymentID: result.paymentID, receiptNo: form.getValues('reciptNo').trim() })
      else onClose()
    } catch (error) {
      if (form.fail(error, t('toast.schoolFailed'))) enqueueSnackbar(t('toast.schoolFailed'), { variant: 'error' })
    }
  })

  if (paid) return <ReceiptPrompt name={swimmer.fullName} {...paid} onClose={onClose} />
  return (
    <FormDialog
      id="add-to-school"
      form={form}
      title={t('dialogs.school')}
      submitLabel={t('dialogs.school_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      submitDisabled={nothingToOffer}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      {nothingToOffer && <Alert severity="info">{t('form.noSchools')}</Alert>}
      <FormTextField
        name="schoolID"
        label={t('form.schoolID')}
        required
        onValue={() => form.say()}
        disabled={nothingToOffer}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {schools.length > 0 && (
        <List
          dense
          aria-label={t('form.possibleSchools')}
          subheader={<ListSubheader disableSticky>{t('form.possibleSchools')}</ListSubheader>}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 220, overflow: 'auto', py: 0 }}
        >
          {schools.map((school) => (
            <ListItem key={school.schoolID} disablePadding>
              <ListItemButton
                selected={chosen?.schoolID === school.schoolID}
                disabled={school.enrolled >= school.capacity}
                onClick={() => {
                  otherSchool(String(school.schoolID))
                  form.setValue('schoolID', String(school.schoolID), { shouldValidate: form.formState.isSubmitted })
                }}
              >
                <ListItemText
                  primary={t('form.schoolOption', {
                    id: school.schoolID,
                    type: dataText(school.typeName),
                    coach: school.coachName,
                    days: dataText(school.days),
                    fromTo: school.fromTo,
                    enrolled: school.enrolled,
                    capacity: school.capacity,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <FormTextField select name="months" label={t('form.duration')} required disabled={nothingToOffer}>
        {DURATION_MONTHS.map((count) => (
          <MenuItem key={count} value={String(count)}>
            {t('form.durationOption', { count })}
          </MenuItem>
        ))}
      </FormTextField>
      {/* Issue 30: the price with this swimmer's discounts, as the invoice will have them. */}
      <DurationPrice
        id="school-enrol-price"
        price={price}
        fallback={
          price && (
            <Typography variant="body2" color="text.secondary">
              {t('form.invoiceAmount', { amount: money(price.invoice) })}
            </Typography>
          )
        }
      />
      {!nothingToOffer && <DeskTermsFields billing={desk.billing} id="school-enrol" totalCents={price?.totalCents} />}
      {day.closed && <DayClosedNotice reason={day.reason} />}
      <FormTextField
        name="amountPaid"
        label={t('form.amountPaid')}
        required
        disabled={nothingToOffer || day.closed}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField name="reciptNo" label={t('form.receiptNo')} disabled={nothingToOffer || day.closed} />
      {desk.collecting && !nothingToOffer && <PaymentMethodFields id="school-enrol" />}
    </FormDialog>
  )
}
