import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import ar from './locales/ar.json'
import en from './locales/en.json'

// The timetable's texts, in their own namespace (English and Egyptian Arabic).
export const useTimetableT = registerFeatureTexts('timetable', en, ar)
export type TimetableTextKey = TextKey<typeof en>
export type TimetableT = FeatureT<typeof en>
