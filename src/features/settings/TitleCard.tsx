import { Button, Card, CardActions, CardContent, Typography } from '@mui/material'
import type { Title } from '@contract/settings'
import { dataText } from '@/i18n/i18n'
import { useSettingsT } from './i18n'

/** A title (user type): its name, code and description, and Add Priv to open its actions. */
export function TitleCard({ title, active, onAddPriv }: { title: Title; active: boolean; onAddPriv: () => void }) {
  const t = useSettingsT()
  return (
    <Card
      component="article"
      aria-label={dataText(title.title)}
      sx={active ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{dataText(title.title)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('titles.code', { code: title.code })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {dataText(title.description)}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" variant="contained" onClick={onAddPriv}>
          {t('titles.addPriv')}
        </Button>
      </CardActions>
    </Card>
  )
}
