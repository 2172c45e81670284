import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  consentRequest,
  consentResponse,
  contactIdParams,
  contactRequest,
  contactResponse,
  familyByPhoneQuery,
  familyChangeResponse,
  familyDetails,
  familyIdParams,
  familyNotesRequest,
  familySearchResponse,
  guardianChangeResponse,
  guardianIdParams,
  guardianRequest,
  joinGuardianRequest,
  medicalRequest,
  medicalResponse,
  mergeRequest,
  moveRequest,
  photoConsentRequest,
  photoConsentResponse,
  swimmerFamilyResponse,
  swimmerIdParams,
} from '@contract/families'
import {
  addContact,
  addGuardian,
  deleteContact,
  familiesByPhone,
  familyDetails as readFamily,
  mergeFamilies,
  moveSwimmer,
  recordConsent,
  setMedical,
  setNotes,
  setPhotoConsent,
  swimmerFamily,
  swimmerMedical,
  updateGuardian,
} from './families.service'

// Families (issue 28). Reading needs Mod_SW ViewFamilies, changing ManageFamilies; medical notes need ViewMedical too
// (the service's). A family, guardian or swimmer the user may not see is a 404.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const VIEW = { module: 'Mod_SW', action: ['Mod_SW', 'ViewFamilies'] } as const
const MANAGE = { module: 'Mod_SW', action: ['Mod_SW', 'ManageFamilies'] } as const
const tags = ['Families']

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/swimmers/:id/family',
    {
      config: VIEW,
      schema: {
        tags,
        summary:
          "A swimmer's family: guardians (E.164 phones, e-mail, payer, preferred channel and language, consents in " +
          'force), the siblings (at sites you do not work at: name and site only) and what the family owes across the academy',
        params: swimmerIdParams,
        response: { 200: swimmerFamilyResponse, ...errors },
      },
    },
    async (request) => swimmerFamily(app.db, request.acting, request.params.id),
  )

  app.get(
    '/families',
    {
      config: VIEW,
      schema: {
        tags,
        summary:
          'Families holding a phone number, typed in any form (010 1234 5678, +20 10…, 0020…, Arabic-Indic digits); ' +
          'only families with a swimmer at one of your sites',
        querystring: familyByPhoneQuery,
        response: { 200: familySearchResponse, ...errors },
      },
    },
    async (request) => familiesByPhone(app.db, request.acting, request.query.phone),
  )

  app.get(
    '/families/:id',
    {
      config: VIEW,
      schema: {
        tags,
        summary:
          "The family page's data: guardians, swimmers, emergency contacts and pick-ups, notes, photo consent, medical " +
          'notes (with ViewMedical), open invoices and payments across the academy, and the balance',
        params: familyIdParams,
        response: { 200: familyDetails, ...errors },
      },
    },
    async (request) => readFamily(app.db, request.acting, request.params.id),
  )

  app.post(
    '/families/:id/guardians',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'Add a new guardian to a family (the first becomes primary and payer); the answer lists other families ' +
          'already holding the number, never silently duplicated',
        params: familyIdParams,
        body: guardianRequest,
        response: { 200: guardianChangeResponse, ...errors },
      },
    },
    async (request) => addGuardian(app.db, request.acting, request.params.id, request.body),
  )

  app.post(
    '/families/:id/guardians/existing',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'A guardian of another family you may see joins this one too (a parent with children from two marriages), ' +
          'without a copy of their data',
        params: familyIdParams,
        body: joinGuardianRequest,
        response: { 200: guardianChangeResponse, ...errors },
      },
    },
    async (request) => addGuardian(app.db, request.acting, request.params.id, request.body),
  )

  app.put(
    '/guardians/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          "Change a guardian's details, numbers, payer and primary flags; other families holding a number are listed",
        params: guardianIdParams,
        body: guardianRequest,
        response: { 200: guardianChangeResponse, ...errors },
      },
    },
    async (request) => updateGuardian(app.db, request.acting, request.params.id, request.body),
  )

  app.post(
    '/guardians/:id/consents',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          "Record a guardian's consent (granted or withdrawn) for a channel and purpose; kept as history with who " +
          'recorded it, when and how',
        params: guardianIdParams,
        body: consentRequest,
        response: { 200: consentResponse, ...errors },
      },
    },
    async (request) => recordConsent(app.db, request.acting, request.params.id, request.body),
  )

  app.post(
    '/families/:id/merge',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'Merge family familyID into this one: swimmers, guardians, contacts and notes; audited before and after',
        params: familyIdParams,
        body: mergeRequest,
        response: { 200: familyChangeResponse, ...errors },
      },
    },
    async (request) => mergeFamilies(app.db, request.acting, request.params.id, request.body.familyID),
  )

  app.put(
    '/swimmers/:id/family',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Move a swimmer to another family; audited before and after',
        params: swimmerIdParams,
        body: moveRequest,
        response: { 200: familyChangeResponse, ...errors },
      },
    },
    async (request) => moveSwimmer(app.db, request.acting, request.params.id, request.body.familyID),
  )

  app.get(
    '/swimmers/:id/medical',
    {
      config: VIEW,
      schema: {
        tags,
        summary: "A swimmer's medical and safety notes (needs ViewMedical)",
        params: swimmerIdParams,
        response: { 200: medicalResponse, ...errors },
      },
    },
    async (request) => swimmerMedical(app.db, request.acting, request.params.id),
  )

  app.put(
    '/swimmers/:id/medical',
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          "Set a swimmer's medical and safety notes: conditions, allergies, what to do, a doctor's note (needs " +
          'ViewMedical too); the roster shows a medical alert',
        params: swimmerIdParams,
        body: medicalRequest,
        response: { 200: medicalResponse, ...errors },
      },
    },
    async (request) => setMedical(app.db, request.acting, request.params.id, request.body),
  )

  app.put(
    '/swimmers/:id/photo-consent',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Record whether a swimmer's family allows photos of them",
        params: swimmerIdParams,
        body: photoConsentRequest,
        response: { 200: photoConsentResponse, ...errors },
      },
    },
    async (request) => setPhotoConsent(app.db, request.acting, request.params.id, request.body.granted),
  )

  app.put(
    '/families/:id/notes',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Set a family's notes",
        params: familyIdParams,
        body: familyNotesRequest,
        response: { 200: familyChangeResponse, ...errors },
      },
    },
    async (request) => setNotes(app.db, request.acting, request.params.id, request.body.notes),
  )

  app.post(
    '/families/:id/contacts',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add an emergency contact or a person allowed to pick up (not a guardian)',
        params: familyIdParams,
        body: contactRequest,
        response: { 200: contactResponse, ...errors },
      },
    },
    async (request) => addContact(app.db, request.acting, request.params.id, request.body),
  )

  app.delete(
    '/families/:id/contacts/:contactid',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove an emergency contact or pick-up (kept in the history)',
        params: contactIdParams,
        response: { 200: familyChangeResponse, ...errors },
      },
    },
    async (request) => deleteContact(app.db, request.acting, request.params.id, request.params.contactid),
  )
}
