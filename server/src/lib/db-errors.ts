// Recognising constraint failures on both engines, so a race lost to the database's own rule
// (one receipt number per site, one attendance per session) becomes a clear 409, not a 500.

interface DriverError {
  code?: string
  constraint?: string
  message?: string
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const err = error as DriverError
  const unique =
    err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  if (!unique || !constraint) return unique
  // PostgreSQL names the constraint; SQLite names the columns ("UNIQUE constraint failed: payments.site, payments.receipt_no").
  return err.constraint === constraint || Boolean(err.message?.includes(constraint))
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as DriverError)?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
