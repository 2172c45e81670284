import { lazy, Suspense } from 'react'

// Development aids. The condition is a build-time constant, so production bundles contain neither the panel
// nor a chunk for it.
const SessionInspector =
  process.env.NODE_ENV !== 'production'
    ? lazy(async () => ({ default: (await import('@/session/SessionInspector')).SessionInspector }))
    : null

export function DevTools() {
  if (!SessionInspector) return null
  return (
    <Suspense fallback={null}>
      <SessionInspector />
    </Suspense>
  )
}
