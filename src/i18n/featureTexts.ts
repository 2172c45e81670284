import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from './i18n'

// Each feature keeps its texts in its own catalogs (src/features/<area>/locales/en.json and ar.json), registered as
// its own namespace when the feature's chunk loads (the feature's chunk is lazy, so its Arabic costs /login nothing).
// The app's i18next types know only the shell's namespaces, so the keys are typed here from the feature's English
// catalog instead: a typo in a key is a type error. src/i18n/catalogParity.test.ts holds ar.json to en.json's keys.

type KeysOf<Catalog> = {
  [K in keyof Catalog & string]: Catalog[K] extends string ? K : `${K}.${KeysOf<Catalog[K]>}`
}[keyof Catalog & string]
/** Plural entries ('count_one', 'count_other') are asked for by their base key with a count. */
type PluralBase<Key> = Key extends `${infer Base}_one` ? Base : never

export type TextKey<Catalog> = KeysOf<Catalog> | PluralBase<KeysOf<Catalog>>
export type FeatureT<Catalog> = (key: TextKey<Catalog>, options?: Record<string, unknown>) => string

/** Registers a feature's English catalog (and its Arabic one) as `namespace` and returns its translate hook. */
export function registerFeatureTexts<Catalog extends object>(
  namespace: string,
  en: Catalog,
  ar?: object,
): () => FeatureT<Catalog> {
  i18n.addResourceBundle('en', namespace, en, true, true)
  if (ar) i18n.addResourceBundle('ar', namespace, ar, true, true)
  return function useFeatureT() {
    // useTranslation re-renders on a language change; the fixed function is remade for the new language.
    const { i18n: instance } = useTranslation()
    const language = instance.language
    return useMemo(() => {
      // Untyped on purpose: the namespace is not among the shell's typed ones (see above).
      const fixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => FeatureT<Catalog>
      return fixedT(language, namespace)
    }, [instance, language])
  }
}
