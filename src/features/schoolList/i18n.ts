import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The school list screen's texts, in their own namespace.
export const useSchoolListT = registerFeatureTexts('schoolList', en, ar)
export type SchoolListTextKey = TextKey<typeof en>
export type SchoolListT = FeatureT<typeof en>
