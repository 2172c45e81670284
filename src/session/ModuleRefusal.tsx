import { useTranslation } from 'react-i18next'
import type { ModuleCode } from '@contract/modules'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'

/** What a user without the page's module sees instead of the page: its heading and why it is not theirs. */
export default function ModuleRefusal({ module }: { module: ModuleCode }) {
  const { t } = useTranslation()
  const area = t(`modules.${module}.area`)
  return (
    <PageContainer title={t(`modules.${module}.tile`)}>
      <EmptyState title={t('access.noModuleTitle', { area })} severity="warning">
        {t('access.noModuleText', { area })}
      </EmptyState>
    </PageContainer>
  )
}
