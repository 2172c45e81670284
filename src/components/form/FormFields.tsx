import { Checkbox, FormControlLabel, TextField } from '@mui/material'
import type { TextFieldProps } from '@mui/material'
import { Controller, useFormContext } from 'react-hook-form'

// Fields bound to the form of the FormDialog (or FormProvider) around them, by name: the value, the change, and the
// field's error in place of its hint.

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'onChange' | 'error'> & {
  name: string
  /** Shown under the field while it has no error. */
  hint?: string
  /** Runs after the form has taken the new value (e.g. a renewal type that suggests its duration). */
  onValue?: (value: string) => void
}

/** `value`, when given, is shown instead of the form's value (e.g. while a list's options have not arrived). */
export function FormTextField({ name, hint, helperText, onValue, value, ...props }: FormTextFieldProps) {
  const { control } = useFormContext()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={value ?? field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value)
            onValue?.(event.target.value)
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint ?? helperText}
        />
      )}
    />
  )
}

export function FormCheckbox({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { control } = useFormContext()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  )
}
