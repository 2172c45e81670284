import SQLite from 'better-sqlite3'
import type { Acknowledged } from './payment-writer'

// What a SQLite file holds of the trial's payments, checked against what the server acknowledged.

export interface LedgerCheck {
  /** Acknowledged payments missing, or present with other details. */
  lost: number
  /** Receipts or payment ids of the trial stored more than once. */
  duplicates: number
  /** Committed but never acknowledged (killed between commit and answer): allowed, counted. */
  committedUnacknowledged: number
  /** Invoices whose paid amount differs from the sum of their payments (a torn transaction). */
  unbalancedInvoices: number
  /** Trial payments without exactly one audit entry. */
  unaudited: number
  integrityOk: boolean
}

interface PaymentRow {
  id: number
  invoice_id: number
  site: number
  amount_cents: number
  receipt_no: string
}

export function checkLedger(file: string, receiptPrefix: string, acknowledged: Acknowledged[]): LedgerCheck {
  const sqlite = new SQLite(file, { readonly: true })
  try {
    const like = `${receiptPrefix}-%`
    const rows = sqlite
      .prepare('select id, invoice_id, site, amount_cents, receipt_no from payments where receipt_no like ?')
      .all(like) as PaymentRow[]
    const byReceipt = new Map<string, PaymentRow[]>()
    for (const row of rows) byReceipt.set(row.receipt_no, [...(byReceipt.get(row.receipt_no) ?? []), row])

    const lost = acknowledged.filter((ack) => {
      const stored = byReceipt.get(ack.receipt)?.[0]
      return !stored || stored.id !== ack.paymentId || stored.invoice_id !== ack.invoiceId || stored.amount_cents !== 1
    }).length
    const repeatedReceipts = [...byReceipt.values()].filter((list) => list.length > 1).length
    const repeatedIds = rows.length - new Set(rows.map((row) => row.id)).size
    const acknowledgedReceipts = new Set(acknowledged.map((ack) => ack.receipt))

    const unbalanced = sqlite
      .prepare(
        `select count(*) as n from invoices i
         where paid_cents != (select coalesce(sum(amount_cents), 0) from payments p where p.invoice_id = i.id)`,
      )
      .get() as { n: number }
    const unaudited = sqlite
      .prepare(
        `select count(*) as n from payments p where p.receipt_no like ? and 1 != (
           select count(*) from audit_log a
           where a.action = 'Payment' and a.entity_id = cast(p.invoice_id as text)
             and json_extract(a.after_json, '$.payment.id') = p.id)`,
      )
      .get(like) as { n: number }
    const integrity = sqlite.pragma('integrity_check', { simple: true })
    return {
      lost,
      duplicates: repeatedReceipts + repeatedIds,
      committedUnacknowledged: [...byReceipt.keys()].filter((receipt) => !acknowledgedReceipts.has(receipt)).length,
      unbalancedInvoices: unbalanced.n,
      unaudited: unaudited.n,
      integrityOk: integrity === 'ok',
    }
  } finally {
    sqlite.close()
  }
}
