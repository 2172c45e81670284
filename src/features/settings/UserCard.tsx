import { Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { UserSummary } from '@contract/settings'
import { dataText } from '@/i18n/i18n'
import { useSessionUser } from '@/session/useSession'
import { useSettingsT } from './i18n'
import { UserActiveButton } from './UserActiveButton'
import { UserSites } from './UserSites'

/**
 * A user of the site: name, ID, group, number of sites, and Active or Inactive (a red card when inactive). Issue 27:
 * their sites as chips to add to and remove from, and Disable/Enable, where the signed-in user may change them.
 */
export function UserCard({ user }: { user: UserSummary }) {
  const t = useSettingsT()
  const me = useSessionUser()
  const active = user.active === 'True'
  const self = me?.userID === user.userId
  const editable = user.manageable === true
  return (
    <Card
      component="article"
      sx={active ? undefined : { borderColor: 'error.main', bgcolor: '#fdecea', borderWidth: 2 }}
      aria-label={user.fullName}
    >
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.fullName}</Typography>
          <Chip
            size="small"
            label={active ? t('common.active') : t('common.inactive')}
            color={active ? 'success' : 'error'}
            variant={active ? 'outlined' : 'filled'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('common.id', { id: user.userId })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('users.group', { group: dataText(user.group) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('users.sites', { count: user.numberOfSites })}
        </Typography>
        {user.sites && (
          <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'flex-end', justifyContent: 'space-between' }}>
            <UserSites user={user} editable={editable} self={self} />
            {editable && !self && <UserActiveButton user={user} />}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
