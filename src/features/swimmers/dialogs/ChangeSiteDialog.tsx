import { Alert, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { changeSiteRequest } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSiteNameOf, useUserSites } from '@/session/useSession'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useFormat } from '@/i18n/format'
import { useChangeSitePreviewQuery, useChangeSwimmerSiteMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
import type { SwimmerDialogProps } from './types'

/** SPEC.md section 3, Site change: swimmerID, userID, site — the new site, one of the user's sites. */
export function ChangeSiteDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID } = useActing()
  const sites = useUserSites().filter((site) => site.id !== swimmer.site)
  const siteNameOf = useSiteNameOf()
  const [changeSite, { isLoading }] = useChangeSwimmerSiteMutation()
  const form = useContractForm({
    schema: changeSiteRequest,
    defaultValues: { site: '' },
    toPayload: (values) => ({ ...values, swimmerID: swimmer.swimmerID, userID }),
    translate: translateRule,
  })

  // What the move would end, before confirming (issue 25): the groups, paid until when, and what would be owed.
  const format = useFormat()
  const chosen = Number(form.watch('site'))
  const preview = useChangeSitePreviewQuery(
    { swimmerID: swimmer.swimmerID, site: chosen },
    { skip: !Number.isInteger(chosen) || chosen <= 0 },
  )
  const ending = preview.data?.endedEnrolments ?? []

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await changeSite(payload).unwrap()
      // The answer says what else changed (running enrolments at the old site end with the move).
      enqueueSnackbar(result.message || t('toast.siteChanged'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.siteFailed'))) enqueueSnackbar(t('toast.siteFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="change-site"
      form={form}
      title={t('dialogs.changeSite')}
      submitLabel={t('dialogs.changeSite_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      submitDisabled={sites.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      {sites.length === 0 ? (
        <Alert severity="info">{t('form.noOtherSite')}</Alert>
      ) : (
        <FormTextField select name="site" label={t('form.newSite')} required>
          {sites.map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {t('form.siteOption', { name: siteNameOf(site.id, site.name), id: site.id })}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {preview.data && (
        <Alert severity={ending.length > 0 ? 'warning' : 'info'} role="status">
          {ending.length === 0
            ? t('dialogs.changeSiteNothing')
            : `${t('dialogs.changeSiteEnds', {
                lines: ending
                  .map((line) =>
                    t('dialogs.changeSiteEndsLine', {
                      group: t(`details.group_${line.kind}`, {
                        id: line.groupID,
                        coach: line.coachName ?? '',
                        end: format.date(line.paidUntil),
                      }),
                      site: siteNameOf(line.site, line.siteName),
                      until: format.date(line.paidUntil),
                      owed: format.amount(line.owed),
                    }),
                  )
                  .join('; '),
              })} ${t('dialogs.changeSiteOwed', { owed: format.amount(preview.data.owed) })}`}
        </Alert>
      )}
    </FormDialog>
  )
}
