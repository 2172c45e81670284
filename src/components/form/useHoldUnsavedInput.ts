import { useEffect } from 'react'
import { holdUnsavedInput } from '@/session/unsavedInput'

/** While `dirty`, this form's typed input is unsaved: the session lets nothing from another tab take it away. */
export function useHoldUnsavedInput(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsavedInput() : undefined), [dirty])
}
