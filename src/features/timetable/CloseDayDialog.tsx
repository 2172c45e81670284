import { MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { closureRequest } from '@contract/sessions'
import type { Site } from '@contract/common'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { useSiteName } from '@/session/useSession'
import { useTimetableT } from './i18n'
import { useAddClosureMutation } from './timetableApi'

// Its own module, loaded when Close a day is chosen: the form (react-hook-form, the contract's zod rules) is not
// part of what the week needs to show (issue 27, phone speed).

interface CloseDayValues {
  site: string
  date: string
  reason: string
}

/** Close a site for a day (POST /api/sites/{id}/closures {date, reason}): that day's sessions show closed. */
export function CloseDayDialog({
  sites,
  site,
  date,
  onClose,
}: {
  sites: readonly Site[]
  site: number
  date: string
  onClose: () => void
}) {
  const t = useTimetableT()
  const format = useFormat()
  const siteName = useSiteName()
  const { enqueueSnackbar } = useSnackbar()
  const [addClosure] = useAddClosureMutation()
  const form = useContractForm<CloseDayValues, { date: string; reason: string }>({
    schema: closureRequest,
    defaultValues: { site: String(site), date, reason: '' },
    translate: translateContractMessage,
    toPayload: ({ date: day, reason }) => ({ date: day, reason }),
    required: { fields: ['site', 'date', 'reason'], message: t('closures.required') },
  })
  const submit = form.submitWith(async (payload, values) => {
    const chosen = sites.find((entry) => entry.id === Number(values.site))
    try {
      await addClosure({ site: Number(values.site), ...payload }).unwrap()
      enqueueSnackbar(t('closures.added', { site: chosen?.name ?? values.site, date: format.date(payload.date) }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      form.fail(error, t('closures.addFailed'))
    }
  })
  return (
    <FormDialog
      id="close-day"
      title={t('closures.dialogTitle')}
      form={form}
      submitLabel={t('closures.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="site" select label={t('closures.site')} required fullWidth>
        {sites.map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {siteName(entry)} ({entry.id})
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="date"
        type="date"
        label={t('closures.date')}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="reason" label={t('closures.reason')} hint={t('closures.reasonHint')} required fullWidth />
    </FormDialog>
  )
}
