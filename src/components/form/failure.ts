// What a refused call means for a form comes from the one error helper (src/api/errors.ts): the session ended (the
// shell already said so), the fields the server named, and one sentence for the top of the form.
export { isSessionEnd, serverFieldErrors, failureText as failureDetail } from '@/api/errors'
