import { registerFeatureTexts } from '@/i18n/featureTexts'
import en from './locales/en.json'

/** The form machinery's own few words (Cancel, Saving...), in their own namespace so another language can set them. */
export const useFormT = registerFeatureTexts('form', en, () => import('./locales/ar.json'))
