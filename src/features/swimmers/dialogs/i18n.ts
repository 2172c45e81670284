import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import type pageEn from '../locales/en.json'
import en from './locales/en.json'

// The dialogs' texts: the second part of the swimmers namespace (the page registers the first, ../i18n.ts), loaded
// with the dialogs rather than with the page (issue 17). Dialogs read both parts.

type Catalog = typeof pageEn & typeof en
export type SwimmersTextKey = TextKey<Catalog>
export type SwimmersT = FeatureT<Catalog>
export const useSwimmersT = registerFeatureTexts(
  'swimmers',
  en,
  () => import('./locales/ar.json'),
) as unknown as () => SwimmersT
