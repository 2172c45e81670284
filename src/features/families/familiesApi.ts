import {
  consentResponse,
  contactResponse,
  familyChangeResponse,
  familyDetails,
  familySearchResponse,
  guardianChangeResponse,
  medicalResponse,
  photoConsentResponse,
  swimmerFamilyResponse,
} from '@contract/families'
import type {
  ConsentRequest,
  ContactRequest,
  FamilyDetails,
  GuardianRequest,
  JoinGuardianRequest,
  MedicalRequest,
  SwimmerFamilyResponse,
} from '@contract/families'
import type { z } from 'zod'
import { familyLedger, type FamilyLedger } from '@contract/billing'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess } from '@/api/tags'

// Families (issue 28): a family found by a number, the family page's data, and every change to it. A family is one
// record (its id tag); a change makes it stale and, through the Family tag's cross effects, what shows a family's
// data elsewhere (the swimmer rows' parent phone, the roster's medical alert, the money desk's phones).

export type FamilySearch = z.infer<typeof familySearchResponse>
export type GuardianChange = z.infer<typeof guardianChangeResponse>
export type ContactChange = z.infer<typeof contactResponse>

export const familiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Issue 30: the family's account, every movement with the running balance. A payment anywhere changes it.
    familyLedger: build.query<FamilyLedger, number>({
      query: (familyID) => `/families/${familyID}/ledger`,
      responseSchema: familyLedger,
      providesTags: (_result, _error, familyID) => [idTag('Family', familyID), listTag('Invoice')],
    }),
    familyOfSwimmer: build.query<SwimmerFamilyResponse, number>({
      query: (swimmerID) => `/swimmers/${swimmerID}/family`,
      responseSchema: swimmerFamilyResponse,
      providesTags: (result) => (result ? [idTag('Family', result.familyID)] : []),
    }),
    familiesByPhone: build.query<FamilySearch, string>({
      query: (phone) => ({ url: '/families', params: { phone } }),
      responseSchema: familySearchResponse,
      providesTags: (result) => (result ?? []).map((family) => idTag('Family', family.familyID)),
    }),
    family: build.query<FamilyDetails, number>({
      query: (familyID) => `/families/${familyID}`,
      responseSchema: familyDetails,
      providesTags: (_result, _error, familyID) => [idTag('Family', familyID)],
    }),
    addGuardian: build.mutation<GuardianChange, { familyID: number; guardian: GuardianRequest }>({
      query: ({ familyID, guardian }) => ({ url: `/families/${familyID}/guardians`, method: 'POST', body: guardian }),
      responseSchema: guardianChangeResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    // A guardian of another family joins this one too (a parent with children from two marriages): not copied.
    joinGuardian: build.mutation<GuardianChange, { familyID: number; guardian: JoinGuardianRequest; from: number }>({
      query: ({ familyID, guardian }) => ({
        url: `/families/${familyID}/guardians/existing`,
        method: 'POST',
        body: guardian,
      }),
      responseSchema: guardianChangeResponse,
      // The other family's page lists this one among the guardian's families.
      invalidatesTags: onSuccess(({ familyID, from }) => changeOf('Family', familyID, from)),
    }),
    updateGuardian: build.mutation<GuardianChange, { familyID: number; guardianID: number; guardian: GuardianRequest }>(
      {
        query: ({ guardianID, guardian }) => ({ url: `/guardians/${guardianID}`, method: 'PUT', body: guardian }),
        responseSchema: guardianChangeResponse,
        invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
      },
    ),
    recordConsent: build.mutation<
      z.infer<typeof consentResponse>,
      { familyID: number; guardianID: number; consent: ConsentRequest }
    >({
      query: ({ guardianID, consent }) => ({ url: `/guardians/${guardianID}/consents`, method: 'POST', body: consent }),
      responseSchema: consentResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    updateMedical: build.mutation<
      z.infer<typeof medicalResponse>,
      { familyID: number; swimmerID: number; medical: MedicalRequest }
    >({
      query: ({ swimmerID, medical }) => ({ url: `/swimmers/${swimmerID}/medical`, method: 'PUT', body: medical }),
      responseSchema: medicalResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    setPhotoConsent: build.mutation<
      z.infer<typeof photoConsentResponse>,
      { familyID: number; swimmerID: number; granted: boolean }
    >({
      query: ({ swimmerID, granted }) => ({
        url: `/swimmers/${swimmerID}/photo-consent`,
        method: 'PUT',
        body: { granted },
      }),
      responseSchema: photoConsentResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    updateFamilyNotes: build.mutation<z.infer<typeof familyChangeResponse>, { familyID: number; notes: string }>({
      query: ({ familyID, notes }) => ({ url: `/families/${familyID}/notes`, method: 'PUT', body: { notes } }),
      responseSchema: familyChangeResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    addContact: build.mutation<ContactChange, { familyID: number; contact: ContactRequest }>({
      query: ({ familyID, contact }) => ({ url: `/families/${familyID}/contacts`, method: 'POST', body: contact }),
      responseSchema: contactResponse,
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    removeContact: build.mutation<unknown, { familyID: number; contactID: number }>({
      query: ({ familyID, contactID }) => ({ url: `/families/${familyID}/contacts/${contactID}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(({ familyID }) => changeOf('Family', familyID)),
    }),
    mergeFamily: build.mutation<z.infer<typeof familyChangeResponse>, { familyID: number; from: number }>({
      query: ({ familyID, from }) => ({ url: `/families/${familyID}/merge`, method: 'POST', body: { familyID: from } }),
      responseSchema: familyChangeResponse,
      invalidatesTags: onSuccess(({ familyID, from }) => changeOf('Family', familyID, from)),
    }),
    moveSwimmer: build.mutation<
      z.infer<typeof familyChangeResponse>,
      { from: number; swimmerID: number; familyID: number }
    >({
      query: ({ swimmerID, familyID }) => ({ url: `/swimmers/${swimmerID}/family`, method: 'PUT', body: { familyID } }),
      responseSchema: familyChangeResponse,
      invalidatesTags: onSuccess(({ from, familyID }) => changeOf('Family', from, familyID)),
    }),
  }),
})

export const {
  useFamilyLedgerQuery,
  useFamilyOfSwimmerQuery,
  useLazyFamiliesByPhoneQuery,
  useFamilyQuery,
  useLazyFamilyQuery,
  useAddGuardianMutation,
  useJoinGuardianMutation,
  useUpdateFamilyNotesMutation,
  useUpdateGuardianMutation,
  useRecordConsentMutation,
  useUpdateMedicalMutation,
  useSetPhotoConsentMutation,
  useAddContactMutation,
  useRemoveContactMutation,
  useMoveSwimmerMutation,
  useMergeFamilyMutation,
} = familiesApi
