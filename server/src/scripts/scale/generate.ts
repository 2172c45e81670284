import { dayOf } from './calendar'
import { Dice } from './dice'
import { Emitter } from './emitter'
import { generateGroups } from './groups'
import { planFor } from './plan'
import type { BulkSink } from './sink'
import { generateSwimmer, runningChances, siteCumulative, type SwimmerContext } from './swimmers'
import { TABLES_WITH_IDS, type TableName } from './tables'
import { WaitlistCandidates, generateWaitlists } from './waitlists'

// Fills a migrated and seeded database (reference data, demo staff and the demo academy's price list) with a
// proportional academy of `swimmers` swimmers. Ids continue after what is there.

const SEED = 1_000_003
/** Rows written per swimmer, roughly: used only to size the progress bar. */
export const ROWS_PER_SWIMMER = 19.6

export interface GenerateResult {
  counts: Map<TableName, number>
  written: number
}

export async function generateScaleData(
  sink: BulkSink,
  swimmers: number,
  now: Date,
  onWritten: (written: number) => void,
): Promise<GenerateResult> {
  const plan = planFor(swimmers)
  const dice = new Dice(SEED)
  const today = dayOf(now)
  const maxIds = await sink.maxIds(TABLES_WITH_IDS)
  const nextId = (table: TableName) => maxIds.get(table)! + 1
  const out = new Emitter(sink, onWritten)

  const groups = generateGroups(plan, dice, today, {
    coaches: nextId('coaches'),
    schools: nextId('schools'),
    preteams: nextId('preteams'),
  })
  for (const row of groups.coaches) out.push('coaches', row)
  for (const row of groups.schools) out.push('schools', row)
  for (const row of groups.preteams) out.push('preteams', row)
  await out.flush(true)

  const prices = new Map<string, number>()
  const priceRows = await sink.query<{ site: number; product: number; months: number; amount_cents: number }>(
    'select site, product, months, amount_cents from price_list',
  )
  for (const row of priceRows) prices.set(`${row.site}:${row.product}:${row.months}`, Number(row.amount_cents))
  const receipts = await receiptCounters(sink)

  const ctx: SwimmerContext = {
    plan,
    dice,
    familyDice: new Dice(SEED + 28),
    out,
    today,
    sites: groups.sites,
    prices,
    ids: {
      swimmers: nextId('swimmers'),
      swimmer_levels: nextId('swimmer_levels'),
      swimmer_times: nextId('swimmer_times'),
      swimmer_freezes: nextId('swimmer_freezes'),
      subscriptions: nextId('subscriptions'),
      invoices: nextId('invoices'),
      payments: nextId('payments'),
      school_enrolments: nextId('school_enrolments'),
      preteam_enrolments: nextId('preteam_enrolments'),
      register_load: nextId('register_load'),
      audit_log: nextId('audit_log'),
      families: nextId('families'),
      guardians: nextId('guardians'),
      guardian_phones: nextId('guardian_phones'),
    },
    receipts,
    runningChance: runningChances(plan, groups.sites),
    attendanceQuota: 0,
    // Two enrolments per swimmer, about 85 % of them in schools (the rest in pre-teams, which keep no register).
    attendancePerSchoolEnrolment: plan.attendancePerSwimmer / (plan.enrolmentsPerSwimmer * 0.85),
    siteCumulative: siteCumulative(plan),
    waitlistCandidates: new WaitlistCandidates(),
  }
  for (let index = 0; index < swimmers; index++) {
    generateSwimmer(ctx)
    if (index % 1_000 === 999) await out.flush()
  }
  generateWaitlists(out, groups.sites, today, nextId('waitlist_entries'), ctx.waitlistCandidates!)
  await out.flush(true)
  return { counts: out.counts, written: out.written }
}

/**
 * The demo academy numbers receipts R-<site>-000101 upwards (six digits); scale receipts have eight digits,
 * so the two never collide and each site's numbers stay unique.
 */
async function receiptCounters(sink: BulkSink): Promise<Map<number, number>> {
  const rows = await sink.query<{ site: number; n: number }>(
    `select site, count(*) as n from payments where length(receipt_no) = 13 group by site`,
  )
  return new Map(rows.map((row) => [Number(row.site), Number(row.n)]))
}
