import type { Kysely } from 'kysely'
import type { PaymentMethod } from '@contract/billing'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { splitInvoiceWithin } from './instalments.service'
import { createInvoice, recordPayment } from './payments.service'
import type { PricingReads, PricingRequest } from './pricing'

// An invoice made at the desk (issue 30): an enrolment, a renewal or an accepted waitlist offer priced with any staff
// or hardship discount chosen (pricing.ts refuses it without ManageDiscounts), split into any instalments
// (splitInvoiceWithin's rules), and what is collected now recorded by its method (recordPayment's rules). Each rule is
// the one of its own URL; this only runs them in order in the caller's transaction. Without the desk's choices it is
// the spec's: cash, no chosen discount, not split.

/** The desk's choices (contract deskBillingFields), in the service's names. */
export interface DeskBilling {
  method?: PaymentMethod
  reference?: string | null
  discounts?: Array<{ ruleID: number; reason: string }>
  instalments?: Array<{ dueOn: string; amount: number }>
}

/** Money collected with it: above 0 under a receipt number, else the invoice is left due. */
export interface Collected {
  amountCents: number
  receiptNo: string | undefined
}

export async function billAtDesk(
  trx: Kysely<Database>,
  acting: Acting,
  pricing: PricingRequest,
  collected: Collected,
  billing: DeskBilling = {},
  reads?: PricingReads,
) {
  const chosen = (billing.discounts ?? []).map((choice) => ({ ruleId: choice.ruleID, reason: choice.reason }))
  const invoice = await createInvoice(trx, acting, { ...pricing, chosen }, reads)
  const instalments = billing.instalments
    ? await splitInvoiceWithin(trx, acting, invoice.id, billing.instalments)
    : null
  const payment = collected.receiptNo
    ? await recordPayment(trx, acting, {
        invoiceId: invoice.id,
        site: pricing.site,
        swimmerId: pricing.swimmerId,
        amountCents: collected.amountCents,
        receiptNo: collected.receiptNo,
        method: billing.method,
        reference: billing.reference ?? null,
      })
    : null
  return { invoice, payment, instalments }
}
