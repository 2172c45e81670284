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
import type { PreTeamSummary } from '@contract/preteams'
import { useUserSites } from '@/session/useSession'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { usePreTeamT } from './i18n'
import { useChangePreTeamSiteMutation } from './preteamApi'
import { useActingUser } from './useActingUser'
import { usePreTeamCoaches } from './usePreTeamCoaches'

interface ChangeSiteDialogProps {
  preTeam: PreTeamSummary
  onClose: () => void
}

/** 'Change Pre-Team Site': another of the user's sites, and a coach of that site (a coach works at one site). */
export function ChangeSiteDialog({ preTeam, onClose }: ChangeSiteDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID } = useActingUser()
  const sites = useUserSites().filter((site) => site.id !== preTeam.site)
  const [newSite, setNewSite] = useState('')
  const [coachID, setCoachID] = useState('')
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(newSite ? Number(newSite) : undefined)
  const [changeSite, { isLoading }] = useChangePreTeamSiteMutation()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!newSite) {
      setErrors({ newSite: t('changeSite.newSiteRequired') })
      setFormError(t('changeSite.newSiteRequired'))
      return
    }
    if (!coachID) {
      setErrors({ coachID: t('form.fillAll') })
      setFormError(t('form.fillAll'))
      return
    }
    try {
      await changeSite({
        pTeamID: preTeam.pTeamID,
        newSite: Number(newSite),
        coachID: Number(coachID),
        userID,
      }).unwrap()
      enqueueSnackbar(t('toast.siteChanged'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (isSessionEnd(error)) return
      const message = failureText(error, t('toast.changeSiteFailed'))
      setErrors(serverFieldErrors(error))
      setFormError(message)
      enqueueSnackbar(message, { variant: 'error' })
    }
  }

  const noCoaches = Boolean(newSite) && !coachesLoading && coaches.length === 0

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="change-site-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-site-title">{t('changeSite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <DialogContentText>
              {t('changeSite.current', { id: preTeam.pTeamID, site: preTeam.siteName })}
            </DialogContentText>
            {sites.length === 0 ? (
              <Alert severity="info">{t('changeSite.noOtherSite')}</Alert>
            ) : (
              <>
                <TextField
                  select
                  required
                  id="change-site-new-site"
                  label={t('changeSite.newSite')}
                  value={newSite}
                  onChange={(event) => {
                    setNewSite(event.target.value)
                    setCoachID('')
                    setErrors({})
                  }}
                  error={Boolean(errors.newSite)}
                  helperText={errors.newSite ?? ' '}
                  disabled={isLoading}
                >
                  {sites.map((site) => (
                    <MenuItem key={site.id} value={String(site.id)}>
                      {site.name} ({site.id})
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  required
                  id="change-site-coach"
                  label={t('changeSite.coach')}
                  value={coaches.some((coach) => String(coach.coachID) === coachID) ? coachID : ''}
                  onChange={(event) => setCoachID(event.target.value)}
                  error={Boolean(errors.coachID) || noCoaches}
                  helperText={errors.coachID ?? (noCoaches ? t('form.noCoaches') : t('changeSite.coachNote'))}
                  disabled={isLoading || !newSite}
                >
                  {coaches.map((coach) => (
                    <MenuItem key={coach.coachID} value={String(coach.coachID)}>
                      {t('form.coachOption', { name: coach.coachName, id: coach.coachID })}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading || sites.length === 0}>
            {isLoading ? t('changeSite.submitting') : t('changeSite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
