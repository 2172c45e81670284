import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updatePreTeamRequest, type PreTeamSummary } from '@contract/preteams'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { usePreTeamT } from './i18n'
import { useUpdatePreTeamMutation } from './preteamApi'
import { PreTeamFields, formProblems, usePreTeamValues, type PreTeamValues } from './PreTeamFields'
import { useActingUser } from './useActingUser'
import { usePreTeamCoaches } from './usePreTeamCoaches'

const valuesOf = (preTeam: PreTeamSummary): PreTeamValues => ({
  pTeamLevel: String(preTeam.levelCode),
  coachID: String(preTeam.coachID),
  firstDay: String(preTeam.dayCodes[0] ?? ''),
  secondDay: String(preTeam.dayCodes[1] ?? ''),
  thirdDay: String(preTeam.dayCodes[2] ?? ''),
  startTime: preTeam.startTime,
  endTime: preTeam.endTime,
})

interface UpdatePreTeamDialogProps {
  preTeam: PreTeamSummary
  onClose: () => void
}

/** 'Update Pre-Team Information': the squad's level, coach, days and time, prefilled from the row. */
export function UpdatePreTeamDialog({ preTeam, onClose }: UpdatePreTeamDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID } = useActingUser()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const days = useAppCode(LOOKUP_GROUP.day)
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(preTeam.site)
  const [update, { isLoading }] = useUpdatePreTeamMutation()
  const { values, errors, setErrors, change } = usePreTeamValues(() => valuesOf(preTeam))
  const [formError, setFormError] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The squad's own site: an update never moves it (that is Change Site).
    const payload = { ...values, pTeamID: preTeam.pTeamID, site: preTeam.site, user: userID }
    const problems = formProblems(values, updatePreTeamRequest, payload, t('form.fillAll'))
    if (problems) {
      setErrors(problems.errors)
      setFormError(problems.message)
      return
    }
    try {
      await update(payload).unwrap()
      enqueueSnackbar(t('toast.updated'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (isSessionEnd(error)) return
      const message = failureText(error, t('toast.updateFailed'))
      setErrors(serverFieldErrors(error))
      setFormError(message)
      enqueueSnackbar(message, { variant: 'error' })
    }
  }

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="update-preteam-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="update-preteam-title">
          {t('update.title')} — {preTeam.pTeamID}
        </DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <PreTeamFields
            idPrefix="update-preteam"
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
          <Button onClick={onClose} disabled={isLoading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('update.submitting') : t('update.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
