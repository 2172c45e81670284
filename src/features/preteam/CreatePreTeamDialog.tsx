import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { createPreTeamRequest } from '@contract/preteams'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { usePreTeamT } from './i18n'
import { useCreatePreTeamMutation } from './preteamApi'
import { PreTeamFields, formProblems, usePreTeamValues, type PreTeamValues } from './PreTeamFields'
import { EMPTY_SLOT } from './SlotFields'
import { useActingUser } from './useActingUser'
import { usePreTeamCoaches } from './usePreTeamCoaches'

const EMPTY: PreTeamValues = { pTeamLevel: '', ...EMPTY_SLOT }

interface CreatePreTeamDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (pTeamID: number) => void
}

/** 'Create New Pre-Team' (SPEC.md sections 2 and 5): level, coach, exactly three days, start and end time. */
export function CreatePreTeamDialog({ open, onClose, onCreated }: CreatePreTeamDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID, site } = useActingUser()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const days = useAppCode(LOOKUP_GROUP.day)
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(open ? site?.id : undefined)
  const [create, { isLoading }] = useCreatePreTeamMutation()
  const { values, setValues, errors, setErrors, change } = usePreTeamValues(EMPTY)
  const [formError, setFormError] = useState('')

  const close = () => {
    setValues(EMPTY)
    setErrors({})
    setFormError('')
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const payload = { ...values, site: siteID, userID }
    const problems = formProblems(values, createPreTeamRequest, payload, t('form.fillAll'))
    if (problems) {
      setErrors(problems.errors)
      setFormError(problems.message)
      return
    }
    try {
      const { pTeamID } = await create(payload).unwrap()
      enqueueSnackbar(t('toast.created', { id: pTeamID }), { variant: 'success' })
      onCreated(pTeamID)
      close()
    } catch (error) {
      if (isSessionEnd(error)) return
      const message = failureText(error, t('toast.createFailed'))
      setErrors(serverFieldErrors(error))
      setFormError(message)
      enqueueSnackbar(message, { variant: 'error' })
    }
  }

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-preteam-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-preteam-title">{t('createDialog.title')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <PreTeamFields
            idPrefix="create-preteam"
            values={values}
            errors={errors}
            levels={levels.items}
            coaches={coaches}
            coachesLoading={coachesLoading}
            days={days.items}
            disabled={isLoading}
            onChange={change}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('createDialog.submitting') : t('createDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
