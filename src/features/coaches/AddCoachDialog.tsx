import { useState } from 'react'
import type { FormEvent } from 'react'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { addCoachRequest } from '@contract/coaches'
import type { Site } from '@contract/common'
import type { LookupItem } from '@contract/lookups'
import { getErrorMessage, getServerMessage, isFetchBaseQueryError } from '@/api/errors'
import { useAddCoachMutation } from './coachesApi'
import { useCoachesT } from './i18n'

interface AddCoachDialogProps {
  open: boolean
  onClose: () => void
  coachTypes: readonly LookupItem[]
  sites: readonly Site[]
  defaultSite: number | null
}

const FIELDS = ['coachName', 'phone', 'email', 'specialization', 'experience', 'coachType', 'site'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

const emptyValues = (site: number | null): Values => ({
  coachName: '',
  phone: '',
  email: '',
  specialization: '',
  experience: '',
  coachType: '',
  site: site === null ? '' : String(site),
})

/** The server's field errors (`errors` of a 400), kept to the fields this form has. */
function serverFieldErrors(error: unknown): Partial<Values> {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null) return {}
  const errors = (error.data as { errors?: Record<string, string> }).errors ?? {}
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (FIELDS as readonly string[]).includes(field)))
}

/** Add New Coach (SPEC.md section 2). The contract's rules check the form; the server checks them again. */
export function AddCoachDialog({ open, onClose, coachTypes, sites, defaultSite }: AddCoachDialogProps) {
  const t = useCoachesT()
  const { enqueueSnackbar } = useSnackbar()
  const [addCoach, { isLoading }] = useAddCoachMutation()
  const [values, setValues] = useState<Values>(() => emptyValues(defaultSite))
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const close = () => {
    setValues(emptyValues(defaultSite))
    setErrors({})
    setFailure(null)
    onClose()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = addCoachRequest.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    setFailure(null)
    try {
      const saved = await addCoach(parsed.data).unwrap()
      enqueueSnackbar(saved.message || t('toasts.added'), { variant: 'success' })
      close()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(getServerMessage(error) ?? getErrorMessage(error))
      enqueueSnackbar(t('toasts.addFailed'), { variant: 'error' })
    }
  }

  const field = (name: Field, label: string, extra: { helperText?: string } = {}) => ({
    id: `add-coach-${name}`,
    name,
    label,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? extra.helperText,
  })

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      aria-labelledby="add-coach-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="add-coach-title">{t('add.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          <TextField {...field('coachName', t('add.coachName'))} required autoFocus sx={{ gridColumn: '1 / -1' }} />
          <TextField
            {...field('phone', t('add.phone'), { helperText: t('add.phoneHelp') })}
            required
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
          />
          <TextField {...field('email', t('add.email'))} type="email" />
          <TextField {...field('specialization', t('add.specialization'))} />
          <TextField
            {...field('experience', t('add.experience'))}
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
          />
          <TextField {...field('coachType', t('add.coachType'))} select required>
            {coachTypes.map((type) => (
              <MenuItem key={type.code} value={String(type.code)}>
                {type.description}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('site', t('add.site'))} select required>
            {sites.map((site) => (
              <MenuItem key={site.id} value={String(site.id)}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('add.submitting') : t('add.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
