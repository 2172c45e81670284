import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The coaches screen's texts, in their own namespace.
export const useCoachesT = registerFeatureTexts('coaches', en, ar)
export type CoachesTextKey = TextKey<typeof en>
export type CoachesT = FeatureT<typeof en>
