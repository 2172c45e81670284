import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The pre-team list screen's texts, in their own namespace.
export const usePreTeamListT = registerFeatureTexts('preteamList', en, () => import('./locales/ar.json'))
export type PreTeamListTextKey = TextKey<typeof en>
export type PreTeamListT = FeatureT<typeof en>
