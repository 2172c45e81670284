import { FormControl, InputLabel, OutlinedInput } from '@mui/material'
import type { OutlinedInputProps } from '@mui/material'

type LoginFieldProps = Omit<OutlinedInputProps, 'id' | 'label' | 'error' | 'required'> & {
  id: string
  label: string
  error: boolean
  required?: boolean
}

/**
 * An outlined text field, built from the parts MUI's TextField renders (same markup, same class names). TextField
 * always brings its select menu, popover and modal code along; the sign-in page is the first thing people load, so
 * it goes without them.
 */
export function LoginField({ id, label, error, required, ...input }: LoginFieldProps) {
  return (
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth {...input} />
    </FormControl>
  )
}
