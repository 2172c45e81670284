import { Box, CircularProgress } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** Shown while the session is checked or a page's code is loading. */
export function FullPageSpinner() {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  )
}
