import { Box, Card, CardContent, Typography } from '@mui/material'
import PoolIcon from '@mui/icons-material/Pool'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { LoginFooter } from './LoginFooter'
import { LoginForm } from './LoginForm'

/** The public sign-in page (SPEC.md section 2, Login). */
export function LoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('login.title'))

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, color: 'primary.main' }}>
              <PoolIcon fontSize="large" aria-hidden />
              <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                {t('app.name')}
              </Typography>
            </Box>
            <Typography variant="h1" sx={{ mb: 0.5 }}>
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('login.subtitle')}
            </Typography>
            <LoginForm />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              {t('login.help')}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <LoginFooter />
    </Box>
  )
}
