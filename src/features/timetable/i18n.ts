import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import en from './locales/en.json'

// The timetable's texts, in their own namespace (Arabic in locales/ar.json, registered by the language loader).
export const useTimetableT = registerFeatureTexts('timetable', en)
export type TimetableTextKey = TextKey<typeof en>
export type TimetableT = FeatureT<typeof en>
