import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import type { TechnicalData } from '@contract/swimmers'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/actor'
import { storedItem } from '../../lib/invoice-items'

// What happens to a swimmer over time: freezes, recorded times, their own attendance, and the raw dump of all of
// it (renewals and enrolments included) for the technical tab. Renewals are the enrolments domain's.

type Db = Kysely<Database>

export async function insertFreeze(
  db: Db,
  freeze: { swimmerId: number; reason: string; freezeDate: string; site: number },
  actor: Actor,
) {
  const row = {
    swimmer_id: freeze.swimmerId,
    reason: freeze.reason,
    freeze_date: freeze.freezeDate,
    ended_at: null,
    site: freeze.site,
    created_at: actor.at,
    created_by: actor.userId,
  }
  const { id } = await db.insertInto('swimmer_freezes').values(row).returning('id').executeTakeFirstOrThrow()
  return { id, ...row }
}

/** Records the school places a freeze gave up: each enrolment it ended, with its end date before and after. */
export async function insertReleasedPlaces(
  db: Db,
  freezeId: number,
  places: Array<{ enrolmentId: number; endBefore: string; endAfter: string }>,
): Promise<void> {
  if (places.length === 0) return
  await db
    .insertInto('freeze_released_places')
    .values(
      places.map((place) => ({
        freeze_id: freezeId,
        enrolment_id: place.enrolmentId,
        end_before: place.endBefore,
        end_after: place.endAfter,
      })),
    )
    .execute()
}

/**
 * The school places a freeze gave up, with each enrolment as it is now (its school, its end date) and its end dates
 * before and after the freeze; in enrolment order.
 */
export function findReleasedPlaces(db: Db, freezeId: number) {
  return db
    .selectFrom('freeze_released_places as p')
    .innerJoin('school_enrolments as e', 'e.id', 'p.enrolment_id')
    .select(['p.enrolment_id', 'p.end_before', 'p.end_after', 'e.end_date', 'e.school_id'])
    .where('p.freeze_id', '=', freezeId)
    .orderBy('p.enrolment_id')
    .execute()
}

export async function insertTimes(
  db: Db,
  entry: { swimmerId: number; times: string; reason: string; site: number },
  actor: Actor,
) {
  const row = {
    swimmer_id: entry.swimmerId,
    times: entry.times,
    reason: entry.reason,
    site: entry.site,
    recorded_at: actor.at,
    recorded_by: actor.userId,
  }
  const { id } = await db.insertInto('swimmer_times').values(row).returning('id').executeTakeFirstOrThrow()
  return { id, ...row }
}

/** The day the swimmer first joined a school or a pre-team (their earliest enrolment's start), if ever. */
export async function findFirstEnrolmentStart(db: Db, swimmerId: number): Promise<string | null> {
  const [school, preteam] = await Promise.all([
    db
      .selectFrom('school_enrolments')
      .select((eb) => eb.fn.min('start_date').as('start'))
      .where('swimmer_id', '=', swimmerId)
      .executeTakeFirst(),
    db
      .selectFrom('preteam_enrolments')
      .select((eb) => eb.fn.min('start_date').as('start'))
      .where('swimmer_id', '=', swimmerId)
      .executeTakeFirst(),
  ])
  const starts = [school?.start, preteam?.start].filter((start): start is string => typeof start === 'string')
  return starts.length === 0 ? null : starts.sort()[0]
}

/** Everything recorded about a swimmer, oldest first, for the raw technical tab. */
export async function findTechnicalData(db: Db, swimmerId: number): Promise<TechnicalData> {
  const [levels, times, freezes, subscriptions, schoolRows, preteamRows, invoices, payments, attendance] =
    await Promise.all([
      db
        .selectFrom('swimmer_levels as l')
        .leftJoin('lookup_items as i', 'i.code', 'l.level')
        .select(['l.level', 'i.description', 'l.site', 'l.changed_at'])
        .where('l.swimmer_id', '=', swimmerId)
        .orderBy('l.id')
        .execute(),
      db.selectFrom('swimmer_times').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('swimmer_freezes').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('subscriptions').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('school_enrolments').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('preteam_enrolments').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('invoices').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      db.selectFrom('payments').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute(),
      // The one attendance record (issue 25): the swimmer's marks at their sessions, oldest first.
      db
        .selectFrom('session_attendance')
        .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
        .select([
          'class_sessions.kind',
          'class_sessions.group_id',
          'class_sessions.site_id',
          'class_sessions.session_date',
          'session_attendance.status',
          'session_attendance.notes',
          'session_attendance.marked_at',
        ])
        .where('session_attendance.swimmer_id', '=', swimmerId)
        .where('session_attendance.status', 'is not', null)
        .orderBy('class_sessions.session_date')
        .orderBy('session_attendance.id')
        .execute(),
    ])
  const registers = attendance.filter((row) => row.kind === 'school')
  const enrolment = (
    row: Omit<(typeof schoolRows)[number], 'school_id'>,
    kind: 'school' | 'preteam',
    groupID: number,
  ) => ({
    kind,
    groupID,
    months: row.months,
    startDate: row.start_date,
    endDate: row.end_date,
    invoiceID: row.invoice_id,
    site: row.site,
  })
  return {
    swimmerID: swimmerId,
    levels: levels.map((row) => ({
      level: row.level,
      levelName: row.description ?? 'Unknown',
      site: row.site,
      changedAt: row.changed_at,
    })),
    times: times.map((row) => ({
      times: row.times,
      reason: row.reason,
      site: row.site,
      recordedAt: row.recorded_at,
      recordedBy: row.recorded_by,
    })),
    freezes: freezes.map((row) => ({
      reason: row.reason,
      freezeDate: row.freeze_date,
      endedAt: row.ended_at,
      site: row.site,
    })),
    subscriptions: subscriptions.map((row) => ({
      renewalType: row.renewal_type,
      months: row.months,
      startDate: row.start_date,
      endDate: row.end_date,
      site: row.site,
    })),
    enrolments: [
      ...schoolRows.map((row) => enrolment(row, 'school', row.school_id)),
      ...preteamRows.map((row) => enrolment(row, 'preteam', row.preteam_id)),
    ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
    invoices: invoices.map((row) => ({
      invoiceID: row.id,
      itemName: row.item_name,
      itemText: storedItem(row),
      months: row.months,
      amount: centsToAmount(row.amount_cents),
      amountPaid: centsToAmount(row.paid_cents),
      status: row.status,
      site: row.site,
      createdAt: row.created_at,
      payments: payments
        .filter((payment) => payment.invoice_id === row.id)
        .map((payment) => ({
          recieptNo: payment.receipt_no,
          amountPaid: centsToAmount(payment.amount_cents),
          paidAt: payment.created_at,
        })),
    })),
    attendance: attendance.flatMap((row) =>
      row.status === 'present' || row.status === 'absent' || row.status === 'late'
        ? [{ date: row.session_date, status: row.status, site: row.site_id, recordedAt: row.marked_at }]
        : [],
    ),
    schoolAttendance: registers.map((row) => ({
      schoolID: row.group_id,
      date: row.session_date,
      attended: row.status === 'present' || row.status === 'late',
      notes: row.notes,
    })),
  }
}
