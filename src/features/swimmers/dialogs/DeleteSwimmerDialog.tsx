import { useSnackbar } from 'notistack'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { isSessionEnd } from '../failure'
import { failureDetail } from '../failure'
import { useSwimmersT } from './i18n'
import { useDeleteSwimmerMutation } from '../swimmersApi'
import type { SwimmerDialogProps } from './types'

/** Delete asks for confirmation first (SPEC.md section 5). The server keeps invoices, payments and the history. */
export function DeleteSwimmerDialog({ swimmer, onClose, onDeleted }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const [deleteSwimmer, { isLoading }] = useDeleteSwimmerMutation()

  const confirm = async () => {
    try {
      const result = await deleteSwimmer({ swimmerID: swimmer.swimmerID }).unwrap()
      const cancelled = result.cancelledInvoices ?? []
      enqueueSnackbar(
        cancelled.length === 0
          ? t('toast.deleted')
          : `${t('toast.deleted')}. ${t('toast.invoicesCancelled', {
              invoices: cancelled.map((invoice) => invoice.invoiceID).join(', '),
            })}`,
        { variant: 'success' },
      )
      onDeleted?.(swimmer.swimmerID)
      onClose()
    } catch (error) {
      if (isSessionEnd(error)) return
      const detail = failureDetail(error, '')
      enqueueSnackbar(detail ? `${t('toast.deleteFailed')}: ${detail}` : t('toast.deleteFailed'), { variant: 'error' })
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('dialogs.deleteTitle')}
      message={t('dialogs.deleteMessage', { name: swimmer.fullName, id: swimmer.swimmerID })}
      confirmLabel={t('dialogs.deleteConfirm')}
      cancelLabel={t('form.cancel')}
      destructive
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
