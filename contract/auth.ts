import { z } from 'zod'
import { site } from './common'
import { MODULE_CODES } from './modules'

export const LOGIN_MESSAGES = {
  fillAll: 'Please fill in all fields',
  userIdNumber: 'User ID must be a number',
  success: 'Login successful',
  invalid: 'Invalid user ID or password',
} as const

/** Sign-in request; the SPA's login form checks the same rules with the same messages. */
export const loginRequest = z.object({
  userID: z
    .union([z.string(), z.number()], { error: LOGIN_MESSAGES.fillAll })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, LOGIN_MESSAGES.fillAll)
        .regex(/^\d{1,9}$/, LOGIN_MESSAGES.userIdNumber)
        .transform(Number),
    ),
  password: z
    .string({ error: LOGIN_MESSAGES.fillAll })
    .min(1, LOGIN_MESSAGES.fillAll)
    .max(1024, 'Password is too long'),
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
})
export type SessionUser = z.infer<typeof sessionUser>

export const loginResponse = sessionUser.extend({ token: z.string() })
export type LoginResponse = z.infer<typeof loginResponse>

/** The spec's success rule: the message, spaces removed and lowercased, contains 'login' and 'succ'. */
export const isLoginSuccessMessage = (message: string): boolean => {
  const flat = message.replace(/\s+/g, '').toLowerCase()
  return flat.includes('login') && flat.includes('succ')
}
