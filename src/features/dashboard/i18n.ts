import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The dashboard's own texts (its tiles use the shell's catalog): the open waitlist offers of the site.
export const useDashboardT = registerFeatureTexts('dashboard', en, () => import('./locales/ar.json'))
export type DashboardTextKey = TextKey<typeof en>
export type DashboardT = FeatureT<typeof en>
