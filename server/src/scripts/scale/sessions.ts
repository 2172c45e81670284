import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { sessionsOfSite } from '../../domains/sessions/sessions.service'
import { addDays } from '../../lib/dates'
import { sessionsFromRegister } from '../../db/seed/register-sessions'

// The academy's week at scale (issue 14), after the bulk load: the dated sessions behind every recorded school
// attendance, the same marks per session (present, late for 'Arrived late', excused for 'Excused: sick', else
// absent), a make-up credit for one excused absence in three (past their expiry they read expired; half of those
// were used), and — through the app's own code — every group's sessions from a week ago to four weeks ahead.
// At 1,000,000 swimmers: some 10,000,000 marks, a few hundred thousand sessions and credits.

const ADMIN = 1
const EXPIRY_DAYS = 28

export async function generateSessions(
  db: Kysely<Database>,
  dialect: Dialect,
  now: Date,
  step: (name: string) => void,
): Promise<void> {
  const at = now.toISOString()
  const today = at.slice(0, 10)
  step('class_sessions and session_attendance')
  await marksWithoutCounterTrigger(db, dialect, () => sessionsFromRegister(db))
  step('makeup_credits')
  const expires =
    dialect === 'postgres'
      ? sql`to_char(cs.session_date::date + ${sql.lit(EXPIRY_DAYS)}, 'YYYY-MM-DD')`
      : sql`date(cs.session_date, ${sql.lit(`+${EXPIRY_DAYS} days`)})`
  await sql`
    insert into makeup_credits (swimmer_id, site_id, from_session_id, expires_on, status, created_at, created_by)
    select sa.swimmer_id, cs.site_id, cs.id, ${expires},
      case when sa.id % 2 = 0 and ${expires} < ${today} then 'used' else 'open' end,
      sa.marked_at, ${ADMIN}
    from session_attendance sa join class_sessions cs on cs.id = sa.session_id
    where sa.status = 'excused' and sa.id % 3 = 0 and not exists (
      select 1 from makeup_credits m where m.swimmer_id = sa.swimmer_id and m.from_session_id = sa.session_id)`.execute(
    db,
  )
  step('sessions around today')
  // Every group's sessions around today, made as the timetable makes them (31 days per call).
  const sites = await db.selectFrom('sites').select('id').execute()
  for (const { id } of sites) {
    for (const [from, to] of [
      [addDays(today, -7), addDays(today, 23)],
      [addDays(today, 24), addDays(today, 28)],
    ]) {
      await sessionsOfSite(db, id, from, to, at)
    }
  }
  step('statistics')
  if (dialect === 'postgres') {
    // Vacuumed too: counting the sessions' enrolled swimmers rewrote every row, and until a vacuum marks the pages
    // all-visible again the week's index-only read (class_sessions_site_week) visits each row's heap page.
    await sql`vacuum analyze class_sessions`.execute(db)
    await sql`analyze session_attendance`.execute(db)
    await sql`analyze makeup_credits`.execute(db)
  } else {
    await sql`analyze`.execute(db)
  }
}

/**
 * Loads marks with PostgreSQL's attendance counter trigger (migration 0016) off, then counts every mark once.
 * An AFTER ROW trigger fires at the end of the statement: ten million upserts of a few thousand counter rows, all in
 * one transaction, each walking the chain of its row's earlier versions, ran for over half an hour without ending.
 * SQLite's triggers run as each row goes in and cost minutes, so they stay on there.
 */
async function marksWithoutCounterTrigger(
  db: Kysely<Database>,
  dialect: Dialect,
  load: () => Promise<void>,
): Promise<void> {
  if (dialect !== 'postgres') return load()
  await sql`alter table session_attendance disable trigger report_attendance_count`.execute(db)
  try {
    await load()
  } finally {
    await sql`alter table session_attendance enable trigger report_attendance_count`.execute(db)
  }
  await db.transaction().execute(async (trx) => {
    await sql`delete from report_attendance_months`.execute(trx)
    await sql`
      insert into report_attendance_months (kind, group_id, month, recorded, attended)
      select cs.kind, cs.group_id, substr(cs.session_date, 1, 7),
        sum(case when sa.status is null then 0 else 1 end),
        sum(case when sa.status in ('present', 'late') then 1 else 0 end)
      from session_attendance sa join class_sessions cs on cs.id = sa.session_id
      group by cs.kind, cs.group_id, substr(cs.session_date, 1, 7)`.execute(trx)
  })
}
