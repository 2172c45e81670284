import { sql } from 'kysely'
import type { Insertable, Kysely } from 'kysely'
import type { MessageChannel, MessageEvent, MessageStatus } from '@contract/messages'
import type { Database, MessageTable } from '../../db/database'
import { slices } from '../../db/slices'

// Messages to families (issue 29, migration 0036): Kysely only.

type Db = Kysely<Database>

// ---------------------------------------------------------------------------------------------
// Who an event's messages go to

/** The guardians of these swimmers' families (swimmers not deleted), one row per swimmer and guardian. */
export async function findSwimmerGuardians(db: Db, swimmerIds: readonly number[]) {
  const rows = []
  for (const ids of slices([...new Set(swimmerIds)])) {
    rows.push(
      ...(await db
        .selectFrom('swimmers as s')
        .innerJoin('family_guardians as fg', 'fg.family_id', 's.family_id')
        .innerJoin('guardians as g', 'g.id', 'fg.guardian_id')
        .select([
          's.id as swimmer_id',
          's.full_name as swimmer_name',
          'g.id as guardian_id',
          'g.full_name as guardian_name',
          'g.email',
          'g.preferred_channel',
          'g.language',
        ])
        .where('s.id', 'in', ids)
        .where('s.deleted_at', 'is', null)
        .execute()),
    )
  }
  return rows.sort((a, b) => a.guardian_id - b.guardian_id || a.swimmer_id - b.swimmer_id)
}

/** The guardians' main numbers (position 0, else their first). */
export async function findMainPhones(db: Db, guardianIds: readonly number[]): Promise<Map<number, string>> {
  const phones = new Map<number, string>()
  for (const ids of slices(guardianIds)) {
    const rows = await db
      .selectFrom('guardian_phones')
      .select(['guardian_id', 'phone'])
      .where('guardian_id', 'in', ids)
      .orderBy('guardian_id')
      .orderBy('position')
      .execute()
    for (const row of rows) if (!phones.has(row.guardian_id)) phones.set(row.guardian_id, row.phone)
  }
  return phones
}

/** The channels each guardian holds consent for, for one purpose: the latest record per channel holds. */
export async function findConsentedChannels(
  db: Db,
  guardianIds: readonly number[],
  purpose: 'service' | 'marketing',
): Promise<Map<number, Set<string>>> {
  const consented = new Map<number, Set<string>>()
  for (const ids of slices(guardianIds)) {
    const rows = await db
      .selectFrom('guardian_consents as c')
      .select(['c.guardian_id', 'c.channel', 'c.granted'])
      .where('c.guardian_id', 'in', ids)
      .where('c.purpose', '=', purpose)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('guardian_consents as later')
              .select(sql`1`.as('one'))
              .whereRef('later.guardian_id', '=', 'c.guardian_id')
              .whereRef('later.channel', '=', 'c.channel')
              .whereRef('later.purpose', '=', 'c.purpose')
              .whereRef('later.id', '>', 'c.id'),
          ),
        ),
      )
      .execute()
    for (const row of rows) {
      if (Number(row.granted) !== 1) continue
      if (!consented.has(row.guardian_id)) consented.set(row.guardian_id, new Set())
      consented.get(row.guardian_id)!.add(row.channel)
    }
  }
  return consented
}

/** Every template of an event. */
export function findTemplates(db: Db, event: MessageEvent) {
  return db.selectFrom('message_templates').selectAll().where('event', '=', event).execute()
}

export function findSiteNames(db: Db, siteId: number) {
  return db.selectFrom('sites').select(['id', 'name', 'name_ar']).where('id', '=', siteId).executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Writes a message, the swimmers it names and its first status; answers its id. */
export async function insertMessage(
  db: Db,
  row: Insertable<MessageTable>,
  swimmerIds: readonly number[],
  by: number | null,
): Promise<number> {
  const { id } = await db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow()
  if (swimmerIds.length > 0) {
    await db
      .insertInto('message_swimmers')
      .values(swimmerIds.map((swimmer_id) => ({ message_id: id, swimmer_id })))
      .execute()
  }
  await insertStatus(db, id, row.status, row.created_at, by, null)
  return id
}

/**
 * Writes one event's messages, one per guardian, with the swimmers each names and their first status, a slice of
 * rows per statement (a closed day at the busiest site writes thousands in its transaction); answers their ids.
 */
export async function insertEventMessages(
  db: Db,
  messages: ReadonlyArray<{ row: Insertable<MessageTable>; swimmerIds: readonly number[] }>,
  by: number | null,
): Promise<number[]> {
  const messageIds: number[] = []
  for (const slice of slices(messages)) {
    const written = await db
      .insertInto('messages')
      .values(slice.map((message) => message.row))
      .returning(['id', 'guardian_id', 'about'])
      .execute()
    // One message per guardian per event (what it is about): the two tell which row is which, whatever order the
    // engine returns them in.
    const keyOf = (row: { guardian_id: number; about: string }) => `${row.guardian_id}:${row.about}`
    const ids = new Map(written.map((row) => [keyOf(row), row.id]))
    const idOf = (row: { guardian_id: number; about: string }) => ids.get(keyOf(row))!
    const named = slice.flatMap((message) =>
      message.swimmerIds.map((swimmer_id) => ({ message_id: idOf(message.row), swimmer_id })),
    )
    for (const part of slices(named)) await db.insertInto('message_swimmers').values(part).execute()
    await db
      .insertInto('message_status_history')
      .values(
        slice.map((message) => ({
          message_id: idOf(message.row),
          status: message.row.status,
          at: message.row.created_at,
          changed_by: by,
          note: null,
        })),
      )
      .execute()
    messageIds.push(...slice.map((message) => idOf(message.row)))
  }
  return messageIds
}

export function insertStatus(
  db: Db,
  messageId: number,
  status: MessageStatus,
  at: string,
  by: number | null,
  note: string | null,
) {
  return db
    .insertInto('message_status_history')
    .values({ message_id: messageId, status, at, changed_by: by, note })
    .execute()
}

/** Moves a message from one status to another; answers whether it was still in `from` (false: someone was first). */
export async function changeStatus(
  db: Db,
  messageId: number,
  from: MessageStatus,
  to: MessageStatus,
  changes: Partial<Pick<MessageTable, 'next_attempt_at' | 'failure_reason' | 'provider_message_id'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ status: to, ...changes })
    .where('id', '=', messageId)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// ---------------------------------------------------------------------------------------------
// Reading the outbox

export interface OutboxFilter {
  sites: readonly number[]
  status?: MessageStatus
  event?: MessageEvent
  channel?: MessageChannel
  /** Only the messages to this family's guardians. */
  family?: number
  /** The page after this message: its time and id (keyset: created_at, then id, both descending). */
  before?: { at: string; id: number }
  limit: number
}

/** Messages with their guardian's name and the name of the user who triggered them. */
const outboxRows = (db: Db) =>
  db
    .selectFrom('messages as m')
    .innerJoin('guardians as g', 'g.id', 'm.guardian_id')
    .leftJoin('users as u', 'u.id', 'm.triggered_by')
    .selectAll('m')
    .select(['g.full_name as guardian_name', 'u.full_name as triggered_by_name'])

/** A page of the outbox, newest first, joined with the guardian and the user. */
export function findMessages(db: Db, filter: OutboxFilter) {
  let query = outboxRows(db).where('m.site_id', 'in', [...filter.sites])
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status)
  if (filter.event !== undefined) query = query.where('m.event', '=', filter.event)
  if (filter.channel !== undefined) query = query.where('m.channel', '=', filter.channel)
  if (filter.family !== undefined) {
    const family = filter.family
    query = query.where('m.guardian_id', 'in', (eb) =>
      eb.selectFrom('family_guardians').select('guardian_id').where('family_id', '=', family),
    )
  }
  const before = filter.before
  if (before !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '<', before.at),
        eb.and([eb('m.created_at', '=', before.at), eb('m.id', '<', before.id)]),
      ]),
    )
  }
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(filter.limit).execute()
}

export function findMessage(db: Db, messageId: number) {
  return outboxRows(db).where('m.id', '=', messageId).executeTakeFirst()
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>

/** The swimmers the messages name, in id order. */
export async function findMessageSwimmers(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return []
  return db
    .selectFrom('message_swimmers as ms')
    .innerJoin('swimmers as s', 's.id', 'ms.swimmer_id')
    .select(['ms.message_id', 's.id', 's.full_name'])
    .where('ms.message_id', 'in', [...messageIds])
    .orderBy('ms.message_id')
    .orderBy('s.id')
    .execute()
}

/** The status histories of the messages, oldest first. */
export async function findStatusHistory(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return []
  return db
    .selectFrom('message_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.message_id', 'h.status', 'h.at', 'h.changed_by', 'h.note', 'u.full_name as changed_by_name'])
    .where('h.message_id', 'in', [...messageIds])
    .orderBy('h.message_id')
    .orderBy('h.id')
    .execute()
}

// ---------------------------------------------------------------------------------------------
// The worker's side

/**
 * Claims up to `limit` queued messages due by `at`: each becomes 'sending' with one more attempt, in one statement,
 * held until `leaseEnds` (kept in next_attempt_at: a message still 'sending' after it was never answered for).
 * On PostgreSQL the rows are locked with SKIP LOCKED, so workers of several instances never claim the same message;
 * SQLite has one writer at a time.
 */
export async function claimDueMessages(
  db: Db,
  at: string,
  leaseEnds: string,
  limit: number,
  postgres: boolean,
  options: { exceptEvent?: string; sites?: readonly number[] } = {},
) {
  let due = db.selectFrom('messages').select('id').where('status', '=', 'queued').where('next_attempt_at', '<=', at)
  if (options.exceptEvent !== undefined) due = due.where('event', '<>', options.exceptEvent)
  if (options.sites !== undefined) due = due.where('site_id', 'in', [...options.sites])
  due = due.orderBy('next_attempt_at').orderBy('id').limit(limit)
  if (postgres) due = due.forUpdate().skipLocked()
  return db
    .updateTable('messages')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: leaseEnds }))
    .where('id', 'in', due)
    .where('status', '=', 'queued')
    .returningAll()
    .execute()
}

/** Messages left 'sending' past their lease (a worker stopped between its claim and the provider's answer). */
export function findInterrupted(db: Db, at: string) {
  return db
    .selectFrom('messages')
    .select('id')
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', at)
    .execute()
}

// ---------------------------------------------------------------------------------------------
// The WhatsApp Cloud API's statuses

export function findMessageByProviderId(db: Db, providerMessageId: string) {
  return db.selectFrom('messages').selectAll().where('provider_message_id', '=', providerMessageId).executeTakeFirst()
}

export async function findSwimmerIdsOf(db: Db, messageId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('message_swimmers')
    .select('swimmer_id')
    .where('message_id', '=', messageId)
    .orderBy('swimmer_id')
    .execute()
  return rows.map((row) => row.swimmer_id)
}

export function findGuardianEmail(db: Db, guardianId: number) {
  return db.selectFrom('guardians').select(['id', 'email']).where('id', '=', guardianId).executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// What the academy's clock sends

/** The guardians already written to about this (event, about): a scheduled event is written once. */
export async function findGuardiansWritten(db: Db, event: string, about: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('messages')
    .select('guardian_id')
    .where('event', '=', event)
    .where('about', '=', about)
    .execute()
  return new Set(rows.map((row) => row.guardian_id))
}

export function findEnabledSites(db: Db) {
  return db.selectFrom('sites').select('id').where('disabled', '=', 0).orderBy('id').execute()
}

/** Swimmers of a site (not deleted) whose subscription ends on `date`. */
export async function findSubscriptionsEnding(db: Db, siteId: number, date: string): Promise<number[]> {
  const rows = await db
    .selectFrom('swimmers')
    .select('id')
    .where('site', '=', siteId)
    .where('subscription_end', '=', date)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

/** Open invoices of a site made in [from, to) with something left to pay, their swimmer not deleted. */
export function findOpenInvoicesMade(db: Db, siteId: number, from: string, to: string) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .select(['i.id', 'i.swimmer_id', 'i.amount_cents', 'i.paid_cents', 'i.created_at'])
    .where('i.site', '=', siteId)
    .where('i.status', '=', 'open')
    .where('i.created_at', '>=', from)
    .where('i.created_at', '<', to)
    .whereRef('i.paid_cents', '<', 'i.amount_cents')
    .where('s.deleted_at', 'is', null)
    .orderBy('i.id')
    .execute()
}

// ---------------------------------------------------------------------------------------------
// Templates

export function findAllTemplates(db: Db) {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .selectAll('t')
    .select('u.full_name as updated_by_name')
    .orderBy('t.event')
    .orderBy('t.channel')
    .orderBy('t.language')
    .execute()
}

export function findTemplate(db: Db, templateId: number) {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .selectAll('t')
    .select('u.full_name as updated_by_name')
    .where('t.id', '=', templateId)
    .executeTakeFirst()
}
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>

export function updateTemplate(
  db: Db,
  templateId: number,
  change: { body: string; subject: string | null; updated_at: string; updated_by: number },
) {
  return db.updateTable('message_templates').set(change).where('id', '=', templateId).execute()
}

/** A swimmer (not deleted) with the primary guardian of their family, for a preview. */
export function findSwimmerWithPrimaryGuardian(db: Db, swimmerId: number) {
  return db
    .selectFrom('swimmers as s')
    .leftJoin('family_guardians as fg', (join) =>
      join.onRef('fg.family_id', '=', 's.family_id').on('fg.is_primary', '=', 1),
    )
    .leftJoin('guardians as g', 'g.id', 'fg.guardian_id')
    .select(['s.id', 's.full_name', 's.site', 'g.full_name as guardian_name'])
    .where('s.id', '=', swimmerId)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// Broadcasts' audiences (swimmers not deleted, of one site)

export async function findAudienceSwimmers(
  db: Db,
  audience: { site: number; kind: 'site' | 'school' | 'preteam' | 'level' | 'owing'; id?: number; today: string },
): Promise<number[]> {
  let query = db
    .selectFrom('swimmers as s')
    .select('s.id')
    .where('s.site', '=', audience.site)
    .where('s.deleted_at', 'is', null)
  const { today, id } = audience
  if (audience.kind === 'level') query = query.where('s.current_level', '=', id!)
  if (audience.kind === 'school' || audience.kind === 'preteam') {
    const table = audience.kind === 'school' ? 'school_enrolments' : 'preteam_enrolments'
    const group = audience.kind === 'school' ? 'school_id' : 'preteam_id'
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom(`${table} as e` as 'school_enrolments as e')
          .select('e.id')
          .whereRef('e.swimmer_id', '=', 's.id')
          .where(`e.${group}` as 'e.school_id', '=', id!)
          .where('e.start_date', '<=', today)
          .where('e.end_date', '>=', today),
      ),
    )
  }
  if (audience.kind === 'owing') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invoices as i')
          .select('i.id')
          .whereRef('i.swimmer_id', '=', 's.id')
          .where('i.status', '=', 'open')
          .whereRef('i.paid_cents', '<', 'i.amount_cents'),
      ),
    )
  }
  return (await query.orderBy('s.id').execute()).map((row) => row.id)
}
