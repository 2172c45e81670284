import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import { check } from '@/api/shapes'
import { sessionUserShape, siteShape } from './sessionShapes'

// Where the session survives a reload (SPEC.md section 3): the user, the token and the chosen site, each under its own key.
export const STORAGE_KEYS = { user: 'user', token: 'authToken', site: 'selectedSite' } as const

export type StoredSession =
  | { status: 'empty' }
  | { status: 'corrupted' }
  | { status: 'found'; user: SessionUser; token: string; site: Site | null }

// Storage can throw (disabled cookies, private mode, quota); a session that cannot be stored is simply not kept.
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
const write = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // not persisted; the session still works until the page is reloaded
  }
}
const remove = (key: string) => {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // nothing to remove
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Reads what a previous visit left, checked as the contract's schemas would (without zod: ./sessionShapes.ts). A user
 * or token without the other, or an unreadable user, counts as corrupted.
 */
export async function readStoredSession(): Promise<StoredSession> {
  const userText = read(STORAGE_KEYS.user)
  const token = read(STORAGE_KEYS.token)
  if (userText === null && token === null) return { status: 'empty' }
  if (userText === null || !token) return { status: 'corrupted' }
  const user = check(sessionUserShape, parseJson(userText))
  if (!user.success) return { status: 'corrupted' }
  const siteText = read(STORAGE_KEYS.site)
  const site = siteText === null ? null : check(siteShape, parseJson(siteText))
  return { status: 'found', user: user.data, token, site: site?.success ? site.data : null }
}

export const storeUser = (user: SessionUser) => write(STORAGE_KEYS.user, JSON.stringify(user))
export const storeToken = (token: string) => write(STORAGE_KEYS.token, token)
export const storeSite = (site: Site) => write(STORAGE_KEYS.site, JSON.stringify(site))
export const forgetSite = () => remove(STORAGE_KEYS.site)

export const clearStoredSession = () => {
  remove(STORAGE_KEYS.user)
  remove(STORAGE_KEYS.token)
  remove(STORAGE_KEYS.site)
}
