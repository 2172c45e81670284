import { FormTextField } from '@/components/form'

/**
 * A required amount of money in a contract form: decimal keyboard on phones; Arabic-Indic digits are read by the
 * contract's moneyInput, as every money field.
 */
export function AmountField({ name, id, label, hint }: { name: string; id: string; label: string; hint?: string }) {
  return (
    <FormTextField
      name={name}
      id={id}
      label={label}
      hint={hint}
      required
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  )
}
