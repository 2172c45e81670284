import { createHash, randomBytes } from 'node:crypto'

export const SESSION_IDLE_MS = 30 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** last_seen_at is written at most this often, so busy sessions do not write on every request. */
export const SESSION_TOUCH_MS = 60 * 1000

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/

export function tokenFromHeader(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined
}
