import { MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updateLevelRequest } from '@contract/swimmers'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useUpdateLevelMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/** 'Update Swimmer Level', shared by UpdateLevel, UpdateSchoolLevel and UpdatePTeamLevel (SPEC.md section 4). */
export function LevelDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const [updateLevel, { isLoading }] = useUpdateLevelMutation()
  const form = useContractForm({ swimmerID: String(swimmer.swimmerID), newLevel: '' })

  const submit = async () => {
    const payload = { ...form.values, userID, site: site?.id ?? '' }
    if (!form.check(updateLevelRequest, payload)) return
    try {
      await updateLevel(payload).unwrap()
      enqueueSnackbar(t('toast.levelUpdated'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.levelFailed'))) enqueueSnackbar(t('toast.levelFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="update-level"
      title={t('dialogs.level')}
      submitLabel={t('dialogs.level_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.site}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerID')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...form.field('swimmerID', t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID }))}
      />
      <TextField
        select
        label={t('form.newLevel')}
        required
        {...form.field('newLevel', t('form.currentLevel', { level: swimmer.levelName }))}
      >
        {levels.items.map((item) => (
          <MenuItem key={item.code} value={String(item.code)} disabled={item.code === swimmer.currentLevel}>
            {item.description}
          </MenuItem>
        ))}
      </TextField>
    </SwimmerFormDialog>
  )
}
