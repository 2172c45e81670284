import { useState } from 'react'
import { Button } from '@mui/material'
import { useSnackbar } from 'notistack'
import type { UserSummary } from '@contract/settings'
import { failureText } from '@/api/errors'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useSettingsT } from './i18n'
import { useSetUserActiveMutation } from './settingsApi'

/**
 * Disable or Enable as one action (issue 27), after a dialog naming the user: POST /users/{id}/disable or /enable.
 * Shown only where the server would accept it: a user the signed-in user manages, never their own card.
 */
export function UserActiveButton({ user }: { user: UserSummary }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [asking, setAsking] = useState(false)
  const [setActive, { isLoading: saving }] = useSetUserActiveMutation()
  const active = user.active === 'True'
  const name = user.fullName

  const confirm = async () => {
    try {
      await setActive({ userId: user.userId, active: !active }).unwrap()
      enqueueSnackbar(t(active ? 'users.disabledDone' : 'users.enabledDone', { name }), { variant: 'success' })
      setAsking(false)
    } catch (error) {
      enqueueSnackbar(failureText(error, t('users.activeFailed')), { variant: 'error' })
      setAsking(false)
    }
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={active ? 'error' : 'success'}
        aria-label={t(active ? 'users.disableOne' : 'users.enableOne', { name })}
        onClick={() => setAsking(true)}
      >
        {t(active ? 'users.disable' : 'users.enable')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(active ? 'users.disableTitle' : 'users.enableTitle', { name })}
        message={t(active ? 'users.disableText' : 'users.enableText', { name })}
        confirmLabel={t(active ? 'users.disable' : 'users.enable')}
        cancelLabel={t('users.cancel')}
        destructive={active}
        focusCancel={active}
        busy={saving}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
