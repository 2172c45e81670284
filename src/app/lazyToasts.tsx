import { createElement, Fragment, useEffect, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'
import type * as NotistackModule from 'notistack'
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack'

// The build resolves `notistack` here (webpack.config.mjs), so the toast library (about 8 KB of gzip) loads with the
// first toast asked for instead of with /login's scripts. Toasts asked for before it arrives are shown once it has;
// each keeps the key it was given, so closeSnackbar(key) works either way.
type Notistack = typeof NotistackModule
let real: Notistack | undefined
const waiting: ((library: Notistack) => void)[] = []
let loading: Promise<Notistack> | undefined
const load = () =>
  (loading ??= import(/* webpackChunkName: "toasts" */ 'notistack/notistack.esm.js').then((library: Notistack) => {
    real = library
    return library
  }))

/** Runs `call` once the library and its provider are there. */
function whenReady(call: (library: Notistack) => void) {
  if (real && providerMounted) return call(real)
  waiting.push(call)
  void load().then(() => showProvider?.())
}
let providerMounted = false
let showProvider: (() => void) | undefined
let counter = 0

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey {
  const key = options?.key ?? `toast-${++counter}`
  whenReady((library) => library.enqueueSnackbar(message, { ...options, key }))
  return key
}

export function closeSnackbar(key?: SnackbarKey) {
  whenReady((library) => library.closeSnackbar(key))
}

const context: ProviderContext = { enqueueSnackbar, closeSnackbar } as ProviderContext
export const useSnackbar = (): ProviderContext => context

/** The children at once; notistack's own provider beside them (it sets the global functions) once a toast is asked for. */
export function SnackbarProvider({ children, ...props }: SnackbarProviderProps & { children?: ReactNode }) {
  const [Provider, setProvider] = useState<ComponentType<SnackbarProviderProps> | undefined>(
    () => real?.SnackbarProvider,
  )
  useEffect(() => {
    showProvider = () => setProvider(() => real!.SnackbarProvider)
    if (real) showProvider()
    return () => {
      showProvider = undefined
    }
  }, [])
  return createElement(Fragment, null, children, Provider ? createElement(Ready, { Provider, props }) : null)
}

function Ready({ Provider, props }: { Provider: ComponentType<SnackbarProviderProps>; props: SnackbarProviderProps }) {
  useEffect(() => {
    providerMounted = true
    for (const call of waiting.splice(0)) call(real!)
    return () => {
      providerMounted = false
    }
  }, [])
  return createElement(Provider, props)
}
