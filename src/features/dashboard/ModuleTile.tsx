import type { ElementType } from 'react'
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

interface ModuleTileProps {
  name: string
  to: string
  color: string
  icon: ElementType
}

/** One dashboard tile: the whole card is one button, named by the module, that opens it. */
export function ModuleTile({ name, to, color, icon: Icon }: ModuleTileProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Card sx={{ height: '100%', borderTop: 4, borderTopColor: color }}>
      <CardActionArea onClick={() => navigate(to)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{ display: 'grid', placeItems: 'center', width: 52, height: 52, borderRadius: '50%', bgcolor: color }}
          >
            <Icon sx={{ color: 'common.white', fontSize: 30 }} />
          </Box>
          <Box>
            <Typography component="h3" variant="h3">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.clickToAccess')}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}
