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
 * Back asked, goes on back as the user meant. When the form closes or is clean again, the entry becomes the page's.
 */
export function useAskBeforeDiscard(guarding: boolean, close: () => void) {
  const [asking, setAsking] = useState(false)
  const askedByBack = useRef(false)
  const leaving = useRef(false)

  useEffect(() => {
    if (!guarding) return
    // Each guard's entry is its own (a dialog over a dialog, or one opened again, puts its own in front).
    const mark = ++entries
    const { [MARK]: _earlier, ...base } = (window.history.state as Record<string, unknown> | null) ?? {}
    window.history.pushState({ ...base, [MARK]: mark }, '')
    const onBack = () => {
      if (markOf() === mark) return
      window.history.pushState({ ...base, [MARK]: mark }, '')
      askedByBack.current = true
      setAsking(true)
    }
    window.addEventListener('popstate', onBack)
    return () => {
      window.removeEventListener('popstate', onBack)
      if (markOf() !== mark) return
      if (leaving.current) {
        // Discard answered a Back: go on back past the page, as the user meant.
        leaving.current = false
        window.history.go(-2)
        return
      }
      // The entry stays, as the page's own again: taking it away would be an asynchronous Back, which would undo a
      // navigation made meanwhile (a saved dialog whose page then moves to another date). A later Back steps over it.
      window.history.replaceState(base, '')
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
