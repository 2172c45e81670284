import { useEffect, useRef, useState } from 'react'

/** What a history entry this hook put in front of the page carries (besides the router's own state). */
const MARK = 'unsavedForm'

let entries = 0
const markOf = () => (window.history.state as Record<string, unknown> | null)?.[MARK]

/**
 * Typed input is not thrown away by a stray key or click (issue 27): while a dialog's form holds unsaved input,
 * Escape, a click outside it and the browser's Back ask first ("Discard what you typed?"); Cancel, an explicit choice,
 * does not. Back is caught by one history entry of the same address put in front of the page while the form is dirty:
 * Back takes that entry away, the hook puts it back and asks. Keep editing stays; Discard closes the form, and when
 * Back asked, goes on back as the user meant. The entry goes when the form closes or is clean again.
 */
export function useAskBeforeDiscard(guarding: boolean, close: () => void) {
  const [asking, setAsking] = useState(false)
  const askedByBack = useRef(false)
  const leaving = useRef(false)

  useEffect(() => {
    if (!guarding) return
    // Each guard's entry is its own (a dialog over a dialog, or one opened again, puts its own in front).
    const mark = ++entries
    const state = { ...((window.history.state as object | null) ?? {}), [MARK]: mark }
    window.history.pushState(state, '')
    const onBack = () => {
      if (markOf() === mark) return
      window.history.pushState(state, '')
      askedByBack.current = true
      setAsking(true)
    }
    window.addEventListener('popstate', onBack)
    return () => {
      window.removeEventListener('popstate', onBack)
      // The form closed or is clean: its entry goes (and the page's too when Discard answered a Back).
      if (markOf() === mark) window.history.go(leaving.current ? -2 : -1)
      leaving.current = false
    }
  }, [guarding])

  return {
    asking,
    /** Escape or a click outside: ask when there is typed input, else close. */
    requestClose: () => (guarding ? setAsking(true) : close()),
    keepEditing: () => {
      askedByBack.current = false
      setAsking(false)
    },
    discard: () => {
      leaving.current = askedByBack.current
      askedByBack.current = false
      setAsking(false)
      close()
    },
  }
}
