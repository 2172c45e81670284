import { Grid, MenuItem, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { addSwimmerRequest } from '@contract/swimmers'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useAddSwimmerMutation } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'

interface AddSwimmerDialogProps {
  onClose: () => void
  onAdded: (swimmerID: number) => void
}

const EMPTY = {
  fullName: '',
  birthDate: '',
  startLevel: '',
  gender: '',
  club: '',
  primaryPhone: '',
  secondaryPhone: '',
  primaryJob: '',
  secondaryJob: '',
  email: '',
  address: '',
}

/** SPEC.md sections 3 and 5: every field required except the secondary phone and job; email format; birth date. */
export function AddSwimmerDialog({ onClose, onAdded }: AddSwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const genders = useAppCode(LOOKUP_GROUP.gender)
  const clubs = useAppCode(LOOKUP_GROUP.club)
  const [addSwimmer, { isLoading }] = useAddSwimmerMutation()
  const form = useContractForm(EMPTY)

  const submit = async () => {
    const payload = { ...form.values, userID, site: site?.id ?? '' }
    if (!form.check(addSwimmerRequest, payload)) return
    try {
      const { swimmerID } = await addSwimmer(payload).unwrap()
      enqueueSnackbar(t('toast.added', { id: swimmerID }), { variant: 'success' })
      form.reset()
      onAdded(swimmerID)
    } catch (error) {
      if (form.fail(error, t('toast.addFailed'))) enqueueSnackbar(t('toast.addFailed'), { variant: 'error' })
    }
  }

  const half = { xs: 12, sm: 6 }
  return (
    <SwimmerFormDialog
      open
      id="add-swimmer"
      title={t('dialogs.add')}
      submitLabel={t('dialogs.add_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.site}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField label={t('form.fullName')} required fullWidth autoFocus {...form.field('fullName')} />
        </Grid>
        <Grid size={half}>
          <TextField
            label={t('form.birthDate')}
            type="date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.field('birthDate')}
          />
        </Grid>
        <Grid size={half}>
          <TextField select label={t('form.gender')} required fullWidth {...form.field('gender')}>
            {genders.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField select label={t('form.startLevel')} required fullWidth {...form.field('startLevel')}>
            {levels.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField select label={t('form.club')} required fullWidth {...form.field('club')}>
            {clubs.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField label={t('form.primaryPhone')} type="tel" required fullWidth {...form.field('primaryPhone')} />
        </Grid>
        <Grid size={half}>
          <TextField label={t('form.secondaryPhone')} type="tel" fullWidth {...form.field('secondaryPhone')} />
        </Grid>
        <Grid size={half}>
          <TextField label={t('form.primaryJob')} required fullWidth {...form.field('primaryJob')} />
        </Grid>
        <Grid size={half}>
          <TextField label={t('form.secondaryJob')} fullWidth {...form.field('secondaryJob')} />
        </Grid>
        <Grid size={12}>
          <TextField label={t('form.email')} type="email" required fullWidth {...form.field('email')} />
        </Grid>
        <Grid size={12}>
          <TextField label={t('form.address')} required fullWidth multiline minRows={2} {...form.field('address')} />
        </Grid>
      </Grid>
    </SwimmerFormDialog>
  )
}
