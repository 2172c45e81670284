import { useTranslation } from 'react-i18next'
import { isArabic } from '@/i18n/format'
import { useSnackbar } from 'notistack'
import { descriptionRequest } from '@contract/settings'
import type { ClubOrSite } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { refreshSessionUser } from '@/session/sessionActor'
import { useSettingsT } from './i18n'
import { useRenameClubMutation, useRenameSiteMutation } from './settingsApi'

// Issue 25: an existing club or site renamed, its name in Arabic included (the demo's sites had none and could never
// be given one). The server's rules are the insert's; a renamed site also refreshes the session's sites, so the header,
// the site picker and every screen that names a site show the new names at once.

export interface ClubOrSiteEditDialogProps {
  kind: 'club' | 'site'
  item: ClubOrSite
  onClose: () => void
}

export function ClubOrSiteEditDialog({ kind, item, onClose }: ClubOrSiteEditDialogProps) {
  const t = useSettingsT()
  const { i18n } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const [renameClub, clubRename] = useRenameClubMutation()
  const [renameSite, siteRename] = useRenameSiteMutation()
  const rename = kind === 'club' ? renameClub : renameSite
  const busy = kind === 'club' ? clubRename.isLoading : siteRename.isLoading
  const form = useContractForm({
    schema: descriptionRequest,
    defaultValues: { description: item.description, descriptionAr: item.descriptionAr ?? '' },
  })

  const submit = form.submitWith(async (payload) => {
    try {
      const saved = await rename({ id: item.subId, ...payload }).unwrap()
      if (kind === 'site') await refreshSessionUser()
      enqueueSnackbar(t(`${kind}.renamed`, { name: saved.description }), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id={`${kind}-edit`}
      // Named by its name as this language shows it, not its number.
      title={t(`${kind}.editTitle`, {
        name: isArabic(i18n.language) ? (item.descriptionAr ?? item.description) : item.description,
      })}
      form={form}
      submitLabel={t(`${kind}.save`)}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="description" id={`${kind}-edit-description`} label={t('common.description')} required />
      <FormTextField
        name="descriptionAr"
        id={`${kind}-edit-description-ar`}
        label={t('common.descriptionAr')}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
    </FormDialog>
  )
}
