import { registerFeatureTexts } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The texts of the billing pieces the screens that bill share (issue 30): an invoice's lines, collecting now or
// leaving due, a chosen discount, instalments. Their own namespace, loaded with the screens that use them.
export const useBillingT = registerFeatureTexts('billing', en, () => import('./locales/ar.json'))
