import type { ChosenDiscount, PaymentMethod } from '@contract/billing'

// What the desk's billing fields (DeskBillingFields) add to a renewal or an accepted offer (contract
// deskBillingFields): collect now by a method or leave it due, a chosen staff or hardship discount with its reason,
// instalments. Cash, no discount and one payment send none of the new fields: the spec's payload as it was.

export interface DeskBillingValues {
  collect: 'now' | 'due'
  amountPaid: string
  method: PaymentMethod
  reference: string
  /** A staff or hardship rule's id, or '' for none. */
  discountRule: string
  discountReason: string
  /** '1' is one invoice, not split; '2' to '12' instalments. */
  instalmentCount: string
}

export const deskBillingDefaults: DeskBillingValues = {
  collect: 'due',
  amountPaid: '0',
  method: 'cash',
  reference: '',
  discountRule: '',
  discountReason: '',
  instalmentCount: '1',
}

/** 'YYYY-MM-DD' plus whole months, the day kept or brought back to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addMonthsTo(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const index = year * 12 + (month - 1) + months
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1]
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`
}

/**
 * An invoice's total split into equal monthly instalments from today, in whole piastres: what does not divide goes
 * to the first, so they add up exactly.
 */
export function instalmentSchedule(totalCents: number, count: number, today: string) {
  const base = Math.floor(totalCents / count)
  return Array.from({ length: count }, (_, index) => ({
    dueOn: addMonthsTo(today, index),
    amountCents: index === 0 ? totalCents - base * (count - 1) : base,
  }))
}

const decimal = (cents: number) => (cents / 100).toFixed(2)

/** The form values of a payment's method, before it is chosen: cash, no reference. */
export const cashDefaults = { method: 'cash' as PaymentMethod, reference: '' }

/** How the money came, as a payload sends it: nothing for cash (the spec's payload), else the method and reference. */
export const methodFields = ({ method, reference }: { method: PaymentMethod; reference: string }) =>
  method !== 'cash' ? { method, reference } : {}

/** The fields a renewal or an accepted offer sends for the desk's choices (the receipt number is the caller's). */
export function deskBillingPayload(values: DeskBillingValues, priced: { totalCents?: number; today?: string }) {
  const collect = values.collect === 'now'
  const count = Number(values.instalmentCount)
  const discounts: ChosenDiscount[] | undefined = values.discountRule
    ? [{ ruleID: values.discountRule, reason: values.discountReason }]
    : undefined
  return {
    amountPaid: collect ? values.amountPaid : '0',
    ...(collect ? methodFields(values) : {}),
    ...(discounts ? { discounts } : {}),
    // Instalments asked for but not yet priced (no total or date yet) are sent empty: refused, never dropped.
    ...(count > 1
      ? {
          instalments:
            priced.totalCents !== undefined && priced.today
              ? instalmentSchedule(priced.totalCents, count, priced.today).map((part) => ({
                  dueOn: part.dueOn,
                  amount: decimal(part.amountCents),
                }))
              : [],
        }
      : {}),
  }
}
