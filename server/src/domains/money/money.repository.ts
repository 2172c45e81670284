import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { parentPhoneOf } from '../families/parent-contact.repository'

// What is due and owed at a site (GET /money/due) and the groups swimmers are in, in bulk. Kysely only.

type Db = Kysely<Database>

/**
 * Swimmers of a site whose subscription ends in [from, to] (dates), soonest first (index
 * swimmers_site_subscription_end), with their parent phone (the family's primary guardian's, issue 28).
 */
export function findEndingSubscriptions(db: Db, site: number, from: string, to: string, limit: number) {
  return db
    .selectFrom('swimmers as s')
    .select(['s.id', 's.full_name', 's.subscription_end', parentPhoneOf('s.family_id').as('primary_phone')])
    .where('s.site', '=', site)
    .where('s.subscription_end', '>=', from)
    .where('s.subscription_end', '<=', to)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.subscription_end')
    .orderBy('s.id')
    .limit(limit)
    .execute()
}

/** How many swimmers of a site end in [from, before) and in [before, to]: ended and ending soon. */
export async function countEndingSubscriptions(db: Db, site: number, from: string, before: string, to: string) {
  const row = await db
    .selectFrom('swimmers as s')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('s.subscription_end', '<', before).then(1).else(0).end()).as('ended'),
      eb.fn.sum<number>(eb.case().when('s.subscription_end', '>=', before).then(1).else(0).end()).as('soon'),
    ])
    .where('s.site', '=', site)
    .where('s.subscription_end', '>=', from)
    .where('s.subscription_end', '<=', to)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst()
  return { ended: Number(row?.ended ?? 0), soon: Number(row?.soon ?? 0) }
}

/**
 * A site's open invoices, oldest first, with swimmer and parent phone (the family's primary guardian's, issue 28;
 * index invoices_site_status).
 */
export function findOpenInvoices(db: Db, site: number, limit: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .select([
      'i.id',
      'i.swimmer_id',
      's.full_name',
      parentPhoneOf('s.family_id').as('primary_phone'),
      'i.item_name',
      'i.months',
      'i.amount_cents',
      'i.paid_cents',
      'i.created_at',
    ])
    .where('i.site', '=', site)
    .where('i.status', '=', 'open')
    .orderBy('i.id')
    .limit(limit)
    .execute()
}

/** The count and the sum still due of a site's open invoices, in cents. */
export async function totalOpenInvoices(db: Db, site: number) {
  const row = await db
    .selectFrom('invoices as i')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb('i.amount_cents', '-', eb.ref('i.paid_cents'))).as('due'),
    ])
    .where('i.site', '=', site)
    .where('i.status', '=', 'open')
    .executeTakeFirst()
  return { count: Number(row?.n ?? 0), dueCents: Number(row?.due ?? 0) }
}

/** The latest school enrolments of some swimmers, with the school's words (index school_enrolments_swimmer). */
export function findSchoolEnrolmentsOf(db: Db, swimmerIds: number[]) {
  return db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as g', 'g.id', 'e.school_id')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .leftJoin('lookup_items as t', 't.code', 'g.school_type')
    .select([
      'e.swimmer_id',
      'e.end_date',
      'e.id as enrolment_id',
      'e.invoice_id',
      'g.id',
      'l.description as level_name',
      't.description as type_name',
      'c.full_name as coach_name',
      'g.first_day',
      'g.second_day',
      'g.start_time',
      'g.end_time',
    ])
    .where('e.swimmer_id', 'in', swimmerIds)
    .execute()
}

/** The same for pre-team squads. */
export function findPreTeamEnrolmentsOf(db: Db, swimmerIds: number[]) {
  return db
    .selectFrom('preteam_enrolments as e')
    .innerJoin('preteams as g', 'g.id', 'e.preteam_id')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .select([
      'e.swimmer_id',
      'e.end_date',
      'e.id as enrolment_id',
      'e.invoice_id',
      'g.id',
      'l.description as level_name',
      'c.full_name as coach_name',
      'g.first_day',
      'g.second_day',
      'g.third_day',
      'g.start_time',
      'g.end_time',
    ])
    .where('e.swimmer_id', 'in', swimmerIds)
    .execute()
}
