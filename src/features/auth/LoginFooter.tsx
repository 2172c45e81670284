import { Box, Link, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { DEVELOPER_CREDIT } from '@/config/app'

/** SPEC.md section 1: a copyright line and a developer credit link. */
export function LoginFooter() {
  const { t } = useTranslation()
  return (
    <Box component="footer" sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
      <Typography variant="body2">{t('login.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2">
        {t('login.credit')} <Link href={DEVELOPER_CREDIT.href}>{DEVELOPER_CREDIT.name}</Link>
      </Typography>
    </Box>
  )
}
