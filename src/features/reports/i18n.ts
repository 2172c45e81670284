import { registerFeatureTexts, type FeatureT } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The owner's view's texts (issue 15), in their own namespace, English and Arabic.
export const REPORTS_NS = 'reports'
export const useReportsT = registerFeatureTexts(REPORTS_NS, en, ar)
export type ReportsT = FeatureT<typeof en>
