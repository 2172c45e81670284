import { useState } from 'react'
import {
  Alert,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useSnackbar } from 'notistack'
import { closureRequest } from '@contract/sessions'
import type { Site } from '@contract/common'
import { failureText } from '@/api/errors'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { useTimetableT } from './i18n'
import { useAddClosureMutation, useRemoveClosureMutation } from './timetableApi'
import type { Closure } from './timetableApi'
import { useSiteName } from '@/session/useSession'

interface CloseDayValues {
  site: string
  date: string
  reason: string
}

/** Close a site for a day (POST /api/sites/{id}/closures {date, reason}): that day's sessions show closed. */
export function CloseDayDialog({
  sites,
  site,
  date,
  onClose,
}: {
  sites: readonly Site[]
  site: number
  date: string
  onClose: () => void
}) {
  const t = useTimetableT()
  const format = useFormat()
  const siteName = useSiteName()
  const { enqueueSnackbar } = useSnackbar()
  const [addClosure] = useAddClosureMutation()
  const form = useContractForm<CloseDayValues, { date: string; reason: string }>({
    schema: closureRequest,
    defaultValues: { site: String(site), date, reason: '' },
    translate: translateContractMessage,
    toPayload: ({ date: day, reason }) => ({ date: day, reason }),
    required: { fields: ['site', 'date', 'reason'], message: t('closures.required') },
  })
  const submit = form.submitWith(async (payload, values) => {
    const chosen = sites.find((entry) => entry.id === Number(values.site))
    try {
      await addClosure({ site: Number(values.site), ...payload }).unwrap()
      enqueueSnackbar(t('closures.added', { site: chosen?.name ?? values.site, date: format.date(payload.date) }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      form.fail(error, t('closures.addFailed'))
    }
  })
  return (
    <FormDialog
      id="close-day"
      title={t('closures.dialogTitle')}
      form={form}
      submitLabel={t('closures.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="site" select label={t('closures.site')} required fullWidth>
        {sites.map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {siteName(entry)} ({entry.id})
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="date"
        type="date"
        label={t('closures.date')}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="reason" label={t('closures.reason')} hint={t('closures.reasonHint')} required fullWidth />
    </FormDialog>
  )
}

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
