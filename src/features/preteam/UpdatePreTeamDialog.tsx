import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { updatePreTeamRequest, type PreTeamSummary } from '@contract/preteams'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { contractErrors, emptyFields } from './formRules'
import { usePreTeamT } from './i18n'
import { useUpdatePreTeamMutation } from './preteamApi'
import { SLOT_FIELDS, SlotFields, type SlotValues } from './SlotFields'
import { useActingUser } from './useActingUser'
import { usePreTeamCoaches } from './usePreTeamCoaches'

type UpdateValues = SlotValues & { pTeamLevel: string }
const REQUIRED = ['pTeamLevel', ...SLOT_FIELDS] as const

const valuesOf = (preTeam: PreTeamSummary): UpdateValues => ({
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
  const [values, setValues] = useState<UpdateValues>(() => valuesOf(preTeam))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')

  const change = (field: keyof UpdateValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current
      return rest
    })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = emptyFields(values, REQUIRED)
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('form.fillAll')])))
      setFormError(t('form.fillAll'))
      return
    }
    // The squad's own site: an update never moves it (that is Change Site).
    const payload = { ...values, pTeamID: preTeam.pTeamID, site: preTeam.site, user: userID }
    const invalid = contractErrors(updatePreTeamRequest, payload)
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid)
      setFormError(Object.values(invalid)[0])
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
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField
                select
                fullWidth
                required
                id="update-preteam-level"
                label={t('form.level')}
                value={values.pTeamLevel}
                onChange={(event) => change('pTeamLevel', event.target.value)}
                error={Boolean(errors.pTeamLevel)}
                helperText={errors.pTeamLevel ?? ' '}
                disabled={isLoading}
              >
                {levels.items.map((level) => (
                  <MenuItem key={level.code} value={String(level.code)}>
                    {level.description}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <SlotFields
              idPrefix="update-preteam"
              values={values}
              errors={errors}
              coaches={coaches}
              coachesLoading={coachesLoading}
              days={days.items}
              disabled={isLoading}
              onChange={change}
            />
          </Grid>
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
