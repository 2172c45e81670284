import { Box, Stack, Typography } from '@mui/material'
import { RawData } from '@/components/RawData'
import { useFormat } from '@/i18n/format'
import { useMoney } from '@/components/money'
import { ReadableTabs } from '@/components/readable/ReadableTabs'
import { useSwimmersT } from './i18n'
import { timelineOf } from '../logTimeline'
import { useSwimmerLogsQuery } from '../swimmersApi'
import { useCodeNames } from '../useCodeNames'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'
import { useLoadFailure } from './useLoadFailure'

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16)

/**
 * 'Swimmer Logs': a timeline of who did what when, in words, newest first; the raw entries (who, when, site,
 * action, before and after, as the spec shows them) one tab away; or 'No logs found'.
 */
export function LogsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const f = useFormat()
  const { money } = useMoney()
  const codeNames = useCodeNames()
  const { data, isLoading, isError, error } = useSwimmerLogsQuery(swimmer.swimmerID)
  useLoadFailure(isError, error, t('toast.logsFailed'), onClose)
  const lines = data ? timelineOf(t, { ...codeNames, swimmer: swimmer.fullName, format: f, money }, data) : []
  return (
    <ReadOnlyDialog
      id="swimmer-logs"
      title={`${t('dialogs.logs')} · ${swimmer.fullName}`}
      loading={isLoading}
      onClose={onClose}
    >
      {data && data.length === 0 && <Typography>{t('logs.empty')}</Typography>}
      {data && data.length > 0 && (
        <ReadableTabs
          id="swimmer-logs"
          label={t('logs.views')}
          readableLabel={t('logs.timelineTab')}
          rawLabel={t('logs.rawTab')}
          raw={
            <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.map((entry) => (
                <li key={entry.logID}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                    {t('logs.entry', {
                      at: f.language === 'ar' ? f.dateTime(entry.at) : when(entry.at),
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
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('logs.newestFirst')}
          </Typography>
          <Box
            component="ol"
            aria-label={t('logs.timeline', { name: swimmer.fullName })}
            sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: '2px solid', borderColor: 'divider' }}
          >
            {lines.map((line) => (
              <Box
                component="li"
                key={line.id}
                sx={{
                  position: 'relative',
                  pl: 2.5,
                  pb: 2,
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: -6,
                    top: 6,
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  },
                }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line.sentence}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' — '}
                    <time dateTime={line.at}>{line.when}</time>
                    {` · ${line.site}`}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
        </ReadableTabs>
      )}
    </ReadOnlyDialog>
  )
}
