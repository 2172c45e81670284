import { Suspense, useState } from 'react'
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import CampaignIcon from '@mui/icons-material/Campaign'
import { useSearchParams } from 'react-router-dom'
import { useSetSearchParams } from '@/hooks/useSetSearchParams'
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES, MESSAGES_PAGE_LIMIT } from '@contract/messages'
import type { MessageChannel, MessageEvent, MessageStatus } from '@contract/messages'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useActing } from '@/session/useActing'
import { useSiteName } from '@/session/useSession'
import { MessageList, useMessagesT } from '@/components/messages'
import { retryableLazy } from '@/components/retryableLazy'

// The broadcast dialog's code (the form, the level list) downloads when it first opens.
const BroadcastDialog = retryableLazy(
  async () => (await import('@/components/messages/BroadcastDialog')).BroadcastDialog,
)

type View = 'queue' | 'outbox'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined

/**
 * /messages (issue 29): the site's messages to families. "To send on WhatsApp" is the queue a cashier works down on a
 * phone: each prepared message opens in WhatsApp with its text typed, and is marked sent once it went. "All
 * messages" is the outbox, filtered by status, event and channel, each with its status history. The view and the
 * filters are in the address (?view=outbox&status=failed), so a filtered list can be reloaded or shared.
 */
export function MessagesPage() {
  const t = useMessagesT()
  const { site } = useActing()
  const siteName = useSiteName()
  const granted = useGrantedActions()
  const maySend = granted.privileges.includes('Mod_SW:SendMessages')
  const [params] = useSearchParams()
  const [composing, setComposing] = useState(false)
  const view: View = params.get('view') === 'outbox' || !maySend ? 'outbox' : 'queue'
  const status = oneOf<MessageStatus>(MESSAGE_STATUSES, params.get('status'))
  const event = oneOf<MessageEvent>(MESSAGE_EVENTS, params.get('event'))
  const channel = oneOf<MessageChannel>(MESSAGE_CHANNELS, params.get('channel'))
  const set = useSetSearchParams()

  // Which view opens first depends on the privileges: nothing is asked for before they are known.
  if (!site || (!granted.known && !granted.failed)) return <FullPageSpinner />
  const filterSelect = <T extends string>(
    name: 'status' | 'event' | 'channel',
    values: readonly T[],
    value: T | undefined,
  ) => (
    <TextField
      select
      id={`messages-${name}`}
      label={t(`filters.${name}`)}
      value={value ?? ''}
      onChange={(change) => set({ [name]: change.target.value || undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{t('filters.any')}</option>
      {values.map((one) => (
        <option key={one} value={one}>
          {t(`${name}.${one}` as never)}
        </option>
      ))}
    </TextField>
  )

  return (
    <PageContainer title={t('title')} maxWidth="md">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {composing && (
        <Suspense fallback={null}>
          <BroadcastDialog siteID={site.id} siteName={siteName(site)} onClose={() => setComposing(false)} />
        </Suspense>
      )}
      {maySend && (
        // The two views and the composer on one line at a desk; on a phone the composer comes first.
        <Stack direction="row" sx={{ mb: 3, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" startIcon={<CampaignIcon />} onClick={() => setComposing(true)}>
            {t('broadcast.new')}
          </Button>
          <ToggleButtonGroup
            exclusive
            value={view}
            onChange={(_change, next: View | null) => next && set({ view: next === 'queue' ? undefined : next })}
            aria-label={t('views.label')}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="queue">{t('views.queue')}</ToggleButton>
            <ToggleButton value="outbox">{t('views.outbox')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      )}
      {view === 'queue' ? (
        <MessageList
          key={`queue-${site.id}`}
          // The most a page holds, so the count is the whole queue but for a very long one.
          filter={{ site: site.id, status: 'prepared', channel: 'whatsapp-link', limit: MESSAGES_PAGE_LIMIT }}
          maySend={maySend}
          showHistory={false}
          empty={t('queue.empty', { site: siteName(site) })}
          header={(count, more) =>
            count > 0 && (
              <>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  {more ? t('queue.countMore', { count }) : t('queue.count', { count })}
                </Typography>
                <Typography variant="body2">{t('queue.howTo')}</Typography>
              </>
            )
          }
        />
      ) : (
        <>
          <Stack
            component="form"
            role="search"
            aria-label={t('filters.label')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 3 }}
            onSubmit={(submit) => submit.preventDefault()}
          >
            {filterSelect('status', MESSAGE_STATUSES, status)}
            {filterSelect('event', MESSAGE_EVENTS, event)}
            {filterSelect('channel', MESSAGE_CHANNELS, channel)}
          </Stack>
          <MessageList
            key={`outbox-${site.id}-${status}-${event}-${channel}`}
            filter={{ site: site.id, status, event, channel }}
            maySend={maySend}
            showHistory
            empty={t('outbox.empty')}
          />
        </>
      )}
    </PageContainer>
  )
}
