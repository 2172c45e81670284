import { TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { updateTimesRequest } from '@contract/swimmers'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useUpdateTimesMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: new times and a reason, both required. */
export function TimesDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [updateTimes, { isLoading }] = useUpdateTimesMutation()
  const form = useContractForm({ newTimes: '', reason: '' })

  const submit = async () => {
    const payload = { ...form.values, swimmerID: swimmer.swimmerID, userID, site: site?.id ?? '' }
    if (!form.check(updateTimesRequest, payload)) return
    try {
      await updateTimes(payload).unwrap()
      enqueueSnackbar(t('toast.timesUpdated'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.timesFailed'))) enqueueSnackbar(t('toast.timesFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="update-times"
      title={t('dialogs.times')}
      submitLabel={t('dialogs.times_submit')}
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
      <TextField label={t('form.newTimes')} required multiline minRows={3} autoFocus {...form.field('newTimes')} />
      <TextField label={t('form.reason')} required {...form.field('reason')} />
    </SwimmerFormDialog>
  )
}
