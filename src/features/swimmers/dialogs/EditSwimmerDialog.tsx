import { useEffect } from 'react'
import { CircularProgress, Dialog, DialogContent, MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updateSwimmerRequest } from '@contract/swimmers'
import type { SwimmerDetails } from '@contract/swimmers'
import { useAppCode } from '@/lookups/useAppCode'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { isSessionEnd } from '../failure'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useSwimmerInfoQuery, useUpdateSwimmerMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
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
    schema: updateSwimmerRequest,
    defaultValues: {
      fullName: details.fullName,
      year: String(details.year),
      birthDate: details.birthDate,
      level: String(details.currentLevel),
      parentPhone: details.parentPhone ?? '',
      parentEmail: details.parentEmail ?? '',
    },
    // The swimmer is the one the dialog was opened for: its ID is shown, never typed.
    toPayload: (values) => ({
      ...values,
      // The whole date only when it was corrected: a Year changed alone moves the date on record to that year.
      birthDate: values.birthDate && values.birthDate !== details.birthDate ? values.birthDate : undefined,
      swimmerID: details.swimmerID,
      site: site?.id ?? '',
      coachID: details.coachID,
      userID,
    }),
    translate: translateRule,
  })

  // A corrected birth date brings its year to Year (issue 27: the whole birth date can be corrected).
  const { setValue } = form
  const birthDate = form.watch('birthDate')
  useEffect(() => {
    if (birthDate && birthDate !== details.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
      setValue('year', birthDate.slice(0, 4), { shouldDirty: true })
    }
  }, [birthDate, details.birthDate, setValue])

  const submit = form.submitWith(async (payload) => {
    try {
      await updateSwimmer(payload).unwrap()
      enqueueSnackbar(t('toast.updated'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.updateFailed'))) enqueueSnackbar(t('toast.updateFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="edit-swimmer"
      form={form}
      title={t('dialogs.edit')}
      submitLabel={t('dialogs.edit_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={details} label={t('form.swimmerID')} />
      <FormTextField name="fullName" label={t('form.fullName')} required />
      <FormTextField
        name="birthDate"
        label={t('form.birthDate')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="year" label={t('form.year')} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <FormTextField name="level" select label={t('form.level')} required>
        {levels.items.map((item) => (
          <MenuItem key={item.code} value={String(item.code)}>
            {item.description}
          </MenuItem>
        ))}
      </FormTextField>
      <TextField
        label={t('form.coachID')}
        value={details.coachID ?? ''}
        disabled
        helperText={details.coachName ? `${details.coachName} · ${t('form.coachHelp')}` : t('form.coachHelp')}
      />
      <FormTextField name="parentPhone" label={t('form.parentPhone')} type="tel" required />
      <FormTextField name="parentEmail" label={t('form.parentEmail')} type="email" required />
    </FormDialog>
  )
}
