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
import { useSnackbar } from 'notistack'
import { ATTENDANCE_MESSAGES, saveAttendanceRequest } from '@contract/attendance'
import type { SaveAttendanceRequest } from '@contract/attendance'
import { LOOKUP_GROUP, describeCode } from '@contract/lookups'
import type { SchoolResult } from '@contract/schools'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { useSchoolsT } from './i18n'
import { useSaveAttendanceMutation, useSchoolSwimmersQuery } from './schoolsApi'

interface ManageAttendanceDialogProps {
  school: SchoolResult | null
  userID: number | undefined
  onClose: () => void
}

interface Mark {
  attend: boolean
  notes: string
}

/**
 * Manage Attendance (SPEC.md sections 2 and 5): a day of the school and a time, then each enrolled swimmer with an
 * attend checkbox and optional notes. Save stays disabled until both day and time are chosen.
 */
export function ManageAttendanceDialog({ school, userID, onClose }: ManageAttendanceDialogProps) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const days = useAppCode(LOOKUP_GROUP.day)
  const swimmers = useSchoolSwimmersQuery(school?.schoolID ?? 0, { skip: !school })
  const [saveAttendance, { isLoading: saving }] = useSaveAttendanceMutation()
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [marks, setMarks] = useState<Record<number, Mark>>({})
  const [message, setMessage] = useState<string | null>(null)

  const close = () => {
    setDay('')
    setTime('')
    setMarks({})
    setMessage(null)
    onClose()
  }

  const markOf = (swimmerID: number): Mark => marks[swimmerID] ?? { attend: false, notes: '' }
  const setMark = (swimmerID: number, change: Partial<Mark>) =>
    setMarks((current) => ({ ...current, [swimmerID]: { ...markOf(swimmerID), ...change } }))

  const save = async () => {
    if (!school) return
    if (!day || !time) return setMessage(ATTENDANCE_MESSAGES.chooseDayAndTime)
    const list = swimmers.data ?? []
    if (list.length === 0) return setMessage(ATTENDANCE_MESSAGES.noSwimmers)
    if (!userID) return setMessage(t('attendance.noUser'))
    const request: SaveAttendanceRequest = {
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
    if (!parsed.success) return setMessage(parsed.error.issues[0].message)
    setMessage(null)
    try {
      const response = await saveAttendance(request).unwrap()
      enqueueSnackbar(t('attendance.saved', { date: response.sessionDate, count: request.attendes.length }), {
        variant: 'success',
      })
      close()
    } catch (error) {
      if (isSessionEnd(error)) return
      const fields = Object.entries(serverFieldErrors(error))
      const text =
        fields.length > 0
          ? t('attendance.validationErrors', { details: fields.map(([field, text]) => `${field}: ${text}`).join(', ') })
          : failureText(error, t('attendance.failed'))
      setMessage(text)
      enqueueSnackbar(t('attendance.failed'), { variant: 'error' })
    }
  }

  const schoolDays = school ? [school.firstDay, school.secondDay] : []
  const dayName = day ? describeCode(days.items, Number(day)) : ''

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
              onChange={(event) => setDay(event.target.value)}
              helperText={dayName ? t('attendance.sessionHint', { day: dayName }) : ' '}
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
          <Typography variant="h3" component="h3">
            {t('attendance.swimmersLabel')}
          </Typography>
          {swimmers.isFetching && !swimmers.data && (
            <CircularProgress size={24} aria-label={t('attendance.swimmersLabel')} />
          )}
          {swimmers.isError && <Alert severity="error">{failureText(swimmers.error, t('swimmers.failed'))}</Alert>}
          {swimmers.data?.length === 0 && <Alert severity="info">{ATTENDANCE_MESSAGES.noSwimmers}</Alert>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {(swimmers.data ?? []).map((swimmer) => (
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
        <Button variant="contained" onClick={save} disabled={!day || !time || saving}>
          {saving ? t('attendance.saving') : t('attendance.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
