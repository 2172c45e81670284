import { FormTextField } from './FormFields'

// A select of a form: the browser's own list (a phone's wheel, the keyboard's letters), bound to the form.

interface Option {
  value: string
  label: string
}

export function FormNativeSelect({
  name,
  id,
  label,
  options,
}: {
  name: string
  id: string
  label: string
  options: Option[]
}) {
  return (
    <FormTextField
      name={name}
      id={id}
      label={label}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  )
}
