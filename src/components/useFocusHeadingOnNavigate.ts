import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { useLocation } from 'react-router-dom'

/** How long to wait for a lazily loaded page to show its heading. */
const WAIT_MS = 5000

/**
 * After the user navigates (not on the first load, where the browser starts at the top anyway), moves the focus to
 * the new page's h1, so a screen reader announces where they are and Tab continues from the page, not from the
 * link they pressed. Pages load lazily, so it waits for the heading to appear.
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const container = main.current
    if (!container) return
    const focusHeading = () => {
      const heading = container.querySelector<HTMLElement>('h1')
      if (!heading) return false
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus()
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(container, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [pathname, main])
}
