import { MenuItem } from '@mui/material'
import type { LookupGroupCode } from '@contract/lookups'
import { FormTextField } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'

interface CodeSelectProps {
  /** The form field it is bound to (FormDialog or ContractFormFrame around it). */
  name: string
  id: string
  label: string
  group: LookupGroupCode
  required?: boolean
  /** A first entry with an empty value, e.g. '(unchanged)' on an update form. */
  emptyLabel?: string
}

/** A dropdown over one lookup group; the contract's fixed list stands in when the call fails (SPEC.md section 3). */
export function CodeSelect({ name, id, label, group, required, emptyLabel }: CodeSelectProps) {
  const { items } = useAppCode(group)
  return (
    <FormTextField name={name} id={id} select label={label} size="small" required={required}>
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
    </FormTextField>
  )
}
