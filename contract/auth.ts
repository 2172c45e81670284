import { z } from 'zod'
import { numberText, site } from './common'
import { MODULE_CODES } from './modules'
import { LOGIN_MESSAGES } from './auth-messages'
import { ruleCodes } from './messages/rule'

// The texts and the success rule need no zod, so the SPA's sign-in page can load them without the schemas.
export { LOGIN_MESSAGES, isLoginSuccessMessage } from './auth-messages'

/** The sign-in form's rules: the spec's texts (LOGIN_MESSAGES) and the password's length. */
export const LOGIN_RULES = {
  fillAll: LOGIN_MESSAGES.fillAll,
  userIdNumber: LOGIN_MESSAGES.userIdNumber,
  passwordTooLong: 'Password is too long',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
export const LOGIN_CODES = ruleCodes('rule.login', LOGIN_RULES)

/** Sign-in request; the SPA's login form checks the same rules with the same messages. */
export const loginRequest = z.object({
  userID: z
    .union([z.string(), z.number()], { error: LOGIN_CODES.fillAll })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, LOGIN_CODES.fillAll)
        .regex(/^\d{1,9}$/, LOGIN_CODES.userIdNumber)
        .transform(Number),
    ),
  password: z.string({ error: LOGIN_CODES.fillAll }).min(1, LOGIN_CODES.fillAll).max(1024, LOGIN_CODES.passwordTooLong),
})
export type LoginRequest = z.input<typeof loginRequest>

export const moduleCode = z.enum(MODULE_CODES)

/** What sign-in and GET /auth/me return: the session user plus the bearer token. */
export const sessionUser = z.object({
  message: z.string(),
  userID: z.number().int(),
  sites: z.array(z.string()),
  siteList: z.array(site),
  modules: z.array(moduleCode),
  /**
   * The academy's IANA time zone (a setting; Africa/Cairo by default): the SPA shows every date and moment in it, and
   * its "today" is the academy's (issue 25). Absent from a session stored before it was sent.
   */
  timeZone: z.string().optional(),
})
export type SessionUser = z.infer<typeof sessionUser>

export const loginResponse = sessionUser.extend({ token: z.string() })
export type LoginResponse = z.infer<typeof loginResponse>
