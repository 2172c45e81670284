import { dataText } from '@/i18n/i18n'
import { MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updateLevelRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useUpdateLevelMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
import type { SwimmerDialogProps } from './types'

/**
 * 'Update Swimmer Level', shared by UpdateLevel, UpdateSchoolLevel and UpdatePTeamLevel (SPEC.md section 4). The
 * swimmer is the one the dialog names, shown read-only: the level of no other swimmer can be changed from here.
 */
export function LevelDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const [updateLevel, { isLoading }] = useUpdateLevelMutation()
  const form = useContractForm({
    schema: updateLevelRequest,
    defaultValues: { newLevel: '' },
    toPayload: (values) => ({ ...values, swimmerID: String(swimmer.swimmerID), userID, site: site?.id ?? '' }),
    translate: translateRule,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await updateLevel(payload).unwrap()
      enqueueSnackbar(t('toast.levelUpdated'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.levelFailed'))) enqueueSnackbar(t('toast.levelFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="update-level"
      form={form}
      title={t('dialogs.level')}
      submitLabel={t('dialogs.level_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      <FormTextField
        select
        name="newLevel"
        label={t('form.newLevel')}
        required
        hint={t('form.currentLevel', { level: dataText(swimmer.levelName) })}
      >
        {levels.items.map((item) => (
          <MenuItem key={item.code} value={String(item.code)} disabled={item.code === swimmer.currentLevel}>
            {item.description}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  )
}
