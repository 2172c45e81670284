import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The coaches screen's texts, in their own namespace.
export const useCoachesT = registerFeatureTexts('coaches', en, () => import('./locales/ar.json'))
export type CoachesTextKey = TextKey<typeof en>
export type CoachesT = FeatureT<typeof en>
