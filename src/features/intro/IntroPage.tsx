import { useEffect, useMemo } from 'react'
import { Box, Button, Typography } from '@mui/material'
import { keyframes } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { INTRO, introTimeline } from '@/config/timing'

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(0.4em); }
  to { opacity: 1; transform: none; }
`
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`

// Screen readers get the word once; the animated letters are decoration.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** The splash (SPEC.md section 2 and 9): 'Welcome' letter by letter, a pause, a fade, then on to the dashboard. */
export function IntroPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const word = t('intro.welcome')
  const letters = useMemo(() => Array.from(word), [word])
  const timeline = introTimeline(letters.length)

  useEffect(() => {
    // A timer rather than animationend: it also fires when animations are off (reduced motion, hidden tab).
    const timer = window.setTimeout(() => void navigate(paths.dashboard, { replace: true }), timeline.doneAt)
    return () => window.clearTimeout(timer)
  }, [navigate, timeline.doneAt])

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'common.white' }}
    >
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '3rem', sm: '5rem' },
          letterSpacing: '0.04em',
          animation: `${fadeOut} ${INTRO.fadeOutMs}ms ease-in ${timeline.fadeOutAt}ms forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {word}
        </Box>
        {letters.map((letter, index) => (
          <Box
            component="span"
            aria-hidden="true"
            key={index}
            sx={{
              display: 'inline-block',
              whiteSpace: 'pre',
              opacity: 0,
              animation: `${fadeIn} ${INTRO.letterFadeMs}ms ease-out ${index * INTRO.letterStaggerMs}ms forwards`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 },
            }}
          >
            {letter}
          </Box>
        ))}
      </Typography>
      <Button
        variant="text"
        color="inherit"
        onClick={() => navigate(paths.dashboard, { replace: true })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24 }}
      >
        {t('intro.skip')}
      </Button>
    </Box>
  )
}
