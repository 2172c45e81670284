import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The school list screen's texts, in their own namespace.
export const useSchoolListT = registerFeatureTexts('schoolList', en, () => import('./locales/ar.json'))
export type SchoolListTextKey = TextKey<typeof en>
export type SchoolListT = FeatureT<typeof en>
