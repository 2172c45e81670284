import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Skills and progress (issue 31).
// - curriculum_versions: per level, its numbered versions (1, 2 …; a change writes a new one, never rewrites an old
//   one): the pass rule ('allRequired': every required skill mastered; 'nOfM': pass_count of the skills mastered),
//   whether a supervisor signs off, the level a passing swimmer moves to (next_level), who wrote it and when. The
//   level's current curriculum is its highest version.
// - curriculum_skills: a version's skills in order, in English and Arabic, required or not. skill_key is the skill's
//   identity across versions (a skill kept in a new version keeps its key, so its ratings still count); a skill's id
//   is one version's.
// - skill_evaluations: every rating given (append-only): swimmer, the skill of the version rated (and its key), the
//   rating, the session it was given at, the site, the coach credited (the session's substitute when they rated it),
//   the user and the instant.
// - skill_ratings: each swimmer's current rating per skill key (the latest evaluation), what the deck's grid and the
//   pass rule read; written with each evaluation.
// - swimmer_readiness: per swimmer, whether they meet their level's pass rule (for the level and site it was worked
//   out at), since when, and a supervisor's sign-off of a level; the ready list reads it by site.
// - progress_notes: notes on a swimmer's timeline, for staff only or for the family too (kept apart by audience).
// - level_passes: each move up (from and to level, site, when they entered the level and when they passed, the coach
//   credited): the owner's time in level and pass rates per coach.
// - report_cards: per swimmer and term (from, to), the coach's note for the family, draft or approved, the card as
//   approved (content, JSON), who wrote and approved it.
// - users.coach_id: the coach a user is (a coach's account): they may rate the sessions they lead.
// - The default learn-to-swim curriculum of the demo's levels in English and Egyptian Arabic, version 1; message
//   templates for the new events 'report-card.ready' and 'level.passed'; new actions EvaluateSkills (Administrator,
//   Coach) and ApproveReportCards (Administrator) in Mod_SC and ManageCurriculum (Settings: Administrator, the coaches'
//   manager) for an existing database (an empty one is left to the seed, contract/modules.ts).
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE (contract/lookup-tables.ts), fixed when the migration was written
const COACHES_MANAGER = 73
const COACH = 74
// The coaches' manager holds no Mod_SC action (Schools): one would open the module's routes to that title, so rating
// and approving are theirs only when an administrator grants them (Settings → Privileges).
const NEW_ACTIONS: Array<[string, string, number[]]> = [
  ['Mod_SC', 'EvaluateSkills', [ADMINISTRATOR, COACH]],
  ['Mod_SC', 'ApproveReportCards', [ADMINISTRATOR]],
  ['Settings', 'ManageCurriculum', [ADMINISTRATOR, COACHES_MANAGER]],
]

type Skill = [en: string, ar: string, required: boolean]
interface LevelCurriculum {
  next: number | null
  rule: 'allRequired' | 'nOfM'
  count: number | null
  signOff: boolean
  skills: Skill[]
}

/** The default curriculum (2026-11), per level code (contract/lookup-tables.ts LEVELS). */
const CURRICULUM: Record<number, LevelCurriculum> = {
  12: {
    next: 13,
    rule: 'allRequired',
    count: null,
    signOff: false,
    skills: [
      ['Enters the water safely from the side', 'بينزل المية بأمان من على الحافة', true],
      ['Puts the face in the water and blows bubbles', 'بيحط وشه في المية ويطلع فقاقيع', true],
      ['Floats on the front with help', 'بيطفو على بطنه بمساعدة', true],
      ['Floats on the back with help', 'بيطفو على ضهره بمساعدة', true],
      ['Kicks holding the wall', 'بيرفس وهو ماسك الحيطة', true],
      ['Climbs out of the pool unaided', 'بيطلع من البيسين لوحده', false],
    ],
  },
  13: {
    next: 15,
    rule: 'allRequired',
    count: null,
    signOff: false,
    skills: [
      ['Floats on the front unaided for 5 seconds', 'بيطفو على بطنه لوحده ٥ ثواني', true],
      ['Floats on the back unaided for 5 seconds', 'بيطفو على ضهره لوحده ٥ ثواني', true],
      ['Glides on the front with a push from the wall', 'بينزلق على بطنه بدفعة من الحيطة', true],
      ['Kicks 10 m with a board', 'بيرفس ١٠ متر بالبورد', true],
      ['Rhythmic breathing: 10 bubbles', 'تنفس منتظم: ١٠ فقاقيع', true],
      ['Jumps in and returns to the wall', 'بينط في المية ويرجع للحيطة', false],
    ],
  },
  15: {
    next: 16,
    rule: 'allRequired',
    count: null,
    signOff: false,
    skills: [
      ['Freestyle 15 m', 'حرة ١٥ متر', true],
      ['Backstroke 15 m', 'ظهر ١٥ متر', true],
      ['Side breathing in freestyle', 'تنفس جانبي في الحرة', true],
      ['Treads water for 30 seconds', 'بيعوم في مكانه ٣٠ ثانية', true],
      ['Rolls from front to back and floats', 'بيتقلب من بطنه لضهره ويطفو', false],
    ],
  },
  16: {
    next: 17,
    rule: 'allRequired',
    count: null,
    signOff: true,
    skills: [
      ['Freestyle 25 m with side breathing', 'حرة ٢٥ متر بتنفس جانبي', true],
      ['Backstroke 25 m', 'ظهر ٢٥ متر', true],
      ['Breaststroke kick 10 m', 'رجل صدر ١٠ متر', true],
      ['Treads water for 1 minute', 'بيعوم في مكانه دقيقة', true],
      ['Safety: reaches for a float and calls for help', 'أمان: بيمسك العوامة ويطلب المساعدة', true],
      ['Sitting dive', 'غطس من وضع القعدة', false],
    ],
  },
  17: {
    next: 18,
    rule: 'nOfM',
    count: 4,
    signOff: false,
    skills: [
      ['Freestyle 50 m', 'حرة ٥٠ متر', true],
      ['Backstroke 50 m', 'ظهر ٥٠ متر', true],
      ['Breaststroke 25 m', 'صدر ٢٥ متر', true],
      ['Flip turn', 'دوران شقلبة', false],
      ['Standing dive', 'غطس من الوقوف', false],
    ],
  },
  18: {
    next: 19,
    rule: 'nOfM',
    count: 4,
    signOff: false,
    skills: [
      ['Freestyle 100 m', 'حرة ١٠٠ متر', true],
      ['Backstroke 100 m', 'ظهر ١٠٠ متر', true],
      ['Breaststroke 50 m', 'صدر ٥٠ متر', true],
      ['Butterfly kick 25 m', 'رجل فراشة ٢٥ متر', false],
      ['Backstroke start', 'بداية الظهر', false],
    ],
  },
  19: {
    next: 20,
    rule: 'nOfM',
    count: 4,
    signOff: true,
    skills: [
      ['Freestyle 200 m', 'حرة ٢٠٠ متر', true],
      ['Butterfly 25 m', 'فراشة ٢٥ متر', true],
      ['100 m individual medley', 'متنوع ١٠٠ متر', true],
      ['Open turns on breaststroke and butterfly', 'دوران مفتوح في الصدر والفراشة', false],
      ['Reads the pace clock', 'بيقرا ساعة التوقيت', false],
    ],
  },
  20: {
    next: null,
    rule: 'allRequired',
    count: null,
    signOff: true,
    skills: [
      ['Freestyle 400 m', 'حرة ٤٠٠ متر', true],
      ['200 m individual medley', 'متنوع ٢٠٠ متر', true],
      ['Butterfly 50 m', 'فراشة ٥٠ متر', true],
      ['Race starts and finishes', 'بدايات ونهايات السباق', true],
    ],
  },
}

interface Defaults {
  subject: Record<'ar' | 'en', string>
  body: Record<'ar' | 'en', string>
}
/** The new events' default templates ({group}: the level's name). */
const TEMPLATES: Record<string, Defaults> = {
  'report-card.ready': {
    subject: { ar: 'تقرير مستوى {swimmers}', en: 'Report card of {swimmers}' },
    body: {
      ar: 'أهلاً {guardian}، تقرير مستوى {swimmers} في {group} جاهز. تقدروا تاخدوه من {site}.',
      en: 'Hello {guardian}, the report card of {swimmers} in {group} is ready. You can collect it at {site}.',
    },
  },
  'level.passed': {
    subject: { ar: 'مبروك! {swimmers} عدى المستوى', en: 'Congratulations: {swimmers} passed a level' },
    body: {
      ar: 'أهلاً {guardian}، مبروك! {swimmers} عدى المستوى وانتقل لـ{group} في {site}.',
      en: 'Hello {guardian}, congratulations! {swimmers} passed their level and moved up to {group} at {site}.',
    },
  },
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('curriculum_versions'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('next_level', 'integer')
    .addColumn('pass_rule', 'text', (col) => col.notNull())
    .addColumn('pass_count', 'integer')
    .addColumn('sign_off', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('curriculum_versions_level_version', ['level', 'version'])
    .addCheckConstraint('curriculum_versions_rule', sql`pass_rule in ('allRequired', 'nOfM')`)
    .execute()

  await withId(db.schema.createTable('curriculum_skills'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('curriculum_versions.id'))
    .addColumn('skill_key', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_ar', 'text', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createIndex('curriculum_skills_version')
    .on('curriculum_skills')
    .columns(['version_id', 'position'])
    .execute()
  await db.schema.createIndex('curriculum_skills_key').on('curriculum_skills').columns(['skill_key']).execute()

  await withId(db.schema.createTable('skill_evaluations'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('curriculum_skills.id'))
    .addColumn('skill_key', 'integer', (col) => col.notNull())
    .addColumn('rating', 'text', (col) => col.notNull())
    .addColumn('session_id', 'integer', (col) => col.references('class_sessions.id'))
    .addColumn('site_id', 'integer', (col) => col.notNull())
    .addColumn('coach_id', 'integer', (col) => col.references('coaches.id'))
    .addColumn('evaluated_at', 'text', (col) => col.notNull())
    .addColumn('evaluated_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint('skill_evaluations_rating', sql`rating in ('notYet', 'emerging', 'mastered')`)
    .execute()
  await db.schema
    .createIndex('skill_evaluations_swimmer')
    .on('skill_evaluations')
    .columns(['swimmer_id', 'id'])
    .execute()
  await db.schema.createIndex('skill_evaluations_session').on('skill_evaluations').columns(['session_id']).execute()
  await db.schema
    .createIndex('skill_evaluations_coach')
    .on('skill_evaluations')
    .columns(['coach_id', 'swimmer_id'])
    .execute()

  await db.schema
    .createTable('skill_ratings')
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('skill_key', 'integer', (col) => col.notNull())
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('curriculum_skills.id'))
    .addColumn('rating', 'text', (col) => col.notNull())
    .addColumn('evaluation_id', 'integer', (col) => col.notNull().references('skill_evaluations.id'))
    .addColumn('rated_at', 'text', (col) => col.notNull())
    .addColumn('rated_by', 'integer', (col) => col.notNull().references('users.id'))
    .addPrimaryKeyConstraint('skill_ratings_pk', ['swimmer_id', 'skill_key'])
    .execute()

  await db.schema
    .createTable('swimmer_readiness')
    .addColumn('swimmer_id', 'integer', (col) => col.primaryKey().references('swimmers.id'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('ready', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ready_at', 'text')
    .addColumn('signed_off_level', 'integer')
    .addColumn('signed_off_at', 'text')
    .addColumn('signed_off_by', 'integer', (col) => col.references('users.id'))
    .execute()
  await db.schema
    .createIndex('swimmer_readiness_site')
    .on('swimmer_readiness')
    .columns(['site', 'ready', 'level', 'swimmer_id'])
    .execute()

  await withId(db.schema.createTable('progress_notes'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('written_at', 'text', (col) => col.notNull())
    .addColumn('written_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint('progress_notes_audience', sql`audience in ('staff', 'family')`)
    .execute()
  await db.schema.createIndex('progress_notes_swimmer').on('progress_notes').columns(['swimmer_id', 'id']).execute()

  await withId(db.schema.createTable('level_passes'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('from_level', 'integer', (col) => col.notNull())
    .addColumn('to_level', 'integer', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('entered_at', 'text')
    .addColumn('passed_at', 'text', (col) => col.notNull())
    .addColumn('days_in_level', 'integer')
    .addColumn('coach_id', 'integer', (col) => col.references('coaches.id'))
    .addColumn('passed_by', 'integer', (col) => col.notNull().references('users.id'))
    .execute()
  await db.schema.createIndex('level_passes_site_level').on('level_passes').columns(['site', 'from_level']).execute()
  await db.schema.createIndex('level_passes_coach').on('level_passes').columns(['coach_id', 'swimmer_id']).execute()
  await db.schema.createIndex('level_passes_swimmer').on('level_passes').columns(['swimmer_id']).execute()

  await withId(db.schema.createTable('report_cards'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('term_from', 'text', (col) => col.notNull())
    .addColumn('term_to', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('family_note', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('written_at', 'text', (col) => col.notNull())
    .addColumn('written_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('approved_at', 'text')
    .addColumn('approved_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('report_cards_term', ['swimmer_id', 'term_from', 'term_to'])
    .addCheckConstraint('report_cards_status', sql`status in ('draft', 'approved')`)
    .execute()

  await db.schema.alterTable('users').addColumn('coach_id', 'integer').execute()

  await seedCurriculum(db)
  await seedTemplates(db)
  await addActions(db)
}

async function seedCurriculum(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    curriculum_versions: {
      id?: number
      level: number
      version: number
      next_level: number | null
      pass_rule: string
      pass_count: number | null
      sign_off: number
      created_at: string
      created_by: number | null
    }
    curriculum_skills: {
      version_id: number
      skill_key: number
      position: number
      name_en: string
      name_ar: string
      required: number
    }
  }>
  const now = new Date().toISOString()
  let key = 0
  for (const [level, curriculum] of Object.entries(CURRICULUM)) {
    await raw
      .insertInto('curriculum_versions')
      .values({
        level: Number(level),
        version: 1,
        next_level: curriculum.next,
        pass_rule: curriculum.rule,
        pass_count: curriculum.count,
        sign_off: curriculum.signOff ? 1 : 0,
        created_at: now,
        created_by: null,
      })
      .execute()
    const version = await raw
      .selectFrom('curriculum_versions')
      .select('id')
      .where('level', '=', Number(level))
      .where('version', '=', 1)
      .executeTakeFirstOrThrow()
    await raw
      .insertInto('curriculum_skills')
      .values(
        curriculum.skills.map(([en, ar, required], position) => ({
          version_id: version.id!,
          skill_key: ++key,
          position,
          name_en: en,
          name_ar: ar,
          required: required ? 1 : 0,
        })),
      )
      .execute()
  }
}

async function seedTemplates(db: Kysely<unknown>): Promise<void> {
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
}

async function addActions(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const types = new Set((await raw.selectFrom('user_types').select('id').execute()).map((type) => type.id))
  for (const [module, name, grantedTo] of NEW_ACTIONS) {
    const find = () =>
      raw.selectFrom('actions').select('id').where('module', '=', module).where('name', '=', name).executeTakeFirst()
    let action = await find()
    if (!action) {
      await raw
        .insertInto('actions')
        .values({ module, name } as never)
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
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { action_id: number }
    message_templates: { event: string }
  }>
  for (const [module, name] of NEW_ACTIONS) {
    const action = await raw
      .selectFrom('actions')
      .select('id')
      .where('module', '=', module)
      .where('name', '=', name)
      .executeTakeFirst()
    if (!action) continue
    await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
    await raw.deleteFrom('actions').where('id', '=', action.id).execute()
  }
  await raw.deleteFrom('message_templates').where('event', 'in', Object.keys(TEMPLATES)).execute()
  await db.schema.alterTable('users').dropColumn('coach_id').execute()
  for (const table of [
    'report_cards',
    'level_passes',
    'progress_notes',
    'swimmer_readiness',
    'skill_ratings',
    'skill_evaluations',
    'curriculum_skills',
    'curriculum_versions',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
