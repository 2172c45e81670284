import { useState } from 'react'
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material'
import { MESSAGE_EVENTS, type MessageEvent, type TemplateItem } from '@contract/messages'
import { getErrorMessage } from '@/api/errors'
import { useMessagesT } from '@/components/messages'
import { useFormat } from '@/i18n/format'
import { useSettingsT } from './i18n'
import { MessageText, SubjectLine, TemplateDialog, templateName } from './TemplateDialog'
import { useMessageTemplatesQuery } from './templatesApi'

const CHANNELS: readonly TemplateItem['channel'][] = ['whatsapp', 'email']
const LANGUAGES: readonly TemplateItem['language'][] = ['ar', 'en']
const rank = (item: TemplateItem) => CHANNELS.indexOf(item.channel) * 2 + LANGUAGES.indexOf(item.language)

/** 'session.cancelled' → 'session-cancelled', for element ids. */
const idOf = (event: string) => event.replace(/\W/g, '-')

/** The templates of one event, WhatsApp then e-mail, Arabic then English. */
function groupByEvent(items: readonly TemplateItem[]) {
  return MESSAGE_EVENTS.map((event) => ({
    event,
    items: items.filter((item) => item.event === event).sort((a, b) => rank(a) - rank(b)),
  })).filter((group) => group.items.length > 0)
}

function TemplateCard({ item, onEdit }: { item: TemplateItem; onEdit: () => void }) {
  const t = useSettingsT()
  const messagesT = useMessagesT()
  const format = useFormat()
  const name = templateName(t, messagesT, item)
  const headingId = `template-${item.templateID}-name`
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h4" component="h4" id={headingId} sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('templates.kind', { channel: name.channel, language: name.language })}
          </Typography>
          <Button size="small" variant="outlined" onClick={onEdit} aria-label={t('templates.editOne', name)}>
            {t('templates.edit')}
          </Button>
        </Box>
        {item.channel === 'email' && <SubjectLine subject={item.subject ?? ''} />}
        <MessageText text={item.body} />
        <Typography variant="body2" color="text.secondary">
          {item.updatedByName ? t('templates.changedBy') : t('templates.asWritten')}
          {item.updatedByName && <bdi>{item.updatedByName}</bdi>}
          {t('templates.separator')}
          <bdi>{format.dateTime(item.updatedAt)}</bdi>
        </Typography>
      </Stack>
    </Paper>
  )
}

/**
 * Settings → Message templates (issue 29): the words of every message to families, per event, channel and language,
 * with who changed each last and when. Edit opens the template's dialog, with its placeholders and a preview with a
 * real swimmer's family. Shown only to a title holding Mod_SW:ManageTemplates (the page decides).
 */
export function TemplatesTab() {
  const t = useSettingsT()
  const messagesT = useMessagesT()
  const templates = useMessageTemplatesQuery()
  const [editing, setEditing] = useState<TemplateItem | null>(null)
  const groups = groupByEvent(templates.data?.items ?? [])

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('templates.heading')}</Typography>
      <Typography color="text.secondary">{t('templates.intro')}</Typography>
      {templates.isLoading && <CircularProgress aria-label={t('templates.loading')} />}
      {templates.isError && (
        <Alert severity="error">{t('templates.loadFailed', { message: getErrorMessage(templates.error) })}</Alert>
      )}
      {templates.isSuccess && groups.length === 0 && <Alert severity="info">{t('templates.none')}</Alert>}
      {groups.map(({ event, items }) => (
        <Stack component="section" key={event} spacing={1.5} aria-labelledby={`templates-${idOf(event)}`}>
          <Typography variant="h3" id={`templates-${idOf(event)}`}>
            {messagesT(`event.${event satisfies MessageEvent}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {items.map((item) => (
              <TemplateCard key={item.templateID} item={item} onEdit={() => setEditing(item)} />
            ))}
          </Box>
        </Stack>
      ))}
      {editing && <TemplateDialog key={editing.templateID} item={editing} onClose={() => setEditing(null)} />}
    </Stack>
  )
}
