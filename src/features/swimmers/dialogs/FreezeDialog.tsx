import { useSnackbar } from 'notistack'
import { freezeRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useFreezeSwimmerMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
import { academyToday } from '@/i18n/academyTimeZone'
import { type SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: freeze date (default today) and reason, both required. */
export function FreezeDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [freeze, { isLoading }] = useFreezeSwimmerMutation()
  const form = useContractForm({
    schema: freezeRequest,
    defaultValues: { freezeDate: academyToday(), freezeReason: '' },
    toPayload: (values) => ({ ...values, swimmerID: swimmer.swimmerID, userID, site: site?.id ?? '' }),
    translate: translateRule,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await freeze(payload).unwrap()
      enqueueSnackbar(t('toast.frozen'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.freezeFailed'))) enqueueSnackbar(t('toast.freezeFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="freeze-swimmer"
      form={form}
      title={t('dialogs.freeze')}
      submitLabel={t('dialogs.freeze_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      <FormTextField
        name="freezeDate"
        label={t('form.freezeDate')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="freezeReason" label={t('form.freezeReason')} required multiline minRows={2} />
    </FormDialog>
  )
}
