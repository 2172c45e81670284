import { useEffect, useRef, useState } from 'react'
import { Alert, AlertTitle, Grid, MenuItem } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { addSwimmerRequest, type LikelyDuplicate } from '@contract/swimmers'
import { useFormat } from '@/i18n/format'
import { useSiteNameOf } from '@/session/useSession'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from './i18n'
import { translateRule } from '../rules'
import { useAddSwimmerMutation, useLikelyDuplicatesMutation } from '../swimmersApi'
import { useActing } from '@/session/useActing'

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
  const [findDuplicates, { isLoading: checking }] = useLikelyDuplicatesMutation()
  // Likely duplicates shown for these name, birth date and phone: saving them again adds anyway (issue 27).
  const [duplicates, setDuplicates] = useState<{ key: string; found: LikelyDuplicate[] } | null>(null)
  const form = useContractForm({
    schema: addSwimmerRequest,
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, userID, site: site?.id ?? '' }),
    translate: translateRule,
  })

  const [fullName, birthDate, primaryPhone] = form.watch(['fullName', 'birthDate', 'primaryPhone'])
  const keyOf = (name: string, birth: string, phone: string) => JSON.stringify([name.trim(), birth, phone.trim()])
  const shown = duplicates && duplicates.key === keyOf(fullName, birthDate, primaryPhone) ? duplicates.found : []

  const submit = form.submitWith(async (payload) => {
    const key = keyOf(payload.fullName, payload.birthDate, payload.primaryPhone)
    if (duplicates?.key !== key) {
      // A check that cannot be made does not stop the desk: the swimmer is added as before.
      const { fullName, birthDate, primaryPhone } = payload
      const found = await findDuplicates({ fullName, birthDate, primaryPhone })
        .unwrap()
        .catch(() => [])
      setDuplicates({ key, found })
      if (found.length > 0) return
    }
    try {
      const { swimmerID } = await addSwimmer(payload).unwrap()
      enqueueSnackbar(t('toast.added', { id: swimmerID }), { variant: 'success' })
      onAdded(swimmerID)
    } catch (error) {
      if (form.fail(error, t('toast.addFailed'))) enqueueSnackbar(t('toast.addFailed'), { variant: 'error' })
    }
  })

  const half = { xs: 12, sm: 6 }
  return (
    <FormDialog
      id="add-swimmer"
      form={form}
      title={t('dialogs.add')}
      submitLabel={shown.length > 0 ? t('duplicates.addAnyway') : t('dialogs.add_submit')}
      busyLabel={t('form.saving')}
      cancelLabel={t('form.cancel')}
      busy={isLoading || checking}
      onClose={onClose}
      onSubmit={submit}
    >
      {shown.length > 0 && <LikelyDuplicates found={shown} />}
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField name="fullName" label={t('form.fullName')} required fullWidth />
        </Grid>
        <Grid size={half}>
          <FormTextField
            name="birthDate"
            label={t('form.birthDate')}
            type="date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField name="gender" select label={t('form.gender')} required fullWidth>
            {genders.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={half}>
          <FormTextField name="startLevel" select label={t('form.startLevel')} required fullWidth>
            {levels.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={half}>
          <FormTextField name="club" select label={t('form.club')} required fullWidth>
            {clubs.items.map((item) => (
              <MenuItem key={item.code} value={String(item.code)}>
                {item.description}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={half}>
          <FormTextField name="primaryPhone" label={t('form.primaryPhone')} type="tel" required fullWidth />
        </Grid>
        <Grid size={half}>
          <FormTextField name="secondaryPhone" label={t('form.secondaryPhone')} type="tel" fullWidth />
        </Grid>
        <Grid size={half}>
          <FormTextField name="primaryJob" label={t('form.primaryJob')} required fullWidth />
        </Grid>
        <Grid size={half}>
          <FormTextField name="secondaryJob" label={t('form.secondaryJob')} fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField name="email" label={t('form.email')} type="email" required fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField name="address" label={t('form.address')} required fullWidth multiline minRows={2} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}

/** The swimmers this one may already be, each with what they share beyond the name. */
function LikelyDuplicates({ found }: { found: readonly LikelyDuplicate[] }) {
  const t = useSwimmersT()
  const format = useFormat()
  const siteNameOf = useSiteNameOf()
  // Shown after Add Swimmer was pressed at the form's foot: brought into view, at the top of the form.
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), [found])
  return (
    <Alert ref={ref} severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t('duplicates.title')}</AlertTitle>
      {t('duplicates.text')}
      <ul>
        {found.map((swimmer) => (
          <li key={swimmer.swimmerID}>
            {t('duplicates.item', {
              name: swimmer.fullName,
              id: format.digitsOf(swimmer.swimmerID),
              date: format.date(swimmer.birthDate),
              site: siteNameOf(swimmer.site, swimmer.siteName),
            })}
            {' — '}
            {[
              swimmer.sameBirthDate ? t('duplicates.sameBirthDate') : '',
              swimmer.samePhone ? t('duplicates.samePhone') : '',
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
