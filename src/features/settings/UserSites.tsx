import { useState } from 'react'
import { Button, Chip, Menu, MenuItem, Stack } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import CancelIcon from '@mui/icons-material/Cancel'
import { useSnackbar } from 'notistack'
import type { Site } from '@contract/common'
import type { UserSummary } from '@contract/settings'
import { failureText } from '@/api/errors'
import { useSiteName, useUserSites } from '@/session/useSession'
import { useSettingsT } from './i18n'
import { useSetUserSitesMutation } from './settingsApi'

interface UserSitesProps {
  user: UserSummary
  /** The server lets the signed-in user change this user (the summary's `manageable`). */
  editable: boolean
  /** The signed-in user's own card: no one takes a site from themselves (the server refuses it). */
  self: boolean
}

/**
 * A user's sites as chips (issue 27), in the UI's language: each with a remove (x) while the user keeps another site
 * and it is not the signed-in user's own card, and 'Add site' with the signed-in user's sites the user lacks, as
 * PUT /users/{id}/sites allows.
 */
export function UserSites({ user, editable, self }: UserSitesProps) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const siteName = useSiteName()
  const mine = useUserSites()
  const [setSites, { isLoading: saving }] = useSetUserSitesMutation()
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const sites = user.sites ?? []
  const ids = sites.map((site) => site.id)
  const addable = editable ? mine.filter((site) => !ids.includes(site.id)) : []
  const removable = editable && !self && sites.length > 1

  const save = async (next: number[]) => {
    setMenuAnchor(null)
    try {
      await setSites({ userId: user.userId, sites: next }).unwrap()
      enqueueSnackbar(t('users.sitesSaved', { name: user.fullName }), { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('users.sitesFailed')), { variant: 'error' })
    }
  }
  const remove = (site: Site) => save(ids.filter((id) => id !== site.id))
  const menuId = `user-${user.userId}-add-site`

  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('users.sitesLabel', { name: user.fullName })}
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}
    >
      {sites.map((site) => {
        const name = siteName(site)
        return (
          <li key={site.id}>
            <Chip
              size="small"
              label={name}
              disabled={saving}
              {...(removable && {
                onDelete: () => void remove(site),
                deleteIcon: <CancelIcon titleAccess={t('users.removeSite', { site: name, name: user.fullName })} />,
              })}
            />
          </li>
        )
      })}
      {addable.length > 0 && (
        <li>
          <Button
            size="small"
            startIcon={<AddIcon />}
            aria-label={t('users.addSiteTo', { name: user.fullName })}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            disabled={saving}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {t('users.addSite')}
          </Button>
          <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            {addable.map((site) => (
              <MenuItem key={site.id} onClick={() => void save([...ids, site.id])}>
                {siteName(site)}
              </MenuItem>
            ))}
          </Menu>
        </li>
      )}
    </Stack>
  )
}
