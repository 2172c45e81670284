import { PostgresAdapter } from 'kysely'
import type { Kysely } from 'kysely'
import { PRODUCT_PRETEAM } from '@contract/lookups'
import type { RenewalType } from '@contract/swimmers'
import type { Database } from '../../db/database'
import { runningOn } from '../../db/running'

// What the enrolment rules read and write: the swimmer's facts, the groups (schools and pre-team squads) with what
// names them in a message, running enrolments, renewals and the invoices they raised. Kysely only; the rules are in
// enrolments.service.ts.

type Db = Kysely<Database>
const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter
export type GroupKind = 'school' | 'preteam'

/**
 * A swimmer (not deleted) with the names a message needs and whether a freeze is running on `today` (a freeze starts
 * on its date: one dated later does not freeze them yet).
 */
export async function findSwimmerFacts(db: Db, swimmerId: number, today: string) {
  const row = await db
    .selectFrom('swimmers as s')
    .leftJoin('lookup_items as l', 'l.code', 's.current_level')
    .innerJoin('sites as site', 'site.id', 's.site')
    .select((eb) => [
      's.id',
      's.full_name',
      's.site',
      'site.name as site_name',
      's.current_level',
      'l.description as level_name',
      's.subscription_end',
      eb
        .exists(
          eb
            .selectFrom('swimmer_freezes as f')
            .select('f.id')
            .whereRef('f.swimmer_id', '=', 's.id')
            .where('f.ended_at', 'is', null)
            .where('f.freeze_date', '<=', today),
        )
        .as('frozen'),
      // Any freeze not ended, a later one included: renewing ends it (endRunningFreeze), and only then is it read.
      eb
        .exists(
          eb
            .selectFrom('swimmer_freezes as f')
            .select('f.id')
            .whereRef('f.swimmer_id', '=', 's.id')
            .where('f.ended_at', 'is', null),
        )
        .as('freeze_open'),
    ])
    .where('s.id', '=', swimmerId)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst()
  return (
    row && {
      ...row,
      frozen: Boolean(row.frozen),
      freeze_open: Boolean(row.freeze_open),
      level_name: row.level_name ?? 'Unknown',
    }
  )
}
export type SwimmerFacts = NonNullable<Awaited<ReturnType<typeof findSwimmerFacts>>>

/**
 * Holds the swimmer's row until the transaction ends on PostgreSQL, so two enrolments or renewals of one swimmer at
 * the same moment are decided one after the other. SQLite runs one write transaction at a time already.
 */
export async function lockSwimmer(db: Db, swimmerId: number): Promise<void> {
  if (!isPostgres(db)) return
  await db.selectFrom('swimmers').select('id').where('id', '=', swimmerId).forUpdate().execute()
}

/** lockSwimmer for many swimmers in one statement, in id order (two runs locking the same swimmers cannot deadlock). */
export async function lockSwimmers(db: Db, swimmerIds: readonly number[]): Promise<void> {
  if (!isPostgres(db) || swimmerIds.length === 0) return
  await db
    .selectFrom('swimmers')
    .select('id')
    .where('id', 'in', [...swimmerIds])
    .orderBy('id')
    .forUpdate()
    .execute()
}

export function findSiteName(db: Db, site: number) {
  return db.selectFrom('sites').select('name').where('id', '=', site).executeTakeFirst()
}

/** The columns every group has, with the names that make a message readable. */
interface GroupRowBase {
  id: number
  kind: GroupKind
  site: number
  level: number
  level_name: string
  coach_name: string
  days: number[]
  start_time: string
  end_time: string
  /** Schools: the school type (also the product priced); pre-teams: PreTeam (100). */
  product: number
  type_name: string | null
  /** Schools only; a pre-team has no cap. */
  capacity: number | null
  enrolled: number
  /**
   * Schools: places kept for the school's waitlist (migration 0012) — its offers not yet expired and its swimmers
   * waiting (a freed place goes to them first). Pre-teams: 0.
   */
  held: number
  /** Of those, the places open offers hold. */
  offered: number
  /** Set when the group ended or was removed: it takes nobody. */
  closed: boolean
}
export type GroupRow = GroupRowBase

const schoolColumns = (db: Db, today: string) =>
  db
    .selectFrom('schools as g')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .leftJoin('lookup_items as t', 't.code', 'g.school_type')
    .select((eb) => [
      'g.id',
      'g.site',
      'g.level',
      'l.description as level_name',
      'c.full_name as coach_name',
      'g.first_day',
      'g.second_day',
      'g.start_time',
      'g.end_time',
      'g.school_type',
      't.description as type_name',
      'g.capacity',
      'g.end_date',
      eb
        .selectFrom('school_enrolments as e')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('e.school_id', '=', 'g.id')
        .where(runningOn('e.end_date', today))
        .as('enrolled'),
      eb
        .selectFrom('waitlist_entries as w')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('w.school_id', '=', 'g.id')
        .where('w.status', '=', 'waiting')
        .as('waiting'),
      eb
        .selectFrom('waitlist_entries as w')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('w.school_id', '=', 'g.id')
        .where('w.status', '=', 'offered')
        .where('w.offer_expires_on', '>=', today)
        .as('offered'),
    ])

type SchoolColumns = Awaited<ReturnType<ReturnType<typeof schoolColumns>['executeTakeFirstOrThrow']>>

const toSchool = (row: SchoolColumns): GroupRow => ({
  id: row.id,
  kind: 'school',
  site: row.site,
  level: row.level,
  level_name: row.level_name ?? 'Unknown',
  coach_name: row.coach_name,
  days: [row.first_day, row.second_day],
  start_time: row.start_time,
  end_time: row.end_time,
  product: row.school_type,
  type_name: row.type_name ?? 'Unknown',
  capacity: row.capacity,
  enrolled: Number(row.enrolled ?? 0),
  held: Number(row.waiting ?? 0) + Number(row.offered ?? 0),
  offered: Number(row.offered ?? 0),
  closed: row.end_date !== null,
})

const preTeamColumns = (db: Db, today: string) =>
  db
    .selectFrom('preteams as g')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .select((eb) => [
      'g.id',
      'g.site',
      'g.level',
      'l.description as level_name',
      'c.full_name as coach_name',
      'g.first_day',
      'g.second_day',
      'g.third_day',
      'g.start_time',
      'g.end_time',
      'g.end_date',
      'g.removed_at',
      eb
        .selectFrom('preteam_enrolments as e')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('e.preteam_id', '=', 'g.id')
        .where(runningOn('e.end_date', today))
        .as('enrolled'),
    ])

type PreTeamColumns = Awaited<ReturnType<ReturnType<typeof preTeamColumns>['executeTakeFirstOrThrow']>>

const toPreTeam = (row: PreTeamColumns): GroupRow => ({
  id: row.id,
  kind: 'preteam',
  site: row.site,
  level: row.level,
  level_name: row.level_name ?? 'Unknown',
  coach_name: row.coach_name,
  days: [row.first_day, row.second_day, row.third_day],
  start_time: row.start_time,
  end_time: row.end_time,
  product: PRODUCT_PRETEAM,
  type_name: null,
  capacity: null,
  enrolled: Number(row.enrolled ?? 0),
  held: 0,
  offered: 0,
  closed: row.end_date !== null || row.removed_at !== null,
})

/**
 * One group by id. With `lock`, a school's row is held until the transaction ends on PostgreSQL (SQLite runs one
 * write transaction at a time), so two enrolments cannot take the last place. The lock is taken by a statement of
 * its own before the counts are read: under READ COMMITTED a `select … for update` that waits for another
 * transaction re-reads the locked row but computes its subqueries (the seats taken) from the snapshot it took before
 * waiting, so it would miss the enrolment the other transaction just committed.
 */
export async function findGroup(
  db: Db,
  kind: GroupKind,
  id: number,
  today: string,
  options: { lock?: boolean } = {},
): Promise<GroupRow | undefined> {
  if (kind === 'school') {
    if (options.lock && isPostgres(db)) {
      await db.selectFrom('schools').select('id').where('id', '=', id).forUpdate().execute()
    }
    const row = await schoolColumns(db, today).where('g.id', '=', id).executeTakeFirst()
    return row && toSchool(row)
  }
  const row = await preTeamColumns(db, today).where('g.id', '=', id).executeTakeFirst()
  return row && toPreTeam(row)
}

/** The running groups (not ended, not removed) of a site at a level, by id: what a swimmer could join. */
export async function findOpenGroups(
  db: Db,
  kind: GroupKind,
  site: number,
  level: number,
  today: string,
): Promise<GroupRow[]> {
  if (kind === 'school') {
    const rows = await schoolColumns(db, today)
      .where('g.site', '=', site)
      .where('g.level', '=', level)
      .where('g.end_date', 'is', null)
      .orderBy('g.id')
      .execute()
    return rows.map(toSchool)
  }
  const rows = await preTeamColumns(db, today)
    .where('g.site', '=', site)
    .where('g.level', '=', level)
    .where('g.end_date', 'is', null)
    .where('g.removed_at', 'is', null)
    .orderBy('g.id')
    .execute()
  return rows.map(toPreTeam)
}

/**
 * The swimmer's running enrolment of a kind, if any: one whose end date is today or later in a group that has
 * neither ended nor been removed. The group comes with what names it in a message.
 */
export async function findRunningEnrolment(db: Db, kind: GroupKind, swimmerId: number, today: string) {
  if (kind === 'school') {
    const row = await schoolColumns(db, today)
      .innerJoin('school_enrolments as r', 'r.school_id', 'g.id')
      .select(['r.id as enrolment_id', 'r.end_date as enrolment_end'])
      .where('r.swimmer_id', '=', swimmerId)
      .where(runningOn('r.end_date', today))
      .where('g.end_date', 'is', null)
      .orderBy('r.end_date', 'desc')
      .executeTakeFirst()
    return row && { group: toSchool(row), enrolmentId: row.enrolment_id, endDate: row.enrolment_end }
  }
  const row = await preTeamColumns(db, today)
    .innerJoin('preteam_enrolments as r', 'r.preteam_id', 'g.id')
    .select(['r.id as enrolment_id', 'r.end_date as enrolment_end'])
    .where('r.swimmer_id', '=', swimmerId)
    .where(runningOn('r.end_date', today))
    .where('g.end_date', 'is', null)
    .where('g.removed_at', 'is', null)
    .orderBy('r.end_date', 'desc')
    .executeTakeFirst()
  return row && { group: toPreTeam(row), enrolmentId: row.enrolment_id, endDate: row.enrolment_end }
}
export type RunningEnrolment = NonNullable<Awaited<ReturnType<typeof findRunningEnrolment>>>

export interface NewEnrolment {
  swimmer_id: number
  months: number
  start_date: string
  end_date: string
  invoice_id: number
  site: number
  created_at: string
  created_by: number
}

export async function insertEnrolment(db: Db, kind: GroupKind, groupId: number, row: NewEnrolment): Promise<number> {
  const { id } =
    kind === 'school'
      ? await db
          .insertInto('school_enrolments')
          .values({ ...row, school_id: groupId })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('preteam_enrolments')
          .values({ ...row, preteam_id: groupId })
          .returning('id')
          .executeTakeFirstOrThrow()
  return id
}

export async function extendSubscription(db: Db, swimmerId: number, endDate: string): Promise<void> {
  await db.updateTable('swimmers').set({ subscription_end: endDate }).where('id', '=', swimmerId).execute()
}

/**
 * The swimmer's most recent school enrolment and most recent pre-team enrolment (running or lapsed), each with its
 * group: what a renewal may extend.
 */
export async function findLatestEnrolments(db: Db, swimmerId: number, today: string) {
  const school = await schoolColumns(db, today)
    .innerJoin('school_enrolments as r', 'r.school_id', 'g.id')
    .select(['r.id as enrolment_id', 'r.start_date as enrolment_start', 'r.end_date as enrolment_end'])
    .where('r.swimmer_id', '=', swimmerId)
    .orderBy('r.start_date', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst()
  const preteam = await preTeamColumns(db, today)
    .innerJoin('preteam_enrolments as r', 'r.preteam_id', 'g.id')
    .select(['r.id as enrolment_id', 'r.start_date as enrolment_start', 'r.end_date as enrolment_end'])
    .where('r.swimmer_id', '=', swimmerId)
    .orderBy('r.start_date', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst()
  const enrolment = (
    group: GroupRow,
    row: { enrolment_id: number; enrolment_start: string; enrolment_end: string },
  ) => ({
    group,
    enrolmentId: row.enrolment_id,
    startDate: row.enrolment_start,
    endDate: row.enrolment_end,
  })
  return {
    school: school && enrolment(toSchool(school), school),
    preteam: preteam && enrolment(toPreTeam(preteam), preteam),
  }
}

/** The swimmer's most recent enrolment, school or pre-team (the school when both started the same day). */
export async function findLatestEnrolment(db: Db, swimmerId: number, today: string) {
  const { school, preteam } = await findLatestEnrolments(db, swimmerId, today)
  if (school && (!preteam || school.startDate >= preteam.startDate)) return school
  return preteam
}
export type LatestEnrolment = NonNullable<Awaited<ReturnType<typeof findLatestEnrolment>>>

export async function setEnrolmentEnd(db: Db, kind: GroupKind, enrolmentId: number, endDate: string): Promise<void> {
  await db
    .updateTable(kind === 'school' ? 'school_enrolments' : 'preteam_enrolments')
    .set({ end_date: endDate })
    .where('id', '=', enrolmentId)
    .execute()
}

/** The swimmer's latest renewal that raised an invoice (with `product`, one billing that product), with that invoice. */
export function findLatestRenewalInvoice(db: Db, swimmerId: number, product?: number) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('invoices as i', 'i.id', 's.invoice_id')
    .select([
      's.id as subscription_id',
      'i.id',
      'i.item_name',
      'i.months',
      'i.amount_cents',
      'i.paid_cents',
      'i.status',
      'i.created_at',
    ])
    .where('s.swimmer_id', '=', swimmerId)
    .$if(product !== undefined, (query) => query.where('i.product', '=', product as number))
    .orderBy('s.id', 'desc')
    .executeTakeFirst()
}

export async function insertRenewal(
  db: Db,
  row: {
    swimmer_id: number
    renewal_type: RenewalType
    months: number
    start_date: string
    end_date: string
    site: number
    invoice_id: number
    created_at: string
    created_by: number
  },
) {
  const { id } = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow()
  return { id, ...row }
}

/** Saves the subscription end only if it still holds `expected`; false when another change came first. */
export async function updateSubscriptionEndIfUnchanged(
  db: Db,
  swimmerId: number,
  expected: string | null,
  change: { subscription_end: string; updated_at: string; updated_by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('swimmers')
    .set(change)
    .where('id', '=', swimmerId)
    .where((eb) => (expected === null ? eb('subscription_end', 'is', null) : eb('subscription_end', '=', expected)))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Ends the swimmer's running freeze, if any; the freeze as it was. */
export async function endRunningFreeze(db: Db, swimmerId: number, at: string) {
  const freeze = await db
    .selectFrom('swimmer_freezes')
    .selectAll()
    .where('swimmer_id', '=', swimmerId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  if (freeze) {
    await db.updateTable('swimmer_freezes').set({ ended_at: at }).where('id', '=', freeze.id).execute()
  }
  return freeze
}

/** The invoice a school enrolment raised, with what is paid of it. */
export function findEnrolmentInvoice(db: Db, enrolmentId: number) {
  return db
    .selectFrom('school_enrolments as e')
    .innerJoin('invoices as i', 'i.id', 'e.invoice_id')
    .select(['i.id', 'i.item_name', 'i.amount_cents', 'i.paid_cents', 'i.status'])
    .where('e.id', '=', enrolmentId)
    .executeTakeFirst()
}

/** Cancels an open invoice nothing has been paid of; answers whether it did. */
export async function cancelUnpaidInvoice(db: Db, invoiceId: number): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'cancelled' })
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where('paid_cents', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
