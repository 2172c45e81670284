import { Button, Checkbox, FormControlLabel, Grid, Stack, TextField } from '@mui/material'
import type { TextFieldProps } from '@mui/material'

// The pieces the user and coach forms are built from, so every Settings form lays out and reports errors alike.

interface FormFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's error; shown in place of the hint. */
  error?: string
  hint?: string
  type?: string
  required?: boolean
  autoComplete?: string
  slotProps?: TextFieldProps['slotProps']
  /** The whole row rather than half of it on wider screens. */
  wide?: boolean
}

/** A small text field in the form's grid. */
export function FormField({ value, onChange, error, hint, wide = false, ...field }: FormFieldProps) {
  return (
    <Grid size={wide ? { xs: 12 } : { xs: 12, sm: 6 }}>
      <TextField
        {...field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
        size="small"
      />
    </Grid>
  )
}

interface FormFooterProps {
  checkLabel: string
  checked: boolean
  onCheck: (checked: boolean) => void
  submitLabel: string
  submitDisabled: boolean
}

/** The form's last row: its one checkbox (Disabled, Active) on the left, the submit button on the right. */
export function FormFooter({ checkLabel, checked, onCheck, submitLabel, submitDisabled }: FormFooterProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onCheck(event.target.checked)} />}
        label={checkLabel}
      />
      <Button type="submit" variant="contained" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Stack>
  )
}
