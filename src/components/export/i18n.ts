import { registerFeatureTexts } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The export buttons' texts: their own namespace, loaded with the pages that have an export.
export const useExportT = registerFeatureTexts('export', en, () => import('./locales/ar.json'))
