// Business constants from SPEC.md section 9, in milliseconds unless the name says otherwise.

export const TOAST_AUTO_HIDE_MS = 3000
export const SITE_SELECTED_REDIRECT_MS = 1000

/** Intro splash: each letter fades in over 0.5 s, 0.1 s after the previous one; the word fades out over 1 s after a 1 s pause. */
export const INTRO = {
  letterStaggerMs: 100,
  letterFadeMs: 500,
  fadeOutDelayMs: 1000,
  fadeOutMs: 1000,
} as const

/** When the splash has faded out completely, for a word of `letterCount` letters. */
export const introTimeline = (letterCount: number) => {
  const lettersShownAt = Math.max(letterCount - 1, 0) * INTRO.letterStaggerMs + INTRO.letterFadeMs
  const fadeOutAt = lettersShownAt + INTRO.fadeOutDelayMs
  return { lettersShownAt, fadeOutAt, doneAt: fadeOutAt + INTRO.fadeOutMs }
}
