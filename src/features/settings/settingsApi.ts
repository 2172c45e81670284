import {
  actionsResponse,
  addPrivilegesResponse,
  clubOrSiteList,
  createUserResponse,
  insertClubOrSiteResponse,
  settingsAccessResponse,
  titleList,
  userSummaryList,
} from '@contract/settings'
import type {
  ActionsFetchQuery,
  SettingsAccessResponse,
  AddPrivilegesRequest,
  CreateUserRequest,
  DescriptionRequest,
  UpdateUserRequest,
} from '@contract/settings'
import { completePaymentResponse, invoiceList } from '@contract/invoices'
import { paymentHistory } from '@contract/payment-history'
import type { CompletePaymentEnvelope } from '@contract/invoices'
import { coachSaved, coachesBySite } from '@contract/coaches'
import type { InsertCoachRequest, SettingsUpdateCoachRequest } from '@contract/coaches'
import { messageResponse } from '@contract/common'
import { LOOKUP_GROUP } from '@contract/lookups'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess, provideLists } from '@/api/tags'

// The Settings calls (SPEC.md section 7 'Settings'), at the spec's paths. Responses are checked against the contract.

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    settingsAccess: build.query<SettingsAccessResponse, void>({
      query: () => '/settings/access',
      transformResponse: (raw: unknown) => settingsAccessResponse.parse(raw),
      // A grant to one's own title, or a new title, changes what the tabs allow.
      providesTags: provideLists('Privilege', 'User'),
    }),
    settingsClubs: build.query({
      query: (userId: number) => `/Club/${userId}`,
      transformResponse: (raw: unknown) => clubOrSiteList.parse(raw),
      providesTags: provideLists('Club'),
    }),
    insertClub: build.mutation({
      query: (body: DescriptionRequest) => ({ url: '/Club/insert', method: 'POST', body }),
      transformResponse: (raw: unknown) => insertClubOrSiteResponse.parse(raw),
      invalidatesTags: onSuccess(() => [...changeOf('Club'), idTag('Lookup', LOOKUP_GROUP.club)]),
    }),
    settingsSites: build.query({
      query: (userId: number) => `/Site/${userId}`,
      transformResponse: (raw: unknown) => clubOrSiteList.parse(raw),
      providesTags: provideLists('Site'),
    }),
    insertSite: build.mutation({
      query: (body: DescriptionRequest) => ({ url: '/Site/insert', method: 'POST', body }),
      transformResponse: (raw: unknown) => insertClubOrSiteResponse.parse(raw),
      invalidatesTags: onSuccess(() => [...changeOf('Site'), idTag('Lookup', LOOKUP_GROUP.site)]),
    }),
    usersSummary: build.query({
      query: (site: number) => ({ url: '/Users/summary', params: { site } }),
      transformResponse: (raw: unknown) => userSummaryList.parse(raw),
      providesTags: provideLists('User'),
    }),
    createUser: build.mutation({
      query: (body: CreateUserRequest) => ({ url: '/Users/create', method: 'POST', body }),
      transformResponse: (raw: unknown) => createUserResponse.parse(raw),
      invalidatesTags: onSuccess(() => changeOf('User')),
    }),
    updateUser: build.mutation({
      query: (body: UpdateUserRequest) => ({ url: '/Users/update', method: 'PUT', body }),
      transformResponse: (raw: unknown) => messageResponse.parse(raw),
      invalidatesTags: onSuccess(() => [...changeOf('User'), listTag('Title')]),
    }),
    settingsTitles: build.query({
      query: (userId: number) => ({ url: '/Title/show', params: { userId } }),
      transformResponse: (raw: unknown) => titleList.parse(raw),
      providesTags: provideLists('Title'),
    }),
    settingsActions: build.query({
      query: ({ userId, userTypeId }: ActionsFetchQuery) => ({ url: '/Actions/fetch', params: { userId, userTypeId } }),
      transformResponse: (raw: unknown) => actionsResponse.parse(raw),
      providesTags: provideLists('Privilege'),
    }),
    addPrivileges: build.mutation({
      query: (body: AddPrivilegesRequest) => ({ url: '/UserPriv/add', method: 'POST', body }),
      transformResponse: (raw: unknown) => addPrivilegesResponse.parse(raw),
      invalidatesTags: onSuccess(() => changeOf('Privilege')),
    }),
    settingsCoaches: build.query({
      query: (site: number) => `/Coaches/site/${site}`,
      transformResponse: (raw: unknown) => coachesBySite.parse(raw),
      // A coach picker like the others: refreshed by a coach added or deleted on the coaches screen too.
      providesTags: provideLists('Coach'),
    }),
    insertSettingsCoach: build.mutation({
      query: (body: InsertCoachRequest) => ({ url: '/Coaches/insert', method: 'POST', body }),
      transformResponse: (raw: unknown) => coachSaved.parse(raw),
      // Refreshes every coach list and picker, the coaches screen's included.
      invalidatesTags: onSuccess(() => changeOf('Coach')),
    }),
    updateSettingsCoach: build.mutation({
      query: (body: SettingsUpdateCoachRequest) => ({ url: '/Coaches/update', method: 'PUT', body }),
      transformResponse: (raw: unknown) => coachSaved.parse(raw),
      invalidatesTags: onSuccess((body) => changeOf('Coach', body.coachId)),
    }),
    settingsInvoices: build.query({
      query: (siteId: number) => ({ url: '/Invoice/fetch', params: { siteId } }),
      transformResponse: (raw: unknown) => invoiceList.parse(raw),
      providesTags: provideLists('Invoice'),
    }),
    // An invoice's payments, newest first, for reprinting their receipts; refreshed by every invoice change.
    invoicePayments: build.query({
      query: (invoiceID: number) => ({ url: `/invoices/${invoiceID}/payments` }),
      transformResponse: (raw: unknown) => paymentHistory.parse(raw),
      providesTags: (_result, _error, invoiceID) => [listTag('Invoice'), idTag('Invoice', invoiceID)],
    }),
    completePayment: build.mutation({
      // The spec's client sends the payment under `entities`.
      query: (body: CompletePaymentEnvelope) => ({ url: '/Payment/complete', method: 'POST', body }),
      transformResponse: (raw: unknown) => completePaymentResponse.parse(raw),
      // A paid invoice can make the swimmer's Renew available again: their action list is stale too.
      invalidatesTags: onSuccess((body: CompletePaymentEnvelope) => [
        ...changeOf('Invoice'),
        idTag('Swimmer', body.entities.swimmerID),
      ]),
    }),
  }),
})

export const {
  useSettingsAccessQuery,
  useLazySettingsClubsQuery,
  useInsertClubMutation,
  useLazySettingsSitesQuery,
  useInsertSiteMutation,
  useLazyUsersSummaryQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useLazySettingsTitlesQuery,
  useSettingsActionsQuery,
  useAddPrivilegesMutation,
  useLazySettingsCoachesQuery,
  useInsertSettingsCoachMutation,
  useUpdateSettingsCoachMutation,
  useLazySettingsInvoicesQuery,
  useInvoicePaymentsQuery,
  useCompletePaymentMutation,
} = settingsApi
