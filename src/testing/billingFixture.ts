import { within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { DiscountRule, LedgerEntry } from '@contract/billing'

/** A 30% staff rule (id 9), which a user holding ManageDiscounts may choose for an invoice at the desk (issue 30). */
const STAFF_RULE: DiscountRule = {
  ruleID: 9,
  kind: 'staff',
  percent: 30,
  fromRank: null,
  minMonths: null,
  clubID: null,
  text: 'Staff discount: 30%',
  updatedAt: '2026-11-01T00:00:00Z',
}

/** GET /api/discount-rules answering the staff rule: the desk's discount choice (Renew, accept an offer, enrol). */
export const staffRuleHandler = () => http.get('/api/discount-rules', () => HttpResponse.json([STAFF_RULE]))

/**
 * In a dialog's desk fields with a discount chosen: its reason typed and the invoice split in two; the schedule's rows
 * as they read.
 */
export async function giveReasonAndSplitInTwo(user: UserEvent, dialog: HTMLElement, reason: string) {
  await user.type(within(dialog).getByRole('textbox', { name: /Reason for the discount/ }), reason)
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Instalments' }), '2')
  const schedule = within(dialog).getByRole('list', { name: 'Instalments and their due dates' })
  return within(schedule)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

/** What an invoice's entry does not name: its payment, refund, credit, receipt, method and status. */
const NO_MOVEMENT = { paymentID: null, refundID: null, creditID: null, receiptNo: null, method: null } as const

/** A family ledger's entry (GET /families/{id}/ledger): Youssef Adel's invoice 7, unless `fields` say otherwise. */
export const ledgerEntry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
  kind: 'invoice',
  at: '2026-11-01T08:00:00.000Z',
  date: '2026-11-01',
  text: 'School - 1 month',
  swimmerID: 120,
  swimmerName: 'Youssef Adel',
  siteID: 61,
  invoiceID: 7,
  ...NO_MOVEMENT,
  status: null,
  refundCents: null,
  amount: 500,
  amountCents: 50000,
  balance: 500,
  balanceCents: 50000,
  ...fields,
})
