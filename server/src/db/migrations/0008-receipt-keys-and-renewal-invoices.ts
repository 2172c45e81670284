import type { Kysely } from 'kysely'

// Two money rules the database now holds (issue 13):
// - payments.receipt_key: the receipt number as receipts are compared (receiptKey: NFKC, invisible characters removed,
//   dashes folded, case-folded), unique per site. A look-alike of a used receipt ('r-62-000101', 'R‑62‑000101' with
//   non-breaking hyphens, fullwidth letters, a zero-width space) is the same key, so even two simultaneous payments
//   cannot both use it. The exact-text constraint payments_receipt_per_site stays.
// - subscriptions.invoice_id: the invoice a renewal raised, so a renewal can be refused while the previous one's
//   invoice is still open.
// Payments recorded before get their key here. Should two of them already be look-alikes at one site, the later ones
// keep a key no receipt can produce (an invisible separator and their id): the earlier one still blocks new look-alikes.
// Frozen: later changes go in new migrations.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
type Db = Kysely<any>

const PAGE = 5000

/**
 * The receipt key as it was when this migration was written, frozen here (the live one, domains/payments/receipts.ts,
 * has changed since: migration 0026 recomputes every key with it).
 */
function receiptKey(receiptNo: string): string {
  return receiptNo
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu, '')
    .replace(/[\p{Pd}\u2212\u2043]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('receipt_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await keyExistingPayments(db)
  await db.schema
    .createIndex('payments_receipt_key_per_site')
    .on('payments')
    .columns(['site', 'receipt_key'])
    .unique()
    .execute()
  await db.schema
    .alterTable('subscriptions')
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
    .execute()
}

async function keyExistingPayments(db: Db): Promise<void> {
  const seen = new Set<string>()
  let after = 0
  for (;;) {
    const rows: Array<{ id: number; site: number; receipt_no: string }> = await db
      .selectFrom('payments')
      .select(['id', 'site', 'receipt_no'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) return
    for (const row of rows) {
      let key = receiptKey(row.receipt_no)
      const scoped = `${row.site} ${key}`
      if (seen.has(scoped) || key === '') key = `${key}\u200b${row.id}`
      else seen.add(scoped)
      await db.updateTable('payments').set({ receipt_key: key }).where('id', '=', row.id).execute()
    }
    after = Number(rows[rows.length - 1].id)
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('invoice_id').execute()
  await db.schema.dropIndex('payments_receipt_key_per_site').execute()
  await db.schema.alterTable('payments').dropColumn('receipt_key').execute()
}
