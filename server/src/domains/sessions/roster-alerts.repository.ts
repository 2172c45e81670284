import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Roster alerts (issue 28): what a coach must know about each swimmer of a session, for all of its roster in one
// statement (no query per swimmer), each an index lookup by swimmer: a medical note (swimmer_medical's key), an open
// invoice with something still due (invoices by swimmer), a freeze running on the session's date
// (swimmer_freezes by swimmer), and no present or late mark at any earlier session (session_attendance_by_swimmer).

type Db = Kysely<Database>

const flag = (condition: ReturnType<typeof sql>) => sql<number>`case when ${condition} then 1 else 0 end`

export function findRosterAlerts(db: Db, swimmerIds: readonly number[], sessionDate: string) {
  return (
    db
      .selectFrom('swimmers as s')
      .select([
        's.id',
        flag(sql`exists (select 1 from swimmer_medical m where m.swimmer_id = s.id and (m.conditions <> ''
        or m.allergies <> '' or m.instructions <> '' or m.doctor_note <> 'none'))`).as('medical'),
        flag(sql`exists (select 1 from invoices i where i.swimmer_id = s.id and i.status = 'open'
        and i.amount_cents > i.paid_cents)`).as('unpaid'),
        flag(sql`exists (select 1 from swimmer_freezes f where f.swimmer_id = s.id and f.ended_at is null
        and f.freeze_date <= ${sessionDate})`).as('frozen'),
        flag(sql`not exists (select 1 from session_attendance a join class_sessions c on c.id = a.session_id
        where a.swimmer_id = s.id and a.status in ('present', 'late') and c.session_date < ${sessionDate})`).as(
          'first_session',
        ),
      ])
      // One statement for every roster, an empty one too: the same statements for any session (week-statements.test).
      .where(swimmerIds.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`s.id in (${sql.join([...swimmerIds])})`)
      .execute()
  )
}
