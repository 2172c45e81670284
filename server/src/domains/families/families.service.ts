import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import type {
  joinGuardianRequest,
  consentRequest,
  contactRequest,
  FamilyDetails,
  familySearchResponse,
  guardianRequest,
  GuardianView,
  MedicalNote,
  medicalRequest,
  SwimmerFamilyResponse,
} from '@contract/families'
import { message } from '@contract/messages/message'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { maySeeSite, requireAction, type Acting, type Actor } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { storedItem } from '../../lib/invoice-items'
import {
  addMembership,
  findConsents,
  findContact,
  findContacts,
  findFamiliesByPhone,
  findFamily,
  findFamilySwimmers,
  findGuardian,
  findGuardians,
  findMedical,
  findMemberships,
  findOpenInvoices,
  findPayments,
  findPhones,
  findPhonesElsewhere,
  findPhotoConsents,
  findPrimaryGuardian,
  findSwimmerFamily,
  insertConsent,
  insertContact,
  insertFamily,
  insertGuardian,
  mergeFamilyInto,
  removeContact,
  setFamilyNotes,
  setMembershipFlags,
  setPhones,
  setSwimmerFamily,
  updateGuardian as updateGuardianRow,
  upsertMedical,
  upsertPhotoConsent,
  type Stamp,
} from './families.repository'

// Families (issue 28): every rule of a family. A user sees a family when they may see one of its swimmers (a swimmer
// of a site of theirs, not deleted); its swimmers at other sites are shown by name and site only. Reading needs
// ViewFamilies, changing ManageFamilies (declared on the routes), medical notes ViewMedical. Every change is audited
// in its transaction with before and after.

type Db = Kysely<Database>
type GuardianInput = z.output<typeof guardianRequest>
type MedicalInput = z.output<typeof medicalRequest>

const stampOf = (acting: Actor): Stamp => ({ userId: acting.userId, at: acting.at })

// ---------------------------------------------------------------------------------------------
// Access

/** A family the user may see (one of its swimmers is at a site of theirs), with its swimmers; else a 404. */
async function visibleFamily(db: Db, acting: Acting, familyId: number) {
  const family = await findFamily(db, familyId)
  const swimmers = family ? await findFamilySwimmers(db, [familyId]) : []
  const firstVisible = swimmers.find((swimmer) => maySeeSite(acting, swimmer.site))
  if (!family || !firstVisible) throw notFound(message('family.notFound', { id: familyId }))
  return { family, swimmers, site: firstVisible.site }
}

/** A swimmer the user may see, with their family id; a swimmer without one gets a family (the spec's rows). */
async function visibleSwimmer(db: Db, acting: Acting, swimmerId: number) {
  const swimmer = await findSwimmerFamily(db, swimmerId)
  if (!swimmer || !maySeeSite(acting, swimmer.site))
    throw notFound(message('family.swimmerNotFound', { id: swimmerId }))
  return swimmer
}

/** A guardian of a family the user may see, with those visible families. */
async function visibleGuardian(db: Db, acting: Acting, guardianId: number) {
  const guardian = await findGuardian(db, guardianId)
  const memberships = guardian ? await findMemberships(db, [guardianId]) : []
  const swimmers = await findFamilySwimmers(
    db,
    memberships.map((membership) => membership.family_id),
  )
  const visible = swimmers.filter((swimmer) => maySeeSite(acting, swimmer.site))
  if (!guardian || visible.length === 0) throw notFound(message('family.guardianNotFound', { id: guardianId }))
  return {
    guardian,
    memberships,
    families: [...new Set(visible.map((swimmer) => swimmer.family_id!))],
    site: visible[0]!.site,
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

async function guardiansOf(db: Db, familyId: number): Promise<GuardianView[]> {
  const rows = await findGuardians(db, [familyId])
  const ids = rows.map((row) => row.id)
  const [phones, consents, memberships] = await Promise.all([
    findPhones(db, ids),
    findConsents(db, ids),
    findMemberships(db, ids),
  ])
  return rows.map((row) => {
    const latest = new Map<string, (typeof consents)[number]>()
    for (const consent of consents) {
      if (consent.guardian_id === row.id) latest.set(`${consent.channel} ${consent.purpose}`, consent)
    }
    return {
      guardianID: row.id,
      fullName: row.full_name,
      relation: row.relation,
      phones: phones.filter((phone) => phone.guardian_id === row.id).map((phone) => phone.phone),
      email: row.email,
      isPayer: row.is_payer === 1,
      isPrimary: row.is_primary === 1,
      preferredChannel: row.preferred_channel,
      language: row.language,
      notes: row.notes,
      consents: [...latest.values()].map((consent) => ({
        channel: consent.channel,
        purpose: consent.purpose,
        granted: consent.granted === 1,
        how: consent.how,
        recordedBy: consent.recorded_by_name ?? null,
        recordedAt: consent.recorded_at,
      })),
      otherFamilies: memberships
        .filter((membership) => membership.guardian_id === row.id && membership.family_id !== familyId)
        .map((membership) => membership.family_id),
    }
  })
}

type FamilySwimmerRow = Awaited<ReturnType<typeof findFamilySwimmers>>[number]

const swimmerViews = (acting: Acting, swimmers: FamilySwimmerRow[]) =>
  swimmers.map((swimmer) => ({
    swimmerID: swimmer.id,
    fullName: swimmer.full_name,
    site: swimmer.site,
    siteName: swimmer.site_name,
    visible: maySeeSite(acting, swimmer.site),
  }))

async function familyCore(db: Db, acting: Acting, familyId: number, swimmers: FamilySwimmerRow[]) {
  const swimmerIds = swimmers.map((swimmer) => swimmer.id)
  const [guardians, invoices] = await Promise.all([guardiansOf(db, familyId), findOpenInvoices(db, swimmerIds)])
  const dueCents = invoices.reduce((sum, invoice) => sum + invoice.amount_cents - invoice.paid_cents, 0)
  const response: SwimmerFamilyResponse = {
    familyID: familyId,
    guardians,
    swimmers: swimmerViews(acting, swimmers),
    balance: { amountDue: centsToAmount(dueCents), amountDueCents: dueCents },
  }
  return { response, invoices }
}

/** GET /api/swimmers/{id}/family */
export async function swimmerFamily(db: Db, acting: Acting, swimmerId: number): Promise<SwimmerFamilyResponse> {
  const swimmer = await visibleSwimmer(db, acting, swimmerId)
  if (swimmer.family_id === null) throw notFound(message('family.notFound', { id: swimmerId }))
  const { swimmers } = await visibleFamily(db, acting, swimmer.family_id)
  return (await familyCore(db, acting, swimmer.family_id, swimmers)).response
}

const toMedical = (row: Awaited<ReturnType<typeof findMedical>>[number] | undefined): MedicalNote => ({
  conditions: row?.conditions ?? '',
  allergies: row?.allergies ?? '',
  instructions: row?.instructions ?? '',
  doctorNote: row?.doctor_note ?? 'none',
  updatedAt: row?.updated_at ?? null,
})

/** GET /api/families/{id}: the family page's data. */
export async function familyDetails(db: Db, acting: Acting, familyId: number): Promise<FamilyDetails> {
  const { family, swimmers } = await visibleFamily(db, acting, familyId)
  const visibleIds = swimmers.filter((swimmer) => maySeeSite(acting, swimmer.site)).map((swimmer) => swimmer.id)
  const seesMedical = acting.granted.has('Mod_SW:ViewMedical')
  const [{ response, invoices }, contacts, medical, photos, payments] = await Promise.all([
    familyCore(db, acting, familyId, swimmers),
    findContacts(db, familyId),
    seesMedical ? findMedical(db, visibleIds) : Promise.resolve([]),
    findPhotoConsents(db, visibleIds),
    findPayments(
      db,
      swimmers.map((swimmer) => swimmer.id),
    ),
  ])
  return {
    ...response,
    notes: family.notes,
    contacts: contacts.map((contact) => ({
      contactID: contact.id,
      kind: contact.kind,
      fullName: contact.full_name,
      relation: contact.relation,
      phone: contact.phone,
      notes: contact.notes,
    })),
    ...(seesMedical
      ? {
          medical: Object.fromEntries(
            visibleIds.map((id) => [String(id), toMedical(medical.find((row) => row.swimmer_id === id))]),
          ),
        }
      : {}),
    photoConsent: Object.fromEntries(
      visibleIds.map((id) => [String(id), photos.find((row) => row.swimmer_id === id)?.granted === 1]),
    ),
    openInvoices: invoices.map((invoice) => ({
      invoiceID: invoice.id,
      swimmerID: invoice.swimmer_id,
      site: invoice.site,
      itemName: invoice.item_name,
      itemText: storedItem(invoice),
      createdAt: invoice.created_at,
      amountCents: invoice.amount_cents,
      paidCents: invoice.paid_cents,
      dueCents: invoice.amount_cents - invoice.paid_cents,
    })),
    payments: payments.map((payment) => ({
      paymentID: payment.id,
      invoiceID: payment.invoice_id,
      swimmerID: payment.swimmer_id,
      site: payment.site,
      amountCents: payment.amount_cents,
      receiptNo: payment.receipt_no,
      createdAt: payment.created_at,
    })),
  }
}

/** GET /api/families?phone=: the families the user may see that hold a number (already E.164). */
export async function familiesByPhone(
  db: Db,
  acting: Acting,
  phone: string,
): Promise<z.infer<typeof familySearchResponse>> {
  const rows = await findFamiliesByPhone(db, phone)
  const familyIds = [...new Set(rows.map((row) => row.family_id))]
  const [swimmers, guardians] = await Promise.all([findFamilySwimmers(db, familyIds), findGuardians(db, familyIds)])
  return familyIds
    .filter((id) => swimmers.some((swimmer) => swimmer.family_id === id && maySeeSite(acting, swimmer.site)))
    .map((id) => ({
      familyID: id,
      guardians: guardians
        .filter((guardian) => guardian.family_id === id)
        .map((guardian) => ({ guardianID: guardian.id, fullName: guardian.full_name, relation: guardian.relation })),
      swimmers: swimmerViews(
        acting,
        swimmers.filter((swimmer) => swimmer.family_id === id),
      ),
    }))
}

/** GET /api/swimmers/{id}/medical (ViewMedical). */
export async function swimmerMedical(db: Db, acting: Acting, swimmerId: number) {
  requireAction(acting, 'Mod_SW', 'ViewMedical')
  await visibleSwimmer(db, acting, swimmerId)
  const [row] = await findMedical(db, [swimmerId])
  const medical = toMedical(row)
  return { swimmerID: swimmerId, medical, alert: hasMedicalAlert(medical) }
}

const hasMedicalAlert = (note: MedicalNote) =>
  note.conditions !== '' || note.allergies !== '' || note.instructions !== '' || note.doctorNote !== 'none'

// ---------------------------------------------------------------------------------------------
// Guardians

async function guardianSnapshot(db: Db, guardianId: number) {
  const [guardian, phones, memberships] = await Promise.all([
    findGuardian(db, guardianId),
    findPhones(db, [guardianId]),
    findMemberships(db, [guardianId]),
  ])
  return guardian
    ? {
        fullName: guardian.full_name,
        relation: guardian.relation,
        email: guardian.email,
        preferredChannel: guardian.preferred_channel,
        language: guardian.language,
        notes: guardian.notes,
        phones: phones.map((phone) => phone.phone),
        families: memberships.map((m) => ({
          familyID: m.family_id,
          isPrimary: m.is_primary === 1,
          isPayer: m.is_payer === 1,
        })),
      }
    : null
}

const phonesOf = (input: GuardianInput) => [input.phone, ...(input.otherPhones ?? [])]

/** POST /api/families/{id}/guardians: a new guardian, or one of another family the user may see joining this one. */
export async function addGuardian(
  db: Db,
  acting: Acting,
  familyId: number,
  input: GuardianInput | z.output<typeof joinGuardianRequest>,
) {
  return db.transaction().execute(async (trx) => {
    const { site } = await visibleFamily(trx, acting, familyId)
    const existing = await findGuardians(trx, [familyId])
    const first = existing.length === 0
    let guardianId: number
    let phoneAlsoIn: Array<{ phone: string; familyID: number }> = []
    if ('guardianID' in input) {
      const { guardian, memberships } = await visibleGuardian(trx, acting, input.guardianID)
      if (memberships.some((membership) => membership.family_id === familyId)) {
        throw conflict(
          message('family.guardianAlreadyIn', { guardian: guardian.full_name || `#${guardian.id}`, id: familyId }),
        )
      }
      guardianId = guardian.id
    } else {
      phoneAlsoIn = (await findPhonesElsewhere(trx, phonesOf(input), familyId)).map((row) => ({
        phone: row.phone,
        familyID: row.family_id,
      }))
      guardianId = await insertGuardian(trx, input, stampOf(acting))
      await setPhones(trx, guardianId, phonesOf(input))
    }
    const isPrimary = input.isPrimary ?? first
    await addMembership(trx, { familyId, guardianId, isPrimary, isPayer: input.isPayer ?? first }, acting.at)
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: familyId,
      action: 'AddGuardian',
      before: null,
      after: { guardianID: guardianId, ...(await guardianSnapshot(trx, guardianId)) },
      at: acting.at,
    })
    return { guardianID: guardianId, familyID: familyId, phoneAlsoIn }
  })
}

/** PUT /api/guardians/{id}: the same fields; isPrimary / isPayer apply to every visible family of the guardian. */
export async function updateGuardian(db: Db, acting: Acting, guardianId: number, input: GuardianInput) {
  return db.transaction().execute(async (trx) => {
    const { families, site } = await visibleGuardian(trx, acting, guardianId)
    const before = await guardianSnapshot(trx, guardianId)
    const memberFamilies = before!.families.map((family) => family.familyID)
    const phoneAlsoIn = (await findPhonesElsewhere(trx, phonesOf(input), null))
      .filter((row) => !memberFamilies.includes(row.family_id))
      .map((row) => ({ phone: row.phone, familyID: row.family_id }))
    await updateGuardianRow(trx, guardianId, input, stampOf(acting))
    await setPhones(trx, guardianId, phonesOf(input))
    for (const familyId of families) {
      await setMembershipFlags(trx, familyId, guardianId, { isPrimary: input.isPrimary, isPayer: input.isPayer })
    }
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'guardian',
      entityId: guardianId,
      action: 'UpdateGuardian',
      before,
      after: await guardianSnapshot(trx, guardianId),
      at: acting.at,
    })
    return { guardianID: guardianId, phoneAlsoIn }
  })
}

/** POST /api/guardians/{id}/consents: one more entry of the consent history (granted or withdrawn). */
export async function recordConsent(
  db: Db,
  acting: Acting,
  guardianId: number,
  input: z.output<typeof consentRequest>,
) {
  return db.transaction().execute(async (trx) => {
    const { site, families } = await visibleGuardian(trx, acting, guardianId)
    const consent = {
      guardianId,
      channel: input.channel,
      purpose: input.purpose,
      granted: input.granted,
      how: input.how ?? 'in-person',
    }
    await insertConsent(trx, consent, stampOf(acting))
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'guardian',
      entityId: guardianId,
      action: input.granted ? 'GrantConsent' : 'WithdrawConsent',
      before: null,
      after: { channel: consent.channel, purpose: consent.purpose, granted: consent.granted, how: consent.how },
      at: acting.at,
    })
    const guardians = await guardiansOf(trx, families[0]!)
    return {
      guardianID: guardianId,
      consents: guardians.find((guardian) => guardian.guardianID === guardianId)!.consents,
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Merging and moving

async function familySnapshot(db: Db, familyId: number) {
  const [family, swimmers, guardians, contacts] = await Promise.all([
    findFamily(db, familyId),
    findFamilySwimmers(db, [familyId]),
    findGuardians(db, [familyId]),
    findContacts(db, familyId),
  ])
  return {
    familyID: familyId,
    notes: family?.notes ?? '',
    swimmers: swimmers.map((swimmer) => swimmer.id),
    guardians: guardians.map((guardian) => ({
      guardianID: guardian.id,
      isPrimary: guardian.is_primary === 1,
      isPayer: guardian.is_payer === 1,
    })),
    contacts: contacts.map((contact) => contact.id),
  }
}

/** POST /api/families/{id}/merge {familyID}: family `familyID` moves into `id` whole; both must be visible. */
export async function mergeFamilies(db: Db, acting: Acting, intoId: number, fromId: number) {
  if (intoId === fromId) {
    throw badRequest(message('family.mergeItself'), { familyID: message('family.field.mergeItself') })
  }
  return db.transaction().execute(async (trx) => {
    const { site } = await visibleFamily(trx, acting, intoId)
    await visibleFamily(trx, acting, fromId)
    const before = { into: await familySnapshot(trx, intoId), from: await familySnapshot(trx, fromId) }
    await mergeFamilyInto(trx, fromId, intoId, stampOf(acting))
    const after = { into: await familySnapshot(trx, intoId), from: { familyID: fromId, mergedInto: intoId } }
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: intoId,
      action: 'MergeFamilies',
      before,
      after,
      at: acting.at,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: fromId,
      action: 'MergedInto',
      before: before.from,
      after: after.from,
      at: acting.at,
    })
    return { familyID: intoId }
  })
}

/** PUT /api/swimmers/{id}/family {familyID}: the swimmer moves to another family the user may see. */
export async function moveSwimmer(db: Db, acting: Acting, swimmerId: number, familyId: number) {
  return db.transaction().execute(async (trx) => {
    const swimmer = await visibleSwimmer(trx, acting, swimmerId)
    await visibleFamily(trx, acting, familyId)
    if (swimmer.family_id === familyId) {
      throw conflict(message('family.alreadyIn', { swimmer: swimmer.full_name, id: familyId }))
    }
    const before = swimmer.family_id === null ? null : await familySnapshot(trx, swimmer.family_id)
    await setSwimmerFamily(trx, swimmerId, familyId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmerId,
      action: 'MoveFamily',
      before: { familyID: swimmer.family_id, family: before },
      after: { familyID: familyId, family: await familySnapshot(trx, familyId) },
      at: acting.at,
    })
    return { familyID: familyId }
  })
}

// ---------------------------------------------------------------------------------------------
// Medical notes, photo consent, family notes, contacts

/** PUT /api/swimmers/{id}/medical (ManageFamilies and ViewMedical). */
export async function setMedical(db: Db, acting: Acting, swimmerId: number, input: MedicalInput) {
  requireAction(acting, 'Mod_SW', 'ViewMedical')
  return db.transaction().execute(async (trx) => {
    const swimmer = await visibleSwimmer(trx, acting, swimmerId)
    const [row] = await findMedical(trx, [swimmerId])
    const before = row ? toMedical(row) : null
    const note = {
      conditions: input.conditions,
      allergies: input.allergies,
      instructions: input.instructions,
      doctorNote: input.doctorNote ?? row?.doctor_note ?? 'none',
    }
    await upsertMedical(trx, swimmerId, note, stampOf(acting))
    const [saved] = await findMedical(trx, [swimmerId])
    const medical = toMedical(saved)
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmerId,
      action: 'UpdateMedical',
      before,
      after: medical,
      at: acting.at,
    })
    return { swimmerID: swimmerId, medical, alert: hasMedicalAlert(medical) }
  })
}

/** PUT /api/swimmers/{id}/photo-consent */
export async function setPhotoConsent(db: Db, acting: Acting, swimmerId: number, granted: boolean) {
  return db.transaction().execute(async (trx) => {
    const swimmer = await visibleSwimmer(trx, acting, swimmerId)
    const [row] = await findPhotoConsents(trx, [swimmerId])
    await upsertPhotoConsent(trx, swimmerId, granted, stampOf(acting))
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmerId,
      action: 'PhotoConsent',
      before: row ? { granted: row.granted === 1 } : null,
      after: { granted },
      at: acting.at,
    })
    return { swimmerID: swimmerId, granted }
  })
}

/** PUT /api/families/{id}/notes */
export async function setNotes(db: Db, acting: Acting, familyId: number, notes: string) {
  return db.transaction().execute(async (trx) => {
    const { family, site } = await visibleFamily(trx, acting, familyId)
    await setFamilyNotes(trx, familyId, notes, stampOf(acting))
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: familyId,
      action: 'UpdateNotes',
      before: { notes: family.notes },
      after: { notes },
      at: acting.at,
    })
    return { familyID: familyId }
  })
}

/** POST /api/families/{id}/contacts: an emergency contact or a person allowed to pick up. */
export async function addContact(db: Db, acting: Acting, familyId: number, input: z.output<typeof contactRequest>) {
  return db.transaction().execute(async (trx) => {
    const { site } = await visibleFamily(trx, acting, familyId)
    const phoneAlsoIn = (await findPhonesElsewhere(trx, [input.phone], familyId)).map((row) => ({
      phone: row.phone,
      familyID: row.family_id,
    }))
    const contact = {
      familyId,
      kind: input.kind,
      fullName: input.fullName,
      relation: input.relation,
      phone: input.phone,
      notes: input.notes ?? '',
    }
    const contactId = await insertContact(trx, contact, stampOf(acting))
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: familyId,
      action: 'AddContact',
      before: null,
      after: { contactID: contactId, ...contact },
      at: acting.at,
    })
    return { contactID: contactId, phoneAlsoIn }
  })
}

/** DELETE /api/families/{id}/contacts/{contactid}: removed, kept in the history. */
export async function deleteContact(db: Db, acting: Acting, familyId: number, contactId: number) {
  return db.transaction().execute(async (trx) => {
    const { site } = await visibleFamily(trx, acting, familyId)
    const contact = await findContact(trx, familyId, contactId)
    if (!contact) throw notFound(message('family.contactNotFound', { id: contactId, family: familyId }))
    await removeContact(trx, contactId, stampOf(acting))
    await writeAudit(trx, {
      userId: acting.userId,
      site,
      entity: 'family',
      entityId: familyId,
      action: 'RemoveContact',
      before: contact,
      after: null,
      at: acting.at,
    })
    return { familyID: familyId }
  })
}

// ---------------------------------------------------------------------------------------------
// The spec's parent fields (called by the swimmers domain inside its own transaction)

/**
 * Add Swimmer: the new swimmer joins the family that already holds the parent phone (the lowest, when several do),
 * or a new family whose first guardian (primary, payer) is that phone and e-mail. Returns the family's id.
 */
export async function placeNewSwimmer(
  trx: Db,
  actor: Actor,
  swimmerId: number,
  contact: { phone: string; email: string },
): Promise<number> {
  const [holder] = await findFamiliesByPhone(trx, contact.phone, 1)
  if (holder) {
    await setSwimmerFamily(trx, swimmerId, holder.family_id)
    return holder.family_id
  }
  const stamp = stampOf(actor)
  const familyId = await insertFamily(trx, stamp)
  const guardianId = await insertGuardian(
    trx,
    { fullName: '', relation: 'parent', email: contact.email || null },
    stamp,
  )
  await setPhones(trx, guardianId, [contact.phone])
  await addMembership(trx, { familyId, guardianId, isPrimary: true, isPayer: true }, actor.at)
  await setSwimmerFamily(trx, swimmerId, familyId)
  return familyId
}

/**
 * PUT /swimmers/update's parentPhone and parentEmail: written to the swimmer's family's primary guardian (their main
 * number and e-mail; a guardian in two families changes in both, and every swimmer of those families reads it there:
 * there is no copy to follow). A swimmer without a family gets one.
 */
export async function writePrimaryContact(
  trx: Db,
  actor: Actor,
  swimmerId: number,
  contact: { phone: string; email: string },
): Promise<void> {
  const swimmer = await findSwimmerFamily(trx, swimmerId)
  if (!swimmer) return
  const primary = swimmer.family_id === null ? undefined : await findPrimaryGuardian(trx, swimmer.family_id)
  if (!primary) {
    if (swimmer.family_id === null) {
      await placeNewSwimmer(trx, actor, swimmerId, contact)
      return
    }
    const stamp = stampOf(actor)
    const guardianId = await insertGuardian(
      trx,
      { fullName: '', relation: 'parent', email: contact.email || null },
      stamp,
    )
    await setPhones(trx, guardianId, [contact.phone])
    await addMembership(trx, { familyId: swimmer.family_id, guardianId, isPrimary: true, isPayer: true }, actor.at)
    return
  }
  const phones = await findPhones(trx, [primary.guardian_id])
  const rest = phones.map((phone) => phone.phone).filter((phone, index) => index > 0 && phone !== contact.phone)
  await setPhones(trx, primary.guardian_id, [contact.phone, ...rest])
  await updateGuardianRow(trx, primary.guardian_id, { email: contact.email || null }, stampOf(actor))
}
