import { registerFeatureTexts, type FeatureT } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The owner's view's texts (issue 15), in their own namespace, English and Arabic.
export const REPORTS_NS = 'reports'
export const useReportsT = registerFeatureTexts(REPORTS_NS, en, () => import('./locales/ar.json'))
export type ReportsT = FeatureT<typeof en>
