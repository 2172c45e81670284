import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { DEFAULT_SCHOOL_CAPACITY, SCHOOL_MESSAGES, createSchoolRequest, isEndNotAfterStart } from '@contract/schools'
import type { CreateSchoolRequest } from '@contract/schools'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, schoolIdInError, serverFieldErrors } from './failure'
import { useSchoolsT } from './i18n'
import { useCreateSchoolMutation, useSchoolCoachOptionsQuery } from './schoolsApi'

type FormField = 'schoolLevel' | 'type' | 'coachID' | 'firstDay' | 'secondDay' | 'startTime' | 'endTime' | 'capacity'
type FormValues = Record<FormField, string>

const EMPTY: FormValues = {
  schoolLevel: '',
  type: '',
  coachID: '',
  firstDay: '',
  secondDay: '',
  startTime: '',
  endTime: '',
  capacity: String(DEFAULT_SCHOOL_CAPACITY),
}

interface CreateSchoolDialogProps {
  open: boolean
  userID: number | undefined
  siteID: number | undefined
  onClose: () => void
  onCreated: (schoolID: number) => void
}

/**
 * Create New School (SPEC.md sections 3 and 5): every field required, sent as strings; the contract's rules decide
 * what is valid, the same rules the server applies. An end time not after the start time only warns.
 */
export function CreateSchoolDialog({ open, userID, siteID, onClose, onCreated }: CreateSchoolDialogProps) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const types = useAppCode(LOOKUP_GROUP.product)
  const days = useAppCode(LOOKUP_GROUP.day)
  const coaches = useSchoolCoachOptionsQuery(siteID ?? 0, { skip: !open || !siteID })
  const [createSchool, { isLoading }] = useCreateSchoolMutation()
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({})
  const [message, setMessage] = useState<string | null>(null)

  const set = (field: FormField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const close = () => {
    setValues(EMPTY)
    setErrors({})
    setMessage(null)
    onClose()
  }

  const succeed = (schoolID: number, warning?: string) => {
    enqueueSnackbar(t('createDialog.created', { id: schoolID }), { variant: 'success' })
    if (warning) enqueueSnackbar(warning, { variant: 'warning' })
    close()
    onCreated(schoolID)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!userID) return setMessage(t('createDialog.noUser'))
    if (!siteID) return setMessage(t('createDialog.noSite'))
    const request: CreateSchoolRequest = { ...values, site: String(siteID), user: String(userID) }
    const parsed = createSchoolRequest.safeParse(request)
    if (!parsed.success) {
      const fieldErrors: Partial<Record<FormField, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FormField
        fieldErrors[field] ??= issue.message
      }
      setErrors(fieldErrors)
      const missing = parsed.error.issues.some((issue) => issue.message === SCHOOL_MESSAGES.fillAll)
      return setMessage(missing ? SCHOOL_MESSAGES.fillAll : parsed.error.issues[0].message)
    }
    setMessage(null)
    try {
      const response = await createSchool(request).unwrap()
      succeed(response.schoolID, response.warning)
    } catch (error) {
      const schoolID = schoolIdInError(error)
      if (schoolID) return succeed(schoolID)
      if (isSessionEnd(error)) return
      const text = failureText(error, t('createDialog.failed'))
      setErrors(serverFieldErrors(error) as Partial<Record<FormField, string>>)
      setMessage(text)
      enqueueSnackbar(t('createDialog.failed'), { variant: 'error' })
    }
  }

  const endWarning =
    /^\d\d:\d\d$/.test(values.startTime) && /^\d\d:\d\d$/.test(values.endTime)
      ? isEndNotAfterStart(values.startTime, values.endTime)
      : false

  const select = (field: FormField, label: string, items: readonly { code: number; description: string }[]) => (
    <TextField
      select
      fullWidth
      required
      id={`create-school-${field}`}
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={!!errors[field]}
      helperText={errors[field]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('createDialog.choose')}</option>
      {items.map((item) => (
        <option key={item.code} value={String(item.code)}>
          {item.description}
        </option>
      ))}
    </TextField>
  )

  const coachItems = (coaches.data ?? []).map((coach) => ({
    code: coach.coachID,
    description: t('createDialog.coachOption', { name: coach.fullName, id: coach.coachID }),
  }))
  const coachHint = coaches.isError
    ? t('createDialog.coachesFailed')
    : coaches.data && coaches.data.length === 0
      ? t('createDialog.noCoaches')
      : undefined

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-school-title"
    >
      <DialogTitle id="create-school-title">{t('createDialog.title')}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {message && <Alert severity="error">{message}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{select('schoolLevel', t('createDialog.level'), levels.items)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{select('type', t('createDialog.type'), types.items)}</Grid>
              <Grid size={12}>
                {select('coachID', t('createDialog.coach'), coachItems)}
                {coachHint && !errors.coachID && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {coachHint}
                  </Alert>
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{select('firstDay', t('createDialog.firstDay'), days.items)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{select('secondDay', t('createDialog.secondDay'), days.items)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  type="time"
                  id="create-school-startTime"
                  label={t('createDialog.startTime')}
                  value={values.startTime}
                  onChange={set('startTime')}
                  error={!!errors.startTime}
                  helperText={errors.startTime}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  type="time"
                  id="create-school-endTime"
                  label={t('createDialog.endTime')}
                  value={values.endTime}
                  onChange={set('endTime')}
                  error={!!errors.endTime}
                  helperText={errors.endTime}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  id="create-school-capacity"
                  label={t('createDialog.capacity')}
                  value={values.capacity}
                  onChange={set('capacity')}
                  error={!!errors.capacity}
                  helperText={errors.capacity ?? t('createDialog.capacityHint', { count: DEFAULT_SCHOOL_CAPACITY })}
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                />
              </Grid>
            </Grid>
            {endWarning && <Alert severity="warning">{t('createDialog.endWarning')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {t('createDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('createDialog.submitting') : t('createDialog.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  )
}
