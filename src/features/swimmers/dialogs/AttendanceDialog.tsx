import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { ATTENDANCE_STATUSES, attendanceRequest } from '@contract/swimmers'
import type { AttendanceStatus } from '@contract/swimmers'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useRecordAttendanceMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import { todayText, type SwimmerDialogProps } from './types'

/** SPEC.md section 3: date (default today) and status (present, absent or late) — stored by the server here. */
export function AttendanceDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [record, { isLoading }] = useRecordAttendanceMutation()
  const form = useContractForm({ date: todayText(), status: 'present' })

  const submit = async () => {
    const payload = {
      ...form.values,
      status: form.values.status as AttendanceStatus,
      swimmerID: swimmer.swimmerID,
      userID,
      site: site?.id ?? '',
    }
    if (!form.check(attendanceRequest, payload)) return
    try {
      await record(payload).unwrap()
      enqueueSnackbar(t('toast.attendanceRecorded'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.attendanceFailed')))
        enqueueSnackbar(t('toast.attendanceFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="record-attendance"
      title={t('dialogs.attendance')}
      submitLabel={t('dialogs.attendance_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.site ?? form.errors.swimmerID}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerLabel')}
        value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
        disabled
      />
      <TextField
        label={t('form.date')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.field('date')}
      />
      <FormControl error={Boolean(form.errors.status)}>
        <FormLabel id="attendance-status-label">{t('form.status')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="attendance-status-label"
          value={form.values.status}
          onChange={(event) => form.set('status', event.target.value)}
        >
          {ATTENDANCE_STATUSES.map((status) => (
            <FormControlLabel key={status} value={status} control={<Radio />} label={t(`form.${status}`)} />
          ))}
        </RadioGroup>
        {form.errors.status && <FormHelperText>{form.errors.status}</FormHelperText>}
      </FormControl>
    </SwimmerFormDialog>
  )
}
