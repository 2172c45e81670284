import type { Kysely } from 'kysely'
import type { Database, InvoiceLineTable } from '../../db/database'
import type { Insertable } from 'kysely'
import { runningOn } from '../../db/running'
import { slices } from '../../db/slices'

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

export interface PricingFacts {
  club: number
  rank: number
  inSchool: boolean
  inSquad: boolean
}

/**
 * Each swimmer's club, their rank in their family (1 + the family's swimmers not deleted registered before them, index
 * swimmers_family) and whether they hold a running school and a running squad enrolment on `today`; a swimmer not
 * found is left out. Four statements for any number of swimmers (a renewal run prices a site's renewals at once).
 */
export async function findPricingFactsOf(
  db: Db,
  swimmerIds: readonly number[],
  today: string,
): Promise<Map<number, PricingFacts>> {
  const facts = new Map<number, PricingFacts>()
  for (const slice of slices([...new Set(swimmerIds)])) {
    if (slice.length === 0) continue
    const swimmers = await db
      .selectFrom('swimmers')
      .select(['id', 'club', 'family_id'])
      .where('id', 'in', slice)
      .execute()
    const families = [...new Set(swimmers.map((swimmer) => swimmer.family_id).filter((id) => id !== null))]
    const [members, schools, preteams] = await Promise.all([
      families.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('swimmers')
            .select(['id', 'family_id'])
            .where('family_id', 'in', families)
            .where('deleted_at', 'is', null)
            .execute(),
      db
        .selectFrom('school_enrolments as e')
        .select('e.swimmer_id')
        .where('e.swimmer_id', 'in', slice)
        .where(runningOn('e.end_date', today))
        .execute(),
      db
        .selectFrom('preteam_enrolments as e')
        .select('e.swimmer_id')
        .where('e.swimmer_id', 'in', slice)
        .where(runningOn('e.end_date', today))
        .execute(),
    ])
    const inSchool = new Set(schools.map((row) => row.swimmer_id))
    const inSquad = new Set(preteams.map((row) => row.swimmer_id))
    const familyOf = new Map<number, number[]>()
    for (const member of members)
      familyOf.set(member.family_id!, [...(familyOf.get(member.family_id!) ?? []), member.id])
    for (const swimmer of swimmers) {
      const family = swimmer.family_id === null ? [] : (familyOf.get(swimmer.family_id) ?? [])
      facts.set(swimmer.id, {
        club: swimmer.club,
        rank: family.filter((id) => id < swimmer.id).length + 1,
        inSchool: inSchool.has(swimmer.id),
        inSquad: inSquad.has(swimmer.id),
      })
    }
  }
  return facts
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
