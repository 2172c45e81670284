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
import { skipToken } from '@reduxjs/toolkit/query'
import { useSnackbar } from 'notistack'
import { ATTENDANCE_MESSAGES, saveAttendanceRequest } from '@contract/attendance'
import type { SaveAttendanceRequest, SessionAttendance } from '@contract/attendance'
import { LOOKUP_GROUP, describeCode } from '@contract/lookups'
import type { SchoolResult, SchoolSwimmer } from '@contract/schools'
import { useFormat } from '@/i18n/format'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { useSchoolsT, type SchoolsT } from './i18n'
import { useSaveAttendanceMutation, useSchoolSwimmersQuery, useSessionAttendanceQuery } from './schoolsApi'

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

/** 'YYYY-MM-DD HH:MM' of a stored ISO time. */
const shortTime = (iso: string): string => iso.slice(0, 16).replace('T', ' ')

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
 * Manage Attendance (SPEC.md sections 2 and 5): a day of the school and a time, then each enrolled swimmer with an
 * attend checkbox and optional notes. Save stays disabled until both day and time are chosen. The dialog names the
 * session the day stands for (the latest such date up to today) and loads what is already recorded for it; replacing
 * a recorded session asks first, saying whose presence changes.
 */
export function ManageAttendanceDialog({ school, userID, onClose }: ManageAttendanceDialogProps) {
  const t = useSchoolsT()
  const f = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const days = useAppCode(LOOKUP_GROUP.day)
  const swimmers = useSchoolSwimmersQuery(school?.schoolID ?? 0, { skip: !school })
  const [saveAttendance, { isLoading: saving }] = useSaveAttendanceMutation()
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [marks, setMarks] = useState<Record<number, Mark>>({})
  const [message, setMessage] = useState<string | null>(null)
  /** The sentences of the confirm step; null while not confirming. */
  const [confirming, setConfirming] = useState<string[] | null>(null)
  const session = useSessionAttendanceQuery(school && day ? { schoolID: school.schoolID, day: Number(day) } : skipToken)
  /** The session shown: only the answer for the day chosen now, never the previous day's. */
  const recorded =
    session.currentData && day && session.currentData.day === Number(day) ? session.currentData : undefined

  // What is recorded becomes the marks to start from (present swimmers ticked, their notes and the time), once per
  // loaded session (or recording of it), so the user's own ticks are not undone by a re-render.
  const loadedKey = recorded?.recorded ? `${recorded.day}:${recorded.recordedAt ?? ''}` : ''
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
    setDay('')
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
  const setMark = (swimmerID: number, change: Partial<Mark>) =>
    setMarks((current) => ({ ...current, [swimmerID]: { ...markOf(swimmerID), ...change } }))

  /** The request for the marks on screen, or the reason it cannot be sent. */
  const requestOf = (): SaveAttendanceRequest | string => {
    if (!school) return ''
    if (!day || !time) return ATTENDANCE_MESSAGES.chooseDayAndTime
    const list = listed ?? []
    if (list.length === 0) return ATTENDANCE_MESSAGES.noSwimmers
    if (!userID) return t('attendance.noUser')
    const request: SaveAttendanceRequest = {
      recordedAt: recorded?.recordedAt ?? null,
      // The dated session shown (issue 14): the marks go to that session's records, the same ones the timetable's
      // roster and the swimmer's Record Attendance write, even when the save comes after midnight.
      ...(recorded?.day === Number(day) ? { date: recorded.sessionDate } : {}),
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
    return parsed.success ? request : parsed.error.issues[0].message
  }

  const send = async (request: SaveAttendanceRequest) => {
    setMessage(null)
    try {
      const response = await saveAttendance(request).unwrap()
      const text = recorded?.recorded
        ? t('attendance.replaced', { date: f.date(response.sessionDate), count: response.changes.length })
        : t('attendance.saved', { date: f.date(response.sessionDate), count: request.attendes.length })
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
      return setConfirming(changesOf(t, listed ?? [], recorded, markOf))
    }
    await send(request)
  }

  const confirmReplace = async () => {
    const request = requestOf()
    if (typeof request === 'string') {
      setConfirming(null)
      return request && setMessage(request)
    }
    await send(request)
  }

  const schoolDays = school ? [school.firstDay, school.secondDay] : []
  const dayName = day ? describeCode(days.items, Number(day)) : ''
  const sessionLine = recorded
    ? t('attendance.session', { day: recorded.dayName, date: f.date(recorded.sessionDate) })
    : ''
  const loadingSession = Boolean(day) && !recorded && !session.isError

  if (school && confirming) {
    return (
      <Dialog open onClose={saving ? undefined : () => setConfirming(null)} aria-labelledby="attendance-confirm-title">
        <DialogTitle id="attendance-confirm-title">{t('attendance.confirmTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>
              {t('attendance.confirmIntro', {
                day: recorded?.dayName ?? dayName,
                date: recorded?.sessionDate ? f.date(recorded.sessionDate) : '',
              })}
            </Typography>
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
            {t('attendance.subtitle', { id: school.schoolID, days: school.days, fromTo: school.fromTo })}
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
              id="attendance-day"
              label={t('attendance.day')}
              value={day}
              onChange={(event) => {
                setDay(event.target.value)
                setMessage(null)
              }}
              helperText={sessionLine || (dayName ? t('attendance.sessionHint', { day: dayName }) : ' ')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <option value="">{t('attendance.chooseDay')}</option>
              {schoolDays.map((code) => (
                <option key={code} value={String(code)}>
                  {describeCode(days.items, code)}
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
                  at: recorded.recordedAt
                    ? f.language === 'ar'
                      ? f.dateTime(recorded.recordedAt)
                      : shortTime(recorded.recordedAt)
                    : '',
                })}
              </Alert>
            )}
          </Box>
          <Typography variant="h3" component="h3">
            {t('attendance.swimmersLabel')}
          </Typography>
          {swimmers.isFetching && !swimmers.data && (
            <CircularProgress size={24} aria-label={t('attendance.swimmersLabel')} />
          )}
          {swimmers.isError && <Alert severity="error">{failureText(swimmers.error, t('swimmers.failed'))}</Alert>}
          {listed?.length === 0 && <Alert severity="info">{ATTENDANCE_MESSAGES.noSwimmers}</Alert>}
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
        <Button variant="contained" onClick={save} disabled={!day || !time || saving || loadingSession}>
          {saving ? t('attendance.saving') : t('attendance.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
