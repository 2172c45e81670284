import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The money desk's texts (issue 15), in their own namespace, English and Arabic.
export const MONEY_NS = 'money'
export const useMoneyT = registerFeatureTexts(MONEY_NS, en, ar)
export type MoneyKey = TextKey<typeof en>
export type MoneyT = FeatureT<typeof en>
