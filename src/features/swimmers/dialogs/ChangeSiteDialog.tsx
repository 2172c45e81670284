import { Alert, MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { changeSiteRequest } from '@contract/swimmers'
import { useUserSites } from '@/session/useSession'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useChangeSwimmerSiteMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/** SPEC.md section 3, Site change: swimmerID, userID, site — the new site, one of the user's sites. */
export function ChangeSiteDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID } = useActing()
  const sites = useUserSites().filter((site) => site.id !== swimmer.site)
  const [changeSite, { isLoading }] = useChangeSwimmerSiteMutation()
  const form = useContractForm({ site: '' })

  const submit = async () => {
    const payload = { ...form.values, swimmerID: swimmer.swimmerID, userID }
    if (!form.check(changeSiteRequest, payload)) return
    try {
      await changeSite(payload).unwrap()
      enqueueSnackbar(t('toast.siteChanged'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.siteFailed'))) enqueueSnackbar(t('toast.siteFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="change-site"
      title={t('dialogs.changeSite')}
      submitLabel={t('dialogs.changeSite_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.swimmerID}
      submitDisabled={sites.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerLabel')}
        value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
        disabled
      />
      {sites.length === 0 ? (
        <Alert severity="info">{t('form.noOtherSite')}</Alert>
      ) : (
        <TextField select label={t('form.newSite')} required {...form.field('site')}>
          {sites.map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {t('form.siteOption', { name: site.name, id: site.id })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </SwimmerFormDialog>
  )
}
