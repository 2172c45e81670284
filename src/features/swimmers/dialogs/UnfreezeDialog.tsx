import { useSnackbar } from 'notistack'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { failureDetail, isSessionEnd } from '../failure'
import { useUnfreezeSwimmerMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { useSwimmersT } from './i18n'
import type { SwimmerDialogProps } from './types'

/**
 * Unfreeze (issue 25): ends the swimmer's freeze, running or dated later, without a renewal. Offered only when the
 * server would accept it (a freeze not ended, and the Unfreeze privilege); asks first, and the server audits it.
 */
export function UnfreezeDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { site } = useActing()
  const [unfreeze, { isLoading }] = useUnfreezeSwimmerMutation()

  const confirm = async () => {
    try {
      const result = await unfreeze({ swimmerID: swimmer.swimmerID, site: site?.id ?? '' }).unwrap()
      enqueueSnackbar(result.message, { variant: 'success' })
      onClose()
    } catch (error) {
      if (isSessionEnd(error)) return
      const detail = failureDetail(error, '')
      enqueueSnackbar(detail ? `${t('toast.unfreezeFailed')}: ${detail}` : t('toast.unfreezeFailed'), {
        variant: 'error',
      })
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('dialogs.unfreezeTitle')}
      message={t('dialogs.unfreezeMessage', { name: swimmer.fullName, id: swimmer.swimmerID })}
      confirmLabel={t('dialogs.unfreezeConfirm')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
