import type { Kysely } from 'kysely'
import type { Preferences, UpdatePreferencesRequest } from '@contract/preferences'
import type { Database } from '../../db/database'
import { notFound } from '../../lib/http-error'
import type { AuthContext } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { findPreferences, savePreferences } from './preferences.repository'
import { message } from '@contract/messages/message'

// The signed-in user's own language and digits: anyone signed in reads and changes their own, nobody else's.

const asPreferences = (row: { language: string | null; digits: string }): Preferences => ({
  language: row.language === 'en' || row.language === 'ar' ? row.language : null,
  digits: row.digits === 'arab' ? 'arab' : 'latn',
})

export async function getPreferences(db: Kysely<Database>, auth: AuthContext): Promise<Preferences> {
  const row = await findPreferences(db, auth.userId)
  if (!row) throw notFound(message('user.notFound', { id: auth.userId }))
  return asPreferences(row)
}

export async function updatePreferences(
  db: Kysely<Database>,
  auth: AuthContext,
  at: string,
  request: UpdatePreferencesRequest,
): Promise<Preferences> {
  return db.transaction().execute(async (trx) => {
    const before = await findPreferences(trx, auth.userId)
    if (!before) throw notFound(message('user.notFound', { id: auth.userId }))
    const changes = {
      ...(request.language !== undefined ? { language: request.language } : {}),
      ...(request.digits !== undefined ? { digits: request.digits } : {}),
    }
    await savePreferences(trx, auth.userId, changes)
    const after = asPreferences({ ...before, ...changes })
    await writeAudit(trx, {
      userId: auth.userId,
      site: null,
      entity: 'user',
      entityId: auth.userId,
      action: 'UpdatePreferences',
      before: asPreferences(before),
      after,
      at,
    })
    return after
  })
}
