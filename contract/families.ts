import { dataText } from './messages/data-texts'
import { z } from 'zod'
import { numericId } from './common'
import { toE164 } from './phone'
import { ruleCodes } from './messages/rule'

// Families (issue 28): guardians, siblings, emergency contacts and pick-ups, consents, medical notes and one balance
// across sites. The server's schemas, the OpenAPI page and (later) the SPA's forms read these.

export const FAMILY_MESSAGES = {
  familyIdInvalid: 'Family must be a family number',
  guardianIdInvalid: 'Guardian must be a guardian number',
  swimmerIdInvalid: 'Swimmer must be a swimmer number',
  fullNameRequired: 'Full name is required',
  fullNameLength: 'Full name must be at most 100 characters',
  relationRequired: 'Relation is required',
  relationLength: 'Relation must be at most 40 characters',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone is not a valid phone number',
  emailInvalid: 'E-mail is not a valid e-mail address',
  channelInvalid: 'Preferred channel must be WhatsApp, SMS or e-mail',
  consentChannelInvalid: 'Channel must be WhatsApp, SMS or e-mail',
  purposeInvalid: 'Purpose must be service messages or marketing',
  grantedRequired: 'Say whether consent is granted or withdrawn',
  howInvalid: 'How must be in person, by phone, on a paper form or by message',
  languageInvalid: 'Language must be Arabic or English',
  notesLength: 'Notes must be at most 1000 characters',
  medicalLength: 'Medical notes must be at most 1000 characters each',
  doctorNoteInvalid: "Doctor's note must be none, required or on file",
  contactKindInvalid: 'Kind must be emergency contact or allowed to pick up',
  photoConsentRequired: 'Say whether photos are allowed',
  contactIdInvalid: 'Contact must be a contact number',
} as const
const M = ruleCodes('rule.family', FAMILY_MESSAGES)

export const CHANNELS = ['whatsapp', 'sms', 'email'] as const
export const PURPOSES = ['service', 'marketing'] as const
export const GUARDIAN_LANGUAGES = ['ar', 'en'] as const
export const CONSENT_WAYS = ['in-person', 'phone', 'paper-form', 'message'] as const
export const DOCTOR_NOTES = ['none', 'required', 'on-file'] as const
export const CONTACT_KINDS = ['emergency', 'pickup'] as const
export type Channel = (typeof CHANNELS)[number]
export type Purpose = (typeof PURPOSES)[number]

/** A phone as typed in any form (contract/phone.ts), made E.164; a number that is not valid names the field. */
export const phoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(40, M.phoneInvalid)
  .transform((typed, ctx) => {
    const e164 = toE164(typed)
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid })
      return z.NEVER
    }
    return e164
  })

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)
const notes = z.string().trim().max(1000, M.notesLength)
const optionalEmail = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? value : value.trim()))
  .pipe(z.union([z.literal(''), z.email(M.emailInvalid), z.null(), z.undefined()]))
  .transform((value) => (value === '' ? null : value))

export const familyIdParams = z.object({ id: numericId(M.familyIdInvalid) })
export const guardianIdParams = z.object({ id: numericId(M.guardianIdInvalid) })
export const swimmerIdParams = z.object({ id: numericId(M.swimmerIdInvalid) })
export const contactIdParams = z.object({
  id: numericId(M.familyIdInvalid),
  contactid: numericId(M.contactIdInvalid),
})

export const familyByPhoneQuery = z.object({ phone: phoneField })
export type FamilyByPhoneQuery = z.input<typeof familyByPhoneQuery>

// ---------------------------------------------------------------------------------------------
// What is answered

export const consentState = z.object({
  channel: z.enum(CHANNELS),
  purpose: z.enum(PURPOSES),
  granted: z.boolean(),
  how: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
})
export const guardianView = z.object({
  guardianID: z.number().int(),
  fullName: z.string(),
  relation: z.string(),
  /** E.164 numbers, the main one first. */
  phones: z.array(z.string()),
  email: z.string().nullable(),
  isPayer: z.boolean(),
  isPrimary: z.boolean(),
  preferredChannel: z.enum(CHANNELS),
  language: z.enum(GUARDIAN_LANGUAGES),
  notes: z.string(),
  /** The consent in force per channel and purpose (the latest recorded); none recorded: not listed. */
  consents: z.array(consentState),
  /** The other families this guardian is in. */
  otherFamilies: z.array(z.number().int()),
})
export type GuardianView = z.infer<typeof guardianView>

export const familySwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  site: z.number().int(),
  siteName: z.string(),
  /** False for a sibling at a site the user does not work at: only name and site are shown. */
  visible: z.boolean(),
})

export const medicalNote = z.object({
  conditions: z.string(),
  allergies: z.string(),
  instructions: z.string(),
  doctorNote: z.enum(DOCTOR_NOTES),
  updatedAt: z.string().nullable(),
})
export type MedicalNote = z.infer<typeof medicalNote>

export const familyContact = z.object({
  contactID: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  fullName: z.string(),
  relation: z.string(),
  phone: z.string(),
  notes: z.string(),
})

export const familyBalance = z.object({
  /** Open invoices' amounts still due across the academy, in pounds and exact piastres. */
  amountDue: z.number(),
  amountDueCents: z.number().int(),
})

/** GET /api/swimmers/{id}/family */
export const swimmerFamilyResponse = z.object({
  familyID: z.number().int(),
  guardians: z.array(guardianView),
  swimmers: z.array(familySwimmer),
  balance: familyBalance,
})
export type SwimmerFamilyResponse = z.infer<typeof swimmerFamilyResponse>

export const familyInvoice = z.object({
  invoiceID: z.number().int(),
  swimmerID: z.number().int(),
  site: z.number().int(),
  itemName: z.string(),
  /** The same item by its code (issue 26), which the SPA renders in its language. */
  itemText: dataText.nullable().optional(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
})
export const familyPayment = z.object({
  paymentID: z.number().int(),
  invoiceID: z.number().int(),
  swimmerID: z.number().int(),
  site: z.number().int(),
  amountCents: z.number().int(),
  receiptNo: z.string(),
  createdAt: z.string(),
})

/** GET /api/families/{id}: the family page's data. */
export const familyDetails = swimmerFamilyResponse.extend({
  notes: z.string(),
  contacts: z.array(familyContact),
  /** Per visible swimmer, with ViewMedical: their medical note (absent without the privilege). */
  medical: z.record(z.string(), medicalNote).optional(),
  photoConsent: z.record(z.string(), z.boolean()),
  openInvoices: z.array(familyInvoice),
  payments: z.array(familyPayment),
})
export type FamilyDetails = z.infer<typeof familyDetails>

/** GET /api/families?phone=: the families holding that number. */
export const familySearchResponse = z.array(
  z.object({
    familyID: z.number().int(),
    guardians: z.array(z.object({ guardianID: z.number().int(), fullName: z.string(), relation: z.string() })),
    swimmers: z.array(familySwimmer),
  }),
)

/** Families other than the one changed that hold a number it was given: shown, never silently duplicated. */
export const phoneAlsoIn = z.array(z.object({ phone: z.string(), familyID: z.number().int() }))

// ---------------------------------------------------------------------------------------------
// Changes

export const guardianRequest = z.object({
  fullName: text(M.fullNameRequired, 100, M.fullNameLength),
  relation: text(M.relationRequired, 40, M.relationLength),
  phone: phoneField,
  /** More numbers beside the main one. */
  otherPhones: z.array(phoneField).max(4).optional(),
  email: optionalEmail,
  isPayer: z.boolean().optional(),
  isPrimary: z.boolean().optional(),
  preferredChannel: z.enum(CHANNELS, { error: M.channelInvalid }).optional(),
  language: z.enum(GUARDIAN_LANGUAGES, { error: M.languageInvalid }).optional(),
  notes: notes.optional(),
})
export type GuardianRequest = z.input<typeof guardianRequest>
/** POST /api/families/{id}/guardians/existing: a guardian of another family joining this one too (not copied). */
export const joinGuardianRequest = z.object({
  guardianID: numericId(M.guardianIdInvalid),
  isPayer: z.boolean().optional(),
  isPrimary: z.boolean().optional(),
})
export type JoinGuardianRequest = z.input<typeof joinGuardianRequest>
export const guardianChangeResponse = z.object({
  guardianID: z.number().int(),
  familyID: z.number().int().optional(),
  phoneAlsoIn,
})

export const consentRequest = z.object({
  channel: z.enum(CHANNELS, { error: M.consentChannelInvalid }),
  purpose: z.enum(PURPOSES, { error: M.purposeInvalid }),
  granted: z.boolean({ error: M.grantedRequired }),
  how: z.enum(CONSENT_WAYS, { error: M.howInvalid }).optional(),
})
export type ConsentRequest = z.input<typeof consentRequest>
export const consentResponse = z.object({ guardianID: z.number().int(), consents: z.array(consentState) })

export const mergeRequest = z.object({ familyID: numericId(M.familyIdInvalid) })
export const moveRequest = z.object({ familyID: numericId(M.familyIdInvalid) })
export const familyChangeResponse = z.object({ familyID: z.number().int() })

export const medicalRequest = z.object({
  conditions: z.string().trim().max(1000, M.medicalLength).default(''),
  allergies: z.string().trim().max(1000, M.medicalLength).default(''),
  instructions: z.string().trim().max(1000, M.medicalLength).default(''),
  doctorNote: z.enum(DOCTOR_NOTES, { error: M.doctorNoteInvalid }).optional(),
})
export type MedicalRequest = z.input<typeof medicalRequest>
export const medicalResponse = z.object({ swimmerID: z.number().int(), medical: medicalNote, alert: z.boolean() })

export const photoConsentRequest = z.object({ granted: z.boolean({ error: M.photoConsentRequired }) })
export const photoConsentResponse = z.object({ swimmerID: z.number().int(), granted: z.boolean() })

export const familyNotesRequest = z.object({ notes })

export const contactRequest = z.object({
  kind: z.enum(CONTACT_KINDS, { error: M.contactKindInvalid }),
  fullName: text(M.fullNameRequired, 100, M.fullNameLength),
  relation: text(M.relationRequired, 40, M.relationLength),
  phone: phoneField,
  notes: notes.optional(),
})
export type ContactRequest = z.input<typeof contactRequest>
export const contactResponse = z.object({ contactID: z.number().int(), phoneAlsoIn })
