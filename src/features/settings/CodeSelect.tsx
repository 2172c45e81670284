import { MenuItem, TextField } from '@mui/material'
import type { LookupGroupCode } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'

interface CodeSelectProps {
  id: string
  label: string
  group: LookupGroupCode
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
  /** A first entry with an empty value, e.g. '(unchanged)' on an update form. */
  emptyLabel?: string
}

/** A dropdown over one lookup group; the contract's fixed list stands in when the call fails (SPEC.md section 3). */
export function CodeSelect({ id, label, group, value, onChange, error, required, emptyLabel }: CodeSelectProps) {
  const { items } = useAppCode(group)
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      size="small"
      required={required}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {items.map((item) => (
        <MenuItem key={item.code} value={String(item.code)}>
          {item.description}
        </MenuItem>
      ))}
    </TextField>
  )
}
