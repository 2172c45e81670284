import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The swimmers screen's texts, in their own namespace. The contract's validation messages are translated by ./rules.ts.

export const useSwimmersT = registerFeatureTexts('swimmers', en, () => import('./locales/ar.json'))
export type SwimmersTextKey = TextKey<typeof en>
export type SwimmersT = FeatureT<typeof en>
