import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import { MODULE_CODES } from '@contract/constants'
import { arrayOf, integer, objectOf, oneOf, optional, string } from '@/api/shapes'

// The contract's `site` and `sessionUser` (contract/common.ts, contract/auth.ts), checked without zod: a stored
// session is read, and GET /auth/me answers, on every first load (src/api/shapes.ts says why; its tests compare).

// The Arabic name (issue 25) is kept: without it a reload (GET /auth/me) or a stored session lost every Arabic site name.
export const siteShape = objectOf<Site>({ id: integer, name: string, nameAr: optional(string) })

export const sessionUserShape = objectOf<SessionUser>({
  message: string,
  userID: integer,
  sites: arrayOf(string),
  siteList: arrayOf(siteShape),
  modules: arrayOf(oneOf(MODULE_CODES)),
  timeZone: optional(string),
})
