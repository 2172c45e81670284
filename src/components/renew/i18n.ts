import { registerFeatureTexts } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The renewal dialog's texts: their own namespace, loaded with the screens that renew (swimmers, the money desk).
export const useRenewT = registerFeatureTexts('renew', en, () => import('./locales/ar.json'))
