import { useEffect } from 'react'
import { CircularProgress, Dialog, DialogContent, MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updateSwimmerRequest } from '@contract/swimmers'
import type { SwimmerDetails } from '@contract/swimmers'
import { useAppCode } from '@/lookups/useAppCode'
import { isSessionEnd } from '../failure'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useSwimmerInfoQuery, useUpdateSwimmerMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/** SPEC.md section 3, Edit swimmer: swimmerID, fullName, year, level, site, coachID, parentPhone, parentEmail. */
export function EditSwimmerDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { data, isError, error } = useSwimmerInfoQuery(swimmer.swimmerID)

  useEffect(() => {
    if (isError) {
      if (!isSessionEnd(error)) enqueueSnackbar(t('toast.infoForEditFailed'), { variant: 'error' })
      onClose()
    }
  }, [isError, error, enqueueSnackbar, t, onClose])

  if (!data) {
    return (
      <Dialog open aria-label={t('dialogs.edit')}>
        <DialogContent>
          <CircularProgress aria-label={t('form.loading')} />
        </DialogContent>
      </Dialog>
    )
  }
  return <EditSwimmerForm details={data} onClose={onClose} />
}

function EditSwimmerForm({ details, onClose }: { details: SwimmerDetails; onClose: () => void }) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const [updateSwimmer, { isLoading }] = useUpdateSwimmerMutation()
  const form = useContractForm({
    fullName: details.fullName,
    year: String(details.year),
    level: String(details.currentLevel),
    parentPhone: details.parentPhone ?? '',
    parentEmail: details.parentEmail ?? '',
  })

  const submit = async () => {
    const payload = {
      ...form.values,
      swimmerID: details.swimmerID,
      site: site?.id ?? '',
      coachID: details.coachID,
      userID,
    }
    if (!form.check(updateSwimmerRequest, payload)) return
    try {
      await updateSwimmer(payload).unwrap()
      enqueueSnackbar(t('toast.updated'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.updateFailed'))) enqueueSnackbar(t('toast.updateFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="edit-swimmer"
      title={t('dialogs.edit')}
      submitLabel={t('dialogs.edit_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.site ?? form.errors.swimmerID}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={t('form.swimmerID')} value={details.swimmerID} disabled />
      <TextField label={t('form.fullName')} required autoFocus {...form.field('fullName')} />
      <TextField label={t('form.year')} type="number" required {...form.field('year')} />
      <TextField select label={t('form.level')} required {...form.field('level')}>
        {levels.items.map((item) => (
          <MenuItem key={item.code} value={String(item.code)}>
            {item.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('form.coachID')}
        value={details.coachID ?? ''}
        disabled
        helperText={details.coachName ? `${details.coachName} · ${t('form.coachHelp')}` : t('form.coachHelp')}
      />
      <TextField label={t('form.parentPhone')} type="tel" required {...form.field('parentPhone')} />
      <TextField label={t('form.parentEmail')} type="email" required {...form.field('parentEmail')} />
    </SwimmerFormDialog>
  )
}
