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
export function RequireModule({
  module,
  children,
}: {
  /** One module, or a list of which any one will do. */
  module: ModuleCode | readonly ModuleCode[]
  children: ReactNode
}) {
  const userModules = useUserModules()
  const anyOf: readonly ModuleCode[] = typeof module === 'string' ? [module] : module
  if (anyOf.some((code) => userModules.includes(code))) return children
  return (
    <Suspense fallback={null}>
      <ModuleRefusal module={anyOf[0]} />
    </Suspense>
  )
}
