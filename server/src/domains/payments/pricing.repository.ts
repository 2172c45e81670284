import type { Kysely } from 'kysely'
import type { Database, InvoiceLineTable } from '../../db/database'
import type { Insertable } from 'kysely'
import { runningOn } from '../../db/running'

// What pricing reads and writes (issue 30): the discount rules, the facts about a swimmer the rules look at, and an
// invoice's lines. Kysely only; the rules are in pricing.ts and discount-rules.service.ts.

type Db = Kysely<Database>

export function findActiveRules(db: Db) {
  return db
    .selectFrom('discount_rules as r')
    .leftJoin('clubs as c', 'c.id', 'r.club_id')
    .selectAll('r')
    .select('c.name as club_name')
    .where('r.active', '=', 1)
    .orderBy('r.id')
    .execute()
}
export type RuleRow = Awaited<ReturnType<typeof findActiveRules>>[number]

export function findRules(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('discount_rules as r')
    .leftJoin('clubs as c', 'c.id', 'r.club_id')
    .selectAll('r')
    .select('c.name as club_name')
    .where('r.id', 'in', [...ids])
    .execute()
}

/**
 * The swimmer's club, their rank in their family (1 + the family's swimmers not deleted registered before them, index
 * swimmers_family) and whether they hold a running school and a running squad enrolment on `today`.
 */
export async function findPricingFacts(db: Db, swimmerId: number, today: string) {
  const swimmer = await db
    .selectFrom('swimmers')
    .select(['id', 'club', 'family_id'])
    .where('id', '=', swimmerId)
    .executeTakeFirst()
  if (!swimmer) return undefined
  const [older, school, preteam] = await Promise.all([
    swimmer.family_id === null
      ? Promise.resolve({ n: 0 })
      : db
          .selectFrom('swimmers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('family_id', '=', swimmer.family_id)
          .where('deleted_at', 'is', null)
          .where('id', '<', swimmerId)
          .executeTakeFirstOrThrow(),
    db
      .selectFrom('school_enrolments as e')
      .select('e.id')
      .where('e.swimmer_id', '=', swimmerId)
      .where(runningOn('e.end_date', today))
      .executeTakeFirst(),
    db
      .selectFrom('preteam_enrolments as e')
      .select('e.id')
      .where('e.swimmer_id', '=', swimmerId)
      .where(runningOn('e.end_date', today))
      .executeTakeFirst(),
  ])
  return {
    club: swimmer.club,
    rank: Number(older.n) + 1,
    inSchool: school !== undefined,
    inSquad: preteam !== undefined,
  }
}

export async function insertInvoiceLines(db: Db, lines: Array<Insertable<InvoiceLineTable>>): Promise<void> {
  if (lines.length > 0) await db.insertInto('invoice_lines').values(lines).execute()
}

export function findInvoiceLines(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice_lines')
    .select(['kind', 'text', 'amount_cents', 'rule_id', 'reason'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute()
}
