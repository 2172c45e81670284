// The user's digits for Arabic: Latin (default) or Arabic-Indic. Its own small module, so the shell can set it at
// start without bringing the formatters (src/i18n/format.ts) into the /login bundle.

export type Digits = 'latn' | 'arab'

let digits: Digits = 'latn'
const listeners = new Set<() => void>()

export const getDigits = (): Digits => digits

export function setDigits(next: Digits): void {
  if (next === digits) return
  digits = next
  listeners.forEach((listener) => listener())
}

export const subscribeDigits = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
