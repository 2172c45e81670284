import { Stack, Typography } from '@mui/material'
import { RawData } from '@/components/RawData'
import { useSwimmersT } from '../i18n'
import { useSwimmerLogsQuery } from '../swimmersApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'
import { useLoadFailure } from './useLoadFailure'

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16)

/** 'Swimmer Logs': the audit entries (who, when, site, action, before and after) as raw text, or 'No logs found'. */
export function LogsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { data, isLoading, isError, error } = useSwimmerLogsQuery(swimmer.swimmerID)
  useLoadFailure(isError, error, t('toast.logsFailed'), onClose)
  return (
    <ReadOnlyDialog
      id="swimmer-logs"
      title={`${t('dialogs.logs')} · ${swimmer.fullName}`}
      loading={isLoading}
      onClose={onClose}
    >
      {data && data.length === 0 && <Typography>{t('logs.empty')}</Typography>}
      {data && data.length > 0 && (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((entry) => (
            <li key={entry.logID}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('logs.entry', {
                  at: when(entry.at),
                  action: entry.action,
                  user: entry.userName ?? '—',
                  userID: entry.userID ?? '—',
                  site: entry.siteName ?? t('logs.unknownSite'),
                })}
              </Typography>
              <RawData
                data={{ before: entry.before, after: entry.after }}
                label={t('logs.data', { id: entry.logID })}
              />
            </li>
          ))}
        </Stack>
      )}
    </ReadOnlyDialog>
  )
}
