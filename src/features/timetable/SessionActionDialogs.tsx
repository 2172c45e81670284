import { useState } from 'react'
import { Alert, Button, MenuItem, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { z } from 'zod'
import { numericId } from '@contract/common'
import { bookMakeupRequest, cancelSessionRequest, substituteRequest } from '@contract/sessions'
import type { MakeupCredit, SessionDetails } from '@contract/sessions'
import { failureText } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { useTimetableT } from './i18n'
import {
  useBookMakeupMutation,
  useCancelSessionMutation,
  useFreeCoachesAtQuery,
  useLazySwimmerCreditsQuery,
  useSetSubstituteMutation,
} from './timetableApi'
import { parseDate } from './week'

const COACH_TYPE = { school: 8, preteam: 9 } as const // SchoolCoach, PTeamCoach (contract/lookup-tables.ts)

/** The app's day code (215 Friday … 221 Thursday) of a date. */
export const dayCodeOf = (date: string): number => 215 + ((parseDate(date)!.getUTCDay() - 5 + 7) % 7)

interface ActionProps {
  session: SessionDetails
  onClose: () => void
}

/** Cancel one session, with a reason (POST /api/sessions/{id}/cancel). */
export function CancelSessionDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
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
 * A substitute coach for one session: only the coaches the free-coaches finder says are free at the session's day
 * and hour are offered; the server checks the date itself (POST /api/sessions/{id}/substitute). "None" gives the
 * session back to the group's coach.
 */
export function SubstituteDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
  const { enqueueSnackbar } = useSnackbar()
  const [setSubstitute] = useSetSubstituteMutation()
  const free = useFreeCoachesAtQuery({
    type: COACH_TYPE[session.kind],
    startTime: session.startTime.slice(0, 5),
    day: dayCodeOf(session.date),
    site: session.siteID,
  })
  const form = useContractForm({
    schema: substituteRequest,
    defaultValues: { coachID: session.substituteCoachID == null ? '' : String(session.substituteCoachID) },
    translate: translateContractMessage,
  })
  const coaches = (free.data ?? []).filter((coach) => coach.coachId !== session.groupCoachID)
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
      onClose={onClose}
      onSubmit={submit}
    >
      {free.isError && <Alert severity="error">{failureText(free.error, t('roster.coachesFailed'))}</Alert>}
      {free.isSuccess && coaches.length === 0 && session.substituteCoachID == null && (
        <Alert severity="info">{t('roster.substituteNone')}</Alert>
      )}
      <FormTextField
        name="coachID"
        select
        label={t('roster.substituteCoach')}
        hint={t('roster.substituteHint')}
        fullWidth
      >
        <MenuItem value="">{t('roster.substituteNoneOption', { name: session.groupCoachName })}</MenuItem>
        {session.substituteCoachID != null && !coaches.some((c) => c.coachId === session.substituteCoachID) && (
          <MenuItem value={String(session.substituteCoachID)}>{session.substituteCoachName}</MenuItem>
        )}
        {coaches.map((coach) => (
          <MenuItem key={coach.coachId} value={String(coach.coachId)}>
            {coach.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  )
}

const findSwimmer = z.object({ swimmerID: numericId('Swimmer ID must be a positive whole number') })

/**
 * Book a make-up guest into this session: the swimmer's ID, then one of their open credits (the server checks the
 * level, the free seat and the expiry: POST /api/sessions/{id}/makeups).
 */
export function MakeupGuestDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [book] = useBookMakeupMutation()
  const [loadCredits, credits] = useLazySwimmerCreditsQuery()
  const [swimmerID, setSwimmerID] = useState<number>()
  const form = useContractForm({
    schema: swimmerID === undefined ? findSwimmer : bookMakeupRequest,
    defaultValues: { swimmerID: '', creditID: '' },
    translate: translateContractMessage,
    toPayload: (values) => (swimmerID === undefined ? { swimmerID: values.swimmerID } : { creditID: values.creditID }),
  })
  const open: MakeupCredit[] = (credits.data ?? []).filter(
    (credit) => credit.status === 'open' && credit.expiresOn >= session.date,
  )
  const submit = form.submitWith(async (payload, values) => {
    if (swimmerID === undefined) {
      try {
        const found = await loadCredits(Number(values.swimmerID)).unwrap()
        setSwimmerID(Number(values.swimmerID))
        const usable = found.filter((credit) => credit.status === 'open' && credit.expiresOn >= session.date)
        if (usable.length > 0) form.setValue('creditID', String(usable[0].creditID))
      } catch (error) {
        form.fail(error, t('roster.candidatesFailed'))
      }
      return
    }
    try {
      const answer = await book({ sessionID: session.sessionID, creditID: Number(values.creditID) }).unwrap()
      enqueueSnackbar(answer.message || t('roster.makeupBooked'), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, t('roster.makeupFailed'))
    }
    void payload
  })
  return (
    <FormDialog
      id="makeup-guest"
      title={t('roster.makeupTitle')}
      form={form}
      submitLabel={swimmerID === undefined ? t('roster.makeupFind') : t('roster.makeupSubmit')}
      busy={credits.isFetching}
      submitDisabled={swimmerID !== undefined && open.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('roster.makeupIntro', { level: session.levelName })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          name="swimmerID"
          label={t('roster.makeupSwimmer')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: swimmerID !== undefined } }}
        />
        {swimmerID !== undefined && (
          <Button
            onClick={() => {
              setSwimmerID(undefined)
              form.setValue('creditID', '')
            }}
          >
            {t('roster.makeupChange')}
          </Button>
        )}
      </Stack>
      {swimmerID !== undefined &&
        (open.length === 0 ? (
          <Alert severity="info">{t('roster.makeupNone')}</Alert>
        ) : (
          <FormTextField name="creditID" select label={t('roster.makeupCredit')} fullWidth required>
            {open.map((credit) => (
              <MenuItem key={credit.creditID} value={String(credit.creditID)}>
                {t('roster.makeupOption', {
                  level: credit.levelName,
                  from: format.date(credit.fromDate),
                  expires: format.date(credit.expiresOn),
                })}
              </MenuItem>
            ))}
          </FormTextField>
        ))}
    </FormDialog>
  )
}
