import { pricesInSettings } from '@/features/prices'
import { curriculumInSettings } from '@/features/progress'
import { SettingsPage } from '@/features/settings/SettingsPage'

/**
 * Settings with the prices feature's tab and new-site field handed to it (issue 27), and the progress feature's
 * Curriculum tab (issue 31): features do not import each other, so the app composes them, in the settings route's
 * own chunk.
 */
export function SettingsWithPrices() {
  return <SettingsPage prices={pricesInSettings} curriculum={curriculumInSettings} />
}
