import { isPreTeamLevel } from '@contract/swimmers'
import { Alert, Grid } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { DEFAULT_SCHOOL_CAPACITY, SCHOOL_MESSAGES, createSchoolRequest, isEndNotAfterStart } from '@contract/schools'
import type { CreateSchoolRequest } from '@contract/schools'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { schoolIdInError } from './failure'
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
const REQUIRED = ['schoolLevel', 'type', 'coachID', 'firstDay', 'secondDay', 'startTime', 'endTime'] as const

interface CreateSchoolDialogProps {
  open: boolean
  userID: number | undefined
  siteID: number | undefined
  onClose: () => void
  onCreated: (schoolID: number) => void
}

/**
 * Create New School (SPEC.md sections 3 and 5): every field required, sent as strings; the contract's rules decide
 * what is valid, the same rules the server applies. An end time not after the start time only warns. Mounted only
 * while open, so every opening starts from a fresh form.
 */
export function CreateSchoolDialog(props: CreateSchoolDialogProps) {
  return props.open ? <CreateSchoolForm {...props} /> : null
}

function CreateSchoolForm({ userID, siteID, onClose, onCreated }: CreateSchoolDialogProps) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const levels = useAppCode(LOOKUP_GROUP.level)
  // A school is of the school ladder (issue 27); the server refuses a pre-team level.
  const schoolLevels = levels.items.filter((level) => !isPreTeamLevel(level.code))
  const types = useAppCode(LOOKUP_GROUP.product)
  const days = useAppCode(LOOKUP_GROUP.day)
  const coaches = useSchoolCoachOptionsQuery(siteID ?? 0, { skip: !siteID })
  const [createSchool, { isLoading }] = useCreateSchoolMutation()
  const form = useContractForm<FormValues, CreateSchoolRequest>({
    schema: createSchoolRequest,
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, site: String(siteID ?? ''), user: String(userID ?? '') }),
    required: { fields: REQUIRED, message: SCHOOL_MESSAGES.fillAll },
    summarize: true,
  })

  const succeed = (schoolID: number, warning?: string) => {
    enqueueSnackbar(t('createDialog.created', { id: schoolID }), { variant: 'success' })
    if (warning) enqueueSnackbar(warning, { variant: 'warning' })
    onClose()
    onCreated(schoolID)
  }

  const submit = form.submitWith(async (request) => {
    if (!userID) return form.say(t('createDialog.noUser'))
    if (!siteID) return form.say(t('createDialog.noSite'))
    try {
      const response = await createSchool(request).unwrap()
      succeed(response.schoolID, response.warning)
    } catch (error) {
      const schoolID = schoolIdInError(error)
      if (schoolID) return succeed(schoolID)
      if (form.fail(error, t('createDialog.failed'))) enqueueSnackbar(t('createDialog.failed'), { variant: 'error' })
    }
  })

  const [startTime, endTime] = form.watch(['startTime', 'endTime'])
  const endWarning =
    /^\d\d:\d\d$/.test(startTime) && /^\d\d:\d\d$/.test(endTime) ? isEndNotAfterStart(startTime, endTime) : false

  const select = (field: FormField, label: string, items: readonly { code: number; description: string }[]) => (
    <FormTextField
      select
      fullWidth
      required
      name={field}
      id={`create-school-${field}`}
      label={label}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('createDialog.choose')}</option>
      {items.map((item) => (
        <option key={item.code} value={String(item.code)}>
          {item.description}
        </option>
      ))}
    </FormTextField>
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
    <FormDialog
      id="create-school"
      form={form}
      title={t('createDialog.title')}
      submitLabel={t('createDialog.submit')}
      busyLabel={t('createDialog.submitting')}
      cancelLabel={t('createDialog.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{select('schoolLevel', t('createDialog.level'), schoolLevels)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('type', t('createDialog.type'), types.items)}</Grid>
        <Grid size={12}>
          {select('coachID', t('createDialog.coach'), coachItems)}
          {coachHint && !form.formState.errors.coachID && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {coachHint}
            </Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('firstDay', t('createDialog.firstDay'), days.items)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('secondDay', t('createDialog.secondDay'), days.items)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            required
            type="time"
            name="startTime"
            id="create-school-startTime"
            label={t('createDialog.startTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            required
            type="time"
            name="endTime"
            id="create-school-endTime"
            label={t('createDialog.endTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="capacity"
            id="create-school-capacity"
            label={t('createDialog.capacity')}
            hint={t('createDialog.capacityHint', { count: DEFAULT_SCHOOL_CAPACITY })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
      {endWarning && <Alert severity="warning">{t('createDialog.endWarning')}</Alert>}
    </FormDialog>
  )
}
