import { z } from 'zod'
import { plainText, site } from './common'
import { requiredId } from './fields'
import { ACTIONS_BY_MODULE } from './modules'
import { ruleCodes } from './messages/rule'

// Settings (SPEC.md sections 2, 3, 5 and 7 'Settings'): clubs, sites, users, titles and privileges, and which
// settings actions the signed-in user may use. Invoices and payments are in ./invoices.ts.

/** The spec's validation texts (section 5 'Settings and utility pages') and the ones it leaves to us. */
export const SETTINGS_MESSAGES = {
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'Description must be at most 100 characters',
  descriptionArTooLong: 'The Arabic name must be at most 100 characters',
  userIdRequired: 'Please enter a user ID',
  userIdNumber: 'Please enter a valid user ID (number)',
  siteIdRequired: 'Please enter a site ID',
  siteIdNumber: 'Please enter a valid site ID (number)',
  fullNameRequired: 'Please enter a full name',
  fullNameTooLong: 'Full name must be at most 100 characters',
  userTypeRequired: 'Please select a user type',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordBlank: 'Password cannot be only spaces',
  noUserType: 'No user type selected',
  noActions: 'Please select at least one action',
  actionIdNumber: 'actionId must be a positive whole number',
  userNeedsASite: 'A user needs at least one site',
  tooManySites: 'At most 1000 sites at once',
  tooManyPrivileges: 'At most 1000 privileges at once',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
export const SETTINGS_CODES = ruleCodes('rule.settings', SETTINGS_MESSAGES)

/** The password rule for new and changed passwords: 8 to 128 characters, not all spaces. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Tab characters are stripped (SPEC.md section 2, Club), then surrounding spaces. */
export const stripTabs = (text: string): string => text.replace(/\t/g, '').trim()

const description = plainText('description', SETTINGS_CODES.descriptionRequired, { tabs: true })
  .transform(stripTabs)
  .pipe(z.string().min(1, SETTINGS_CODES.descriptionRequired).max(100, SETTINGS_CODES.descriptionTooLong))

const fullName = plainText('fullName', SETTINGS_CODES.fullNameRequired)
  .transform((text) => text.trim())
  .pipe(z.string().min(1, SETTINGS_CODES.fullNameRequired).max(100, SETTINGS_CODES.fullNameTooLong))

const siteId = requiredId(SETTINGS_CODES.siteIdRequired, SETTINGS_CODES.siteIdNumber)
const userId = requiredId(SETTINGS_CODES.userIdRequired, SETTINGS_CODES.userIdNumber)
const userTypeId = requiredId(SETTINGS_CODES.userTypeRequired, SETTINGS_CODES.userTypeRequired)

const password = z
  .string({ error: SETTINGS_CODES.passwordRequired })
  .min(1, SETTINGS_CODES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, SETTINGS_CODES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, SETTINGS_CODES.passwordTooLong)
  .refine((text) => text.trim().length > 0, SETTINGS_CODES.passwordBlank)

/** Update: blank (or absent) keeps the old password; anything else follows the password rule. */
const optionalPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, SETTINGS_CODES.passwordTooLong)
  .optional()
  .transform((text) => text ?? '')
  .refine((text) => text === '' || text.length >= PASSWORD_MIN_LENGTH, SETTINGS_CODES.passwordTooShort)
  .refine((text) => text === '' || text.trim().length > 0, SETTINGS_CODES.passwordBlank)

// ---------------------------------------------------------------------------------------------
// Access: which settings actions the signed-in user's type is granted (each tab needs one of them).

export const SETTINGS_ACTIONS = ACTIONS_BY_MODULE.Settings
export const settingsAction = z.enum(SETTINGS_ACTIONS)
export type SettingsAction = z.infer<typeof settingsAction>

export const settingsAccessResponse = z.object({
  actions: z.array(settingsAction),
  /**
   * Whether the user may change titles' privileges: ManagePrivileges and every site, as a title's privileges apply
   * at every site. Without it the Title tab can still show titles and their actions, read-only.
   */
  canChangePrivileges: z.boolean().optional(),
  /**
   * Every privilege of the user's title, 'Module:Action' (Mod_SW:AddSwimmerToSchool …), sorted: the screens offer an
   * action only when the user holds the exact privilege its route checks.
   */
  privileges: z.array(z.string()).optional(),
})
export type SettingsAccessResponse = z.infer<typeof settingsAccessResponse>

// ---------------------------------------------------------------------------------------------
// Clubs and sites: POST /Club/insert, GET /Club/{userId}, POST /Site/insert, GET /Site/{userId}.

/**
 * The name in Arabic (issue 25), optional: checked as the name is (plain text, tabs stripped, at most 100 characters);
 * empty means none (the Arabic UI shows the English name).
 */
const descriptionAr = plainText('descriptionAr', SETTINGS_CODES.descriptionArTooLong, { tabs: true })
  .transform(stripTabs)
  .pipe(z.string().max(100, SETTINGS_CODES.descriptionArTooLong))
  .transform((text) => text || null)
  .optional()

export const descriptionRequest = z.object({ description, descriptionAr })
export type DescriptionRequest = z.input<typeof descriptionRequest>

/** A club or a site as the spec names it: its description and its id (subId). */
export const clubOrSite = z.object({
  description: z.string(),
  subId: z.number().int(),
  /** The name in Arabic (issue 25), when one was typed. */
  descriptionAr: z.string().optional(),
})
export type ClubOrSite = z.infer<typeof clubOrSite>
export const clubOrSiteList = z.array(clubOrSite)

export const insertClubOrSiteResponse = z.object({
  message: z.string(),
  subId: z.number().int(),
  description: z.string(),
  descriptionAr: z.string().optional(),
})
export type InsertClubOrSiteResponse = z.infer<typeof insertClubOrSiteResponse>

/**
 * PUT /clubs/{id} and /sites/{id} (issue 25): a club's or site's new name and name in Arabic (the insert's rules) answer
 * as the insert does.
 */
export const renameClubOrSiteResponse = insertClubOrSiteResponse
export type RenameClubOrSiteResponse = InsertClubOrSiteResponse
export type RenameClubOrSiteRequest = DescriptionRequest & { id: number }

/** GET /Club/{id} and /Site/{id}: the id is the user ID typed in the 'Get Club' / 'Get Site' field. */
export const userIdParams = z.object({ id: userId })
export type UserIdParams = z.input<typeof userIdParams>

// ---------------------------------------------------------------------------------------------
// Users: GET /Users/summary?site, POST /Users/create, PUT /Users/update.

export const usersSummaryQuery = z.object({
  site: siteId,
  /** Only users whose name contains this, however it is typed (Arabic alef forms, ة/ه, ى/ي, diacritics); blank: all. */
  name: z.string().trim().max(100, SETTINGS_CODES.fullNameTooLong).optional(),
})
export type UsersSummaryQuery = z.input<typeof usersSummaryQuery>

export const userSummary = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  /** The user's title (user type). */
  group: z.string(),
  numberOfSites: z.number().int(),
  /** The text 'True' means active (SPEC.md section 3). */
  active: z.enum(['True', 'False']),
  /** Issue 27: the user's sites (closed ones included), with their names. */
  sites: z.array(site).optional(),
  /**
   * Issue 27: whether the signed-in user may change this user (all their sites are the signed-in user's, and their
   * title's privileges too): the card offers its site list and Disable/Enable only then.
   */
  manageable: z.boolean().optional(),
})
export type UserSummary = z.infer<typeof userSummary>
export const userSummaryList = z.array(userSummary)

/** The site given is added to the user's sites (and becomes their home site when they have none). */
export const createUserRequest = z.object({
  fullName,
  site: siteId,
  disabled: z.boolean().default(false),
  userTypeId,
  password,
})
export type CreateUserRequest = z.input<typeof createUserRequest>

export const createUserResponse = z.object({ message: z.string(), userId: z.number().int() })
export type CreateUserResponse = z.infer<typeof createUserResponse>

export const updateUserRequest = z.object({
  userId,
  fullName,
  site: siteId,
  disabled: z.boolean().default(false),
  userTypeId,
  password: optionalPassword,
})
export type UpdateUserRequest = z.input<typeof updateUserRequest>

// Issue 27: PUT /users/{id}/sites {sites: [id]} sets a user's sites; POST /users/{id}/disable and /enable.

export const userSitesRequest = z.object({
  sites: z
    .array(siteId, { error: SETTINGS_CODES.userNeedsASite })
    .min(1, SETTINGS_CODES.userNeedsASite)
    .max(1000, SETTINGS_CODES.tooManySites),
})
export type UserSitesRequest = z.input<typeof userSitesRequest>

/** The user's sites now, in id order; `changed` is false when the list was already so (nothing stored or audited). */
export const userSitesResponse = z.object({
  message: z.string(),
  userId: z.number().int(),
  sites: z.array(site),
  changed: z.boolean(),
})
export type UserSitesResponse = z.infer<typeof userSitesResponse>

/** Disabling a disabled user (or enabling an active one) changes nothing: `changed` false, nothing audited. */
export const userActiveResponse = z.object({
  message: z.string(),
  userId: z.number().int(),
  active: z.enum(['True', 'False']),
  changed: z.boolean(),
})
export type UserActiveResponse = z.infer<typeof userActiveResponse>

// ---------------------------------------------------------------------------------------------
// Titles and privileges: GET /Title/show?userId, GET /Actions/fetch?userId&userTypeId, POST /UserPriv/add.

export const titleShowQuery = z.object({ userId })
export type TitleShowQuery = z.input<typeof titleShowQuery>

/** A title is a user type: its name, its code (the user type id) and what it is for. */
export const title = z.object({ title: z.string(), code: z.number().int(), description: z.string() })
export type Title = z.infer<typeof title>
export const titleList = z.array(title)

export const actionsFetchQuery = z.object({
  userId,
  userTypeId: requiredId(SETTINGS_CODES.noUserType, SETTINGS_CODES.noUserType),
})
export type ActionsFetchQuery = z.input<typeof actionsFetchQuery>

export const action = z.object({ actionID: z.number().int(), actionName: z.string(), module: z.string() })
export type Action = z.infer<typeof action>

/**
 * Every action, and those the user type is already granted; `revocable` (issue 27): the ids of the granted ones the
 * signed-in user may revoke. The others are fixed for this title (the signed-in user's own title, a privilege they do
 * not hold, or they lack a site).
 */
export const actionsResponse = z.object({
  allActions: z.array(action),
  validActions: z.array(action),
  revocable: z.array(z.number().int()).optional(),
})
export type ActionsResponse = z.infer<typeof actionsResponse>

export const privilegeGrant = z.object({
  actionId: requiredId(SETTINGS_CODES.noActions, SETTINGS_CODES.actionIdNumber),
  userType: requiredId(SETTINGS_CODES.noUserType, SETTINGS_CODES.noUserType),
})
export const addPrivilegesRequest = z.object({
  privileges: z
    .array(privilegeGrant, { error: SETTINGS_CODES.noActions })
    .min(1, SETTINGS_CODES.noActions)
    .max(1000, SETTINGS_CODES.tooManyPrivileges),
})
export type AddPrivilegesRequest = z.input<typeof addPrivilegesRequest>

/** `added` counts the grants that were new; granting what is already granted changes nothing. */
export const addPrivilegesResponse = z.object({ message: z.string(), added: z.number().int() })
export type AddPrivilegesResponse = z.infer<typeof addPrivilegesResponse>

/** Issue 27: DELETE /UserPriv {actionId, userType} revokes one privilege from a title. */
export const revokePrivilegeRequest = privilegeGrant
export type RevokePrivilegeRequest = z.input<typeof revokePrivilegeRequest>

export const revokePrivilegeResponse = z.object({
  message: z.string(),
  actionId: z.number().int(),
  userType: z.number().int(),
})
export type RevokePrivilegeResponse = z.infer<typeof revokePrivilegeResponse>
