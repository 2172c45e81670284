// Typed input a form holds and nobody has saved yet. The session asks before anything another tab does would take it
// away (a site changed there waits here until the form is closed), so each open form with changes registers here.

const holders = new Set<symbol>()
const settledListeners = new Set<() => void>()

/** True while any open form of this tab holds input not yet saved. */
export const hasUnsavedInput = (): boolean => holders.size > 0

/** Registers one form's unsaved input; the returned function releases it (saved, cancelled or closed). */
export function holdUnsavedInput(): () => void {
  const holder = Symbol('unsaved input')
  holders.add(holder)
  return () => {
    if (!holders.delete(holder) || holders.size > 0) return
    for (const listener of settledListeners) listener()
  }
}

/** Calls `listener` each time the last unsaved input of this tab is released; returns the function that stops. */
export function onUnsavedInputSettled(listener: () => void): () => void {
  settledListeners.add(listener)
  return () => settledListeners.delete(listener)
}
