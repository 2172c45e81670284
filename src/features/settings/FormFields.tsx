import { Button, Stack } from '@mui/material'
import type { BaseSyntheticEvent, ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { ContractFormFrame, FormTextField } from '@/components/form'
import type { ContractForm } from '@/components/form'

// The tabs' one-line forms ("Site ID / Get …", "User ID / Get …", "Description / Insert") on the form machinery.

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
  maxWidth?: number
  /** Another, optional field of the same form, beside the first (a site's or club's name in Arabic). */
  extra?: ReactNode
  /** One more field under `extra` (a new site's 'Copy prices from', issue 27). */
  more?: ReactNode
}

/** One field bound by name, its button beside it, the top message above. */
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
  maxWidth,
  extra,
  more,
}: OneFieldContractFormProps<V, P>) {
  const field = (
    <FormTextField
      name={name}
      id={id}
      label={label}
      size="small"
      required
      fullWidth={Boolean(extra)}
      {...(numeric ? { slotProps: { htmlInput: { inputMode: 'numeric' } } } : {})}
    />
  )
  const button = (
    <Button type="submit" variant={variant} disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
      {submitLabel}
    </Button>
  )
  return (
    <ContractFormFrame form={form} onSubmit={onSubmit}>
      {extra ? (
        // Two fields: one under the other, each the column's width, so neither label is cut short ("Name in Arabic
        // (optional)" was, beside the name and the button, at 1366 and 390 px); the button under them.
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', ...(maxWidth ? { maxWidth } : {}) }}>
          {field}
          {extra}
          {more}
          {button}
        </Stack>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', ...(maxWidth ? { maxWidth } : {}) }}>
          {field}
          {button}
        </Stack>
      )}
    </ContractFormFrame>
  )
}
