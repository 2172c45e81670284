import { useEffect } from 'react'
import type { Preferences, UpdatePreferencesRequest } from '@contract/preferences'
import { baseApi } from '@/api/baseApi'
import { asSchema, nullable, objectOf, oneOf } from '@/api/shapes'
import { DIGITS, LANGUAGES } from '@contract/constants'
import { applyDigits, applyLanguage, chooseLanguage, type Language } from '@/i18n/languages'
import type { Digits } from '@/i18n/format'

// The signed-in user's language and digits, kept on the server (GET/PUT /api/me/preferences) so they follow the
// user to another browser. Read once signed in and applied; saved whenever the user changes them in the top bar.

// The contract's `preferences` (contract/preferences.ts), checked without zod: every signed-in first load reads them
// (src/api/shapes.ts; its tests hold this to the schema).
export const preferencesShape = objectOf<Preferences>({ language: nullable(oneOf(LANGUAGES)), digits: oneOf(DIGITS) })
const preferences = asSchema(preferencesShape)

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => '/me/preferences',
      responseSchema: preferences,
    }),
    savePreferences: build.mutation<Preferences, UpdatePreferencesRequest>({
      query: (body) => ({ url: '/me/preferences', method: 'PUT', body }),
      responseSchema: preferences,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled
        void dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, data))
      },
    }),
  }),
})

/** Applies the saved language and digits once the signed-in user's preferences arrive. */
export function useSavedPreferences(signedIn: boolean): void {
  const { data } = preferencesApi.useGetPreferencesQuery(undefined, { skip: !signedIn })
  useEffect(() => {
    if (!data) return
    applyDigits(data.digits)
    if (data.language) void applyLanguage(data.language)
  }, [data])
}

/** Changes the language or digits here at once, and saves them for the user. */
export function useChangePreferences() {
  const [save, { isError }] = preferencesApi.useSavePreferencesMutation()
  return {
    saveFailed: isError,
    language: async (language: Language) => {
      await chooseLanguage(language)
      await save({ language })
        .unwrap()
        .catch(() => undefined)
    },
    digits: async (digits: Digits) => {
      applyDigits(digits)
      await save({ digits })
        .unwrap()
        .catch(() => undefined)
    },
  }
}
