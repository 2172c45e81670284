import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import { DAYS, PRODUCT_PRETEAM, describeCode } from '@contract/lookups'
import type { InvoiceOption, PreTeamOptions, SchoolOptions } from '@contract/swimmers'
import type { Database } from '../../db/database'
import { itemName } from '../payments/billing.service'

// The groups a swimmer could join — running pre-teams or schools of the swimmer's site at the swimmer's level —
// with what each duration would cost from the site's price list.

type Db = Kysely<Database>

const days = (...codes: number[]): string => codes.map((code) => describeCode(DAYS, code)).join(', ')

/** The price-list lines of a product at a site, one per duration, as invoice options. */
export async function findInvoiceOptions(db: Db, site: number, products: number[]) {
  if (products.length === 0) return new Map<number, InvoiceOption[]>()
  const rows = await db
    .selectFrom('price_list')
    .innerJoin('lookup_items', 'lookup_items.code', 'price_list.product')
    .select(['price_list.product', 'price_list.months', 'price_list.amount_cents', 'lookup_items.description'])
    .where('price_list.site', '=', site)
    .where('price_list.product', 'in', products)
    .orderBy('price_list.months')
    .execute()
  const byProduct = new Map<number, InvoiceOption[]>()
  for (const row of rows) {
    const options = byProduct.get(row.product) ?? []
    options.push({
      months: row.months,
      invoice: centsToAmount(row.amount_cents),
      itemName: itemName(row.description, row.months),
    })
    byProduct.set(row.product, options)
  }
  return byProduct
}

interface SwimmerAt {
  id: number
  site: number
  current_level: number
  levelName: string
}

export async function findPreTeamOptions(db: Db, swimmer: SwimmerAt): Promise<PreTeamOptions> {
  const rows = await db
    .selectFrom('preteams as p')
    .innerJoin('coaches as c', 'c.id', 'p.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'p.level')
    .select([
      'p.id',
      'p.level',
      'l.description as level_name',
      'p.first_day',
      'p.second_day',
      'p.third_day',
      'p.start_time',
      'p.end_time',
      'c.full_name as coach_name',
    ])
    .where('p.site', '=', swimmer.site)
    .where('p.level', '=', swimmer.current_level)
    .where('p.end_date', 'is', null)
    .where('p.removed_at', 'is', null)
    .orderBy('p.id')
    .execute()
  const invoices = await findInvoiceOptions(db, swimmer.site, [PRODUCT_PRETEAM])
  return {
    swimmerID: swimmer.id,
    site: swimmer.site,
    level: swimmer.current_level,
    levelName: swimmer.levelName,
    preTeams: rows.map((row) => ({
      pTeamID: row.id,
      coachName: row.coach_name,
      level: row.level,
      levelName: row.level_name ?? 'Unknown',
      days: days(row.first_day, row.second_day, row.third_day),
      fromTo: `${row.start_time}-${row.end_time}`,
    })),
    invoices: invoices.get(PRODUCT_PRETEAM) ?? [],
  }
}

export async function findSchoolOptions(db: Db, swimmer: SwimmerAt, today: string): Promise<SchoolOptions> {
  const rows = await db
    .selectFrom('schools as s')
    .innerJoin('coaches as c', 'c.id', 's.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 's.level')
    .leftJoin('lookup_items as t', 't.code', 's.school_type')
    .select((eb) => [
      's.id',
      's.level',
      'l.description as level_name',
      's.school_type',
      't.description as type_name',
      's.first_day',
      's.second_day',
      's.start_time',
      's.end_time',
      's.capacity',
      'c.full_name as coach_name',
      eb
        .selectFrom('school_enrolments as e')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('e.school_id', '=', 's.id')
        .where('e.end_date', '>=', today)
        .as('enrolled'),
    ])
    .where('s.site', '=', swimmer.site)
    .where('s.level', '=', swimmer.current_level)
    .where('s.end_date', 'is', null)
    .orderBy('s.id')
    .execute()
  const invoices = await findInvoiceOptions(db, swimmer.site, [...new Set(rows.map((row) => row.school_type))])
  return {
    swimmerID: swimmer.id,
    site: swimmer.site,
    level: swimmer.current_level,
    levelName: swimmer.levelName,
    schools: rows.map((row) => ({
      schoolID: row.id,
      coachName: row.coach_name,
      level: row.level,
      levelName: row.level_name ?? 'Unknown',
      type: row.school_type,
      typeName: row.type_name ?? 'Unknown',
      days: days(row.first_day, row.second_day),
      fromTo: `${row.start_time}-${row.end_time}`,
      capacity: row.capacity,
      enrolled: Number(row.enrolled ?? 0),
      invoices: invoices.get(row.school_type) ?? [],
    })),
  }
}
