import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** The question, e.g. 'Are you sure you want to end this pre-team?'. */
  message: string
  confirmLabel: string
  cancelLabel: string
  /** Destructive actions (delete, end, remove) are shown in the error colour. */
  destructive?: boolean
  busy?: boolean
  /** The cursor starts on the cancel button (a question whose safe answer is "no", as "Discard what you typed?"). */
  focusCancel?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action that cannot be undone (SPEC.md section 5: delete, end and remove confirm first). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  focusCancel = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!focusCancel}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
