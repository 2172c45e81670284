import { MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import { RENEWAL_TYPES, RENEWAL_TYPE_MONTHS, renewalRequest } from '@contract/swimmers'
import type { RenewalType } from '@contract/swimmers'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useRenewSubscriptionMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: renewal type (monthly, quarterly or yearly) and a duration of 1 to 12 months (default 1). */
export function RenewDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [renew, { isLoading }] = useRenewSubscriptionMutation()
  const form = useContractForm({ renewalType: 'monthly', durationInMonths: '1' })

  const submit = async () => {
    const payload = {
      ...form.values,
      renewalType: form.values.renewalType as RenewalType,
      swimmerID: swimmer.swimmerID,
      userID,
      site: site?.id ?? '',
    }
    if (!form.check(renewalRequest, payload)) return
    try {
      const result = await renew(payload).unwrap()
      enqueueSnackbar(
        t('toast.renewed', { invoice: result.invoiceID, item: result.invItem, amount: formatAmount(result.value) }),
        { variant: 'success' },
      )
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.renewFailed'))) enqueueSnackbar(t('toast.renewFailed'), { variant: 'error' })
    }
  }

  const typeField = form.field('renewalType')
  return (
    <SwimmerFormDialog
      open
      id="renew-subscription"
      title={t('dialogs.renew')}
      submitLabel={t('dialogs.renew_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.site ?? form.errors.swimmerID}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerLabel')}
        value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
        disabled
      />
      <TextField
        select
        label={t('form.renewalType')}
        required
        {...typeField}
        onChange={(event) => {
          // The type suggests its duration; the duration can still be changed.
          const type = event.target.value as RenewalType
          form.set('renewalType', type)
          form.set('durationInMonths', String(RENEWAL_TYPE_MONTHS[type]))
        }}
      >
        {RENEWAL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`form.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('form.durationInMonths')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
        {...form.field('durationInMonths')}
      />
    </SwimmerFormDialog>
  )
}
