import { Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { UserSummary } from '@contract/settings'
import { useSettingsT } from './i18n'

/** A user of the site: name, ID, group, number of sites, and Active or Inactive (a red card when inactive). */
export function UserCard({ user }: { user: UserSummary }) {
  const t = useSettingsT()
  const active = user.active === 'True'
  return (
    <Card
      component="article"
      sx={active ? undefined : { borderColor: 'error.main', bgcolor: '#fdecea', borderWidth: 2 }}
      aria-label={user.fullName}
    >
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
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
          {t('users.group', { group: user.group })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('users.sites', { count: user.numberOfSites })}
        </Typography>
      </CardContent>
    </Card>
  )
}
