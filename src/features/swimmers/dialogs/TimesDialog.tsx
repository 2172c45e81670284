import { useSnackbar } from 'notistack'
import { updateTimesRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useUpdateTimesMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
import type { SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: new times and a reason, both required. */
export function TimesDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [updateTimes, { isLoading }] = useUpdateTimesMutation()
  const form = useContractForm({
    schema: updateTimesRequest,
    defaultValues: { newTimes: '', reason: '' },
    toPayload: (values) => ({ ...values, swimmerID: swimmer.swimmerID, userID, site: site?.id ?? '' }),
    translate: translateRule,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await updateTimes(payload).unwrap()
      enqueueSnackbar(t('toast.timesUpdated'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.timesFailed'))) enqueueSnackbar(t('toast.timesFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="update-times"
      form={form}
      title={t('dialogs.times')}
      submitLabel={t('dialogs.times_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      <FormTextField name="newTimes" label={t('form.newTimes')} required multiline minRows={3} />
      <FormTextField name="reason" label={t('form.reason')} required />
    </FormDialog>
  )
}
