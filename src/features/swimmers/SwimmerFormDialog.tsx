import type { FormEvent, ReactNode } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useSwimmersT } from './i18n'

interface SwimmerFormDialogProps {
  open: boolean
  id: string
  title: string
  submitLabel: string
  busy: boolean
  /** The server's message about a refused request, or a rule that is not about one field. */
  failure?: string
  submitDisabled?: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

/** The frame of every swimmer dialog with a form: title, the message of a refusal, the fields, Cancel and submit. */
export function SwimmerFormDialog({
  open,
  id,
  title,
  submitLabel,
  busy,
  failure,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: SwimmerFormDialogProps) {
  const t = useSwimmersT()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      // The paper is the form, so the title and buttons stay put while a long form scrolls between them.
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
          {busy ? t('form.saving') : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
