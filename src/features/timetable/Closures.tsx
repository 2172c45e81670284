import { useState } from 'react'
import { Alert, Card, CardContent, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useSnackbar } from 'notistack'
import type { Site } from '@contract/common'
import { failureText } from '@/api/errors'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useFormat } from '@/i18n/format'
import { useTimetableT } from './i18n'
import { useRemoveClosureMutation } from './timetableApi'
import type { Closure } from './timetableApi'
import { useSiteName } from '@/session/useSession'

/** The site's closures in the weeks shown, each with Remove for those who may close days. */
export function ClosuresList({
  site,
  closures,
  error,
  canManage,
}: {
  site: Site
  closures: readonly Closure[]
  error?: unknown
  canManage: boolean
}) {
  const t = useTimetableT()
  const format = useFormat()
  const siteName = useSiteName()
  const { enqueueSnackbar } = useSnackbar()
  const [removeClosure, removing] = useRemoveClosureMutation()
  const [asked, setAsked] = useState<Closure>()
  const remove = async () => {
    if (!asked) return
    try {
      await removeClosure({ site: asked.siteID, date: asked.date }).unwrap()
      enqueueSnackbar(t('closures.removed'), { variant: 'success' })
      setAsked(undefined)
    } catch (failure) {
      enqueueSnackbar(failureText(failure, t('closures.removeFailed')), { variant: 'error' })
    }
  }
  return (
    <Card component="section" aria-labelledby="closures-title" variant="outlined">
      <CardContent>
        <Typography id="closures-title" component="h2" variant="h3" gutterBottom>
          {t('closures.list')}
        </Typography>
        {error ? (
          <Alert severity="error">{failureText(error, t('closures.failed'))}</Alert>
        ) : closures.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('closures.none')}
          </Typography>
        ) : (
          <List dense aria-label={t('closures.listLabel', { site: siteName(site) })}>
            {closures.map((closure) => (
              <ListItem
                key={closure.date}
                disableGutters
                secondaryAction={
                  canManage && (
                    <Tooltip title={t('closures.remove')}>
                      <IconButton
                        edge="end"
                        aria-label={t('closures.removeLabel', { date: format.date(closure.date) })}
                        onClick={() => setAsked(closure)}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={t('closures.entry', { date: format.date(closure.date), reason: closure.reason })}
                  secondary={t('closures.sessionsClosed', { count: closure.sessionsClosed })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {asked && (
        <ConfirmDialog
          open
          title={t('closures.removeTitle')}
          message={t('closures.removeConfirm', { site: siteName(site), date: format.date(asked.date) })}
          confirmLabel={t('closures.remove')}
          cancelLabel={t('closures.keep')}
          destructive
          busy={removing.isLoading}
          onConfirm={() => void remove()}
          onClose={() => setAsked(undefined)}
        />
      )}
    </Card>
  )
}
