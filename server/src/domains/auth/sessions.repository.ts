import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Sign-in sessions. Only the SHA-256 of a token is stored, so a database leak reveals no usable token.

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; userId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute()
}

export async function touchSession(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ last_seen_at: now }).where('id', '=', id).execute()
}

export async function revokeSession(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ revoked_at: now }).where('id', '=', id).execute()
}

export async function countRecentFailures(db: Kysely<Database>, userKey: string, since: string) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('user_key', '=', userKey)
    .where('failed_at', '>', since)
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), oldest: (row?.oldest as string | null) ?? null }
}

/** Records a sign-in attempt as a failure until it succeeds; returns its id. */
export async function recordAttempt(db: Kysely<Database>, userKey: string, now: string): Promise<number> {
  const { id } = await db
    .insertInto('login_failures')
    .values({ user_key: userKey, failed_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(id)
}

export async function forgetAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute()
}

export async function clearFailures(db: Kysely<Database>, userKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('user_key', '=', userKey).execute()
}
