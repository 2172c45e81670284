import { Alert, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { cancelSessionRequest, substituteRequest } from '@contract/sessions'
import type { SessionDetails } from '@contract/sessions'
import { failureText } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { useTimetableT } from './i18n'
import { swimmerNames } from './swimmerNames'
import { useCancelSessionMutation, useSetSubstituteMutation, useSubstituteChoicesQuery } from './timetableApi'

export interface ActionProps {
  session: SessionDetails
  onClose: () => void
}

/**
 * Cancel one session, with a reason (POST /api/sessions/{id}/cancel). The answer names the make-up credits the cancel
 * gave (the site's rule, on by default): the desk is told who got one, by name (issue 25).
 */
export function CancelSessionDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [cancel] = useCancelSessionMutation()
  const form = useContractForm({
    schema: cancelSessionRequest,
    defaultValues: { reason: '' },
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async ({ reason }) => {
    try {
      const answer = await cancel({ sessionID: session.sessionID, reason }).unwrap()
      enqueueSnackbar(answer.message || t('roster.cancelled'), { variant: 'success' })
      const given = answer.creditsGiven ?? []
      if (given.length > 0) {
        const names = swimmerNames(given, session.roster, format.language, (count) =>
          t('roster.creditsOthers', { count }),
        )
        enqueueSnackbar(t('roster.creditsGiven', { count: given.length, names }), { variant: 'info' })
      }
      onClose()
    } catch (error) {
      form.fail(error, t('roster.cancelFailed'))
    }
  })
  return (
    <FormDialog
      id="cancel-session"
      title={t('roster.cancelTitle')}
      form={form}
      submitLabel={t('roster.cancelSubmit')}
      cancelLabel={t('roster.cancelKeep')}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="reason" label={t('roster.cancelReason')} required fullWidth />
    </FormDialog>
  )
}

/**
 * A substitute coach for one session: the coaches the server says are free at the session's date and time, by the
 * rule it applies when the substitute is set (GET /api/sessions/{id}/substitutes; the current substitute included).
 * "None" gives the session back to the group's coach.
 */
export function SubstituteDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [setSubstitute] = useSetSubstituteMutation()
  const free = useSubstituteChoicesQuery(session.sessionID)
  const form = useContractForm({
    schema: substituteRequest,
    defaultValues: { coachID: session.substituteCoachID == null ? '' : String(session.substituteCoachID) },
    translate: translateContractMessage,
  })
  const coaches = free.data ?? []
  const submit = form.submitWith(async ({ coachID }) => {
    try {
      const answer = await setSubstitute({
        sessionID: session.sessionID,
        coachID: coachID === '' || coachID == null ? null : Number(coachID),
      }).unwrap()
      enqueueSnackbar(answer.message || t('roster.substituteSet'), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, t('roster.substituteFailed'))
    }
  })
  return (
    <FormDialog
      id="substitute"
      title={t('roster.substituteTitle')}
      form={form}
      submitLabel={t('roster.substituteSubmit')}
      busy={free.isFetching}
      submitDisabled={!free.isSuccess}
      onClose={onClose}
      onSubmit={submit}
    >
      {free.isError && <Alert severity="error">{failureText(free.error, t('roster.coachesFailed'))}</Alert>}
      {free.isSuccess && coaches.length === 0 && (
        <Alert severity="info">{t('roster.substituteNone', { date: format.date(session.date) })}</Alert>
      )}
      <FormTextField
        name="coachID"
        select
        label={t('roster.substituteCoach')}
        hint={t('roster.substituteHint', {
          date: format.date(session.date),
          start: format.time(session.startTime),
          end: format.time(session.endTime),
        })}
        fullWidth
      >
        <MenuItem value="">{t('roster.substituteNoneOption', { name: session.groupCoachName })}</MenuItem>
        {coaches.map((coach) => (
          <MenuItem key={coach.coachID} value={String(coach.coachID)}>
            {coach.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  )
}
