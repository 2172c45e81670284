import { registerFeatureTexts } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The texts of the money pieces every screen that takes money shares (the closed-day notice).
export const useMoneyPartsT = registerFeatureTexts('moneyParts', en, () => import('./locales/ar.json'))
