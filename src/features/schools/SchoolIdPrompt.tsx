import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material'
import { useSchoolsT } from './i18n'

interface SchoolIdPromptProps {
  open: boolean
  busy?: boolean
  onSubmit: (schoolID: number) => void
  onClose: () => void
}

/** The 'Enter School ID' prompt (SPEC.md section 5): 'Invalid School ID' unless the text is a number. */
export function SchoolIdPrompt({ open, busy = false, onSubmit, onClose }: SchoolIdPromptProps) {
  const t = useSchoolsT()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setValue('')
    setError(null)
    onClose()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = value.trim()
    if (!/^\d{1,12}$/.test(text) || Number(text) === 0) return setError(t('prompt.invalid'))
    setError(null)
    setValue('')
    onSubmit(Number(text))
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="school-id-prompt-title">
      <DialogTitle id="school-id-prompt-title">{t('prompt.title')}</DialogTitle>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            id="school-id-prompt"
            label={t('prompt.label')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setError(null)
            }}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('prompt.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('prompt.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  )
}
