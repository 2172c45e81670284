// The error helpers live in src/api/errors.ts; this screen imports them from here.
export { failureText, isSessionEnd, serverFieldErrors } from '@/api/errors'

/** A refused create that still names the new school counts as created (SPEC.md section 4). */
export function schoolIdInError(error: unknown): number | undefined {
  const id = (error as { data?: { schoolID?: unknown } } | undefined)?.data?.schoolID
  const numeric = typeof id === 'string' ? Number(id) : id
  return typeof numeric === 'number' && Number.isInteger(numeric) && numeric > 0 ? numeric : undefined
}
