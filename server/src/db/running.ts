import { sql, type RawBuilder, type SqlBool } from 'kysely'

// "Running on a date", written once for every repository: an enrolment runs on every day up to and including its
// end_date (an ended enrolment's end_date is the day it ended, a removed one's the day before). The SQL is the plain
// comparison `end_date >= date` the queries always wrote, so the enrolment indexes on (…, end_date) still apply and
// no query plan changes (server/test/routes/swimmers-search.test.ts and the waitlist and credit tests read the plans).

/** An `end_date` column, bare or behind its table or alias ('e.end_date', 'school_enrolments.end_date'). */
export type EndDateColumn = 'end_date' | `${string}.end_date`

/**
 * `column >= date`: the row's enrolment runs on `date`. `date` is a value (bound as a parameter) or a column
 * reference (another table's date, e.g. a class session's day) wrapped in `sql.ref`. Use it as a Kysely `where`
 * argument or inside a `sql` template.
 */
export const runningOn = (column: EndDateColumn, date: string | RawBuilder<unknown>): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} >= ${date}`

/** `(column is null or column >= date)`: a group (school, pre-team squad) still open on `date`; null is never ended. */
export const openOn = (column: EndDateColumn, date: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} >= ${date})`
