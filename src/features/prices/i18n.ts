import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// Settings → Prices' texts (issue 27), in their own namespace.
export const PRICES_NS = 'prices'
export const usePricesT = registerFeatureTexts(PRICES_NS, en, () => import('./locales/ar.json'))
export type PricesKey = TextKey<typeof en>
export type PricesT = FeatureT<typeof en>
