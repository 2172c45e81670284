import { Button, Checkbox, FormControlLabel, Grid, Stack, TextField } from '@mui/material'
import type { BaseSyntheticEvent, FormEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import { ContractFormFrame, FormTextField } from '@/components/form'
import type { ContractForm } from '@/components/form'
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

interface OneFieldFormProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  submitLabel: string
  busy: boolean
  /** A number is asked for (site ID, user ID): phones show the number pad. */
  numeric?: boolean
  /** 'contained' for a form that saves, 'outlined' (the default) for one that looks something up. */
  variant?: 'contained' | 'outlined'
  maxWidth?: number
}

/** One field and its button on a line: the tabs' "Site ID / Get …", "User ID / Get …" and "Description / Insert". */
export function OneFieldForm({
  id,
  label,
  value,
  onChange,
  error,
  onSubmit,
  submitLabel,
  busy,
  numeric = false,
  variant = 'outlined',
  maxWidth,
}: OneFieldFormProps) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', ...(maxWidth ? { maxWidth } : {}) }}
    >
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        size="small"
        required
        {...(numeric ? { slotProps: { htmlInput: { inputMode: 'numeric' } } } : {})}
      />
      <Button type="submit" variant={variant} disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
        {submitLabel}
      </Button>
    </Stack>
  )
}

interface OneFieldContractFormProps<V extends FieldValues, P> {
  form: ContractForm<V, P>
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  name: keyof V & string
  id: string
  label: string
  submitLabel: string
  busy: boolean
  numeric?: boolean
  variant?: 'contained' | 'outlined'
}

/** OneFieldForm on the form machinery: one field bound by name, its button beside it, the top message above. */
export function OneFieldContractForm<V extends FieldValues, P>({
  form,
  onSubmit,
  name,
  id,
  label,
  submitLabel,
  busy,
  numeric = false,
  variant = 'outlined',
}: OneFieldContractFormProps<V, P>) {
  return (
    <ContractFormFrame form={form} onSubmit={onSubmit}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          name={name}
          id={id}
          label={label}
          size="small"
          required
          {...(numeric ? { slotProps: { htmlInput: { inputMode: 'numeric' } } } : {})}
        />
        <Button type="submit" variant={variant} disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
          {submitLabel}
        </Button>
      </Stack>
    </ContractFormFrame>
  )
}
