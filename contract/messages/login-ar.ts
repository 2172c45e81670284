import type { LOGIN_MESSAGES } from '../auth-messages'

/** The sign-in protocol's own words (contract/auth-messages.ts) in Egyptian Arabic, as the login form shows them. */
export const LOGIN_MESSAGES_AR: Record<keyof typeof LOGIN_MESSAGES, string> = {
  fillAll: 'من فضلك املا كل الخانات',
  userIdNumber: 'رقم المستخدم لازم يكون رقم',
  success: 'تم الدخول بنجاح',
  invalid: 'رقم المستخدم أو كلمة السر غلط',
}
