import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * Changes some of the address's query parameters and keeps the rest; an empty value takes the parameter away. The
 * address is replaced, not pushed: a filter changed is not a step Back should undo (the timetable, the messages page).
 */
export function useSetSearchParams(): (changes: Record<string, string | undefined>) => void {
  const [, setParams] = useSearchParams()
  return useCallback(
    (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
}
