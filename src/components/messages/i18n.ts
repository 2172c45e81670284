import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The texts of messages to families (issue 29: the messages page, the family page's messages), in their own namespace; Arabic loads when it is the language.
export const useMessagesT = registerFeatureTexts('messages', en, () => import('./locales/ar.json'))
export type MessagesKey = TextKey<typeof en>
export type MessagesT = FeatureT<typeof en>
