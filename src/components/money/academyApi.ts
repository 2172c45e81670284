import { baseApi } from '@/api/baseApi'

/** The academy-wide settings the money screens need (GET /api/settings/academy). */
export interface AcademySettings {
  currency: string
}

const isAcademySettings = (raw: unknown): raw is AcademySettings =>
  typeof raw === 'object' && raw !== null && typeof (raw as { currency?: unknown }).currency === 'string'

export const academyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    academySettings: build.query<AcademySettings, void>({
      query: () => '/settings/academy',
      // An answer without a currency is read as the default rather than breaking every amount on the page.
      transformResponse: (raw: unknown) => (isAcademySettings(raw) ? raw : { currency: 'EGP' }),
      keepUnusedDataFor: 3600,
    }),
  }),
})

export const { useAcademySettingsQuery } = academyApi
