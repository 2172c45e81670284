import type { Kysely } from 'kysely'
import {
  addMembership,
  familiesForSwimmersWithout,
  findPrimaryGuardian,
  insertConsent,
  insertContact,
  insertGuardian,
  setFamilyNotes,
  setMembershipFlags,
  setPhones,
  setSwimmerFamily,
  updateGuardian,
  upsertMedical,
  upsertPhotoConsent,
} from '../../domains/families/families.repository'
import type { SwimmerContact } from '../../domains/families/families.repository'
import type { Database } from '../database'

// The demo's families (issue 28). Every demo swimmer first gets a family from the parent phone and e-mail the seed
// drew for them (the family's first guardian holds them: there is no other copy; migration 0033 did the same for
// databases before it), then a few are shaped as real families are: three siblings across two sites with a
// father who gets the messages and a mother who pays, two siblings with two guardians, siblings at two other sites,
// two families sharing one phone (a grandmother's), a mother in two families (children of two marriages), medical
// notes, photo consent, an emergency contact and a driver allowed to pick up, and consents of every channel and
// purpose, granted and withdrawn.

const ADMIN = 1

export const DEMO_FAMILY_PHONES = {
  hoda: '+201001112233',
  grandmother: '+201223334455',
} as const

export async function seedDemoFamilies(
  db: Kysely<Database>,
  now: Date,
  contacts: readonly SwimmerContact[],
): Promise<void> {
  const at = now.toISOString()
  const stamp = { userId: ADMIN, at }
  await familiesForSwimmersWithout(db, at, contacts)

  const at61 = await swimmersOf(db, 61)
  const at62 = await swimmersOf(db, 62)
  const at63 = await swimmersOf(db, 63)
  if (at61.length < 6 || at62.length < 4 || at63.length < 2) return

  const familyOf = async (swimmerId: number) =>
    (await db.selectFrom('swimmers').select('family_id').where('id', '=', swimmerId).executeTakeFirstOrThrow())
      .family_id!
  const primaryOf = async (familyId: number) => (await findPrimaryGuardian(db, familyId))!.guardian_id
  const join = async (familyId: number, swimmerIds: number[]) => {
    for (const id of swimmerIds) await setSwimmerFamily(db, id, familyId)
  }

  // Three siblings across Smart Way and Club 13: the father gets the messages, the mother pays.
  const familyA = await familyOf(at61[0]!)
  await join(familyA, [at61[1]!, at62[0]!])
  const father = await primaryOf(familyA)
  await updateGuardian(
    db,
    father,
    { fullName: 'Mahmoud Adel', relation: 'father', preferredChannel: 'whatsapp' },
    stamp,
  )
  await setMembershipFlags(db, familyA, father, { isPayer: false })
  const mother = await insertGuardian(
    db,
    { fullName: 'Hoda Samir', relation: 'mother', email: 'hoda.samir@example.com', preferredChannel: 'sms' },
    stamp,
  )
  await setPhones(db, mother, [DEMO_FAMILY_PHONES.hoda])
  await addMembership(db, { familyId: familyA, guardianId: mother, isPrimary: false, isPayer: true }, at)
  await setFamilyNotes(db, familyA, 'Parents separated: both get the news; the mother pays.', stamp)
  await insertContact(
    db,
    {
      familyId: familyA,
      kind: 'emergency',
      fullName: 'Adel Mahmoud',
      relation: 'grandfather',
      phone: '+201114445566',
      notes: '',
    },
    stamp,
  )
  await insertContact(
    db,
    {
      familyId: familyA,
      kind: 'pickup',
      fullName: 'Said Ibrahim',
      relation: 'driver',
      phone: '+201556667788',
      notes: 'Tuesdays',
    },
    stamp,
  )
  const consent = (
    guardianId: number,
    channel: 'whatsapp' | 'sms' | 'email',
    purpose: 'service' | 'marketing',
    granted: boolean,
  ) => insertConsent(db, { guardianId, channel, purpose, granted, how: 'in-person' }, stamp)
  await consent(father, 'whatsapp', 'service', true)
  await consent(father, 'whatsapp', 'marketing', true)
  await consent(father, 'whatsapp', 'marketing', false)
  await consent(mother, 'sms', 'service', true)
  await consent(mother, 'email', 'marketing', true)

  // Two siblings at Smart Way with two guardians.
  const familyB = await familyOf(at61[2]!)
  await join(familyB, [at61[3]!])
  const fatherB = await primaryOf(familyB)
  await updateGuardian(
    db,
    fatherB,
    { fullName: 'Karim Fathy', relation: 'father', preferredChannel: 'email', language: 'en' },
    stamp,
  )
  const motherB = await insertGuardian(db, { fullName: 'Mona Hassan', relation: 'mother', email: null }, stamp)
  await setPhones(db, motherB, ['+201098887766'])
  await addMembership(db, { familyId: familyB, guardianId: motherB, isPrimary: false, isPayer: false }, at)
  await consent(fatherB, 'email', 'service', true)
  await consent(motherB, 'whatsapp', 'marketing', false)
  await consent(motherB, 'sms', 'marketing', true)

  // Siblings at Club 13 and Egypt.
  const familyC = await familyOf(at62[1]!)
  await join(familyC, [at63[0]!])

  // One phone shared by two families: the grandmother's, who brings both.
  const familyD = await familyOf(at61[4]!)
  const familyE = await familyOf(at62[2]!)
  const grandmother = await primaryOf(familyD)
  await updateGuardian(db, grandmother, { fullName: 'Nadia Lotfy', relation: 'grandmother' }, stamp)
  await setPhones(db, grandmother, [DEMO_FAMILY_PHONES.grandmother])
  const auntE = await insertGuardian(db, { fullName: 'Salma Lotfy', relation: 'aunt', email: null }, stamp)
  await setPhones(db, auntE, [DEMO_FAMILY_PHONES.grandmother])
  await addMembership(db, { familyId: familyE, guardianId: auntE, isPrimary: false, isPayer: false }, at)

  // The mother of family A in a second family (a child of her first marriage) without a copy of her data.
  const familyF = await familyOf(at63[1]!)
  await addMembership(db, { familyId: familyF, guardianId: mother, isPrimary: false, isPayer: true }, at)

  // Medical notes and photo consent.
  await upsertMedical(
    db,
    at61[0]!,
    {
      conditions: 'Asthma',
      allergies: '',
      instructions: 'Inhaler in the bag; let him rest when short of breath',
      doctorNote: 'on-file',
    },
    stamp,
  )
  await upsertMedical(
    db,
    at62[0]!,
    { conditions: '', allergies: 'Peanuts', instructions: 'No snacks from others', doctorNote: 'none' },
    stamp,
  )
  await upsertMedical(
    db,
    at61[2]!,
    { conditions: 'Epilepsy', allergies: '', instructions: 'Stay within reach in the water', doctorNote: 'required' },
    stamp,
  )
  await upsertPhotoConsent(db, at61[0]!, true, stamp)
  await upsertPhotoConsent(db, at61[1]!, false, stamp)
}

async function swimmersOf(db: Kysely<Database>, site: number): Promise<number[]> {
  const rows = await db
    .selectFrom('swimmers')
    .select('id')
    .where('site', '=', site)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(8)
    .execute()
  return rows.map((row) => row.id)
}
