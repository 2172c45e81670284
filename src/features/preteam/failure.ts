// The error helpers live in src/api/errors.ts; this screen imports them from here.
export { failureText, isSessionEnd, serverFieldErrors } from '@/api/errors'
