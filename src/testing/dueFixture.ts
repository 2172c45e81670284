import type { DueResponse } from '@contract/money'

/** A due list of Club 13 with one ended subscription and one open invoice, both for a swimmer named in Arabic. */
export const ARABIC_DUE: DueResponse = {
  siteID: 62,
  siteName: 'Club 13',
  today: '2026-11-24',
  days: 30,
  currency: 'EGP',
  subscriptions: [
    {
      swimmerID: 50,
      fullName: 'تاليا طارق حمدي',
      endsOn: '2026-11-20',
      daysLeft: -4,
      ended: true,
      group: null,
      groupKind: null,
      groupID: null,
      parentPhone: null,
    },
  ],
  invoices: [
    {
      invoiceID: 49,
      swimmerID: 50,
      fullName: 'تاليا طارق حمدي',
      parentPhone: null,
      itemName: 'Baby Class - 1 month',
      amount: 1385.5,
      amountCents: 138550,
      amountPaid: 0,
      amountPaidCents: 0,
      amountDue: 1385.5,
      amountDueCents: 138550,
      ageDays: 14,
      createdAt: '2026-11-10T12:46:00.000Z',
    },
  ],
  totals: { subscriptions: 1, endingSoon: 0, ended: 1, invoices: 1, amountDue: 1385.5, amountDueCents: 138550 },
  truncated: { subscriptions: false, invoices: false },
}
