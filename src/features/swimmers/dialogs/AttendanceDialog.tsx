import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material'
import { useSnackbar } from 'notistack'
import { Controller } from 'react-hook-form'
import { ATTENDANCE_STATUSES, attendanceRequest } from '@contract/swimmers'
import type { AttendanceStatus } from '@contract/swimmers'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useRecordAttendanceMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'
import { NamedSwimmer } from './NamedSwimmer'
import { academyToday } from '@/i18n/academyTimeZone'
import { type SwimmerDialogProps } from './types'

/** SPEC.md section 3: date (default today) and status (present, absent or late) — stored by the server here. */
export function AttendanceDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const [record, { isLoading }] = useRecordAttendanceMutation()
  const form = useContractForm({
    schema: attendanceRequest,
    defaultValues: { date: academyToday(), status: 'present' },
    toPayload: (values) => ({
      ...values,
      status: values.status as AttendanceStatus,
      swimmerID: swimmer.swimmerID,
      userID,
      site: site?.id ?? '',
    }),
    translate: translateRule,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await record(payload).unwrap()
      enqueueSnackbar(t('toast.attendanceRecorded'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.attendanceFailed')))
        enqueueSnackbar(t('toast.attendanceFailed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="record-attendance"
      form={form}
      title={t('dialogs.attendance')}
      submitLabel={t('dialogs.attendance_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <NamedSwimmer swimmer={swimmer} />
      <FormTextField
        name="date"
        label={t('form.date')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="attendance-status-label">{t('form.status')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="attendance-status-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {ATTENDANCE_STATUSES.map((status) => (
                <FormControlLabel key={status} value={status} control={<Radio />} label={t(`form.${status}`)} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </FormDialog>
  )
}
