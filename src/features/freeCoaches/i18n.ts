import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The free coaches screen's texts, in their own namespace.
export const useFreeCoachesT = registerFeatureTexts('freeCoaches', en, () => import('./locales/ar.json'))
export type FreeCoachesTextKey = TextKey<typeof en>
export type FreeCoachesT = FeatureT<typeof en>
