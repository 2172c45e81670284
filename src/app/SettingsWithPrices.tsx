import { pricesInSettings } from '@/features/prices'
import { SettingsPage } from '@/features/settings/SettingsPage'

/**
 * Settings with the prices feature's tab and new-site field handed to it (issue 27): features do not import each
 * other, so the app composes them, in the settings route's own chunk.
 */
export function SettingsWithPrices() {
  return <SettingsPage prices={pricesInSettings} />
}
