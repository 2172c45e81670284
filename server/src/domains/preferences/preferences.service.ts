import type { Kysely } from 'kysely'
import type { Preferences, UpdatePreferencesRequest } from '@contract/preferences'
import type { Database } from '../../db/database'
import { notFound } from '../../lib/http-error'
import type { Acting } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { findPreferences, savePreferences } from './preferences.repository'
import { message } from '@contract/messages/message'

// The signed-in user's own language and digits: anyone signed in reads and changes their own, nobody else's.

const asPreferences = (row: { language: string | null; digits: string }): Preferences => ({
  language: row.language === 'en' || row.language === 'ar' ? row.language : null,
  digits: row.digits === 'arab' ? 'arab' : 'latn',
})

export async function getPreferences(db: Kysely<Database>, acting: Acting): Promise<Preferences> {
  const row = await findPreferences(db, acting.userId)
  if (!row) throw notFound(message('user.notFound', { id: acting.userId }))
  return asPreferences(row)
}

export async function updatePreferences(
  db: Kysely<Database>,
  acting: Acting,
  request: UpdatePreferencesRequest,
): Promise<Preferences> {
  return db.transaction().execute(async (trx) => {
    const before = await findPreferences(trx, acting.userId)
    if (!before) throw notFound(message('user.notFound', { id: acting.userId }))
    const changes = {
      ...(request.language !== undefined ? { language: request.language } : {}),
      ...(request.digits !== undefined ? { digits: request.digits } : {}),
    }
    await savePreferences(trx, acting.userId, changes)
    const after = asPreferences({ ...before, ...changes })
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'user',
      entityId: acting.userId,
      action: 'UpdatePreferences',
      before: asPreferences(before),
      after,
      at: acting.at,
    })
    return after
  })
}
