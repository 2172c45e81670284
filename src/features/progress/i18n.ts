import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The progress pages' texts (issue 31), in their own namespace; Arabic loads when it is the language.
export const useProgressT = registerFeatureTexts('progress', en, () => import('./locales/ar.json'))
export type ProgressKey = TextKey<typeof en>
export type ProgressT = FeatureT<typeof en>
