import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The schools screen's texts, in their own namespace.
export const useSchoolsT = registerFeatureTexts('schools', en, ar)
export type SchoolsTextKey = TextKey<typeof en>
export type SchoolsT = FeatureT<typeof en>
