import type { SettingsAction } from '@contract/settings'

// The sidebar's tabs in the spec's order (SPEC.md section 2, Settings), then Prices (issue 27), and the settings
// action each one needs.
export const SETTINGS_TABS = ['club', 'site', 'coaches', 'users', 'title', 'invoices', 'prices'] as const
type ActionTab = (typeof SETTINGS_TABS)[number]

export const TAB_ACTIONS: Record<ActionTab, SettingsAction> = {
  club: 'ManageClubs',
  site: 'ManageSites',
  coaches: 'ManageCoaches',
  users: 'ManageUsers',
  title: 'ManagePrivileges',
  invoices: 'ViewInvoices',
  // Issue 27: a site's prices are its settings.
  prices: 'ManageSites',
}

/**
 * Tabs that need a privilege of another module ('Module:Action'), after the others and listed only for a title that
 * holds it (issue 29: the message templates, Mod_SW:ManageTemplates), never shown locked.
 */
export const PRIVILEGE_TABS = {
  templates: 'Mod_SW:ManageTemplates',
  // Issue 31: the levels' skills and pass rules (the progress feature's tab, handed in by the app shell).
  curriculum: 'Settings:ManageCurriculum',
  // Issue 30: the discount rules.
  discounts: 'Settings:ManageDiscounts',
} as const
type PrivilegeTab = keyof typeof PRIVILEGE_TABS

export type SettingsTab = ActionTab | PrivilegeTab

export const isActionTab = (value: string | null): value is ActionTab =>
  value !== null && (SETTINGS_TABS as readonly string[]).includes(value)

export const isPrivilegeTab = (value: string | null): value is PrivilegeTab =>
  value !== null && Object.hasOwn(PRIVILEGE_TABS, value)

/** The tabs the sidebar lists: every settings tab, then those of the privileges the title holds. */
export function visibleTabs(privileges: readonly string[]): SettingsTab[] {
  const extra = (Object.keys(PRIVILEGE_TABS) as PrivilegeTab[]).filter((tab) =>
    privileges.includes(PRIVILEGE_TABS[tab]),
  )
  return [...SETTINGS_TABS, ...extra]
}

/** The tab to open: the one asked for when listed, else the first the user may use, else the first. */
export function initialTab(
  requested: string | null,
  granted: readonly SettingsAction[],
  privileges: readonly string[] = [],
): SettingsTab {
  if (isActionTab(requested)) return requested
  if (isPrivilegeTab(requested) && privileges.includes(PRIVILEGE_TABS[requested])) return requested
  return SETTINGS_TABS.find((tab) => granted.includes(TAB_ACTIONS[tab])) ?? SETTINGS_TABS[0]
}
