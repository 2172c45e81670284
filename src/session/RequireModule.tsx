import { Suspense, type ReactNode } from 'react'
import type { ModuleCode } from '@contract/modules'
import { retryableLazy } from '@/components/retryableLazy'
import { useUserModules } from './useSession'

// The refusal is its own chunk: most users never see it, and /login's scripts stay within their budget.
const ModuleRefusal = retryableLazy(
  async () => (await import(/* webpackChunkName: "module-refusal" */ './ModuleRefusal')).default,
)

/**
 * The module guard: a page the route table marks with a module opens only for a user who has that module, and
 * everyone else sees the same refusal, before the page (or its code) loads and before any form can be filled in.
 */
export function RequireModule({ module, children }: { module: ModuleCode; children: ReactNode }) {
  const allowed = useUserModules().includes(module)
  if (allowed) return children
  return (
    <Suspense fallback={null}>
      <ModuleRefusal module={module} />
    </Suspense>
  )
}
