import { createApi } from '@reduxjs/toolkit/query/react'
import { t } from 'i18next'
import { baseQuery } from './baseQuery'
import { TAG_TYPES } from './tags'

/**
 * The one API slice. Features add their endpoints with baseApi.injectEndpoints in their own <feature>Api.ts;
 * every tag type is declared once, in the tag map (./tags.ts), so invalidation can cross features.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Endpoints check answers against the contract with responseSchema; an answer that does not match becomes an
  // ordinary error (SPEC.md section 8: 'Unexpected response from server') instead of a crash.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: t('errors.unexpectedResponse'),
    data: error.issues,
  }),
  endpoints: () => ({}),
})
