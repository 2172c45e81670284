import { useEffect, useState } from 'react'
import createCache from '@emotion/cache'
import type { EmotionCache } from '@emotion/cache'

const ltrCache = createCache({ key: 'mui' })
let rtlCache: Promise<EmotionCache> | undefined

// The RTL plugin flips every style (margins, borders, positions). Only right-to-left readers download it.
const loadRtlCache = () =>
  (rtlCache ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([{ prefixer }, { default: rtl }]) =>
    createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtl] }),
  ))

/** The emotion cache for a text direction; null while the right-to-left one is still loading. */
export function useEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache | null {
  const [loaded, setLoaded] = useState<EmotionCache | null>(null)

  useEffect(() => {
    if (direction !== 'rtl') return
    let current = true
    void loadRtlCache().then((cache) => {
      if (current) setLoaded(cache)
    })
    return () => {
      current = false
    }
  }, [direction])

  return direction === 'rtl' ? loaded : ltrCache
}
