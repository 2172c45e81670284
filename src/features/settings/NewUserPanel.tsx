import { Alert, AlertTitle, Button, Typography } from '@mui/material'
import { useSettingsT } from './i18n'

/** After creation: the new user's ID and password, until dismissed (SPEC.md section 2, Users). */
export function NewUserPanel({
  userId,
  password,
  onDismiss,
}: {
  userId: number
  password: string
  onDismiss: () => void
}) {
  const t = useSettingsT()
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button color="inherit" onClick={onDismiss}>
          {t('users.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{t('users.newUserTitle')}</AlertTitle>
      <Typography variant="body2">{t('users.newUserText')}</Typography>
      <Typography sx={{ fontFamily: 'monospace', mt: 1 }}>{t('users.newUserId', { id: userId })}</Typography>
      <Typography sx={{ fontFamily: 'monospace' }}>{t('users.newUserPassword', { password })}</Typography>
    </Alert>
  )
}
