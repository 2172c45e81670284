// The sign-in texts and success rule, apart from the schemas in auth.ts: no zod here, so the SPA's first page
// can use them without loading the validation library.

export const LOGIN_MESSAGES = {
  fillAll: 'Please fill in all fields',
  userIdNumber: 'User ID must be a number',
  success: 'Login successful',
  invalid: 'Invalid user ID or password',
} as const

/** The spec's success rule: the message, spaces removed and lowercased, contains 'login' and 'succ'. */
export const isLoginSuccessMessage = (message: string): boolean => {
  const flat = message.replace(/\s+/g, '').toLowerCase()
  return flat.includes('login') && flat.includes('succ')
}
