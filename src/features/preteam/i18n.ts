import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The pre-team screen's texts, in their own namespace.
export const usePreTeamT = registerFeatureTexts('preteam', en, () => import('./locales/ar.json'))
export type PreTeamTextKey = TextKey<typeof en>
export type PreTeamT = FeatureT<typeof en>
