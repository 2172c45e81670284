import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The settings screen's texts, in their own namespace.
export const SETTINGS_NS = 'settings'
export const useSettingsT = registerFeatureTexts(SETTINGS_NS, en, () => import('./locales/ar.json'))
export type SettingsKey = TextKey<typeof en>
export type SettingsT = FeatureT<typeof en>
