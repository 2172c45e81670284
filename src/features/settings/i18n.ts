import { useTranslation } from 'react-i18next'
import { i18n } from '@/app/i18n'
import en from './locales/en.json'

// The settings screen's texts live in their own namespace, registered when the feature loads.
export const SETTINGS_NS = 'settings'
i18n.addResourceBundle('en', SETTINGS_NS, en, true, true)

/** Every key of the catalog as a dotted path, so a typo is a type error. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]
export type SettingsKey = Leaves<typeof en>
export type SettingsT = (key: SettingsKey, options?: Record<string, unknown>) => string

/**
 * useTranslation bound to the settings namespace. The app's i18next types list only the shell's namespaces,
 * so the namespace is passed untyped and the keys are typed here instead.
 */
export function useSettingsT(): SettingsT {
  const { t } = useTranslation(SETTINGS_NS as never)
  return t as unknown as SettingsT
}
