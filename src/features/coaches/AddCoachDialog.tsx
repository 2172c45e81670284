import { Grid, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { addCoachRequest } from '@contract/coaches'
import type { Site } from '@contract/common'
import type { LookupItem } from '@contract/lookups'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAddCoachMutation } from './coachesApi'
import { useCoachesT } from './i18n'
import { useSiteName } from '@/session/useSession'

interface AddCoachDialogProps {
  open: boolean
  onClose: () => void
  coachTypes: readonly LookupItem[]
  sites: readonly Site[]
  defaultSite: number | null
}

const emptyValues = (site: number | null) => ({
  coachName: '',
  phone: '',
  email: '',
  specialization: '',
  experience: '',
  coachType: '',
  site: site === null ? '' : String(site),
})

/**
 * Add New Coach (SPEC.md section 2). The contract's rules check the form; the server checks them again. Mounted only
 * while open, so every opening starts from a fresh form.
 */
export function AddCoachDialog(props: AddCoachDialogProps) {
  return props.open ? <AddCoachForm {...props} /> : null
}

function AddCoachForm({ onClose, coachTypes, sites, defaultSite }: AddCoachDialogProps) {
  const siteName = useSiteName()
  const t = useCoachesT()
  const { enqueueSnackbar } = useSnackbar()
  const [addCoach, { isLoading }] = useAddCoachMutation()
  const form = useContractForm({ schema: addCoachRequest, defaultValues: emptyValues(defaultSite), sendParsed: true })

  const submit = form.submitWith(async (coach) => {
    try {
      const saved = await addCoach(coach as never).unwrap()
      enqueueSnackbar(saved.message || t('toasts.added'), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, t('toasts.addFailed'))) enqueueSnackbar(t('toasts.addFailed'), { variant: 'error' })
    }
  })

  const half = { xs: 12, sm: 6 }
  return (
    <FormDialog
      id="add-coach"
      form={form}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      busyLabel={t('add.submitting')}
      cancelLabel={t('add.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField fullWidth name="coachName" id="add-coach-coachName" label={t('add.coachName')} required />
        </Grid>
        <Grid size={half}>
          <FormTextField
            fullWidth
            name="phone"
            id="add-coach-phone"
            label={t('add.phone')}
            hint={t('add.phoneHelp')}
            required
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField fullWidth name="email" id="add-coach-email" label={t('add.email')} type="email" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            fullWidth
            name="specialization"
            id="add-coach-specialization"
            label={t('add.specialization')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            fullWidth
            name="experience"
            id="add-coach-experience"
            label={t('add.experience')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField fullWidth select name="coachType" id="add-coach-coachType" label={t('add.coachType')} required>
            {coachTypes.map((type) => (
              <MenuItem key={type.code} value={String(type.code)}>
                {type.description}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={half}>
          <FormTextField fullWidth select name="site" id="add-coach-site" label={t('add.site')} required>
            {sites.map((site) => (
              <MenuItem key={site.id} value={String(site.id)}>
                {siteName(site)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
    </FormDialog>
  )
}
