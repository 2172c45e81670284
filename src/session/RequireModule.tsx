import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ModuleCode } from '@contract/modules'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useUserModules } from './useSession'

/**
 * The module guard: a page the route table marks with a module opens only for a user who has that module, and
 * everyone else sees the same refusal, before the page (or its code) loads and before any form can be filled in.
 */
export function RequireModule({ module, children }: { module: ModuleCode; children: ReactNode }) {
  const { t } = useTranslation()
  const allowed = useUserModules().includes(module)
  if (allowed) return children
  const area = t(`modules.${module}.area`)
  return (
    <PageContainer title={t(`modules.${module}.tile`)}>
      <EmptyState title={t('access.noModuleTitle', { area })} severity="warning">
        {t('access.noModuleText', { area })}
      </EmptyState>
    </PageContainer>
  )
}
