import { useEffect } from 'react'
import { plainAmount } from './formatMoney'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * Fills the amount paid with the invoice's amount as soon as the invoice is known (a group and a duration chosen), so
 * a walk-in paying in full types nothing there; a part payment is typed over it (issue 27). Once the user has typed in
 * the field it is theirs: later changes of group or duration no longer overwrite it. Nothing is filled when no money
 * may be taken (no CompletePayment, or today's cash-up closed): the amount then stays 0.
 */
export function useAmountFromInvoice<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  field: Path<Values>,
  invoice: number | undefined,
  mayTakeMoney: boolean,
): void {
  const { setValue, getFieldState } = form
  useEffect(() => {
    if (invoice === undefined || !mayTakeMoney || getFieldState(field).isDirty) return
    setValue(field, plainAmount(invoice) as PathValue<Values, Path<Values>>)
  }, [invoice, mayTakeMoney, field, setValue, getFieldState])
}
