import { isPreTeamLevel } from '@contract/swimmers'
import { Grid, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { createPreTeamRequest, updatePreTeamRequest, type PreTeamSummary } from '@contract/preteams'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText } from './failure'
import { usePreTeamT } from './i18n'
import { useCreatePreTeamMutation, usePreTeamSwimmersQuery, useUpdatePreTeamMutation } from './preteamApi'
import { EMPTY_SLOT, SLOT_FIELDS, SlotFields, type SlotValues } from './SlotFields'
import { useActing } from '@/session/useActing'
import { PRETEAM_ACTING_FALLBACK } from './actingFallback'
import { usePreTeamCoaches } from './usePreTeamCoaches'

/** What the create and update forms edit: the level, then the coach, days and time. */
export type PreTeamValues = SlotValues & { pTeamLevel: string }
const REQUIRED = ['pTeamLevel', ...SLOT_FIELDS] as const

const valuesOf = (preTeam: PreTeamSummary): PreTeamValues => ({
  pTeamLevel: String(preTeam.levelCode),
  coachID: String(preTeam.coachID),
  firstDay: String(preTeam.dayCodes[0] ?? ''),
  secondDay: String(preTeam.dayCodes[1] ?? ''),
  thirdDay: String(preTeam.dayCodes[2] ?? ''),
  startTime: preTeam.startTime,
  endTime: preTeam.endTime,
})

type PreTeamFormDialogProps =
  | { mode: 'create'; onClose: () => void; onCreated: (pTeamID: number) => void }
  | { mode: 'update'; preTeam: PreTeamSummary; onClose: () => void }

/**
 * 'Create New Pre-Team' and 'Update Pre-Team Information' (SPEC.md sections 2 and 5): one form — level, coach,
 * exactly three days, start and end time, all required ('Please fill in all required fields'). Create works at the
 * chosen site; update keeps the squad's own site (moving it is Change Site) and starts from the row.
 */
export function PreTeamFormDialog(props: PreTeamFormDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID, site } = useActing(PRETEAM_ACTING_FALLBACK)
  const levels = useAppCode(LOOKUP_GROUP.level)
  const days = useAppCode(LOOKUP_GROUP.day)
  const existing = props.mode === 'update' ? props.preTeam : undefined
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(existing ? existing.site : site?.id)
  const [create, createState] = useCreatePreTeamMutation()
  const [update, updateState] = useUpdatePreTeamMutation()
  // A squad's level is its swimmers' (issue 27): the server refuses a new level while any are enrolled.
  const swimmers = usePreTeamSwimmersQuery(existing?.pTeamID ?? 0, { skip: !existing })
  const enrolled = swimmers.data?.length ?? 0
  const form = useContractForm<PreTeamValues, Record<string, unknown>>({
    schema: existing ? updatePreTeamRequest : createPreTeamRequest,
    defaultValues: existing ? valuesOf(existing) : { pTeamLevel: '', ...EMPTY_SLOT },
    toPayload: (values) =>
      existing
        ? { ...values, pTeamID: existing.pTeamID, site: existing.site, user: userID }
        : { ...values, site: siteID, userID },
    required: { fields: REQUIRED, message: t('form.fillAll') },
  })

  const fallback = existing ? t('toast.updateFailed') : t('toast.createFailed')
  const submit = form.submitWith(async (payload) => {
    try {
      if (props.mode === 'create') {
        const { pTeamID } = await create(payload as never).unwrap()
        enqueueSnackbar(t('toast.created', { id: pTeamID }), { variant: 'success' })
        props.onCreated(pTeamID)
      } else {
        await update(payload as never).unwrap()
        enqueueSnackbar(t('toast.updated'), { variant: 'success' })
      }
      props.onClose()
    } catch (error) {
      if (form.fail(error, fallback)) enqueueSnackbar(failureText(error, fallback), { variant: 'error' })
    }
  })
  const busy = createState.isLoading || updateState.isLoading
  const id = existing ? 'update-preteam' : 'create-preteam'

  return (
    <FormDialog
      id={id}
      form={form}
      title={existing ? `${t('update.title')} — ${existing.pTeamID}` : t('createDialog.title')}
      submitLabel={existing ? t('update.submit') : t('createDialog.submit')}
      busyLabel={existing ? t('update.submitting') : t('createDialog.submitting')}
      cancelLabel={t('form.cancel')}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            select
            fullWidth
            required
            name="pTeamLevel"
            id={`${id}-level`}
            label={t('form.level')}
            hint={enrolled > 0 ? t('form.levelFixed', { count: enrolled }) : ' '}
            disabled={busy || enrolled > 0}
          >
            {/* A squad is of the pre-team ladder (issue 27); the server refuses a school level. */}
            {levels.items
              .filter((level) => isPreTeamLevel(level.code))
              .map((level) => (
                <MenuItem key={level.code} value={String(level.code)}>
                  {level.description}
                </MenuItem>
              ))}
          </FormTextField>
        </Grid>
        <SlotFields idPrefix={id} coaches={coaches} coachesLoading={coachesLoading} days={days.items} disabled={busy} />
      </Grid>
    </FormDialog>
  )
}
