import { pricesResponse, setPriceResponse } from '@contract/prices'
import type { PriceRequest, PricesResponse, SetPriceResponse } from '@contract/prices'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, onSuccess } from '@/api/tags'

// Settings → Prices (issue 27): a site's prices with their history, and setting one. A site's prices are one record
// (its id tag); setting a price makes it stale, and what shows prices (the enrolment dialogs' amounts) through the
// Price tag's cross effects.

export const pricesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    prices: build.query<PricesResponse, number>({
      query: (site) => ({ url: '/prices', params: { site } }),
      responseSchema: pricesResponse,
      providesTags: (_result, _error, site) => [idTag('Price', site)],
    }),
    setPrice: build.mutation<SetPriceResponse, PriceRequest>({
      query: (body) => ({ url: '/prices', method: 'PUT', body }),
      responseSchema: setPriceResponse,
      invalidatesTags: onSuccess((_arg, result) => changeOf('Price', result.price.site)),
    }),
  }),
})

export const { usePricesQuery, useSetPriceMutation } = pricesApi
