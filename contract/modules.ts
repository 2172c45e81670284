// Module codes and the action catalogue. The server seeds its actions table from this list;
// the SPA uses the codes to choose tiles and links and the action names to open dialogs.

import { MODULE_CODES } from './constants'

export { MODULE_CODES }
export type ModuleCode = (typeof MODULE_CODES)[number]

/** Settings actions belong to no tile module: Settings is always visible, its tabs are granted per action. */
export const SETTINGS_MODULE = 'Settings'
export type ActionModule = ModuleCode | typeof SETTINGS_MODULE

export const isModuleCode = (value: string): value is ModuleCode => (MODULE_CODES as readonly string[]).includes(value)

export const ACTIONS_BY_MODULE = {
  Mod_SW: [
    'AddSwimmer',
    'AddSwimmerToPTeam',
    'AddSwimmerToSchool',
    'Attendes',
    'UpdatePTeamLevel',
    'UpdateSchoolLevel',
    'UpdateLevel',
    'UpdateSwimmer',
    'ViewSwimmerDetails',
    'ShowSwimmerInfo',
    'ViewTechnicalTab',
    'ViewLogs',
    'EditSwimmer',
    'UpdateSwimmerInfo',
    'DeleteSwimmer',
    'FreezSwim',
    'SubscriptionRenwal',
    'UpdateTimes',
    'ChangeSite',
    // Issue 25: ends a swimmer's freeze without a billed renewal; granted to Administrator only by default.
    'Unfreeze',
    // Issue 28: a swimmer's family (guardians, their phones, consents, contacts, balance), changing it, and medical
    // notes. Granted with the module (Administrator, Cashier); a coach would need Mod_SW, which opens the search.
    'ViewFamilies',
    'ManageFamilies',
    'ViewMedical',
    // Issue 29: messages to families — the outbox, marking a WhatsApp-by-link message sent, and the templates (the
    // last granted to Administrator only by default).
    'ViewMessages',
    'SendMessages',
    'ManageTemplates',
  ],
  Mod_SC: [
    'CreateSchool',
    'ShowSchoolInfo',
    'UpdateSchoolInfo',
    'EndSchool',
    'ManageAttendance',
    'Attendes',
    // Issue 31: rating swimmers' skills on the deck (Coach, Administrator) and approving report cards and level
    // sign-offs (Administrator); not the cashier. Granted to other titles in Settings → Privileges.
    'EvaluateSkills',
    'ApproveReportCards',
  ],
  Mod_PT: [
    'CreatePTeam',
    'ShowPteamInfo',
    'ViewDetailsTab',
    'ViewSwimmers',
    'UpdatePTeamInfo',
    'AddSwimmerToPTeam',
    'ChangeSite',
    'EndPteam',
    'RemovePTeam',
  ],
  Mod_CO: ['ViewCoaches', 'AddCoach', 'ViewCoachDetails', 'DeleteCoach', 'FindFreeCoaches'],
  Settings: [
    'ManageClubs',
    'ManageSites',
    'ManageCoaches',
    'ManageUsers',
    'ManagePrivileges',
    'ViewInvoices',
    'CompletePayment',
    // Issue 15: the owner's view (/reports) and reopening a closed cash-up day; both granted to Administrator.
    'ViewReports',
    'ReopenCashup',
    // Issue 30: confirming a bank transfer (Administrator, Cashier) and refunds and credit notes (Administrator).
    'ConfirmTransfers',
    'RefundPayments',
    // Issue 30: the discount rules (Settings), and choosing a staff or hardship discount; Administrator.
    'ManageDiscounts',
    // Issue 31: Settings → Curriculum (skills per level, pass rules); Administrator and the coaches' manager.
    'ManageCurriculum',
  ],
} as const satisfies Record<ActionModule, readonly string[]>

export type ActionName<M extends ActionModule = ActionModule> = (typeof ACTIONS_BY_MODULE)[M][number]

/**
 * Actions that give their route and nothing else of the module (issue 31): the coaches' manager rates skills and
 * approves report cards without the Schools module opening to the title (its pages, its reads that need the module
 * alone). Not among the user's modules; a route that names one of them as its action accepts it for the module.
 */
export const ACTIONS_OPENING_NO_MODULE: ReadonlySet<string> = new Set([
  'Mod_SC:EvaluateSkills',
  'Mod_SC:ApproveReportCards',
])
