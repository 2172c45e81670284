import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Messages to families (issue 29). An event of the academy (a session cancelled, a site closed, a make-up credited or
// booked, a waitlist place offered …) writes its messages in its own transaction: one per guardian per event, naming
// all of that guardian's swimmers it concerns (message_swimmers).
// - messages: the outbox. Who (guardian) by which channel ('whatsapp-link': prepared for staff to send from a wa.me
//   link; 'whatsapp': the Cloud API; 'email'), to which number or address (recipient, as it was when written), in which
//   language, the rendered text (and e-mail subject), what it is about (event; about: 'session:12',
//   'closure:3:2026-12-05' …, site), its status ('prepared' → 'queued' → 'sending' → 'sent' → 'delivered' → 'read'; or
//   'failed' with the reason; 'unknown' after a crash once the provider may have accepted it), the wa.me link of a
//   whatsapp-link message, the worker's attempts and next attempt, the provider's id, who triggered it (a user, or
//   null for the academy's own clock) and when. Rows are never deleted: a message is history.
// - message_status_history: every status a message reached, when and by whom (changed_by: a user, or null for the system).
// - message_templates: per event, channel ('whatsapp' for both WhatsApp channels, 'email') and language, the body with
//   named placeholders ({guardian}, {swimmers}, {date}, {time}, {group}, {site}, {amount}, {expiry}) and ICU-style
//   plural blocks ({count, plural, one {…} two {…} few {…} many {…} other {…}}), and an e-mail subject. Seeded with
//   the defaults below in Egyptian Arabic and English (a copy, not imported: a migration is frozen).
// - Indexes: the outbox page's filters (site, status and time; site and time; event), a guardian's messages (the
//   family page), the worker's claim (status and next attempt), a swimmer's messages.
// - New actions ViewMessages, SendMessages (Administrator and Cashier) and ManageTemplates (Administrator) in Mod_SW
//   for existing databases; an empty database is left to the seed (contract/modules.ts).
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE (contract/lookup-tables.ts), fixed when the migration was written
const CASHIER = 72
const NEW_ACTIONS: Array<[string, number[]]> = [
  ['ViewMessages', [ADMINISTRATOR, CASHIER]],
  ['SendMessages', [ADMINISTRATOR, CASHIER]],
  ['ManageTemplates', [ADMINISTRATOR]],
]

type Language = 'ar' | 'en'
interface Defaults {
  subject: Record<Language, string>
  body: Record<Language, string>
}

/** The default templates, as written in 2026-11 (Egyptian Arabic and English). */
const TEMPLATES: Record<string, Defaults> = {
  'session.cancelled': {
    subject: { ar: 'إلغاء حصة {date}', en: 'Session cancelled on {date}' },
    body: {
      ar: 'أهلاً {guardian}، حصة {swimmers} في {group} يوم {date} الساعة {time} في {site} اتلغت. بنعتذر عن الإزعاج.',
      en: 'Hello {guardian}, the {group} session of {swimmers} on {date} at {time} at {site} is cancelled. We are sorry for the trouble.',
    },
  },
  'site.closed': {
    subject: { ar: '{site} مقفول يوم {date}', en: '{site} is closed on {date}' },
    body: {
      ar: 'أهلاً {guardian}، {site} هيكون مقفول يوم {date}، فمفيش حصص لـ{swimmers} اليوم ده.',
      en: 'Hello {guardian}, {site} is closed on {date}, so there is no session for {swimmers} that day.',
    },
  },
  'makeup.credited': {
    subject: { ar: 'حصة تعويض', en: 'Make-up session credited' },
    body: {
      ar: 'أهلاً {guardian}، {count, plural, one {اتضافت حصة تعويض} two {اتضافت حصتين تعويض} few {اتضافت # حصص تعويض} many {اتضافت # حصة تعويض} other {اتضافت # حصة تعويض}} لـ{swimmers}، صالحة لحد {expiry}.',
      en: 'Hello {guardian}, {count, plural, one {a make-up session was} other {# make-up sessions were}} credited to {swimmers}, to use by {expiry}.',
    },
  },
  'makeup.booked': {
    subject: { ar: 'حجز حصة تعويض يوم {date}', en: 'Make-up booked on {date}' },
    body: {
      ar: 'أهلاً {guardian}، حجزنا لـ{swimmers} حصة تعويض في {group} يوم {date} الساعة {time} في {site}.',
      en: 'Hello {guardian}, {swimmers} {count, plural, one {is} other {are}} booked into a make-up session of {group} on {date} at {time} at {site}.',
    },
  },
  'waitlist.offered': {
    subject: { ar: 'مكان متاح في {group}', en: 'A place in {group}' },
    body: {
      ar: 'أهلاً {guardian}، فيه مكان فاضي لـ{swimmers} في {group} في {site}. العرض متاح لحد {expiry}، كلمونا علشان نأكد الحجز.',
      en: 'Hello {guardian}, a place in {group} at {site} is free for {swimmers}. The offer holds until {expiry}: contact us to take it.',
    },
  },
  'subscription.ending': {
    subject: { ar: 'الاشتراك بينتهي يوم {date}', en: 'Subscription ends on {date}' },
    body: {
      ar: 'أهلاً {guardian}، اشتراك {swimmers} في {site} بينتهي يوم {date}. جددوا علشان تحافظوا على المكان.',
      en: 'Hello {guardian}, the subscription of {swimmers} at {site} ends on {date}. Renew to keep the place.',
    },
  },
  'invoice.overdue': {
    subject: { ar: 'مبلغ متأخر {amount}', en: 'Overdue: {amount}' },
    body: {
      ar: 'أهلاً {guardian}، فيه مبلغ {amount} متأخر لـ{swimmers} من يوم {date}. ممكن تدفعوه في {site}.',
      en: 'Hello {guardian}, {amount} for {swimmers} has been due since {date}. You can pay it at {site}.',
    },
  },
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('messages'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('about', 'text', (col) => col.notNull())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('guardian_id', 'integer', (col) => col.notNull().references('guardians.id'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('email_subject', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('triggered_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('messages_channel', sql`channel in ('whatsapp-link', 'whatsapp', 'email')`)
    .addCheckConstraint('messages_language', sql`language in ('ar', 'en')`)
    .addCheckConstraint(
      'messages_status',
      sql`status in ('prepared', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown')`,
    )
    .addCheckConstraint('messages_attempts', sql`attempts >= 0`)
    .execute()
  await db.schema
    .createIndex('messages_site_status_created')
    .on('messages')
    .columns(['site_id', 'status', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('messages_site_created').on('messages').columns(['site_id', 'created_at', 'id']).execute()
  await db.schema
    .createIndex('messages_event')
    .on('messages')
    .columns(['event', 'site_id', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('messages_guardian').on('messages').columns(['guardian_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('messages_claim').on('messages').columns(['status', 'next_attempt_at', 'id']).execute()

  await db.schema
    .createTable('message_swimmers')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addPrimaryKeyConstraint('message_swimmers_pk', ['message_id', 'swimmer_id'])
    .execute()
  await db.schema
    .createIndex('message_swimmers_swimmer')
    .on('message_swimmers')
    .columns(['swimmer_id', 'message_id'])
    .execute()

  await withId(db.schema.createTable('message_status_history'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('note', 'text')
    .execute()
  await db.schema
    .createIndex('message_status_history_message')
    .on('message_status_history')
    .columns(['message_id', 'id'])
    .execute()

  await withId(db.schema.createTable('message_templates'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('message_templates_key', ['event', 'channel', 'language'])
    .addCheckConstraint('message_templates_channel', sql`channel in ('whatsapp', 'email')`)
    .addCheckConstraint('message_templates_language', sql`language in ('ar', 'en')`)
    .execute()

  const now = new Date().toISOString()
  const rows = Object.entries(TEMPLATES).flatMap(([event, defaults]) =>
    (['whatsapp', 'email'] as const).flatMap((channel) =>
      (['ar', 'en'] as const).map((language) => ({
        event,
        channel,
        language,
        subject: channel === 'email' ? defaults.subject[language] : null,
        body: defaults.body[language],
        updated_at: now,
        updated_by: null,
      })),
    ),
  )
  await (db as Kysely<{ message_templates: (typeof rows)[number] }>)
    .insertInto('message_templates')
    .values(rows)
    .execute()

  await addActions(db)
}

async function addActions(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const types = new Set(
    (await raw.selectFrom('user_types').select('id').where('id', 'in', [ADMINISTRATOR, CASHIER]).execute()).map(
      (type) => type.id,
    ),
  )
  for (const [name, grantedTo] of NEW_ACTIONS) {
    const find = () =>
      raw.selectFrom('actions').select('id').where('module', '=', 'Mod_SW').where('name', '=', name).executeTakeFirst()
    let action = await find()
    if (!action) {
      await raw
        .insertInto('actions')
        .values({ module: 'Mod_SW', name } as never)
        .execute()
      action = (await find())!
    }
    for (const typeId of grantedTo.filter((id) => types.has(id))) {
      const granted = await raw
        .selectFrom('privileges')
        .select('action_id')
        .where('user_type_id', '=', typeId)
        .where('action_id', '=', action.id)
        .executeTakeFirst()
      if (!granted) await raw.insertInto('privileges').values({ user_type_id: typeId, action_id: action.id }).execute()
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{ actions: { id: number; name: string; module: string }; privileges: { action_id: number } }>
  const actions = await raw
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Mod_SW')
    .where(
      'name',
      'in',
      NEW_ACTIONS.map(([name]) => name),
    )
    .execute()
  for (const action of actions) {
    await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
    await raw.deleteFrom('actions').where('id', '=', action.id).execute()
  }
  for (const table of ['message_templates', 'message_status_history', 'message_swimmers', 'messages']) {
    await db.schema.dropTable(table).execute()
  }
}
