import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { toE164 } from '@contract/phone'
import type { Channel, Purpose } from '@contract/families'
import type { Database } from '../../db/database'

// Families (issue 28, migration 0033): Kysely only. Every read of a family's swimmers leaves out deleted swimmers.

type Db = Kysely<Database>

// ---------------------------------------------------------------------------------------------
// Reads

/** A family that exists and was not merged into another. */
export function findFamily(db: Db, familyId: number) {
  return db
    .selectFrom('families')
    .selectAll()
    .where('id', '=', familyId)
    .where('merged_into', 'is', null)
    .executeTakeFirst()
}

/** The family of a swimmer (not deleted): its id, and the swimmer's site. */
export function findSwimmerFamily(db: Db, swimmerId: number) {
  return db
    .selectFrom('swimmers')
    .select(['id', 'full_name', 'site', 'family_id'])
    .where('id', '=', swimmerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The swimmers of families (not deleted), with their site's name, in id order. */
export function findFamilySwimmers(db: Db, familyIds: readonly number[]) {
  if (familyIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmers as s')
    .select([
      's.id',
      's.full_name',
      's.site',
      's.family_id',
      sql<string>`(select sites.name from sites where sites.id = s.site)`.as('site_name'),
    ])
    .where('s.family_id', 'in', [...familyIds])
    .where('s.deleted_at', 'is', null)
    .orderBy('s.id')
    .execute()
}

/** The guardians of families, with their membership (primary first, then in the order they joined). */
export function findGuardians(db: Db, familyIds: readonly number[]) {
  if (familyIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('family_guardians as fg')
    .innerJoin('guardians as g', 'g.id', 'fg.guardian_id')
    .select([
      'fg.family_id',
      'fg.is_primary',
      'fg.is_payer',
      'g.id',
      'g.full_name',
      'g.relation',
      'g.email',
      'g.preferred_channel',
      'g.language',
      'g.notes',
    ])
    .where('fg.family_id', 'in', [...familyIds])
    .orderBy('fg.family_id')
    .orderBy('fg.is_primary', 'desc')
    .orderBy('fg.added_at')
    .orderBy('g.id')
    .execute()
}

export function findGuardian(db: Db, guardianId: number) {
  return db.selectFrom('guardians').selectAll().where('id', '=', guardianId).executeTakeFirst()
}

/** Every family a guardian is in (merged families have no memberships left). */
export function findMemberships(db: Db, guardianIds: readonly number[]) {
  if (guardianIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('family_guardians')
    .selectAll()
    .where('guardian_id', 'in', [...guardianIds])
    .orderBy('family_id')
    .execute()
}

/** Guardians' numbers, main first. */
export function findPhones(db: Db, guardianIds: readonly number[]) {
  if (guardianIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('guardian_phones')
    .select(['guardian_id', 'phone', 'position'])
    .where('guardian_id', 'in', [...guardianIds])
    .orderBy('guardian_id')
    .orderBy('position')
    .execute()
}

/** Guardians' consent history with who recorded each, oldest first (the latest per channel and purpose holds). */
export function findConsents(db: Db, guardianIds: readonly number[]) {
  if (guardianIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('guardian_consents as c')
    .leftJoin('users as u', 'u.id', 'c.recorded_by')
    .select([
      'c.id',
      'c.guardian_id',
      'c.channel',
      'c.purpose',
      'c.granted',
      'c.how',
      'c.recorded_at',
      'c.recorded_by',
      'u.full_name as recorded_by_name',
    ])
    .where('c.guardian_id', 'in', [...guardianIds])
    .orderBy('c.id')
    .execute()
}

/**
 * The families holding a number (E.164), by the phone index (guardian_phones_phone) and the memberships' guardian
 * index; at most `limit`.
 */
export function findFamiliesByPhone(db: Db, phone: string, limit = 20) {
  return db
    .selectFrom('guardian_phones as p')
    .innerJoin('family_guardians as fg', 'fg.guardian_id', 'p.guardian_id')
    .select(['fg.family_id', 'p.guardian_id'])
    .where('p.phone', '=', phone)
    .orderBy('fg.family_id')
    .limit(limit)
    .execute()
}

/** The families (other than `exceptFamily`) that hold any of these numbers. */
export async function findPhonesElsewhere(db: Db, phones: readonly string[], exceptFamily: number | null) {
  if (phones.length === 0) return []
  const rows = await db
    .selectFrom('guardian_phones as p')
    .innerJoin('family_guardians as fg', 'fg.guardian_id', 'p.guardian_id')
    .select(['p.phone', 'fg.family_id'])
    .where('p.phone', 'in', [...phones])
    .$if(exceptFamily !== null, (query) => query.where('fg.family_id', '<>', exceptFamily as number))
    .orderBy('fg.family_id')
    .execute()
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = `${row.phone} ${row.family_id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A family's emergency contacts and pick-ups in force. */
export function findContacts(db: Db, familyId: number) {
  return db
    .selectFrom('family_contacts')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('removed_at', 'is', null)
    .orderBy('kind')
    .orderBy('id')
    .execute()
}

export function findMedical(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmer_medical')
    .selectAll()
    .where('swimmer_id', 'in', [...swimmerIds])
    .execute()
}

export function findPhotoConsents(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmer_photo_consents')
    .selectAll()
    .where('swimmer_id', 'in', [...swimmerIds])
    .execute()
}

/** Open invoices of some swimmers across every site (invoices_swimmer index), oldest first. */
export function findOpenInvoices(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('invoices')
    .select(['id', 'swimmer_id', 'site', 'item_name', 'months', 'created_at', 'amount_cents', 'paid_cents'])
    .where('swimmer_id', 'in', [...swimmerIds])
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * The latest payments of some swimmers across every site, newest first: through their invoices (invoices_swimmer,
 * then payments_invoice; payments have no index by swimmer), sorted here — a family's payments are few, and an ORDER
 * BY … LIMIT in SQL could tempt the planner to walk every payment by date.
 */
export async function findPayments(db: Db, swimmerIds: readonly number[], limit = 50) {
  if (swimmerIds.length === 0) return []
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('payments as p', 'p.invoice_id', 'i.id')
    .select(['p.id', 'p.invoice_id', 'p.swimmer_id', 'p.site', 'p.amount_cents', 'p.receipt_no', 'p.created_at'])
    .where('i.swimmer_id', 'in', [...swimmerIds])
    .execute()
  return rows
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    .slice(0, limit)
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface Stamp {
  userId: number | null
  at: string
}

export async function insertFamily(db: Db, stamp: Stamp, notes = ''): Promise<number> {
  const { id } = await db
    .insertInto('families')
    .values({
      notes,
      merged_into: null,
      created_at: stamp.at,
      created_by: stamp.userId,
      updated_at: null,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export interface GuardianFields {
  fullName: string
  relation: string
  email?: string | null
  preferredChannel?: Channel
  language?: 'ar' | 'en'
  notes?: string
}

export async function insertGuardian(db: Db, fields: GuardianFields, stamp: Stamp): Promise<number> {
  const { id } = await db
    .insertInto('guardians')
    .values({
      full_name: fields.fullName,
      relation: fields.relation,
      email: fields.email ?? null,
      preferred_channel: fields.preferredChannel ?? 'whatsapp',
      language: fields.language ?? 'ar',
      notes: fields.notes ?? '',
      created_at: stamp.at,
      created_by: stamp.userId,
      updated_at: null,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export function updateGuardian(db: Db, guardianId: number, fields: Partial<GuardianFields>, stamp: Stamp) {
  return db
    .updateTable('guardians')
    .set({
      ...(fields.fullName !== undefined ? { full_name: fields.fullName } : {}),
      ...(fields.relation !== undefined ? { relation: fields.relation } : {}),
      ...(fields.email !== undefined ? { email: fields.email } : {}),
      ...(fields.preferredChannel !== undefined ? { preferred_channel: fields.preferredChannel } : {}),
      ...(fields.language !== undefined ? { language: fields.language } : {}),
      ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
      updated_at: stamp.at,
      updated_by: stamp.userId,
    })
    .where('id', '=', guardianId)
    .execute()
}

/** Replaces a guardian's numbers (E.164, main first). */
export async function setPhones(db: Db, guardianId: number, phones: readonly string[]): Promise<void> {
  await db.deleteFrom('guardian_phones').where('guardian_id', '=', guardianId).execute()
  const unique = [...new Set(phones)]
  if (unique.length === 0) return
  await db
    .insertInto('guardian_phones')
    .values(unique.map((phone, position) => ({ guardian_id: guardianId, phone, position })))
    .execute()
}

/** Adds a membership; a new primary (or payer) takes the flag from the family's others. */
export async function addMembership(
  db: Db,
  membership: { familyId: number; guardianId: number; isPrimary: boolean; isPayer: boolean },
  at: string,
): Promise<void> {
  if (membership.isPrimary) await clearPrimary(db, membership.familyId)
  await db
    .insertInto('family_guardians')
    .values({
      family_id: membership.familyId,
      guardian_id: membership.guardianId,
      is_primary: membership.isPrimary ? 1 : 0,
      is_payer: membership.isPayer ? 1 : 0,
      added_at: at,
    })
    .execute()
}

function clearPrimary(db: Db, familyId: number) {
  return db.updateTable('family_guardians').set({ is_primary: 0 }).where('family_id', '=', familyId).execute()
}

/** Sets a guardian's flags in one family. */
export async function setMembershipFlags(
  db: Db,
  familyId: number,
  guardianId: number,
  flags: { isPrimary?: boolean; isPayer?: boolean },
): Promise<void> {
  if (flags.isPrimary) await clearPrimary(db, familyId)
  const set = {
    ...(flags.isPrimary !== undefined ? { is_primary: (flags.isPrimary ? 1 : 0) as 0 | 1 } : {}),
    ...(flags.isPayer !== undefined ? { is_payer: (flags.isPayer ? 1 : 0) as 0 | 1 } : {}),
  }
  if (Object.keys(set).length === 0) return
  await db
    .updateTable('family_guardians')
    .set(set)
    .where('family_id', '=', familyId)
    .where('guardian_id', '=', guardianId)
    .execute()
}

export function insertConsent(
  db: Db,
  consent: { guardianId: number; channel: Channel; purpose: Purpose; granted: boolean; how: string },
  stamp: Stamp,
) {
  return db
    .insertInto('guardian_consents')
    .values({
      guardian_id: consent.guardianId,
      channel: consent.channel,
      purpose: consent.purpose,
      granted: consent.granted ? 1 : 0,
      how: consent.how,
      recorded_by: stamp.userId,
      recorded_at: stamp.at,
    })
    .execute()
}

export async function setSwimmerFamily(db: Db, swimmerId: number, familyId: number): Promise<void> {
  await db.updateTable('swimmers').set({ family_id: familyId }).where('id', '=', swimmerId).execute()
}

/**
 * Moves everything of family `from` into `into`: swimmers (deleted ones too, so their history follows), guardians'
 * memberships (a guardian of both keeps one; `into`'s primary stays primary), contacts and notes. `from` is kept,
 * empty, naming `into`. Consents and phones belong to the guardians and move with them.
 */
export async function mergeFamilyInto(db: Db, from: number, into: number, stamp: Stamp): Promise<void> {
  await db.updateTable('swimmers').set({ family_id: into }).where('family_id', '=', from).execute()
  await db
    .deleteFrom('family_guardians')
    .where('family_id', '=', from)
    .where('guardian_id', 'in', (eb) =>
      eb.selectFrom('family_guardians').select('guardian_id').where('family_id', '=', into),
    )
    .execute()
  await db.updateTable('family_guardians').set({ is_primary: 0 }).where('family_id', '=', from).execute()
  await db.updateTable('family_guardians').set({ family_id: into }).where('family_id', '=', from).execute()
  await db.updateTable('family_contacts').set({ family_id: into }).where('family_id', '=', from).execute()
  const [source, target] = await Promise.all([findFamilyRow(db, from), findFamilyRow(db, into)])
  const notes = [target?.notes ?? '', source?.notes ?? ''].filter((text) => text !== '').join('\n')
  await db
    .updateTable('families')
    .set({ notes, updated_at: stamp.at, updated_by: stamp.userId })
    .where('id', '=', into)
    .execute()
  await db
    .updateTable('families')
    .set({ merged_into: into, updated_at: stamp.at, updated_by: stamp.userId })
    .where('id', '=', from)
    .execute()
}

function findFamilyRow(db: Db, familyId: number) {
  return db.selectFrom('families').selectAll().where('id', '=', familyId).executeTakeFirst()
}

export function setFamilyNotes(db: Db, familyId: number, notes: string, stamp: Stamp) {
  return db
    .updateTable('families')
    .set({ notes, updated_at: stamp.at, updated_by: stamp.userId })
    .where('id', '=', familyId)
    .execute()
}

export async function upsertMedical(
  db: Db,
  swimmerId: number,
  note: { conditions: string; allergies: string; instructions: string; doctorNote: 'none' | 'required' | 'on-file' },
  stamp: Stamp,
): Promise<void> {
  const values = {
    conditions: note.conditions,
    allergies: note.allergies,
    instructions: note.instructions,
    doctor_note: note.doctorNote,
    updated_at: stamp.at,
    updated_by: stamp.userId,
  }
  await db
    .insertInto('swimmer_medical')
    .values({ swimmer_id: swimmerId, ...values })
    .onConflict((oc) => oc.column('swimmer_id').doUpdateSet(values))
    .execute()
}

export async function upsertPhotoConsent(db: Db, swimmerId: number, granted: boolean, stamp: Stamp): Promise<void> {
  const values = { granted: (granted ? 1 : 0) as 0 | 1, recorded_at: stamp.at, recorded_by: stamp.userId }
  await db
    .insertInto('swimmer_photo_consents')
    .values({ swimmer_id: swimmerId, ...values })
    .onConflict((oc) => oc.column('swimmer_id').doUpdateSet(values))
    .execute()
}

export async function insertContact(
  db: Db,
  contact: {
    familyId: number
    kind: 'emergency' | 'pickup'
    fullName: string
    relation: string
    phone: string
    notes: string
  },
  stamp: Stamp,
): Promise<number> {
  const { id } = await db
    .insertInto('family_contacts')
    .values({
      family_id: contact.familyId,
      kind: contact.kind,
      full_name: contact.fullName,
      relation: contact.relation,
      phone: contact.phone,
      notes: contact.notes,
      created_at: stamp.at,
      created_by: stamp.userId,
      removed_at: null,
      removed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export function findContact(db: Db, familyId: number, contactId: number) {
  return db
    .selectFrom('family_contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('family_id', '=', familyId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
}

export function removeContact(db: Db, contactId: number, stamp: Stamp) {
  return db
    .updateTable('family_contacts')
    .set({ removed_at: stamp.at, removed_by: stamp.userId })
    .where('id', '=', contactId)
    .execute()
}

/** The primary guardian of a family, if any. */
export function findPrimaryGuardian(db: Db, familyId: number) {
  return db
    .selectFrom('family_guardians')
    .select(['guardian_id'])
    .where('family_id', '=', familyId)
    .where('is_primary', '=', 1)
    .executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// Giving swimmers without a family one (the demo seed; the migrations did it in SQL for databases before 0033 and 0035)

const BATCH = 500

/** A swimmer's parent phone and e-mail as typed (the demo seed's), for the family they are given. */
export interface SwimmerContact {
  swimmerId: number
  phone: string | null
  email: string | null
}

/**
 * Every one of these swimmers that has no family gets one: those whose parent phone is the same number
 * (contract/phone.ts; a number that is not valid compared as its digits) join one family, or the family that already
 * holds that number; a new family's first guardian is the parent phone and e-mail (primary, payer).
 */
export async function familiesForSwimmersWithout(
  db: Db,
  at: string,
  contacts: readonly SwimmerContact[],
): Promise<number> {
  const without = new Set(
    (await db.selectFrom('swimmers').select('id').where('family_id', 'is', null).execute()).map((row) => row.id),
  )
  const rows = contacts.filter((contact) => without.has(contact.swimmerId)).sort((a, b) => a.swimmerId - b.swimmerId)
  const keyOf = (phone: string | null) => {
    if (!phone) return ''
    return toE164(phone) ?? phone.replace(/\D/g, '')
  }
  const groups = new Map<string, Array<{ id: number; email: string | null }>>()
  for (const row of rows) {
    const key = keyOf(row.phone) || `swimmer:${row.swimmerId}`
    const list = groups.get(key) ?? []
    list.push({ id: row.swimmerId, email: row.email || null })
    groups.set(key, list)
  }
  let made = 0
  const entries = [...groups.entries()]
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH)
    const phones = batch.map(([key]) => key).filter((key) => !key.startsWith('swimmer:'))
    const existing = new Map<string, number>()
    if (phones.length > 0) {
      const found = await db
        .selectFrom('guardian_phones as p')
        .innerJoin('family_guardians as fg', 'fg.guardian_id', 'p.guardian_id')
        .select(['p.phone', sql<number>`min(fg.family_id)`.as('family_id')])
        .where('p.phone', 'in', phones)
        .groupBy('p.phone')
        .execute()
      for (const row of found) existing.set(row.phone, Number(row.family_id))
    }
    const fresh = batch.filter(([key]) => !existing.has(key))
    if (fresh.length > 0) {
      const families = await db
        .insertInto('families')
        .values(
          fresh.map(() => ({
            notes: '',
            merged_into: null,
            created_at: at,
            created_by: null,
            updated_at: null,
            updated_by: null,
          })),
        )
        .returning('id')
        .execute()
      const guardians = await db
        .insertInto('guardians')
        .values(
          fresh.map(([, swimmers]) => ({
            full_name: '',
            relation: 'parent',
            email: swimmers[0]!.email,
            created_at: at,
            created_by: null,
            updated_at: null,
            updated_by: null,
          })),
        )
        .returning('id')
        .execute()
      const phoneRows = fresh.flatMap(([key], index) =>
        key.startsWith('swimmer:') ? [] : [{ guardian_id: guardians[index]!.id, phone: key, position: 0 }],
      )
      if (phoneRows.length > 0) await db.insertInto('guardian_phones').values(phoneRows).execute()
      await db
        .insertInto('family_guardians')
        .values(
          fresh.map((_, index) => ({
            family_id: families[index]!.id,
            guardian_id: guardians[index]!.id,
            is_primary: 1 as const,
            is_payer: 1 as const,
            added_at: at,
          })),
        )
        .execute()
      fresh.forEach(([key], index) => existing.set(key, families[index]!.id))
      made += fresh.length
    }
    const byFamily = new Map<number, number[]>()
    for (const [key, swimmers] of batch) {
      const familyId = existing.get(key)!
      byFamily.set(familyId, [...(byFamily.get(familyId) ?? []), ...swimmers.map((swimmer) => swimmer.id)])
    }
    for (const [familyId, swimmerIds] of byFamily) {
      await db.updateTable('swimmers').set({ family_id: familyId }).where('id', 'in', swimmerIds).execute()
    }
  }
  return made
}
