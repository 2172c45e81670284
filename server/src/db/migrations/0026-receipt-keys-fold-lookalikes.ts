import type { Kysely } from 'kysely'
import { receiptKey } from '../../domains/payments/receipts'

// Receipt keys fold what staff really type (issue 25): Arabic-Indic and Persian digits (any Unicode decimal digit),
// Cyrillic and Greek look-alike letters, O for 0 and I/l for 1, and every space, dash and invisible character (tab,
// braille blank U+2800 …) dropped. Every payment's payments.receipt_key is recomputed with receipts.ts receiptKey,
// the one the payments service compares with; it stays unique per site (index payments_receipt_key_per_site).
//
// Payments recorded before that are look-alikes of each other under the new key (e.g. 'R-62-000125' and
// 'R-62-٠٠٠١٢٥' at one site) must not stop the migration, and nothing posted is edited: both stay as recorded. The
// first (lowest id) keeps the key, so every new look-alike is refused naming it; each later one gets the key followed
// by an invisible separator and its id, which no receipt number can produce (receiptKey drops invisible characters),
// as migration 0008 did. Their receipt numbers are untouched.
//
// This migration uses the live receiptKey: a later change to it comes with its own migration recomputing the keys.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed loosely
type Db = Kysely<any>

const PAGE = 5000

export async function up(db: Db): Promise<void> {
  // Without the index while keys change: a row's new key may equal another row's old key until that one is rekeyed.
  await db.schema.dropIndex('payments_receipt_key_per_site').execute()
  const seen = new Set<string>()
  let after = 0
  for (;;) {
    const rows: Array<{ id: number; site: number; receipt_no: string; receipt_key: string }> = await db
      .selectFrom('payments')
      .select(['id', 'site', 'receipt_no', 'receipt_key'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) break
    for (const row of rows) {
      let key = receiptKey(row.receipt_no)
      const scoped = `${row.site} ${key}`
      if (seen.has(scoped) || key === '') key = `${key}\u200b${row.id}`
      else seen.add(scoped)
      if (key !== row.receipt_key) {
        await db.updateTable('payments').set({ receipt_key: key }).where('id', '=', row.id).execute()
      }
    }
    after = Number(rows[rows.length - 1].id)
  }
  await db.schema
    .createIndex('payments_receipt_key_per_site')
    .on('payments')
    .columns(['site', 'receipt_key'])
    .unique()
    .execute()
}

/** The new keys stay: they are still unique per site, and the older fold would only let look-alikes in again. */
export async function down(): Promise<void> {}
