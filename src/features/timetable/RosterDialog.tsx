import { Suspense, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material'
import type { Theme } from '@mui/material'
import { LoadingStatus } from '@/components/LoadingStatus'
import { useSnackbar } from 'notistack'
import { Link as RouterLink } from 'react-router-dom'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { ATTENDANCE_STATUSES, sessionAttendanceRequest } from '@contract/sessions'
import type { AttendanceStatus, RosterEntry, SessionAttendanceEntry, SessionDetails } from '@contract/sessions'
import { skipToken } from '@reduxjs/toolkit/query'
import { failureText } from '@/api/errors'
import { FormDialog, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage, dataText } from '@/i18n/i18n'
import { useSessionUser, useUserModules } from '@/session/useSession'
import { RosterAlerts } from './RosterAlerts'
import { Isolated } from '@/components/Bidi'
import { useGrantedActions } from '@/components/useGrantedActions'
import { swimmerFamilyPath } from '@/config/paths'
import { evaluatePath } from '@/config/progressLinks'
import { swimmerNames } from './swimmerNames'
import { useTimetableT } from './i18n'
import {
  useGroupActionsQuery,
  useCancelMakeupMutation,
  useRestoreSessionMutation,
  useSaveSessionAttendanceMutation,
  useSessionQuery,
} from './timetableApi'
import { academyToday } from '@/i18n/academyTimeZone'
import { parseDate } from './week'
import { retryableLazy } from '@/components/retryableLazy'

// The session's own actions (cancel, a substitute, a make-up guest and its swimmer picker) download when chosen: the
// roster shows without them (issue 27, phone speed).
const CancelSessionDialog = retryableLazy(async () => (await import('./SessionActionDialogs')).CancelSessionDialog)
const SubstituteDialog = retryableLazy(async () => (await import('./SessionActionDialogs')).SubstituteDialog)
const MakeupGuestDialog = retryableLazy(async () => (await import('./MakeupGuestDialog')).MakeupGuestDialog)

export interface SessionPermissions {
  /** Cancel, restore and substitute: UpdateSchoolInfo for a school, UpdatePTeamInfo for a pre-team. */
  manage: boolean
  /** Take attendance, book and cancel make-up guests: ManageAttendance or Attendes (a pre-team: UpdatePTeamInfo). */
  attend: boolean
}

const MANAGE_ACTIONS = { school: ['UpdateSchoolInfo'], preteam: ['UpdatePTeamInfo'] } as const
const ATTEND_ACTIONS = { school: ['ManageAttendance', 'Attendes'], preteam: ['UpdatePTeamInfo'] } as const

/** A session's group: which one, and at which site. */
export type SessionGroup = Pick<SessionDetails, 'kind' | 'groupID' | 'siteID'>

/**
 * What the user may do with the session, from its group's action list (the rules of the sessions domain); undefined
 * while that list is on its way. The group is the week's when it knows the session (the list is then asked for beside
 * the roster), else the roster's own.
 */
function useSessionPermissions(group: SessionGroup | undefined): SessionPermissions | undefined {
  const user = useSessionUser()
  const { data, isError } = useGroupActionsQuery(
    group && user ? { kind: group.kind, groupID: group.groupID, site: group.siteID, userID: user.userID } : skipToken,
  )
  // The list cannot be had: nothing beyond reading is offered.
  if (isError) return READ_ONLY
  if (!group || !data) return undefined
  const any = (names: readonly string[]) => names.some((name) => data.includes(name))
  return { manage: any(MANAGE_ACTIONS[group.kind]), attend: any(ATTEND_ACTIONS[group.kind]) }
}

const READ_ONLY: SessionPermissions = { manage: false, attend: false }

interface RosterValues {
  entries: Array<{ swimmerID: number; status: AttendanceStatus | ''; notes: string }>
}

function toValues(roster: readonly RosterEntry[]): RosterValues {
  return {
    entries: roster.map((entry) => ({
      swimmerID: entry.swimmerID,
      status: entry.status ?? '',
      notes: entry.notes ?? '',
    })),
  }
}

export interface RosterDialogProps {
  sessionID: number
  /** The session's group as the week knows it, so the user's actions for it are asked for beside the roster. */
  group?: SessionGroup
  onClose: () => void
}

/**
 * A session's roster: its swimmers (enrolled, and make-up guests marked as such) with present / absent / late /
 * excused and notes, who marked each and when; saved with POST /api/sessions/{id}/attendance. The session's own
 * actions (cancel or restore, a substitute coach, a make-up guest) are offered to those who may take them.
 */
export function RosterDialog({ sessionID, group, onClose }: RosterDialogProps) {
  const t = useTimetableT()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const { data, error, isLoading, fulfilledTimeStamp } = useSessionQuery(sessionID)
  const permissions = useSessionPermissions(group ?? data)

  // The form is drawn once, with what the user may do: drawn before, it was drawn again when the actions came, each
  // time the whole roster (a quarter to half a second on a phone, issue 27).
  if (!data || !permissions) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="roster-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
        <DialogTitle id="roster-title">{t('roster.swimmers')}</DialogTitle>
        <DialogContent>
          {data || isLoading ? (
            <LoadingStatus>{t('roster.loading')}</LoadingStatus>
          ) : (
            <Alert severity="error">{failureText(error, t('roster.failed'))}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('roster.close')}</Button>
        </DialogActions>
      </Dialog>
    )
  }
  // A fresh form for each answer: after a save (or a guest booked) the roster shows what the server now holds.
  return <RosterForm key={fulfilledTimeStamp} session={data} permissions={permissions} onClose={onClose} />
}

function RosterForm({
  session,
  permissions,
  onClose,
}: {
  session: SessionDetails
  permissions: SessionPermissions
  onClose: () => void
}) {
  const t = useTimetableT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  // A swimmer's family page (issue 28) for a title holding Mod_SW ViewFamilies, as the family routes check.
  const { privileges } = useGrantedActions()
  const mayViewFamily = privileges.includes('Mod_SW:ViewFamilies')
  // Skills on the deck (issue 31): the session's evaluation page, for a title holding Mod_SC EvaluateSkills.
  const mayEvaluate = privileges.includes('Mod_SC:EvaluateSkills') && session.roster.length > 0
  const [save] = useSaveSessionAttendanceMutation()
  const [restore, restoring] = useRestoreSessionMutation()
  const [cancelMakeup, cancellingMakeup] = useCancelMakeupMutation()
  const [open, setOpen] = useState<'cancel' | 'substitute' | 'makeup' | null>(null)
  const initial = toValues(session.roster)
  const form = useContractForm<RosterValues, { entries: SessionAttendanceEntry[] }>({
    schema: sessionAttendanceRequest,
    defaultValues: initial,
    translate: translateContractMessage,
    // Only the swimmers this user changed, each with the mark it was based on (issue 25): another desk's marks and
    // notes since are refused by name instead of overwritten, and notes not touched are not sent.
    toPayload: (values) => ({
      entries: values.entries.flatMap((entry, index) => {
        const read = session.roster[index]
        const status = entry.status === '' ? null : entry.status
        const notesChanged = entry.notes !== (read?.notes ?? '')
        if (!read || (status === read.status && !notesChanged)) return []
        return [
          {
            swimmerID: entry.swimmerID,
            status,
            ...(notesChanged ? { notes: entry.notes } : {}),
            basedOn: read.markedAt,
          },
        ]
      }),
    }),
  })
  const { fields } = useFieldArray({ control: form.control, name: 'entries' })
  const statuses = useWatch({ control: form.control, name: 'entries' })

  const weekday = format.weekday(parseDate(session.date)!.getUTCDay())
  const kind = t(`kind.${session.kind}`)
  const off = session.status !== 'scheduled'
  // The server cancels and substitutes only sessions from today on.
  const changeable = session.date >= academyToday()
  const mayCancel = permissions.manage && session.status === 'scheduled' && changeable
  const mayRestore = permissions.manage && session.status === 'cancelled' && changeable
  // The guest is found with the swimmers search, which the server opens to the Swimmers module only.
  const maySearchSwimmers = useUserModules().includes('Mod_SW')
  const mayBookGuest = permissions.attend && maySearchSwimmers && session.status === 'scheduled' && session.upcoming
  const canMark = session.canTakeAttendance && permissions.attend
  // Present, late and absent only from the session's day (the academy's date); excused any time before (issue 25).
  const beforeTheDay = session.date > academyToday()
  const changed = (entry: RosterValues['entries'][number], index: number) => {
    const read = session.roster[index]
    return read !== undefined && ((entry.status || null) !== read.status || entry.notes !== (read.notes ?? ''))
  }
  const nothingToSend = !canMark || !statuses?.some(changed)
  // What the save will withdraw: the make-up credit of each excused absence changed before the session starts.
  const withdrawing = session.upcoming
    ? session.roster.filter(
        (entry, index) => !entry.makeup && entry.status === 'excused' && statuses?.[index]?.status !== 'excused',
      )
    : []

  const submit = form.submitWith(async (payload) => {
    try {
      const answer = await save({ sessionID: session.sessionID, entries: payload.entries }).unwrap()
      enqueueSnackbar(answer.message || t('roster.saved'), { variant: 'success' })
    } catch (error) {
      if (form.fail(error, t('roster.saveFailed')))
        enqueueSnackbar(failureText(error, t('roster.saveFailed')), { variant: 'error' })
    }
  })

  const markAllPresent = () => {
    statuses?.forEach((entry, index) => {
      if (entry.status === '') form.setValue(`entries.${index}.status`, 'present', { shouldDirty: true })
    })
  }

  const run = async (action: () => Promise<{ message: string }>, fallback: string) => {
    try {
      const answer = await action()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, fallback), { variant: 'error' })
    }
  }

  // A restore withdraws the make-up credits the cancellation gave (issue 25): the desk is told whose, by name, as the
  // cancel told whose were given.
  const restoreSession = () =>
    run(async () => {
      const answer = await restore(session.sessionID).unwrap()
      const withdrawn = answer.creditsWithdrawn ?? []
      if (withdrawn.length > 0) {
        const names = swimmerNames(withdrawn, session.roster, format.language, (count) =>
          t('roster.creditsOthers', { count }),
        )
        enqueueSnackbar(t('roster.creditsWithdrawn', { count: withdrawn.length, names }), { variant: 'info' })
      }
      return answer
    }, t('roster.restoreFailed'))

  const markAllPresentOffered = canMark && session.roster.length > 0 && !beforeTheDay
  const lastMark = session.roster
    .filter((entry) => entry.markedAt)
    .sort((a, b) => (a.markedAt! < b.markedAt! ? 1 : -1))[0]

  return (
    <>
      <FormDialog
        id="roster"
        title={t('roster.title', { kind, group: session.groupID, level: dataText(session.levelName) })}
        form={form}
        submitLabel={t('roster.save')}
        busyLabel={t('roster.saving')}
        cancelLabel={t('roster.close')}
        submitDisabled={nothingToSend}
        maxWidth="md"
        onClose={onClose}
        onSubmit={submit}
      >
        <Box>
          <Typography>
            {t('roster.when', {
              weekday,
              date: format.date(session.date),
              start: format.time(session.startTime),
              end: format.time(session.endTime),
            })}
          </Typography>
          <Typography>
            {t('roster.coach', { name: session.coachName })}
            {session.substituteCoachID != null && ` (${t('roster.substituteFor', { name: session.groupCoachName })})`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {lastMark
              ? t('roster.marked', { name: lastMark.markedBy ?? '—', when: format.dateTime(lastMark.markedAt!) })
              : t('roster.neverMarked')}
          </Typography>
        </Box>
        {off && (
          <Alert severity="warning">
            {session.status === 'cancelled' ? t('roster.statusCancelled') : t('roster.statusClosed')}
            {session.statusReason && ` ${t('roster.reason', { reason: session.statusReason })}`}
          </Alert>
        )}
        {session.attendanceRefusal && !off && <Alert severity="info">{session.attendanceRefusal}</Alert>}
        {(mayCancel || mayRestore || mayBookGuest) && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label={t('roster.actions')}
          >
            {mayCancel && (
              <>
                <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
                  {t('roster.cancel')}
                </Button>
                <Button variant="outlined" onClick={() => setOpen('substitute')}>
                  {t('roster.substitute')}
                </Button>
              </>
            )}
            {mayRestore && (
              <Button variant="outlined" disabled={restoring.isLoading} onClick={() => void restoreSession()}>
                {t('roster.restore')}
              </Button>
            )}
            {mayBookGuest && (
              <Button variant="outlined" onClick={() => setOpen('makeup')}>
                {t('roster.makeup')}
              </Button>
            )}
          </Stack>
        )}
        <Divider />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h3" variant="h3">
            {t('roster.swimmers')} ({format.number(session.roster.length)})
          </Typography>
          {markAllPresentOffered && (
            <Button size="small" onClick={markAllPresent}>
              {t('roster.allPresent')}
            </Button>
          )}
          {mayEvaluate && (
            <Button size="small" variant="outlined" component={RouterLink} to={evaluatePath(session.sessionID)}>
              {t('roster.evaluate')}
            </Button>
          )}
        </Stack>
        {session.upcoming && canMark && (
          <Typography variant="body2" color="text.secondary">
            {t('roster.excusedHint')}
          </Typography>
        )}
        {beforeTheDay && canMark && (
          <Typography variant="body2" color="text.secondary">
            {t('roster.onlyExcusedAhead', { date: format.date(session.date) })}
          </Typography>
        )}
        {withdrawing.length > 0 && (
          <Alert severity="warning" role="status">
            {t('roster.willWithdraw', {
              names: withdrawing.map((entry) => entry.fullName).join(format.language === 'ar' ? '، ' : ', '),
            })}
          </Alert>
        )}
        {session.roster.length === 0 ? (
          <Typography>{t('roster.empty')}</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={t('roster.tableLabel')}
            divider={<Divider component="li" aria-hidden />}
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {fields.map((field, index) => {
              const entry = session.roster[index]
              return (
                <Box component="li" key={field.id} data-swimmer-id={entry.swimmerID}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
                    <Typography sx={{ fontWeight: 600 }}>
                      <Isolated>{entry.fullName}</Isolated> ({format.digitsOf(entry.swimmerID)})
                    </Typography>
                    <RosterAlerts entry={entry} />
                    {mayViewFamily && (
                      <Link
                        component={RouterLink}
                        to={swimmerFamilyPath(entry.swimmerID)}
                        aria-label={t('roster.familyOf', { name: entry.fullName })}
                        variant="body2"
                      >
                        {t('roster.family')}
                      </Link>
                    )}
                    {entry.makeup && entry.creditID != null && permissions.attend && session.upcoming && (
                      <Button
                        size="small"
                        color="error"
                        disabled={cancellingMakeup.isLoading}
                        onClick={() =>
                          void run(
                            () => cancelMakeup({ sessionID: session.sessionID, creditID: entry.creditID! }).unwrap(),
                            t('roster.cancelBookingFailed'),
                          )
                        }
                      >
                        {t('roster.cancelBooking')}
                      </Button>
                    )}
                  </Stack>
                  {canMark ? (
                    <Stack
                      direction={{ xs: 'column', md: 'row' }}
                      spacing={1.5}
                      sx={{ alignItems: { md: 'flex-start' } }}
                    >
                      <Controller
                        control={form.control}
                        name={`entries.${index}.status`}
                        render={({ field: status }) => (
                          <ToggleButtonGroup
                            exclusive
                            size="small"
                            color="primary"
                            value={status.value}
                            onChange={(_event, next: AttendanceStatus | null) => status.onChange(next ?? '')}
                            aria-label={t('roster.statusGroup', { name: entry.fullName })}
                            sx={{ width: { xs: '100%', md: 'auto' } }}
                          >
                            {ATTENDANCE_STATUSES.map((value) => (
                              <ToggleButton
                                key={value}
                                value={value}
                                disabled={beforeTheDay && value !== 'excused'}
                                sx={{ px: { xs: 0.5, sm: 1.25 }, flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
                              >
                                {t(`roster.${value}`)}
                              </ToggleButton>
                            ))}
                          </ToggleButtonGroup>
                        )}
                      />
                      <Controller
                        control={form.control}
                        name={`entries.${index}.notes`}
                        render={({ field: notes }) => (
                          <TextField
                            size="small"
                            label={t('roster.notes')}
                            slotProps={{
                              htmlInput: { 'aria-label': t('roster.notesLabel', { name: entry.fullName }) },
                            }}
                            value={notes.value}
                            onChange={(event) => notes.onChange(event.target.value)}
                            onBlur={notes.onBlur}
                            inputRef={notes.ref}
                            sx={{ flex: 1, minWidth: 160 }}
                          />
                        )}
                      />
                    </Stack>
                  ) : (
                    // Nothing can be marked (a cancelled or closed session, a coach without the privilege): the mark
                    // and notes as words, not as controls greyed out below readable contrast.
                    (entry.status || entry.notes) && (
                      <Typography variant="body2" sx={{ mb: 0.5 }}>
                        {entry.status && <strong>{t(`roster.${entry.status}`)}</strong>}
                        {entry.status && entry.notes && ' · '}
                        {entry.notes && <Isolated>{entry.notes}</Isolated>}
                      </Typography>
                    )
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {entry.markedAt
                      ? t('roster.marked', { name: entry.markedBy ?? '—', when: format.dateTime(entry.markedAt) })
                      : t('roster.neverMarked')}
                  </Typography>
                </Box>
              )
            })}
          </Stack>
        )}
      </FormDialog>
      <Suspense fallback={null}>
        {open === 'cancel' && <CancelSessionDialog session={session} onClose={() => setOpen(null)} />}
        {open === 'substitute' && <SubstituteDialog session={session} onClose={() => setOpen(null)} />}
        {open === 'makeup' && <MakeupGuestDialog session={session} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  )
}
