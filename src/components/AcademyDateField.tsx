import { useState } from 'react'
import { TextField, type TextFieldProps } from '@mui/material'
import {
  FIRST_ACADEMY_DATE,
  FIRST_ACADEMY_MONTH,
  isAcademyDate,
  isAcademyMonth,
  LAST_ACADEMY_DATE,
  LAST_ACADEMY_MONTH,
} from '@contract/dates'

type AcademyDateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  type: 'date' | 'month'
  value: string
  /** Called only with a date (or month) inside the academy's range (contract/dates.ts). */
  onValue: (value: string) => void
}

/**
 * A date or month picker that cannot produce a day outside the academy's range (2000-01-01 to 2099-12-31): the
 * picker offers only those, and what is typed is passed on only once it is one of them. Typing a year digit by
 * digit goes through 0002, 0020, 0202 before 2025: those stay in the field and are never asked for.
 */
export function AcademyDateField({ type, value, onValue, slotProps, ...props }: AcademyDateFieldProps) {
  // What is typed, while the value it was typed over is still the value: a new value (another day chosen
  // elsewhere, or the one just typed) shows as it is.
  const [draft, setDraft] = useState({ over: value, text: value })
  const typed = draft.over === value ? draft.text : value
  const inRange = type === 'month' ? isAcademyMonth : isAcademyDate
  const [min, max] =
    type === 'month' ? [FIRST_ACADEMY_MONTH, LAST_ACADEMY_MONTH] : [FIRST_ACADEMY_DATE, LAST_ACADEMY_DATE]
  return (
    <TextField
      {...props}
      type={type}
      value={typed}
      onChange={(event) => {
        setDraft({ over: value, text: event.target.value })
        if (inRange(event.target.value)) onValue(event.target.value)
      }}
      slotProps={{ ...slotProps, htmlInput: { min, max, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  )
}
