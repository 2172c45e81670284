import type { ReactNode } from 'react'
import type { SettingsAction } from '@contract/settings'
import { EmptyState } from '@/components/EmptyState'
import { useSettingsT } from './i18n'

interface TabGateProps {
  granted: readonly SettingsAction[]
  action: SettingsAction
  children: ReactNode
}

/** A tab the user's title may not use says so plainly instead of failing on every call. */
export function TabGate({ granted, action, children }: TabGateProps) {
  const t = useSettingsT()
  if (granted.includes(action)) return <>{children}</>
  return (
    <EmptyState title={t('access.deniedTitle')} severity="warning">
      {t('access.deniedText', { action: t(`actionNames.${action}`) })}
    </EmptyState>
  )
}
