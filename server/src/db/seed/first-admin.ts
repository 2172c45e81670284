import type { Kysely } from 'kysely'
import { USER_TYPE } from '@contract/lookups'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/settings'
import { hashPassword } from '../../lib/passwords'
import { withNameKey } from '../../lib/name-key'
import { writeAudit } from '../../domains/audit/audit.repository'
import type { Database } from '../database'

// The first staff account of a database started without demo data (DEMO_DATA=0): an administrator of every site,
// who then creates the other users in Settings.

export class FirstAdminError extends Error {}

export async function createAdministrator(
  db: Kysely<Database>,
  account: { fullName: string; password: string; now: Date },
): Promise<number> {
  const fullName = account.fullName.trim()
  if (fullName.length < 2 || fullName.length > 100) throw new FirstAdminError('The name must be 2 to 100 characters')
  if (account.password.length < PASSWORD_MIN_LENGTH || account.password.length > PASSWORD_MAX_LENGTH) {
    throw new FirstAdminError(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`)
  }
  const passwordHash = await hashPassword(account.password)
  const at = account.now.toISOString()
  return db.transaction().execute(async (trx) => {
    const sites = await trx.selectFrom('sites').select('id').orderBy('id').execute()
    if (sites.length === 0) throw new FirstAdminError('The database has no sites: start the server once to set it up')
    const { id } = await trx
      .insertInto('users')
      .values({
        ...withNameKey(fullName),
        home_site: sites[0].id,
        user_type_id: USER_TYPE.administrator,
        password_hash: passwordHash,
        disabled: 0,
        created_at: at,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('user_sites')
      .values(sites.map((site) => ({ user_id: id, site_id: site.id })))
      .execute()
    // Nobody is signed in: the account is recorded as made by itself, from the command line.
    await writeAudit(trx, {
      userId: id,
      site: null,
      at,
      entity: 'user',
      entityId: id,
      action: 'CreateFirstAdministrator',
      after: { fullName, userTypeId: USER_TYPE.administrator, sites: sites.map((site) => site.id) },
    })
    return id
  })
}
