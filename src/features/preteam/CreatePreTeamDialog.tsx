import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { createPreTeamRequest } from '@contract/preteams'
import { useAppCode } from '@/lookups/useAppCode'
import { failureText, isSessionEnd, serverFieldErrors } from './failure'
import { contractErrors, emptyFields } from './formRules'
import { usePreTeamT } from './i18n'
import { useCreatePreTeamMutation } from './preteamApi'
import { EMPTY_SLOT, SLOT_FIELDS, SlotFields, type SlotValues } from './SlotFields'
import { useActingUser } from './useActingUser'
import { usePreTeamCoaches } from './usePreTeamCoaches'

type CreateValues = SlotValues & { pTeamLevel: string }
const EMPTY: CreateValues = { pTeamLevel: '', ...EMPTY_SLOT }
const REQUIRED = ['pTeamLevel', ...SLOT_FIELDS] as const

interface CreatePreTeamDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (pTeamID: number) => void
}

/** 'Create New Pre-Team' (SPEC.md sections 2 and 5): level, coach, exactly three days, start and end time. */
export function CreatePreTeamDialog({ open, onClose, onCreated }: CreatePreTeamDialogProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID, site } = useActingUser()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const days = useAppCode(LOOKUP_GROUP.day)
  const { coaches, loading: coachesLoading } = usePreTeamCoaches(open ? site?.id : undefined)
  const [create, { isLoading }] = useCreatePreTeamMutation()
  const [values, setValues] = useState<CreateValues>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')

  const close = () => {
    setValues(EMPTY)
    setErrors({})
    setFormError('')
    onClose()
  }

  const change = (field: keyof CreateValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current
      return rest
    })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = emptyFields(values, REQUIRED)
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('form.fillAll')])))
      setFormError(t('form.fillAll'))
      return
    }
    const payload = { ...values, site: siteID, userID }
    const invalid = contractErrors(createPreTeamRequest, payload)
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid)
      setFormError(Object.values(invalid)[0])
      return
    }
    try {
      const { pTeamID } = await create(payload).unwrap()
      enqueueSnackbar(t('toast.created', { id: pTeamID }), { variant: 'success' })
      onCreated(pTeamID)
      close()
    } catch (error) {
      if (isSessionEnd(error)) return
      const message = failureText(error, t('toast.createFailed'))
      setErrors(serverFieldErrors(error))
      setFormError(message)
      enqueueSnackbar(message, { variant: 'error' })
    }
  }

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-preteam-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-preteam-title">{t('createDialog.title')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField
                select
                fullWidth
                required
                id="create-preteam-level"
                label={t('form.level')}
                value={values.pTeamLevel}
                onChange={(event) => change('pTeamLevel', event.target.value)}
                error={Boolean(errors.pTeamLevel)}
                helperText={errors.pTeamLevel ?? ' '}
                disabled={isLoading}
              >
                {levels.items.map((level) => (
                  <MenuItem key={level.code} value={String(level.code)}>
                    {level.description}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <SlotFields
              idPrefix="create-preteam"
              values={values}
              errors={errors}
              coaches={coaches}
              coachesLoading={coachesLoading}
              days={days.items}
              disabled={isLoading}
              onChange={change}
            />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('createDialog.submitting') : t('createDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
