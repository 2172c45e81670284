import { failureText } from '@/api/errors'

// The error helpers live in src/api/errors.ts; this screen uses them under its own names.
export { isSessionEnd, serverFieldErrors } from '@/api/errors'

/** What went wrong, for the dialog: see failureText in src/api/errors.ts. */
export const failureDetail = (error: unknown, fallback: string): string => failureText(error, fallback)
