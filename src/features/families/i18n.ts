import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The families pages' texts (issue 28), in their own namespace; Arabic loads when it is the language.
export const useFamiliesT = registerFeatureTexts('families', en, () => import('./locales/ar.json'))
export type FamiliesKey = TextKey<typeof en>
export type FamiliesT = FeatureT<typeof en>
