import { isPreTeamLevel } from '@contract/swimmers'
import { Alert, Grid } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import {
  DEFAULT_SCHOOL_CAPACITY,
  SCHOOL_CODES,
  createSchoolRequest,
  isEndNotAfterStart,
  updateSchoolRequest,
} from '@contract/schools'
import type { CreateSchoolRequest, SchoolResult, UpdateSchoolRequest } from '@contract/schools'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { schoolIdInError } from './failure'
import { useSchoolsT } from './i18n'
import { useCreateSchoolMutation, useSchoolCoachOptionsQuery, useUpdateSchoolMutation } from './schoolsApi'

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
 * what is valid, the same rules the server applies. An end time not after the start time warns first (the server
 * refuses it). Mounted only while open, so every opening starts from a fresh form.
 */
export function CreateSchoolDialog(props: CreateSchoolDialogProps) {
  return props.open ? (
    <SchoolForm userID={props.userID} siteID={props.siteID} onClose={props.onClose} onSaved={props.onCreated} />
  ) : null
}

export interface SchoolFormProps {
  userID: number | undefined
  /** The site the school is at: the chosen site for a new school, the school's own for an edit. */
  siteID: number | undefined
  /** Edit School (issue 27): the school as the results show it; the form starts from it. */
  school?: SchoolResult
  onClose: () => void
  onSaved: (schoolID: number) => void
}

const valuesOf = (school: SchoolResult): FormValues => ({
  schoolLevel: String(school.levelCode),
  type: String(school.typeCode),
  coachID: String(school.coachID),
  firstDay: String(school.firstDay),
  secondDay: String(school.secondDay),
  startTime: school.startTime,
  endTime: school.endTime,
  capacity: String(school.capacity),
})

/** The school's fields, for a new school or (with `school`) an edit of one: the same fields, the same rules. */
export function SchoolForm({ userID, siteID, school, onClose, onSaved }: SchoolFormProps) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const editing = school !== undefined
  const prefix = editing ? 'edit-school' : 'create-school'
  const texts = editing ? 'editDialog' : 'createDialog'
  const levels = useAppCode(LOOKUP_GROUP.level)
  // A school is of the school ladder (issue 27); the server refuses a pre-team level.
  const schoolLevels = levels.items.filter((level) => !isPreTeamLevel(level.code))
  const types = useAppCode(LOOKUP_GROUP.product)
  const days = useAppCode(LOOKUP_GROUP.day)
  const coaches = useSchoolCoachOptionsQuery(siteID ?? 0, { skip: !siteID })
  const [createSchool, createState] = useCreateSchoolMutation()
  const [updateSchool, updateState] = useUpdateSchoolMutation()
  const form = useContractForm<FormValues, CreateSchoolRequest | UpdateSchoolRequest>({
    schema: editing ? updateSchoolRequest : createSchoolRequest,
    defaultValues: school ? valuesOf(school) : EMPTY,
    toPayload: (values) => ({
      ...values,
      ...(school ? { schoolID: String(school.schoolID) } : {}),
      site: String(siteID ?? ''),
      user: String(userID ?? ''),
    }),
    required: { fields: REQUIRED, message: SCHOOL_CODES.fillAll },
    summarize: true,
  })

  const succeed = (schoolID: number, warning?: string) => {
    enqueueSnackbar(t(editing ? 'editDialog.saved' : 'createDialog.created', { id: schoolID }), {
      variant: 'success',
    })
    if (warning) enqueueSnackbar(warning, { variant: 'warning' })
    onClose()
    onSaved(schoolID)
  }

  const submit = form.submitWith(async (request) => {
    if (!userID) return form.say(t('createDialog.noUser'))
    if (!siteID) return form.say(t('createDialog.noSite'))
    try {
      if (school) {
        const response = await updateSchool(request as UpdateSchoolRequest).unwrap()
        return succeed(response.schoolID)
      }
      const response = await createSchool(request as CreateSchoolRequest).unwrap()
      succeed(response.schoolID, response.warning)
    } catch (error) {
      const schoolID = school ? undefined : schoolIdInError(error)
      if (schoolID) return succeed(schoolID)
      const failed = t(editing ? 'editDialog.failed' : 'createDialog.failed')
      if (form.fail(error, failed)) enqueueSnackbar(failed, { variant: 'error' })
    }
  })

  const [startTime, endTime] = form.watch(['startTime', 'endTime'])
  const endWarning =
    /^\d\d:\d\d$/.test(startTime) && /^\d\d:\d\d$/.test(endTime) ? isEndNotAfterStart(startTime, endTime) : false
  // A school's level is its swimmers' (issue 25): the server refuses a new level while any are enrolled.
  const levelFixed = editing && school.enrolled > 0

  const select = (
    field: FormField,
    label: string,
    items: readonly { code: number; description: string }[],
    extra: { disabled?: boolean; hint?: string } = {},
  ) => (
    <FormTextField
      select
      fullWidth
      required
      name={field}
      id={`${prefix}-${field}`}
      label={label}
      disabled={extra.disabled}
      hint={extra.hint}
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
      id={prefix}
      form={form}
      title={school ? t('editDialog.title', { id: school.schoolID }) : t('createDialog.title')}
      submitLabel={t(`${texts}.submit`)}
      busyLabel={t(`${texts}.submitting`)}
      cancelLabel={t('createDialog.cancel')}
      busy={createState.isLoading || updateState.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {select('schoolLevel', t('createDialog.level'), schoolLevels, {
            disabled: levelFixed,
            hint: levelFixed ? t('editDialog.levelFixed', { count: school.enrolled }) : undefined,
          })}
        </Grid>
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
            id={`${prefix}-startTime`}
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
            id={`${prefix}-endTime`}
            label={t('createDialog.endTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="capacity"
            id={`${prefix}-capacity`}
            label={t('createDialog.capacity')}
            hint={
              school
                ? t('editDialog.capacityHint', { count: school.enrolled })
                : t('createDialog.capacityHint', { count: DEFAULT_SCHOOL_CAPACITY })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
      {endWarning && <Alert severity="warning">{t(`${texts}.endWarning`)}</Alert>}
    </FormDialog>
  )
}
