import {
  actionsResponse,
  addPrivilegesResponse,
  clubOrSiteList,
  createUserResponse,
  insertClubOrSiteResponse,
  renameClubOrSiteResponse,
  revokePrivilegeResponse,
  settingsAccessResponse,
  titleList,
  userActiveResponse,
  userSitesResponse,
  userSummaryList,
} from '@contract/settings'
import type {
  ActionsFetchQuery,
  SettingsAccessResponse,
  AddPrivilegesRequest,
  CreateUserRequest,
  DescriptionRequest,
  RenameClubOrSiteRequest,
  RevokePrivilegeRequest,
  UpdateUserRequest,
} from '@contract/settings'
import { invoiceList } from '@contract/invoices'
import type { SiteInsertRequest } from '@contract/prices'
import { paymentHistory } from '@contract/payment-history'
import { coachSaved, coachesBySite } from '@contract/coaches'
import type { InsertCoachRequest, SettingsUpdateCoachRequest } from '@contract/coaches'
import { messageResponse } from '@contract/common'
import { discountRuleList, type DiscountRule, type DiscountRuleInput } from '@contract/billing'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess, provideLists } from '@/api/tags'

// The Settings calls (SPEC.md section 7 'Settings'), at the spec's paths. Responses are checked against the contract
// with responseSchema, as every other slice does (a mismatch is baseApi's catchSchemaFailure error).

/** What an endpoint resolves to: its contract schema's parsed output. */
type Out<Schema extends z.ZodType> = z.output<Schema>

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    settingsAccess: build.query<SettingsAccessResponse, void>({
      query: () => '/settings/access',
      responseSchema: settingsAccessResponse,
      // A grant to one's own title, or a new title, changes what the tabs allow.
      providesTags: provideLists('Privilege', 'User'),
    }),
    // Issue 30: the discount rules, saved as one list. They price invoices, as the price list does (its tag).
    discountRules: build.query<DiscountRule[], void>({
      query: () => '/discount-rules',
      responseSchema: discountRuleList,
      providesTags: [listTag('Price')],
    }),
    saveDiscountRules: build.mutation<DiscountRule[], DiscountRuleInput[]>({
      query: (body) => ({ url: '/discount-rules', method: 'PUT', body }),
      responseSchema: discountRuleList,
      invalidatesTags: onSuccess(() => changeOf('Price')),
    }),
    settingsClubs: build.query<Out<typeof clubOrSiteList>, number>({
      query: (userId) => `/Club/${userId}`,
      responseSchema: clubOrSiteList,
      providesTags: provideLists('Club'),
    }),
    insertClub: build.mutation<Out<typeof insertClubOrSiteResponse>, DescriptionRequest>({
      query: (body) => ({ url: '/Club/insert', method: 'POST', body }),
      responseSchema: insertClubOrSiteResponse,
      invalidatesTags: onSuccess(() => [...changeOf('Club'), idTag('Lookup', LOOKUP_GROUP.club)]),
    }),
    // Renaming (issue 25): the club's own id in the path. The clubs' picker (app code) shows the new name.
    renameClub: build.mutation<Out<typeof renameClubOrSiteResponse>, RenameClubOrSiteRequest>({
      query: ({ id, ...body }) => ({ url: `/clubs/${id}`, method: 'PUT', body }),
      responseSchema: renameClubOrSiteResponse,
      invalidatesTags: onSuccess(({ id }) => [...changeOf('Club', id), idTag('Lookup', LOOKUP_GROUP.club)]),
    }),
    settingsSites: build.query<Out<typeof clubOrSiteList>, number>({
      query: (userId) => `/Site/${userId}`,
      responseSchema: clubOrSiteList,
      providesTags: provideLists('Site'),
    }),
    // Issue 27: a new site may start from a copy of another site's prices (copyPricesFrom).
    insertSite: build.mutation<Out<typeof insertClubOrSiteResponse>, SiteInsertRequest>({
      query: (body) => ({ url: '/Site/insert', method: 'POST', body }),
      responseSchema: insertClubOrSiteResponse,
      invalidatesTags: onSuccess(() => [...changeOf('Site'), idTag('Lookup', LOOKUP_GROUP.site)]),
    }),
    // The session's sites carry the names too: the dialog refreshes the session once the rename is saved.
    renameSite: build.mutation<Out<typeof renameClubOrSiteResponse>, RenameClubOrSiteRequest>({
      query: ({ id, ...body }) => ({ url: `/sites/${id}`, method: 'PUT', body }),
      responseSchema: renameClubOrSiteResponse,
      invalidatesTags: onSuccess(({ id }) => [...changeOf('Site', id), idTag('Lookup', LOOKUP_GROUP.site)]),
    }),
    usersSummary: build.query<Out<typeof userSummaryList>, number>({
      query: (site) => ({ url: '/Users/summary', params: { site } }),
      responseSchema: userSummaryList,
      providesTags: provideLists('User'),
    }),
    createUser: build.mutation<Out<typeof createUserResponse>, CreateUserRequest>({
      query: (body) => ({ url: '/Users/create', method: 'POST', body }),
      responseSchema: createUserResponse,
      invalidatesTags: onSuccess(() => changeOf('User')),
    }),
    updateUser: build.mutation<Out<typeof messageResponse>, UpdateUserRequest>({
      query: (body) => ({ url: '/Users/update', method: 'PUT', body }),
      responseSchema: messageResponse,
      invalidatesTags: onSuccess(() => [...changeOf('User'), listTag('Title')]),
    }),
    // Issue 27: a user's sites as a list, disable and enable. A user's sites show in the Site tab's lists too
    // (changeOf('User') reaches them through the cross effects).
    setUserSites: build.mutation<Out<typeof userSitesResponse>, { userId: number; sites: number[] }>({
      query: ({ userId, sites }) => ({ url: `/users/${userId}/sites`, method: 'PUT', body: { sites } }),
      responseSchema: userSitesResponse,
      invalidatesTags: onSuccess(({ userId }) => changeOf('User', userId)),
    }),
    setUserActive: build.mutation<Out<typeof userActiveResponse>, { userId: number; active: boolean }>({
      query: ({ userId, active }) => ({ url: `/users/${userId}/${active ? 'enable' : 'disable'}`, method: 'POST' }),
      responseSchema: userActiveResponse,
      invalidatesTags: onSuccess(({ userId }) => changeOf('User', userId)),
    }),
    settingsTitles: build.query<Out<typeof titleList>, number>({
      query: (userId) => ({ url: '/Title/show', params: { userId } }),
      responseSchema: titleList,
      providesTags: provideLists('Title'),
    }),
    settingsActions: build.query<Out<typeof actionsResponse>, ActionsFetchQuery>({
      query: ({ userId, userTypeId }) => ({ url: '/Actions/fetch', params: { userId, userTypeId } }),
      responseSchema: actionsResponse,
      providesTags: provideLists('Privilege'),
    }),
    addPrivileges: build.mutation<Out<typeof addPrivilegesResponse>, AddPrivilegesRequest>({
      query: (body) => ({ url: '/UserPriv/add', method: 'POST', body }),
      responseSchema: addPrivilegesResponse,
      invalidatesTags: onSuccess(() => changeOf('Privilege')),
    }),
    // Issue 27: revoking one privilege from a title; the grid, the tabs' access and every privileges list refresh.
    revokePrivilege: build.mutation<Out<typeof revokePrivilegeResponse>, RevokePrivilegeRequest>({
      query: (body) => ({ url: '/UserPriv', method: 'DELETE', body }),
      responseSchema: revokePrivilegeResponse,
      invalidatesTags: onSuccess(() => changeOf('Privilege')),
    }),
    settingsCoaches: build.query<Out<typeof coachesBySite>, number>({
      query: (site) => `/Coaches/site/${site}`,
      responseSchema: coachesBySite,
      // A coach picker like the others: refreshed by a coach added or deleted on the coaches screen too.
      providesTags: provideLists('Coach'),
    }),
    insertSettingsCoach: build.mutation<Out<typeof coachSaved>, InsertCoachRequest>({
      query: (body) => ({ url: '/Coaches/insert', method: 'POST', body }),
      responseSchema: coachSaved,
      // Refreshes every coach list and picker, the coaches screen's included.
      invalidatesTags: onSuccess(() => changeOf('Coach')),
    }),
    updateSettingsCoach: build.mutation<Out<typeof coachSaved>, SettingsUpdateCoachRequest>({
      query: (body) => ({ url: '/Coaches/update', method: 'PUT', body }),
      responseSchema: coachSaved,
      invalidatesTags: onSuccess((body) => changeOf('Coach', body.coachId)),
    }),
    settingsInvoices: build.query<Out<typeof invoiceList>, number>({
      query: (siteId) => ({ url: '/Invoice/fetch', params: { siteId } }),
      responseSchema: invoiceList,
      providesTags: provideLists('Invoice'),
    }),
    // An invoice's payments, newest first, for reprinting their receipts; refreshed by every invoice change.
    invoicePayments: build.query<Out<typeof paymentHistory>, number>({
      query: (invoiceID) => ({ url: `/invoices/${invoiceID}/payments` }),
      responseSchema: paymentHistory,
      providesTags: (_result, _error, invoiceID) => [listTag('Invoice'), idTag('Invoice', invoiceID)],
    }),
  }),
})

export const {
  useDiscountRulesQuery,
  useSaveDiscountRulesMutation,
  useSettingsAccessQuery,
  useLazySettingsClubsQuery,
  useInsertClubMutation,
  useRenameClubMutation,
  useLazySettingsSitesQuery,
  useInsertSiteMutation,
  useRenameSiteMutation,
  useLazyUsersSummaryQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useSetUserSitesMutation,
  useSetUserActiveMutation,
  useLazySettingsTitlesQuery,
  useSettingsActionsQuery,
  useAddPrivilegesMutation,
  useRevokePrivilegeMutation,
  useLazySettingsCoachesQuery,
  useInsertSettingsCoachMutation,
  useUpdateSettingsCoachMutation,
  useLazySettingsInvoicesQuery,
  useInvoicePaymentsQuery,
} = settingsApi
