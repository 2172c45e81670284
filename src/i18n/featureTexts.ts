import { use, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from './i18n'

// Each feature keeps its texts in its own catalogs (src/features/<area>/locales/en.json and ar.json), registered as
// its own namespace when the feature's chunk loads (the feature's chunk is lazy, so its Arabic costs /login nothing).
// A feature may give its Arabic catalog as a loader, `() => import('./locales/ar.json')`: it then downloads only
// when Arabic is chosen, as its own small chunk, so an English page does not carry it either.
// The app's i18next types know only the shell's namespaces, so the keys are typed here from the feature's English
// catalog instead: a typo in a key is a type error. src/i18n/catalogParity.test.ts holds ar.json to en.json's keys.

type KeysOf<Catalog> = {
  [K in keyof Catalog & string]: Catalog[K] extends string ? K : `${K}.${KeysOf<Catalog[K]>}`
}[keyof Catalog & string]
/** Plural entries ('count_one', 'count_other') are asked for by their base key with a count. */
type PluralBase<Key> = Key extends `${infer Base}_one` ? Base : never

export type TextKey<Catalog> = KeysOf<Catalog> | PluralBase<KeysOf<Catalog>>
export type FeatureT<Catalog> = (key: TextKey<Catalog>, options?: Record<string, unknown>) => string

/** An Arabic catalog, bundled or downloaded on demand. */
export type ArabicCatalog = object | (() => Promise<{ default: object }>)

const arabicLoads = new Set<() => Promise<void>>()

/** Downloads the Arabic catalogs of the features registered so far (src/i18n/languages.ts, before switching). */
export const loadFeatureArabic = (): Promise<unknown> =>
  // A catalog that fails here is asked for again by its feature (below), which reports a failure.
  Promise.all([...arabicLoads.values()].map((load) => load().catch(() => undefined)))

/**
 * Registers a feature's English catalog (and its Arabic one) as `namespace` and returns its translate hook. A feature
 * may register its texts in parts under one namespace, each with the code that uses it (the swimmers page, then its
 * dialogs): a part's hook waits for that part's Arabic catalog, and reads the whole namespace.
 */
export function registerFeatureTexts<Catalog extends object>(
  namespace: string,
  en: Catalog,
  ar?: ArabicCatalog,
): () => FeatureT<Catalog> {
  i18n.addResourceBundle('en', namespace, en, true, true)
  let loadArabic: (() => Promise<void>) | undefined
  if (typeof ar === 'function') {
    // Once; after a failure, again next time. Marked fulfilled when done, as React's `use` reads it: a page that
    // renders in Arabic after the catalog came then renders at once, without a round through its Suspense fallback.
    let loading: (Promise<void> & { status?: 'fulfilled' }) | undefined
    loadArabic = () =>
      (loading ??= ar().then(
        (catalog: { default: object }) => {
          i18n.addResourceBundle('ar', namespace, catalog.default, true, true)
          loading!.status = 'fulfilled'
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
    arabicLoads.add(loadArabic)
    // A feature opened in Arabic: its catalog downloads at once, beside the rest of the page's code.
    if (i18n.language === 'ar') loadArabic().catch(() => undefined) // the hook below reports a failure
  } else if (ar) i18n.addResourceBundle('ar', namespace, ar, true, true)
  return function useFeatureT() {
    // In Arabic, the feature waits (the nearest Suspense) for its catalog rather than showing English meanwhile; a
    // catalog that cannot be downloaded reaches the error boundary, whose 'Try again' downloads it anew. Called in
    // Arabic whether the catalog is there or not: React replays a suspended component expecting the same calls.
    if (loadArabic && i18n.language === 'ar') use(loadArabic())
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
