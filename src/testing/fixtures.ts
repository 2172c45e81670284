import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'

export const TEST_TOKEN = 'test-token-0123456789abcdef'
export const TEST_PASSWORD = 'correct horse battery staple'

export const CLUB_13: Site = { id: 62, name: 'Club 13' }
export const SMART_WAY: Site = { id: 61, name: 'Smart Way' }

/** A signed-in user as the server describes them; override what a test is about. */
export const buildUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  message: 'Login successful',
  userID: 8,
  sites: [CLUB_13.name, SMART_WAY.name],
  siteList: [CLUB_13, SMART_WAY],
  modules: ['Mod_SW', 'Mod_SC'],
  ...overrides,
})
