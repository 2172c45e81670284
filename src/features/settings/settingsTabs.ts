import type { SettingsAction } from '@contract/settings'

// The sidebar's tabs in the spec's order (SPEC.md section 2, Settings), then Prices (issue 27), and the settings
// action each one needs.
export const SETTINGS_TABS = ['club', 'site', 'coaches', 'users', 'title', 'invoices', 'prices'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export const TAB_ACTIONS: Record<SettingsTab, SettingsAction> = {
  club: 'ManageClubs',
  site: 'ManageSites',
  coaches: 'ManageCoaches',
  users: 'ManageUsers',
  title: 'ManagePrivileges',
  invoices: 'ViewInvoices',
  // Issue 27: a site's prices are its settings.
  prices: 'ManageSites',
}

export const isSettingsTab = (value: string | null): value is SettingsTab =>
  value !== null && (SETTINGS_TABS as readonly string[]).includes(value)

/** The tab to open: the one asked for, else the first the user may use, else the first. */
export function initialTab(requested: string | null, granted: readonly SettingsAction[]): SettingsTab {
  if (isSettingsTab(requested)) return requested
  return SETTINGS_TABS.find((tab) => granted.includes(TAB_ACTIONS[tab])) ?? SETTINGS_TABS[0]
}
