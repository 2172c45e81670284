import { lazy } from 'react'
import type { ComponentType } from 'react'

/**
 * React.lazy, except that a failed download can be tried again. React.lazy remembers a failed import for good, so
 * after a failure this one starts over with a fresh lazy component: an error boundary's 'Try again' (which renders
 * the children once more) then downloads the code again instead of showing the same error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function retryableLazy<C extends ComponentType<any>>(load: () => Promise<C>): C {
  const make = () =>
    lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        current = make()
        throw error
      }
    })
  let current = make()
  const Retryable = (props: object) => {
    const Current = current as unknown as ComponentType<object>
    return <Current {...props} />
  }
  return Retryable as unknown as C
}

/** Loads a module once; a failed load is tried again next time. */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
