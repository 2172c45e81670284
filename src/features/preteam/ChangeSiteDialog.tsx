import { Alert, DialogContentText, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { z } from 'zod'
import { changePreTeamSiteRequest, type PreTeamSummary } from '@contract/preteams'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSiteNameOf, useUserSites } from '@/session/useSession'
import { failureText } from './failure'
import { usePreTeamT } from './i18n'
import { useChangePreTeamSiteMutation } from './preteamApi'
import { useActing } from '@/session/useActing'
import { PRETEAM_ACTING_FALLBACK } from './actingFallback'
import { usePreTeamCoaches } from './usePreTeamCoaches'

interface ChangeSiteDialogProps {
  preTeam: PreTeamSummary
  onClose: () => void
}

/** 'Change Pre-Team Site': another of the user's sites, and a coach of that site (a coach works at one site). */
export function ChangeSiteDialog({ preTeam, onClose }: ChangeSiteDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID } = useActing(PRETEAM_ACTING_FALLBACK)
  const sites = useUserSites().filter((site) => site.id !== preTeam.site)
  const siteNameOf = useSiteNameOf()
  const [changeSite, { isLoading }] = useChangePreTeamSiteMutation()
  const form = useContractForm({
    // The contract's rules, and this form's: the new site first, then a coach of it.
    schema: changePreTeamSiteRequest.extend({
      newSite: z.string().min(1, t('changeSite.newSiteRequired')),
      coachID: z.string().min(1, t('form.fillAll')),
    }),
    defaultValues: { newSite: '', coachID: '' },
    toPayload: (values) => ({ ...values, pTeamID: preTeam.pTeamID, userID }),
  })
  const [newSite, coachID] = form.watch(['newSite', 'coachID'])
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(newSite ? Number(newSite) : undefined)

  const submit = form.submitWith(async (payload) => {
    try {
      await changeSite({ ...payload, newSite: Number(payload.newSite), coachID: Number(payload.coachID) }).unwrap()
      enqueueSnackbar(t('toast.siteChanged'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.changeSiteFailed')))
        enqueueSnackbar(failureText(error, t('toast.changeSiteFailed')), { variant: 'error' })
    }
  })

  const noCoaches = Boolean(newSite) && !coachesLoading && coaches.length === 0

  return (
    <FormDialog
      id="change-site"
      form={form}
      maxWidth="xs"
      title={t('changeSite.title')}
      submitLabel={t('changeSite.submit')}
      busyLabel={t('changeSite.submitting')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      submitDisabled={sites.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText>
        {t('changeSite.current', { id: preTeam.pTeamID, site: siteNameOf(preTeam.site, preTeam.siteName) })}
      </DialogContentText>
      {sites.length === 0 ? (
        <Alert severity="info">{t('changeSite.noOtherSite')}</Alert>
      ) : (
        <>
          <FormTextField
            select
            required
            name="newSite"
            id="change-site-new-site"
            label={t('changeSite.newSite')}
            hint=" "
            disabled={isLoading}
            // A coach works at one site: a new site needs a new choice of coach.
            onValue={() => form.setValue('coachID', '')}
          >
            {sites.map((site) => (
              <MenuItem key={site.id} value={String(site.id)}>
                {siteNameOf(site.id, site.name)} ({site.id})
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            select
            required
            name="coachID"
            id="change-site-coach"
            label={t('changeSite.coach')}
            value={coaches.some((coach) => String(coach.coachID) === coachID) ? coachID : ''}
            hint={noCoaches ? t('form.noCoaches') : t('changeSite.coachNote')}
            disabled={isLoading || !newSite}
          >
            {coaches.map((coach) => (
              <MenuItem key={coach.coachID} value={String(coach.coachID)}>
                {t('form.coachOption', { name: coach.coachName, id: coach.coachID })}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  )
}
