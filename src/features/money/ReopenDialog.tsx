import { useSnackbar } from 'notistack'
import { Typography } from '@mui/material'
import { cashupReopenRequest } from '@contract/money'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { useMoneyT } from './i18n'
import { useReopenCashupMutation } from './moneyApi'

interface ReopenDialogProps {
  siteID: number
  siteName: string
  date: string
  onClose: () => void
}

/** Reopens a closed day, with the reason (a privileged, audited action on the server). */
export function ReopenDialog({ siteID, siteName, date, onClose }: ReopenDialogProps) {
  const t = useMoneyT()
  const f = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [reopen, { isLoading }] = useReopenCashupMutation()
  const form = useContractForm({
    schema: cashupReopenRequest,
    defaultValues: { reason: '' },
    toPayload: (values) => ({ ...values, site: siteID, date }),
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await reopen(payload).unwrap()
      enqueueSnackbar(t('cashup.reopened', { date: f.date(date) }), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('cashup.reopenFailed'))) enqueueSnackbar(t('cashup.reopenFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="cashup-reopen"
      form={form}
      maxWidth="xs"
      title={t('cashup.reopenTitle')}
      submitLabel={t('cashup.reopen')}
      busyLabel={t('cashup.reopening')}
      cancelLabel={t('common.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{t('cashup.reopenText', { site: siteName, date: f.date(date) })}</Typography>
      <FormTextField
        name="reason"
        id="cashup-reopen-reason"
        label={t('cashup.reason')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
