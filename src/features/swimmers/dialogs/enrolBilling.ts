import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import {
  deskBillingDefaults,
  useDeskBilling,
  useInstalmentSchedule,
  type DeskBillingValues,
} from '@/components/billing'
import { useAmountFromInvoice } from '@/components/money'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useActing } from '@/session/useActing'

// Issue 30 at enrolment: the swimmer screen's school and pre-team dialogs bill at the desk as a renewal does
// (src/components/billing: a chosen staff or hardship discount, instalments, the method), while their amount paid and
// receipt stay the spec's own fields: what is typed there is what is collected now (0 leaves the invoice due).

/** An enrolment form's desk choices at first: the amount paid collected as typed, cash, no discount, one payment. */
export const enrolBillingDefaults: DeskBillingValues = { ...deskBillingDefaults, collect: 'now' }

/**
 * The billing both enrolment dialogs share: today's cash-up of the user's site (closed: no money is taken), whether
 * money may be taken now (CompletePayment, an open day), and the payload: the form's group, duration and receipt, the
 * desk's choices (cash, no discount and one payment send the spec's payload), the swimmer and who enrols where.
 */
export function useEnrolBilling(swimmerID: number) {
  const { userID, site } = useActing()
  const billing = useDeskBilling(site?.id)
  const mayTakeMoney = useGrantedActions().actions.includes('CompletePayment')
  const toPayload = <V extends DeskBillingValues>(values: V) => {
    const { collect, amountPaid, method, reference, discountRule, discountReason, instalmentCount, ...enrolment } =
      values
    const desk = { collect, amountPaid, method, reference, discountRule, discountReason, instalmentCount }
    return { ...enrolment, ...billing.payload(desk), swimmerID, userID, siteID: site?.id ?? ('' as const) }
  }
  return { billing, day: billing.day, mayTakeMoney, collecting: mayTakeMoney && !billing.day.closed, toPayload }
}
export type EnrolBilling = ReturnType<typeof useEnrolBilling>

/**
 * The amount paid starts at what is due now once the price is known: the first instalment when split, else the total
 * after discounts (typed down for a part payment; see useAmountFromInvoice).
 */
export function useAmountDueNow<V extends FieldValues & DeskBillingValues>(
  form: UseFormReturn<V>,
  enrol: EnrolBilling,
  price: { invoice: number; total?: number; totalCents?: number } | undefined,
) {
  const count = Number(form.watch('instalmentCount' as Path<V>))
  const [first] = useInstalmentSchedule(enrol.billing, price?.totalCents, count)
  const dueNow = first ? first.amountCents / 100 : (price?.total ?? price?.invoice)
  useAmountFromInvoice(form, 'amountPaid' as Path<V>, dueNow, enrol.collecting)
}
