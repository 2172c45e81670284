import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/database'

// Messages to families (issue 29): a family of the test's own, its guardians with their numbers, languages,
// preferred channels and consents (the latest record per channel and purpose holds).

export interface GuardianFixture {
  name: string
  phone?: string
  email?: string
  channel: 'whatsapp' | 'email' | 'sms'
  language: 'ar' | 'en'
  consents: Array<['whatsapp' | 'email' | 'sms', 'service' | 'marketing', boolean]>
}

/** A family of these swimmers with these guardians (the first primary); answers the guardians' ids. */
export async function addFamily(
  db: Kysely<Database>,
  at: string,
  swimmerIds: number[],
  guardians: GuardianFixture[],
): Promise<number[]> {
  const { id: familyId } = await db
    .insertInto('families')
    .values({ notes: '', merged_into: null, created_at: at, created_by: 1, updated_at: null, updated_by: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  const ids: number[] = []
  for (const [index, guardian] of guardians.entries()) {
    const { id } = await db
      .insertInto('guardians')
      .values({
        full_name: guardian.name,
        relation: 'parent',
        email: guardian.email ?? null,
        preferred_channel: guardian.channel,
        language: guardian.language,
        created_at: at,
        created_by: 1,
        updated_at: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(id)
    if (guardian.phone) {
      await db.insertInto('guardian_phones').values({ guardian_id: id, phone: guardian.phone, position: 0 }).execute()
    }
    await db
      .insertInto('family_guardians')
      .values({ family_id: familyId, guardian_id: id, is_primary: index === 0 ? 1 : 0, is_payer: 1, added_at: at })
      .execute()
    for (const [channel, purpose, granted] of guardian.consents) {
      await db
        .insertInto('guardian_consents')
        .values({
          guardian_id: id,
          channel,
          purpose,
          granted: granted ? 1 : 0,
          how: 'in-person',
          recorded_by: 1,
          recorded_at: at,
        })
        .execute()
    }
  }
  await db.updateTable('swimmers').set({ family_id: familyId }).where('id', 'in', swimmerIds).execute()
  return ids
}
