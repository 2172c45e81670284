import { Box } from '@mui/material'
import { useTranslation } from 'react-i18next'

export const MAIN_ID = 'main-content'

/** The first thing Tab reaches: jumps past the navigation to the page. Hidden until it has the keyboard focus. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {t('app.skipToMain')}
    </Box>
  )
}
