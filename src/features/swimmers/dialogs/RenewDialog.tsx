import { MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@/i18n/format'
import { RENEWAL_TYPES, RENEWAL_TYPE_MONTHS, renewalRequest } from '@contract/swimmers'
import type { RenewalType } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { translateRule, useSwimmersT } from '../i18n'
import { useRenewSubscriptionMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { NamedSwimmer } from './NamedSwimmer'
import type { SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: renewal type (monthly, quarterly or yearly) and a duration of 1 to 12 months (default 1). */
export function RenewDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [renew, { isLoading }] = useRenewSubscriptionMutation()
  const form = useContractForm({
    schema: renewalRequest,
    defaultValues: { renewalType: 'monthly', durationInMonths: '1' },
    toPayload: (values) => ({
      ...values,
      renewalType: values.renewalType as RenewalType,
      swimmerID: swimmer.swimmerID,
      userID,
      site: site?.id ?? '',
    }),
    translate: translateRule,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await renew(payload).unwrap()
      enqueueSnackbar(
        t('toast.renewed', { invoice: result.invoiceID, item: result.invItem, amount: formatAmount(result.value) }),
        { variant: 'success' },
      )
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.renewFailed'))) enqueueSnackbar(t('toast.renewFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="renew-subscription"
      form={form}
      title={t('dialogs.renew')}
      submitLabel={t('dialogs.renew_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      <FormTextField
        select
        name="renewalType"
        label={t('form.renewalType')}
        required
        // The type suggests its duration; the duration can still be changed.
        onValue={(type) => form.setValue('durationInMonths', String(RENEWAL_TYPE_MONTHS[type as RenewalType]))}
      >
        {RENEWAL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`form.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="durationInMonths"
        label={t('form.durationInMonths')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
      />
    </FormDialog>
  )
}
