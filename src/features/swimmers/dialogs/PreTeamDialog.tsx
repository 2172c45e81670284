import { useEffect } from 'react'
import { Alert, MenuItem, TextField, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import { preTeamEnrolmentRequest } from '@contract/swimmers'
import { isSessionEnd } from '../failure'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useAddSwimmerToPreTeamMutation, usePreTeamOptionsQuery } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/**
 * 'Add Swimmer to Pre-Team' (SPEC.md sections 3 and 5): a pre-team of the swimmer's level at the site, a duration,
 * the amount paid (at least 0, step 0.01) and the receipt number, all required; submit is disabled while a list is
 * empty. Sent as {swimmerID, pteamID, months, userID, amountPaid, recieptNo, siteID} to POST /PreTeam/add-swimmer.
 */
export function PreTeamDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const { data: options, isError, error, isLoading: loadingOptions } = usePreTeamOptionsQuery(swimmer.swimmerID)
  const [enrol, { isLoading }] = useAddSwimmerToPreTeamMutation()
  const form = useContractForm({ pteamID: '', months: '1', amountPaid: '0', recieptNo: '' })

  useEffect(() => {
    if (isError && !isSessionEnd(error)) enqueueSnackbar(t('toast.preTeamFailed'), { variant: 'error' })
  }, [isError, error, enqueueSnackbar, t])

  const preTeams = options?.preTeams ?? []
  const durations = options?.invoices ?? []
  const price = durations.find((line) => String(line.months) === form.values.months)

  const submit = async () => {
    const payload = { ...form.values, swimmerID: swimmer.swimmerID, userID, siteID: site?.id ?? '' }
    if (!form.check(preTeamEnrolmentRequest, payload)) return
    try {
      await enrol(payload).unwrap()
      enqueueSnackbar(t('toast.preTeamAdded'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.preTeamFailed'))) enqueueSnackbar(t('toast.preTeamFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="add-to-preteam"
      title={t('dialogs.preTeam')}
      submitLabel={t('dialogs.preTeam_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.siteID ?? form.errors.swimmerID}
      submitDisabled={loadingOptions || preTeams.length === 0 || durations.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerLabel')}
        value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
        disabled
      />
      {options && preTeams.length === 0 && <Alert severity="info">{t('form.noPreTeams')}</Alert>}
      <TextField select label={t('form.preTeam')} required disabled={preTeams.length === 0} {...form.field('pteamID')}>
        {preTeams.map((team) => (
          <MenuItem key={team.pTeamID} value={String(team.pTeamID)}>
            {t('form.preTeamOption', {
              id: team.pTeamID,
              level: team.levelName,
              coach: team.coachName,
              days: team.days,
              fromTo: team.fromTo,
            })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('form.duration')}
        required
        disabled={durations.length === 0}
        {...form.field('months')}
        // Until the price list has arrived there is no option for the default duration to match.
        value={durations.length === 0 ? '' : form.values.months}
      >
        {durations.map((line) => (
          <MenuItem key={line.months} value={String(line.months)}>
            {t('form.durationOption', { count: line.months })}
          </MenuItem>
        ))}
      </TextField>
      {price && (
        <Typography variant="body2" color="text.secondary">
          {t('form.invoiceAmount', { amount: formatAmount(price.invoice) })}
        </Typography>
      )}
      <TextField
        label={t('form.amountPaid')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        {...form.field('amountPaid')}
      />
      <TextField label={t('form.receiptNo')} required {...form.field('recieptNo')} />
    </SwimmerFormDialog>
  )
}
