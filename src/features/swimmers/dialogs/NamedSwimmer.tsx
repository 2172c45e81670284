import { TextField } from '@mui/material'
import type { SwimmerSummary } from '@contract/swimmers'
import { useSwimmersT } from './i18n'

/**
 * The swimmer a dialog acts on, by name and ID, read-only: the dialog changes exactly this swimmer (it is never a
 * field to type another swimmer's ID into).
 */
export function NamedSwimmer({
  swimmer,
  label,
}: {
  swimmer: Pick<SwimmerSummary, 'swimmerID' | 'fullName'>
  label?: string
}) {
  const t = useSwimmersT()
  return (
    <TextField
      label={label ?? t('form.swimmerLabel')}
      value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
      // Wraps on a phone rather than cutting the name off.
      multiline
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      variant="filled"
    />
  )
}
