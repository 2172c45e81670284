import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { addPreTeamSwimmerRequest, type PreTeamSummary } from '@contract/preteams'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { contractErrors } from './formRules'
import { usePreTeamT } from './i18n'
import { useAddPreTeamSwimmerMutation } from './preteamApi'
import { useActingUser } from './useActingUser'

interface AddSwimmerDialogProps {
  preTeam: PreTeamSummary
  onClose: () => void
}

/** 'Add Swimmer to Pre-Team': a swimmer ID and a duration (at least 1 month, default 1). */
export function AddSwimmerDialog({ preTeam, onClose }: AddSwimmerDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID } = useActingUser()
  const durations = useAppCode(LOOKUP_GROUP.duration)
  const [add, { isLoading }] = useAddPreTeamSwimmerMutation()
  const [swimmerID, setSwimmerID] = useState('')
  const [months, setMonths] = useState('1')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!swimmerID.trim() || !months) {
      setErrors({
        ...(swimmerID.trim() ? {} : { swimmerID: t('form.fillAll') }),
        ...(months ? {} : { durationInMonths: t('form.fillAll') }),
      })
      setFormError(t('form.fillAll'))
      return
    }
    const payload = {
      pTeamID: preTeam.pTeamID,
      swimmerID: swimmerID.trim(),
      durationInMonths: months,
      user: userID,
      site: siteID,
    }
    const invalid = contractErrors(addPreTeamSwimmerRequest, payload)
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid)
      setFormError(Object.values(invalid)[0])
      return
    }
    try {
      await add(payload).unwrap()
      enqueueSnackbar(t('toast.swimmerAdded'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (isSessionEnd(error)) return
      const message = failureText(error, t('toast.addSwimmerFailed'))
      setErrors(serverFieldErrors(error))
      setFormError(message)
      enqueueSnackbar(message, { variant: 'error' })
    }
  }

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="add-swimmer-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-swimmer-title">{t('addSwimmer.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <DialogContentText>{t('addSwimmer.preTeam', { id: preTeam.pTeamID })}</DialogContentText>
            <TextField
              required
              autoFocus
              id="add-swimmer-id"
              label={t('addSwimmer.swimmerId')}
              value={swimmerID}
              onChange={(event) => setSwimmerID(event.target.value)}
              error={Boolean(errors.swimmerID)}
              helperText={errors.swimmerID ?? ' '}
              disabled={isLoading}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <TextField
              select
              required
              id="add-swimmer-duration"
              label={t('addSwimmer.duration')}
              value={months}
              onChange={(event) => setMonths(event.target.value)}
              error={Boolean(errors.durationInMonths ?? errors.months)}
              helperText={errors.durationInMonths ?? errors.months ?? t('addSwimmer.invoiceNote')}
              disabled={isLoading}
            >
              {durations.items.map((item) => (
                <MenuItem key={item.code} value={item.description}>
                  {item.description === '1'
                    ? t('addSwimmer.oneMonth')
                    : t('addSwimmer.months', { count: Number(item.description) })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('addSwimmer.submitting') : t('addSwimmer.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
