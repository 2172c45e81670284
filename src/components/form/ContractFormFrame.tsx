import type { BaseSyntheticEvent, ReactNode } from 'react'
import { Alert, Stack } from '@mui/material'
import { FormProvider } from 'react-hook-form'
import type { FieldValues } from 'react-hook-form'
import type { ContractForm } from './useContractForm'
import { useHoldUnsavedInput } from './useHoldUnsavedInput'

interface ContractFormFrameProps<V extends FieldValues, P> {
  form: ContractForm<V, P>
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** Names the form for assistive technology when no heading does. */
  label?: string
  children: ReactNode
}

/**
 * A form on a page rather than in a dialog (the Settings tabs): the same machinery as FormDialog — the top message,
 * the fields bound by name — without the dialog around it. Enter in a field submits.
 */
export function ContractFormFrame<V extends FieldValues, P>({
  form,
  onSubmit,
  label,
  children,
}: ContractFormFrameProps<V, P>) {
  useHoldUnsavedInput(form.formState.isDirty)
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        aria-label={label}
        aria-busy={form.formState.isSubmitting}
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit(event)
        }}
        spacing={2}
      >
        {form.message && <Alert severity="error">{form.message}</Alert>}
        {children}
      </Stack>
    </FormProvider>
  )
}
