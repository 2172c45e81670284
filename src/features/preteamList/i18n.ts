import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The pre-team list screen's texts, in their own namespace.
export const usePreTeamListT = registerFeatureTexts('preteamList', en, ar)
export type PreTeamListTextKey = TextKey<typeof en>
export type PreTeamListT = FeatureT<typeof en>
