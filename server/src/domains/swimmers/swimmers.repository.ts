import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import { SEARCH_LIMIT, TRIGRAM_MIN_LENGTH, type SwimmerSummary } from '@contract/swimmers'
import { compiledOnce } from '../../db/compiled-queries'
import type { Database } from '../../db/database'
import { nameKey } from '../../lib/name-key'
import { trigramCounts, trigramsOf } from './trigram-counts.repository'
import { runningOn } from '../../db/running'
import { parentEmailOf, parentPhoneOf } from '../families/parent-contact.repository'

// Swimmers: the search behind the Swimmers screen, reading one swimmer, and the swimmer rows themselves.
// Every read leaves out deleted swimmers (swimmers.deleted_at): deleting keeps invoices, payments and history.

type Db = Kysely<Database>

export interface SearchCriteria {
  swimmerID?: number
  fullName?: string
  /** A guardian's number in E.164 (issue 28): swimmers of the families holding it. */
  phone?: string
  year?: number
  level?: number
}

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/** LIKE pattern for "contains", with the pattern characters of the term taken literally (escape '\'). */
const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** An FTS5 phrase: the whole term, quotes doubled, so its characters are never read as query syntax. */
const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`

/**
 * The coach of a swimmer's latest running enrolment (school or pre-team; the latest start, then the latest enrolment),
 * by one scalar subquery on the enrolments' swimmer index (school_enrolments_swimmer, preteam_enrolments_swimmer).
 */
const currentCoachId = (today: string) => sql<number | null>`(
  select x.coach_id from (
    select (select g.coach_id from schools g where g.id = e.school_id) as coach_id, e.start_date, e.id
    from school_enrolments e where e.swimmer_id = s.id and ${runningOn('e.end_date', today)}
    union all
    select (select g.coach_id from preteams g where g.id = e.preteam_id) as coach_id, e.start_date, e.id
    from preteam_enrolments e where e.swimmer_id = s.id and ${runningOn('e.end_date', today)}
  ) x order by x.start_date desc, x.id desc limit 1)`

/**
 * The search row: the swimmer and, by scalar subquery, their site, club and level names, parent contact and running
 * freeze, and the coach of their latest running enrolment. The foreign keys make those the same rows joins would, and
 * PostgreSQL then plans a one-table query: with the parents joined it chose a merge join that walked the parents' key
 * in id order up to the last swimmer found (12,581 parent rows for the 200 swimmers born in 2012 at 1,000,000
 * swimmers, twice the time of 400 key lookups), and planning a five-way join took longer than running it. The coach
 * comes in the same statement, not a second one over the ids found: one round trip less on PostgreSQL, where each
 * costs about 0.5 ms.
 */
export function summaryColumns(db: Db, today: string) {
  return db
    .selectFrom('swimmers as s')
    .leftJoin('coaches as coach', (join) => join.on('coach.id', '=', currentCoachId(today)))
    .select([
      's.id',
      's.full_name',
      's.birth_year',
      's.current_level',
      sql<string | null>`(select lvl.description from lookup_items lvl where lvl.code = s.current_level)`.as(
        'level_name',
      ),
      's.site',
      sql<string>`(select sites.name from sites where sites.id = s.site)`.as('site_name'),
      's.club',
      sql<string>`(select clubs.name from clubs where clubs.id = s.club)`.as('club_name'),
      // The family's primary guardian (issue 28): their main number in its local form and e-mail (the one expression,
      // families/parent-contact.repository.ts).
      parentPhoneOf('s.family_id').as('primary_phone'),
      parentEmailOf('s.family_id').as('email'),
      // At most one running freeze per swimmer (unique index swimmer_freezes_running); one dated later has not started.
      sql<
        string | null
      >`(select f.freeze_date from swimmer_freezes f where f.swimmer_id = s.id and f.ended_at is null and f.freeze_date <= ${today})`.as(
        'frozen_since',
      ),
      'coach.id as coach_id',
      'coach.full_name as coach_name',
    ])
    .where('s.deleted_at', 'is', null)
}

/**
 * What decides the text of a search's statement: the criteria given and, for a name, how it is matched (see
 * searchSwimmers). Only given values are set; searchStatement looks at which are, never at a value (compiledOnce).
 */
type SearchShape = {
  siteIds: number[]
  /** The day enrolments must run on for their coach to be the swimmer's. */
  today: string
  swimmerId?: number
  year?: number
  level?: number
  /**
   * PostgreSQL, three characters or more: the rarest trigram, up to two more (checked by key per candidate, or merged
   * along their posting lists) and the LIKE pattern of the key.
   */
  trigram?: string
  lookedUpTrigrams?: string[]
  mergedTrigrams?: string[]
  keyPattern?: string
  /** SQLite, three characters or more: the FTS5 phrase of the key. */
  ftsPhrase?: string
  /** Shorter than a trigram: a bounded LIKE on the key. */
  likePattern?: string
  /** A guardian's number in E.164: the families holding it (guardian_phones_phone, swimmers_family). */
  phone?: string
}

/**
 * The statement of a search, compiled once per shape (db/compiled-queries.ts): PostgreSQL prepares it by name and
 * plans it once, instead of parsing and planning it on every search (1.4 ms of a 2.2 ms name search at 1,000,000
 * swimmers); SQLite keeps it prepared. The search by id alone, the most frequent, is the shape with one id.
 */
const searchStatement = compiledOnce((db: Db, shape: SearchShape) => {
  // By a number (issue 28) the families holding it lead (swimmers_family): `s.site + 0` keeps SQLite from walking every
  // swimmer of the site by swimmers_site instead.
  let query = summaryColumns(db, shape.today).where(
    shape.phone === undefined ? sql.ref('s.site') : sql`s.site + 0`,
    'in',
    shape.siteIds,
  )
  let order = sql`s.id`
  if (shape.swimmerId !== undefined) query = query.where('s.id', '=', shape.swimmerId)
  if (shape.year !== undefined) query = query.where('s.birth_year', '=', shape.year)
  if (shape.level !== undefined) query = query.where('s.current_level', '=', shape.level)
  if (shape.phone !== undefined) {
    // The families holding the number (guardian_phones_phone, family_guardians_guardian), then their swimmers by
    // swimmers_family. On PostgreSQL as an array computed once (= any(array(…))), so the family index is the scan's
    // condition whatever the planner guesses of the semi-join.
    const families = sql`select fg.family_id from guardian_phones gp join family_guardians fg
      on fg.guardian_id = gp.guardian_id where gp.phone = ${shape.phone}`
    query = query.where(
      isPostgres(db) ? sql<boolean>`s.family_id = any(array(${families}))` : sql<boolean>`s.family_id in (${families})`,
    )
  }
  if (shape.trigram !== undefined) {
    // The posting list of the fragment's rarest trigram (migration 0017), walked in id order: every name holding
    // the fragment holds that trigram, so the LIKE on the key (already case folded) keeps exactly the names it kept
    // before, and the search stops at the limit. Up to two more trigrams from other parts of the fragment are
    // checked on the same id (index-only), so names lacking them are dropped before their swimmer row is read: by key
    // per candidate when far more common than the rarest (OFFSET 0 keeps each check a lookup; merged, "rollos Osa"
    // read 43,000 postings for the 604 names holding "s o"), else merged along their postings (searchSwimmers).
    // swimmer_name_key_contains is that LIKE, opaque to the planner (see the migration).
    query = query
      .innerJoin(sql<{ swimmer_id: number }>`swimmer_name_trigrams`.as('t1'), (join) =>
        join.onRef('t1.swimmer_id', '=', 's.id').on(sql<boolean>`t1.trigram = ${shape.trigram}`),
      )
      .where(sql<boolean>`swimmer_name_key_contains(s.name_key, ${shape.keyPattern})`)
    for (const trigram of shape.lookedUpTrigrams ?? []) {
      query = query.where(
        sql<boolean>`exists (select 1 from swimmer_name_trigrams t where t.trigram = ${trigram} and t.swimmer_id = t1.swimmer_id offset 0)`,
      )
    }
    for (const trigram of shape.mergedTrigrams ?? []) {
      query = query.where(
        sql<boolean>`exists (select 1 from swimmer_name_trigrams t where t.trigram = ${trigram} and t.swimmer_id = t1.swimmer_id)`,
      )
    }
    order = sql`t1.swimmer_id`
  } else if (shape.ftsPhrase !== undefined) {
    // Joined (not "id in (…)") and ordered by the index's rowid: FTS5 then hands matches over in id order and
    // the search stops at the limit, instead of collecting every match of a common fragment first.
    query = query
      .innerJoin(sql<{ rowid: number }>`swimmers_name_key_fts`.as('f'), (join) => join.onRef('f.rowid', '=', 's.id'))
      .where(sql<boolean>`f.swimmers_name_key_fts match ${shape.ftsPhrase}`)
    order = sql`f.rowid`
  } else if (shape.likePattern !== undefined) {
    // Shorter than a trigram: a bounded LIKE (no trigram index answers it).
    query = query.where(sql<boolean>`s.name_key like ${shape.likePattern} escape '\\'`)
  }
  return query.orderBy(order).limit(SEARCH_LIMIT)
})

/**
 * Swimmers of the given sites matching every given criterion, in id order, at most SEARCH_LIMIT.
 * A full name matches any part of the name, however it is typed (search keys, lib/name-key.ts), through the trigram
 * index of migration 0015 (FTS5 on SQLite, pg_trgm on PostgreSQL); a name shorter than a trigram falls back to a
 * bounded LIKE.
 * One row per swimmer: every subquery is of at most one row, and the coach is looked up separately.
 * Year and level are served in id order by the indexes of migration 0007, so a search stops at the limit.
 */
export async function searchSwimmers(
  db: Db,
  criteria: SearchCriteria,
  siteIds: number[],
  today: string,
): Promise<SwimmerSummary[]> {
  if (siteIds.length === 0) return []
  const shape: SearchShape = {
    siteIds,
    today,
    swimmerId: criteria.swimmerID,
    year: criteria.year,
    level: criteria.level,
    phone: criteria.phone,
  }
  // The typed text and the stored names compared as search keys (lib/name-key.ts): case, alef forms, taa marbuta,
  // alef maqsura, tatweel and diacritics do not matter.
  const key = criteria.fullName === undefined ? '' : nameKey(criteria.fullName)
  if (key) {
    const indexed = [...key].length >= TRIGRAM_MIN_LENGTH
    if (indexed && isPostgres(db)) {
      const [rarest, ...others] = await rarestTrigrams(db, key)
      // A trigram held by many more names than the rarest is checked by key for each candidate; one about as common
      // is merged in along its posting list (PostgreSQL's choice): 7,000 key lookups cost more than merging two
      // lists of 9,000 ("حمزه ابراهيم"), 1,200 lookups far less than merging two lists of 21,000 ("rollos Osa").
      const lookedUp = (other: RarestTrigram) => other.swimmers > LOOKUP_RATIO * rarest!.swimmers
      Object.assign(shape, {
        trigram: rarest!.trigram,
        lookedUpTrigrams: others.filter(lookedUp).map((other) => other.trigram),
        mergedTrigrams: others.filter((other) => !lookedUp(other)).map((other) => other.trigram),
        keyPattern: containsPattern(key),
      })
    } else if (indexed) {
      shape.ftsPhrase = ftsPhrase(key)
    } else {
      shape.likePattern = containsPattern(key)
    }
  }
  return (await searchStatement(db, shape)).map(toSummary)
}

interface RarestTrigram {
  trigram: string
  /** How many swimmers' names hold it (migration 0017's counters). */
  swimmers: number
}

/** How much more common than the rarest a trigram must be to be checked by key rather than merged. */
const LOOKUP_RATIO = 10

/**
 * PostgreSQL: the rarest trigram of a search key (three characters or more), by the counters of migration 0017
 * (trigram-counts.repository.ts) and split as the stored names are, then up to two more, rarest first, each from a
 * part of the key no chosen trigram overlaps (overlapping ones mostly hold the same names).
 */
async function rarestTrigrams(db: Db, key: string): Promise<RarestTrigram[]> {
  const counts = await trigramCounts(db, trigramsOf(key))
  const rows = [...counts]
    .map(([trigram, swimmers]) => ({ trigram, swimmers }))
    .sort((a, b) => a.swimmers - b.swimmers || (a.trigram < b.trigram ? -1 : a.trigram > b.trigram ? 1 : 0))
  const chars = [...key]
  const covered = new Set<number>()
  const chosen: RarestTrigram[] = []
  for (const { trigram, swimmers } of rows) {
    const at = chars.findIndex(
      (_, i) => chars.slice(i, i + 3).join('') === trigram && ![i, i + 1, i + 2].some((c) => covered.has(c)),
    )
    if (at < 0) continue
    for (const c of [at, at + 1, at + 2]) covered.add(c)
    chosen.push({ trigram, swimmers })
    if (chosen.length === 3) break
  }
  return chosen
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryColumns>['execute']>>[number]

/** A search row as the API answers it (the same-SQL comparator of bench/same-sql.ts writes its rows with it too). */
export const toSummary = (row: SummaryRow): SwimmerSummary => ({
  swimmerID: row.id,
  fullName: row.full_name,
  year: row.birth_year,
  currentLevel: row.current_level,
  levelName: row.level_name ?? 'Unknown',
  coachName: row.coach_name,
  coachID: row.coach_id,
  site: row.site,
  siteName: row.site_name,
  club: row.club,
  clubName: row.club_name,
  parentPhone: row.primary_phone,
  parentEmail: row.email,
  frozen: row.frozen_since !== null,
})

/**
 * The running enrolments (school and pre-team) of some swimmers, latest first; one statement for both kinds.
 * Group and coach come by scalar subquery (the foreign keys make them the same rows as joins would): PostgreSQL then
 * plans two one-table queries instead of two three-way joins.
 */
const runningGroupsQuery = compiledOnce((db: Db, { swimmerIds, today }: { swimmerIds: number[]; today: string }) => {
  const schools = db
    .selectFrom('school_enrolments as e')
    .select([
      'e.swimmer_id',
      'e.school_id as group_id',
      sql<number>`(select g.coach_id from schools g where g.id = e.school_id)`.as('coach_id'),
      sql<string>`(select c.full_name from schools g join coaches c on c.id = g.coach_id where g.id = e.school_id)`.as(
        'coach_name',
      ),
      'e.start_date',
      'e.end_date',
      'e.id as enrolment_id',
      sql<'school' | 'preteam'>`'school'`.as('kind'),
    ])
    .where('e.swimmer_id', 'in', swimmerIds)
    .where(runningOn('e.end_date', today))
  const preteams = db
    .selectFrom('preteam_enrolments as e')
    .select([
      'e.swimmer_id',
      'e.preteam_id as group_id',
      sql<number>`(select g.coach_id from preteams g where g.id = e.preteam_id)`.as('coach_id'),
      sql<string>`(select c.full_name from preteams g join coaches c on c.id = g.coach_id where g.id = e.preteam_id)`.as(
        'coach_name',
      ),
      'e.start_date',
      'e.end_date',
      'e.id as enrolment_id',
      sql<'school' | 'preteam'>`'preteam'`.as('kind'),
    ])
    .where('e.swimmer_id', 'in', swimmerIds)
    .where(runningOn('e.end_date', today))
  return schools.unionAll(preteams)
})

/** Compiled once per number of swimmers (db/compiled-queries.ts): every search runs it. */
export async function findRunningGroups(db: Db, swimmerIds: number[], today: string) {
  if (swimmerIds.length === 0) return []
  const rows = await runningGroupsQuery(db, { swimmerIds, today })
  return rows.sort((a, b) => b.start_date.localeCompare(a.start_date) || b.enrolment_id - a.enrolment_id)
}

/**
 * The freeze of one swimmer not yet ended, if any: running, or dated later and not started yet. With `startedBy`,
 * only one that has started by that day (a freeze starts on its date).
 */
export function findRunningFreeze(db: Db, swimmerId: number, options: { startedBy?: string } = {}) {
  return db
    .selectFrom('swimmer_freezes')
    .selectAll()
    .where('swimmer_id', '=', swimmerId)
    .where('ended_at', 'is', null)
    .$if(options.startedBy !== undefined, (query) => query.where('freeze_date', '<=', options.startedBy as string))
    .executeTakeFirst()
}

/** Ends a freeze (running or not yet started) at `at`; false when it had ended meanwhile. */
export async function endFreeze(db: Db, freezeId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('swimmer_freezes')
    .set({ ended_at: at })
    .where('id', '=', freezeId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** One swimmer's row (not deleted), or undefined. */
export function findSwimmer(db: Db, swimmerId: number) {
  return db
    .selectFrom('swimmers')
    .selectAll()
    .where('id', '=', swimmerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}
export type SwimmerRow = NonNullable<Awaited<ReturnType<typeof findSwimmer>>>

export function findParent(db: Db, swimmerId: number) {
  return db.selectFrom('swimmer_parents').selectAll().where('swimmer_id', '=', swimmerId).executeTakeFirst()
}

/** Search rows of some swimmers, in id order. */
export async function findSummaries(db: Db, swimmerIds: number[], today: string): Promise<SwimmerSummary[]> {
  if (swimmerIds.length === 0) return []
  const rows = await summaryColumns(db, today).where('s.id', 'in', swimmerIds).orderBy('s.id').execute()
  return rows.map(toSummary)
}

/** A lookup item of a group (levels 11, genders 4), when it exists and is in use. */
export function findLookupItem(db: Db, group: number, code: number) {
  return db
    .selectFrom('lookup_items')
    .select(['code', 'description'])
    .where('group_code', '=', group)
    .where('code', '=', code)
    .where('disabled', '=', 0)
    .executeTakeFirst()
}

/** Every level (lookup group 11), disabled ones too: a search by name may look for a level no longer offered. */
export function findLevels(db: Db, group: number) {
  return db
    .selectFrom('lookup_items')
    .select(['code', 'description', 'disabled'])
    .where('group_code', '=', group)
    .orderBy('code')
    .execute()
}

export function findClub(db: Db, clubId: number) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where('id', '=', clubId)
    .where('disabled', '=', 0)
    .executeTakeFirst()
}

export interface NewSwimmer {
  fullName: string
  birthDate: string
  gender: number
  startLevel: number
  site: number
  club: number
  /** The spec's other parent fields; the phone and e-mail are the family's primary guardian's (issue 28). */
  parent: {
    secondaryPhone: string
    primaryJob: string
    secondaryJob: string
    address: string
  }
}

/** Inserts the swimmer, their parent's other details and the first entry of their level history. */
export async function insertSwimmer(db: Db, swimmer: NewSwimmer, actor: { userId: number; at: string }) {
  const row = {
    full_name: swimmer.fullName,
    birth_date: swimmer.birthDate,
    birth_year: Number(swimmer.birthDate.slice(0, 4)),
    gender: swimmer.gender,
    start_level: swimmer.startLevel,
    current_level: swimmer.startLevel,
    site: swimmer.site,
    club: swimmer.club,
    subscription_end: null,
    created_at: actor.at,
    created_by: actor.userId,
    updated_at: null,
    updated_by: null,
    deleted_at: null,
  }
  const { id } = await db
    .insertInto('swimmers')
    .values({ ...row, name_key: nameKey(row.full_name) })
    .returning('id')
    .executeTakeFirstOrThrow()
  const parent = {
    swimmer_id: id,
    secondary_phone: swimmer.parent.secondaryPhone,
    primary_job: swimmer.parent.primaryJob,
    secondary_job: swimmer.parent.secondaryJob,
    address: swimmer.parent.address,
  }
  await db.insertInto('swimmer_parents').values(parent).execute()
  await insertLevelHistory(db, { swimmerId: id, level: swimmer.startLevel, site: swimmer.site }, actor)
  return { id, row, parent }
}

export function insertLevelHistory(
  db: Db,
  entry: { swimmerId: number; level: number; site: number },
  actor: { userId: number; at: string },
) {
  return db
    .insertInto('swimmer_levels')
    .values({
      swimmer_id: entry.swimmerId,
      level: entry.level,
      site: entry.site,
      changed_at: actor.at,
      changed_by: actor.userId,
    })
    .execute()
}

/**
 * Changes swimmer columns only if the row still holds what the caller read (`expected`), so two people
 * changing the same swimmer at once cannot silently overwrite each other. Returns false when it changed meanwhile.
 * A new full name brings its search key (name_key) along.
 */
export async function updateSwimmerIfUnchanged(
  db: Db,
  swimmerId: number,
  expected: Partial<Pick<SwimmerRow, 'current_level' | 'site' | 'subscription_end' | 'updated_at'>>,
  changes: Partial<Omit<SwimmerRow, 'id' | 'name_key'>>,
): Promise<boolean> {
  const columns = changes.full_name === undefined ? changes : { ...changes, name_key: nameKey(changes.full_name) }
  let query = db.updateTable('swimmers').set(columns).where('id', '=', swimmerId).where('deleted_at', 'is', null)
  for (const [column, value] of Object.entries(expected) as Array<[keyof typeof expected, string | number | null]>) {
    query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value)
  }
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The info tab: the search row plus birth, gender, start level, parent's details, subscription and groups. */
export async function findSwimmerDetails(db: Db, swimmer: SwimmerRow, today: string) {
  const [[summary], parent, groups, freeze, names] = await Promise.all([
    findSummaries(db, [swimmer.id], today),
    findParent(db, swimmer.id),
    findRunningGroups(db, [swimmer.id], today),
    findRunningFreeze(db, swimmer.id),
    db
      .selectFrom('lookup_items')
      .select(['code', 'description'])
      .where('code', 'in', [swimmer.gender, swimmer.start_level])
      .execute(),
  ])
  const nameOf = (code: number) => names.find((item) => item.code === code)?.description ?? 'Unknown'
  return {
    ...summary,
    birthDate: swimmer.birth_date,
    gender: swimmer.gender,
    genderName: nameOf(swimmer.gender),
    startLevel: swimmer.start_level,
    startLevelName: nameOf(swimmer.start_level),
    subscriptionEnd: swimmer.subscription_end,
    frozenSince: freeze && freeze.freeze_date <= today ? freeze.freeze_date : null,
    freezeScheduled: freeze && freeze.freeze_date > today ? freeze.freeze_date : null,
    // The family's primary guardian's (issue 28), as the search row shows them.
    primaryPhone: summary?.parentPhone ?? null,
    secondaryPhone: parent?.secondary_phone ?? null,
    primaryJob: parent?.primary_job ?? null,
    secondaryJob: parent?.secondary_job ?? null,
    email: summary?.parentEmail ?? null,
    address: parent?.address ?? null,
    createdAt: swimmer.created_at,
    groups: groups.map((group) => ({
      kind: group.kind,
      groupID: group.group_id,
      coachName: group.coach_name,
      startDate: group.start_date,
      endDate: group.end_date,
    })),
  }
}

/**
 * Swimmers of these sites with this name key and the same birth date or parent phone (at most 5): an index lookup on
 * (name_key, birth_date), the phone compared among the few of that name.
 */
export function findLikelyDuplicates(
  db: Db,
  match: { nameKey: string; birthDate: string; phone: string; sites: readonly number[] },
) {
  return db
    .selectFrom('swimmers as s')
    .innerJoin('sites as st', 'st.id', 's.site')
    .select([
      's.id',
      's.full_name',
      's.birth_date',
      's.site',
      'st.name as site_name',
      parentPhoneOf('s.family_id').as('primary_phone'),
    ])
    .where('s.name_key', '=', match.nameKey)
    .where('s.deleted_at', 'is', null)
    .where('s.site', 'in', [...match.sites])
    .where((eb) =>
      eb.or([eb('s.birth_date', '=', match.birthDate), eb(parentPhoneOf('s.family_id'), '=', match.phone)]),
    )
    .orderBy('s.id')
    .limit(5)
    .execute()
}
