import { useEffect, useRef } from 'react'
import type { BaseSyntheticEvent, ReactNode } from 'react'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import type { DialogProps } from '@mui/material'
import { FormProvider } from 'react-hook-form'
import type { FieldValues } from 'react-hook-form'
import type { ContractForm } from './useContractForm'
import { useFormT } from './i18n'
import { useHoldUnsavedInput } from './useHoldUnsavedInput'
import { useAskBeforeDiscard } from './useAskBeforeDiscard'
import { ConfirmDialog } from '@/components/ConfirmDialog'

const FIELDS = [
  'input:not([type="hidden"]):not([disabled]):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'textarea:not([disabled]):not([readonly]):not([aria-hidden="true"])',
  'select:not([disabled])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(',')

/** Puts the cursor in the form's first field that can be typed in, once the dialog is open. */
function FocusFirstField() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const focusFirst = () => {
      const form = marker.current?.closest('form')
      const active = form?.ownerDocument.activeElement
      if (!form || (active && active !== form && form.contains(active) && active.matches(FIELDS))) return
      form.querySelector<HTMLElement>(FIELDS)?.focus()
    }
    focusFirst()
    // The dialog's focus trap takes the focus once it is mounted; the first field takes it back.
    const later = setTimeout(focusFirst, 0)
    return () => clearTimeout(later)
  }, [])
  return <span ref={marker} hidden />
}

export interface FormDialogProps<V extends FieldValues, P> {
  /** Mounted only while open by default; pass false to keep it mounted and hidden. */
  open?: boolean
  /** Prefix of the title's id (the dialog is labelled by its title). */
  id: string
  title: ReactNode
  form: ContractForm<V, P>
  submitLabel: string
  /** Shown on the submit button while the call runs; 'Saving...' unless given. */
  busyLabel?: string
  cancelLabel?: string
  /** Only the submit button, no Cancel: the dialog shows what its call did and the button closes it. */
  hideCancel?: boolean
  /** A call is running (besides the form's own submitting state). */
  busy?: boolean
  /** Nothing to send yet (a list still loading, nothing to choose from). */
  submitDisabled?: boolean
  maxWidth?: DialogProps['maxWidth']
  onClose: () => void
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  children: ReactNode
}

/**
 * The frame of every dialog with a form: the title, the form's top message (a refusal of the server, or a rule that is
 * about no field the form shows), the fields, Cancel and the submit button. Enter submits, Escape cancels (not while a
 * call runs; with typed input it asks first, as a click outside and Back do), and the cursor starts in the first field.
 */
export function FormDialog<V extends FieldValues, P>({
  open = true,
  id,
  title,
  form,
  submitLabel,
  busyLabel,
  cancelLabel,
  hideCancel = false,
  busy = false,
  submitDisabled = false,
  maxWidth = 'sm',
  onClose,
  onSubmit,
  children,
}: FormDialogProps<V, P>) {
  const t = useFormT()
  const dirty = open && form.formState.isDirty
  useHoldUnsavedInput(dirty)
  const working = busy || form.formState.isSubmitting
  // Guarded while dirty, saving included: a guard ending and starting again around each submit raced its own entry.
  const discarding = useAskBeforeDiscard(dirty, onClose)
  const submit = (event: BaseSyntheticEvent) => {
    event.preventDefault()
    if (!working) void onSubmit(event)
  }
  return (
    <Dialog
      open={open}
      onClose={working ? undefined : discarding.requestClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth={maxWidth}
    >
      {/* The form fills the paper, so the title and buttons stay put while a long form scrolls between them. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-busy={working}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <FormProvider {...form}>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {form.message && (
                <Alert severity="error" id={`${id}-message`}>
                  {form.message}
                </Alert>
              )}
              {children}
            </Stack>
            {open && <FocusFirstField />}
          </DialogContent>
        </FormProvider>
        <DialogActions>
          {!hideCancel && (
            <Button onClick={onClose} disabled={working}>
              {cancelLabel ?? t('cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={working || submitDisabled}>
            {working ? (busyLabel ?? t('saving')) : submitLabel}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={discarding.asking}
        title={t('discardTitle')}
        message={t('discardMessage')}
        confirmLabel={t('discard')}
        cancelLabel={t('keepEditing')}
        destructive
        focusCancel
        onConfirm={discarding.discard}
        onClose={discarding.keepEditing}
      />
    </Dialog>
  )
}
