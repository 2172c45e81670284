import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSnackbar } from 'notistack'
import { ATTENDANCE_CODES, saveAttendanceRequest } from '@contract/attendance'
import type { SaveAttendanceRequest, SchoolSessionDate, SessionAttendance } from '@contract/attendance'
import type { SchoolResult, SchoolSwimmer } from '@contract/schools'
import { useFormat, type Formatters } from '@/i18n/format'
import { ruleText } from '@/i18n/ruleText'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { useSchoolsT, type SchoolsT } from './i18n'
import {
  useSaveAttendanceMutation,
  useSchoolSessionDatesQuery,
  useSchoolSwimmersQuery,
  useSessionAttendanceQuery,
} from './schoolsApi'

interface ManageAttendanceDialogProps {
  school: SchoolResult | null
  userID: number | undefined
  onClose: () => void
}

interface Mark {
  attend: boolean
  notes: string
}

const UNMARKED: Mark = { attend: false, notes: '' }

/** A day code (215 Friday … 221 Thursday) as a weekday index (0 Sunday … 6 Saturday). */
const weekdayOf = (code: number): number => (code - 215 + 5) % 7

/** A session date as the screens name it: its weekday and its date, in the user's language ('Tuesday 17 Nov 2026'). */
const sessionName = (f: Formatters, date: string): string =>
  `${f.weekday(new Date(`${date}T12:00:00Z`).getUTCDay())} ${f.date(date)}`

/** One option of the session list: the date, and whether it is recorded, cancelled or closed. */
function sessionOption(t: SchoolsT, f: Formatters, session: SchoolSessionDate): string {
  // The weekday short ('Wed 11 Nov 2026 · recorded'), so the chosen one fits a phone's field; the hint names it whole.
  const name = `${f.weekday(new Date(`${session.date}T12:00:00Z`).getUTCDay(), 'short')} ${f.date(session.date)}`
  if (session.status !== 'scheduled') {
    const state = t(session.status === 'cancelled' ? 'attendance.cancelled' : 'attendance.closed')
    return session.statusReason ? `${name} · ${state}: ${session.statusReason}` : `${name} · ${state}`
  }
  return session.recorded ? `${name} · ${t('attendance.recordedMark')}` : name
}

/** What saving these marks changes in a recorded session, one sentence per swimmer whose presence changes. */
function changesOf(
  t: SchoolsT,
  swimmers: SchoolSwimmer[],
  recorded: SessionAttendance,
  markOf: (swimmerID: number) => Mark,
): string[] {
  const before = new Map(recorded.entries.map((entry) => [entry.swimmerID, entry.attended]))
  return swimmers.flatMap((swimmer) => {
    const now = markOf(swimmer.swimmerID).attend
    const was = before.get(swimmer.swimmerID)
    if (was === undefined) {
      return [
        t('attendance.newEntry', { name: swimmer.fullName, mark: t(now ? 'attendance.present' : 'attendance.absent') }),
      ]
    }
    if (was === now) return []
    return [t(was ? 'attendance.wasPresent' : 'attendance.wasAbsent', { name: swimmer.fullName })]
  })
}

/**
 * Manage Attendance (SPEC.md sections 2 and 5, issue 27): a session of the school (any of its dated sessions up to
 * today, newest first, named by weekday and date: its day is the spec's day) and a time (the school's start time
 * unless changed), then each swimmer of the session's roster with an attend checkbox and optional notes. Save stays
 * disabled until both are chosen. 'Mark all present' ticks every swimmer not frozen; the exceptions are then unticked
 * one by one. The dialog loads what is already recorded for the session; replacing a recorded session asks first,
 * saying whose presence changes.
 */
export function ManageAttendanceDialog({ school, userID, onClose }: ManageAttendanceDialogProps) {
  const t = useSchoolsT()
  const f = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const swimmers = useSchoolSwimmersQuery(school?.schoolID ?? 0, { skip: !school })
  const dates = useSchoolSessionDatesQuery(school?.schoolID ?? 0, { skip: !school })
  const [saveAttendance, { isLoading: saving }] = useSaveAttendanceMutation()
  const [date, setDate] = useState('')
  /** After 'Mark all present': how many were ticked, for the status line. */
  const [markedAll, setMarkedAll] = useState<number | null>(null)
  const [time, setTime] = useState('')
  const [marks, setMarks] = useState<Record<number, Mark>>({})
  const [message, setMessage] = useState<string | null>(null)
  /** The sentences of the confirm step; null while not confirming. */
  const [confirming, setConfirming] = useState<string[] | null>(null)
  const chosen = dates.data?.sessions.find((session) => session.date === date)
  const day = chosen ? String(chosen.day) : ''
  const session = useSessionAttendanceQuery(school && date ? { schoolID: school.schoolID, date } : skipToken)
  /** The session shown: only the answer for the date chosen now, never the previous date's. */
  const recorded =
    session.currentData && date && session.currentData.sessionDate === date ? session.currentData : undefined

  // What is recorded becomes the marks to start from (present swimmers ticked, their notes and the time), once per
  // loaded session (or recording of it), so the user's own ticks are not undone by a re-render.
  const loadedKey = recorded?.recorded ? `${recorded.sessionDate}:${recorded.recordedAt ?? ''}` : ''
  const [appliedKey, setAppliedKey] = useState('')
  if (recorded?.recorded && loadedKey !== appliedKey) {
    setAppliedKey(loadedKey)
    setMarks(
      Object.fromEntries(
        recorded.entries.map((entry) => [entry.swimmerID, { attend: entry.attended, notes: entry.notes ?? '' }]),
      ),
    )
    if (recorded.timeAttend) setTime(recorded.timeAttend)
  }

  const close = () => {
    setDate('')
    setMarkedAll(null)
    setTime('')
    setMarks({})
    setMessage(null)
    setConfirming(null)
    setAppliedKey('')
    onClose()
  }

  // Only the session's roster (issue 25): a swimmer enrolled after the session's date is not listed for it.
  const onRoster = recorded ? new Set(recorded.roster.map((entry) => entry.swimmerID)) : null
  const listed = swimmers.data?.filter((swimmer) => onRoster === null || onRoster.has(swimmer.swimmerID))

  const markOf = (swimmerID: number): Mark => marks[swimmerID] ?? UNMARKED
  // Who the save records (issue 27): the list, less a frozen swimmer left unticked, without notes and not recorded
  // before. 'Mark all present' skips them as not expected; sending them would record them absent, and the toast would
  // count swimmers the desk never marked.
  const wasRecorded = new Set(recorded?.recorded ? recorded.entries.map((entry) => entry.swimmerID) : [])
  const toRecord = (listed ?? []).filter((swimmer) => {
    const mark = markOf(swimmer.swimmerID)
    return !swimmer.frozen || mark.attend || mark.notes.trim() !== '' || wasRecorded.has(swimmer.swimmerID)
  })
  const setMark = (swimmerID: number, change: Partial<Mark>) =>
    setMarks((current) => ({ ...current, [swimmerID]: { ...markOf(swimmerID), ...change } }))

  /** Every swimmer on the list present (frozen ones are not expected and stay as they are); notes are kept. */
  const markAllPresent = () => {
    const present = (listed ?? []).filter((swimmer) => !swimmer.frozen)
    setMarks((current) => ({
      ...current,
      ...Object.fromEntries(
        present.map((swimmer) => [swimmer.swimmerID, { ...(current[swimmer.swimmerID] ?? UNMARKED), attend: true }]),
      ),
    }))
    setMarkedAll(present.length)
    setMessage(null)
  }

  const chooseDate = (value: string) => {
    setDate(value)
    setMarkedAll(null)
    setMessage(null)
    // The time is the school's own unless the user changes it (a recorded session's time replaces it when loaded).
    if (value && !time && school) setTime(school.startTime)
  }

  /** The request for the marks on screen, or the reason it cannot be sent. */
  const requestOf = (): SaveAttendanceRequest | string => {
    if (!school) return ''
    if (!day || !date || !time) return ruleText(ATTENDANCE_CODES.chooseDayAndTime)
    if (!listed || listed.length === 0) return ruleText(ATTENDANCE_CODES.noSwimmers)
    const list = toRecord
    if (list.length === 0) return t('attendance.onlyFrozen')
    if (!userID) return t('attendance.noUser')
    const request: SaveAttendanceRequest = {
      recordedAt: recorded?.recordedAt ?? null,
      // The dated session chosen (issues 14 and 27): the marks go to that session's records, the same ones the
      // timetable's roster and the swimmer's Record Attendance write, even when the save comes after midnight.
      date,
      attendes: list.map((swimmer) => ({
        swimmerID: swimmer.swimmerID,
        attend: markOf(swimmer.swimmerID).attend,
        day: Number(day),
        timeAttend: time,
        notes: markOf(swimmer.swimmerID).notes.trim(),
        userID,
        schoolID: school.schoolID,
      })),
    }
    // The same checks the server makes, so a bad entry is named before anything is sent.
    const parsed = saveAttendanceRequest.safeParse(request)
    return parsed.success ? request : ruleText(parsed.error.issues[0].message)
  }

  /** `listed`: how many changes the confirmation of a replacement listed. */
  const send = async (request: SaveAttendanceRequest, listed?: number) => {
    setMessage(null)
    try {
      const response = await saveAttendance(request).unwrap()
      // What was saved, counted (issue 27): the swimmers sent, how many present and absent; a replacement counts the
      // changes its confirmation listed (the server's `changes` leaves out a swimmer recorded for the first time).
      const present = request.attendes.filter((entry) => entry.attend).length
      const text =
        listed !== undefined
          ? t('attendance.replaced', { date: f.date(response.sessionDate), count: listed })
          : t('attendance.saved', {
              date: f.date(response.sessionDate),
              count: request.attendes.length,
              present,
              absent: request.attendes.length - present,
            })
      enqueueSnackbar(text, { variant: 'success' })
      close()
    } catch (error) {
      setConfirming(null)
      if (isSessionEnd(error)) return
      const fields = Object.entries(serverFieldErrors(error))
      // A session recorded again since it was loaded: its message says so; the register is read again.
      const stale = fields.some(([field]) => field === 'recordedAt')
      const text =
        fields.length > 0 && !stale
          ? t('attendance.validationErrors', { details: fields.map(([field, text]) => `${field}: ${text}`).join(', ') })
          : failureText(error, t('attendance.failed'))
      setMessage(text)
      if (stale) void session.refetch()
      enqueueSnackbar(t('attendance.failed'), { variant: 'error' })
    }
  }

  const save = async () => {
    const request = requestOf()
    if (typeof request === 'string') return request && setMessage(request)
    if (recorded?.recorded) {
      setMessage(null)
      return setConfirming(changesOf(t, toRecord, recorded, markOf))
    }
    await send(request)
  }

  const confirmReplace = async () => {
    const request = requestOf()
    if (typeof request === 'string') {
      setConfirming(null)
      return request && setMessage(request)
    }
    await send(request, confirming?.length ?? 0)
  }

  const sessions = dates.data?.sessions ?? []
  const loadingSession = Boolean(date) && !recorded && !session.isError

  if (school && confirming) {
    return (
      <Dialog open onClose={saving ? undefined : () => setConfirming(null)} aria-labelledby="attendance-confirm-title">
        <DialogTitle id="attendance-confirm-title">{t('attendance.confirmTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>{t('attendance.confirmIntro', { session: sessionName(f, date) })}</Typography>
            {confirming.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {confirming.map((line) => (
                  <li key={line}>
                    <Typography>{line}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography>{t('attendance.noChanges')}</Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={saving}>
            {t('attendance.back')}
          </Button>
          <Button variant="contained" color="warning" onClick={confirmReplace} disabled={saving}>
            {saving ? t('attendance.saving') : t('attendance.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    )
  }

  return (
    <Dialog
      open={!!school}
      onClose={saving ? undefined : close}
      fullWidth
      maxWidth="md"
      aria-labelledby="attendance-title"
    >
      <DialogTitle id="attendance-title">
        {t('attendance.title')}
        {school && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('attendance.subtitle', {
              id: school.schoolID,
              // The school's days in the user's language (the results give their English names).
              days: [school.firstDay, school.secondDay]
                .map((code) => f.weekday(weekdayOf(code)))
                .join(f.language === 'ar' ? '، ' : ', '),
              fromTo: school.fromTo,
            })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {message && <Alert severity="error">{message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              required
              id="attendance-date"
              label={t('attendance.date')}
              value={date}
              onChange={(event) => chooseDate(event.target.value)}
              helperText={date ? t('attendance.session', { session: sessionName(f, date) }) : t('attendance.dateHint')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: { sm: 300 } }}
            >
              <option value="">
                {dates.isFetching && !dates.data ? t('attendance.datesLoading') : t('attendance.chooseDate')}
              </option>
              {sessions.map((entry) => (
                <option
                  key={entry.date}
                  value={entry.date}
                  disabled={entry.status !== 'scheduled' && entry.date !== date}
                >
                  {sessionOption(t, f, entry)}
                </option>
              ))}
            </TextField>
            <TextField
              required
              type="time"
              id="attendance-time"
              label={t('attendance.time')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              helperText=" "
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            />
          </Stack>
          <Box role="status" aria-live="polite">
            {loadingSession && <Typography color="text.secondary">{t('attendance.sessionLoading')}</Typography>}
            {session.isError && day && (
              <Alert severity="error">{failureText(session.error, t('attendance.sessionFailed'))}</Alert>
            )}
            {recorded && !recorded.recorded && <Alert severity="info">{t('attendance.notRecorded')}</Alert>}
            {recorded?.recorded && (
              <Alert severity="warning">
                {t('attendance.recorded', {
                  by: recorded.recordedBy ?? t('attendance.recordedBySomeone'),
                  // On the academy's clock in both languages (it read UTC's in English).
                  at: recorded.recordedAt ? f.dateTime(recorded.recordedAt) : '',
                })}
              </Alert>
            )}
          </Box>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="h3" component="h3">
              {t('attendance.swimmersLabel')}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DoneAllIcon />}
              onClick={markAllPresent}
              disabled={!listed || listed.length === 0 || saving}
            >
              {t('attendance.markAll')}
            </Button>
          </Stack>
          <Box role="status" aria-live="polite">
            {markedAll !== null && (
              <Typography color="text.secondary">{t('attendance.markedAll', { count: markedAll })}</Typography>
            )}
          </Box>
          {swimmers.isFetching && !swimmers.data && (
            <CircularProgress size={24} aria-label={t('attendance.swimmersLabel')} />
          )}
          {swimmers.isError && <Alert severity="error">{failureText(swimmers.error, t('swimmers.failed'))}</Alert>}
          {listed?.length === 0 && <Alert severity="info">{ruleText(ATTENDANCE_CODES.noSwimmers)}</Alert>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {(listed ?? []).map((swimmer) => (
              <Box
                component="li"
                key={swimmer.swimmerID}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                  p: 1,
                  borderRadius: 1,
                  bgcolor: 'grey.50',
                }}
              >
                <Box sx={{ flex: '1 1 200px' }}>
                  <Typography>{swimmer.fullName}</Typography>
                  <Typography component="div" variant="body2" color="text.secondary">
                    {t('attendance.swimmerLine', { id: swimmer.swimmerID, level: swimmer.currentLevel })}
                    {swimmer.frozen && <Chip size="small" label={t('attendance.frozen')} sx={{ ml: 1 }} />}
                  </Typography>
                </Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={markOf(swimmer.swimmerID).attend}
                      onChange={(event) => setMark(swimmer.swimmerID, { attend: event.target.checked })}
                      slotProps={{ input: { 'aria-label': t('attendance.attendLabel', { name: swimmer.fullName }) } }}
                    />
                  }
                  label={t('attendance.attend')}
                />
                <TextField
                  size="small"
                  label={t('attendance.notes')}
                  value={markOf(swimmer.swimmerID).notes}
                  onChange={(event) => setMark(swimmer.swimmerID, { notes: event.target.value })}
                  slotProps={{
                    htmlInput: { maxLength: 500, 'aria-label': t('attendance.notesLabel', { name: swimmer.fullName }) },
                  }}
                  sx={{ flex: '1 1 220px' }}
                />
              </Box>
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {t('attendance.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!day || !date || !time || saving || loadingSession}>
          {saving ? t('attendance.saving') : t('attendance.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
