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

/** Failed sign-ins since a time: of one user ID from one client, or (without `userKey`) of the client. */
export async function countRecentFailures(
  db: Kysely<Database>,
  where: { userKey?: string; client: string },
  since: string,
) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .$if(where.userKey !== undefined, (query) => query.where('user_key', '=', where.userKey!))
    .where('client', '=', where.client)
    .where('failed_at', '>', since)
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), oldest: (row?.oldest as string | null) ?? null }
}

/** Records a sign-in attempt as a failure until it succeeds; returns its id. */
export async function recordAttempt(
  db: Kysely<Database>,
  attempt: { userKey: string; client: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('login_failures')
    .values({ user_key: attempt.userKey, client: attempt.client, failed_at: attempt.now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(id)
}

export async function forgetAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute()
}

/** After a successful sign-in: the user ID's failures from that client are forgotten. */
export async function clearFailures(db: Kysely<Database>, userKey: string, client: string): Promise<void> {
  await db.deleteFrom('login_failures').where('user_key', '=', userKey).where('client', '=', client).execute()
}

/** Failures older than the window count for nothing any more, whoever made them. */
export async function pruneFailures(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute()
}
