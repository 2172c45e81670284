import { TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { freezeRequest } from '@contract/swimmers'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useFreezeSwimmerMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import { todayText, type SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: freeze date (default today) and reason, both required. */
export function FreezeDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [freeze, { isLoading }] = useFreezeSwimmerMutation()
  const form = useContractForm({ freezeDate: todayText(), freezeReason: '' })

  const submit = async () => {
    const payload = { ...form.values, swimmerID: swimmer.swimmerID, userID, site: site?.id ?? '' }
    if (!form.check(freezeRequest, payload)) return
    try {
      await freeze(payload).unwrap()
      enqueueSnackbar(t('toast.frozen'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.freezeFailed'))) enqueueSnackbar(t('toast.freezeFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="freeze-swimmer"
      title={t('dialogs.freeze')}
      submitLabel={t('dialogs.freeze_submit')}
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
        label={t('form.freezeDate')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.field('freezeDate')}
      />
      <TextField
        label={t('form.freezeReason')}
        required
        multiline
        minRows={2}
        autoFocus
        {...form.field('freezeReason')}
      />
    </SwimmerFormDialog>
  )
}
