import { DialogContentText, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { addPreTeamSwimmerRequest, type PreTeamSummary } from '@contract/preteams'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText } from './failure'
import { usePreTeamT } from './i18n'
import { useAddPreTeamSwimmerMutation } from './preteamApi'
import { useActing } from '@/session/useActing'
import { PRETEAM_ACTING_FALLBACK } from './actingFallback'

interface AddSwimmerDialogProps {
  preTeam: PreTeamSummary
  onClose: () => void
}

/** 'Add Swimmer to Pre-Team': a swimmer ID and a duration (at least 1 month, default 1). */
export function AddSwimmerDialog({ preTeam, onClose }: AddSwimmerDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID } = useActing(PRETEAM_ACTING_FALLBACK)
  const durations = useAppCode(LOOKUP_GROUP.duration)
  const [add, { isLoading }] = useAddPreTeamSwimmerMutation()
  const form = useContractForm({
    schema: addPreTeamSwimmerRequest,
    defaultValues: { swimmerID: '', durationInMonths: '1' },
    toPayload: (values) => ({
      pTeamID: preTeam.pTeamID,
      swimmerID: values.swimmerID.trim(),
      durationInMonths: values.durationInMonths,
      user: userID,
      site: siteID,
    }),
    required: { fields: ['swimmerID', 'durationInMonths'], message: t('form.fillAll') },
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await add(payload).unwrap()
      enqueueSnackbar(t('toast.swimmerAdded'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.addSwimmerFailed')))
        enqueueSnackbar(failureText(error, t('toast.addSwimmerFailed')), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="add-swimmer"
      form={form}
      maxWidth="xs"
      title={t('addSwimmer.title')}
      submitLabel={t('addSwimmer.submit')}
      busyLabel={t('addSwimmer.submitting')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText>{t('addSwimmer.preTeam', { id: preTeam.pTeamID })}</DialogContentText>
      <FormTextField
        required
        name="swimmerID"
        id="add-swimmer-id"
        label={t('addSwimmer.swimmerId')}
        hint=" "
        disabled={isLoading}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <FormTextField
        select
        required
        name="durationInMonths"
        id="add-swimmer-duration"
        label={t('addSwimmer.duration')}
        hint={t('addSwimmer.invoiceNote')}
        disabled={isLoading}
      >
        {durations.items.map((item) => (
          <MenuItem key={item.code} value={item.description}>
            {item.description === '1'
              ? t('addSwimmer.oneMonth')
              : t('addSwimmer.months', { count: Number(item.description) })}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  )
}
