import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import DoneIcon from '@mui/icons-material/Done'
import { useSnackbar } from 'notistack'
import { displayForm } from '@contract/phone'
import { failureText } from '@/api/errors'
import { Isolated, Ltr } from '@/components/Bidi'
import { useFormat } from '@/i18n/format'
import { useMessagesT } from './i18n'
import { useMarkMessageSentMutation, type MessageItem } from './messagesApi'

interface MessageCardProps {
  message: MessageItem
  /** The user may mark a WhatsApp-by-link message sent (Mod_SW SendMessages, as the server checks). */
  maySend: boolean
  /** The status history under the text (the outbox); the queue shows only what is needed to send. */
  showHistory: boolean
  /** h3 under the queue's count (an h2); h2 in the outbox, whose list has no heading of its own. */
  headingLevel: 'h2' | 'h3'
}

/** One message to a guardian: who it is to and about, its text, its status; to send on WhatsApp when prepared. */
export function MessageCard({ message, maySend, showHistory, headingLevel }: MessageCardProps) {
  const t = useMessagesT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [markSent, marking] = useMarkMessageSentMutation()
  const guardian = message.guardianName.trim() || t('message.unnamed')
  const names = message.swimmerNames.join(format.language === 'ar' ? '، ' : ', ')
  const toSend = maySend && message.channel === 'whatsapp-link' && message.status === 'prepared' && message.link
  const headingID = `message-${message.messageID}`

  const mark = async () => {
    try {
      await markSent(message.messageID).unwrap()
      enqueueSnackbar(t('message.marked', { guardian }), { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('markFailed')), { variant: 'error' })
    }
  }

  return (
    <Card component="li" variant="outlined" aria-labelledby={headingID}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography
            id={headingID}
            variant="h3"
            component={headingLevel}
            sx={{ fontSize: '1.05rem', fontWeight: 600, flexGrow: 1 }}
          >
            <Isolated>{t('message.to', { guardian })}</Isolated>
          </Typography>
          <Chip size="small" label={t(`status.${message.status}`)} variant="outlined" />
        </Stack>
        <Typography variant="body2">
          <Ltr>{format.digitsOf(message.channel === 'email' ? message.recipient : displayForm(message.recipient))}</Ltr>
          {' · '}
          {t(`channel.${message.channel}`)}
          {' · '}
          {t(`event.${message.event}`)}
        </Typography>
        {names && (
          <Typography variant="body2">
            <Isolated>{t('message.about', { names })}</Isolated>
          </Typography>
        )}
        <Typography
          component="blockquote"
          dir="auto"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            my: 1.5,
            mx: 0,
            ps: 1.5,
            borderInlineStart: 3,
            borderColor: 'divider',
          }}
        >
          {message.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('message.written', { when: format.dateTime(message.createdAt) })}{' '}
          <Isolated>
            {message.triggeredByName
              ? t('message.triggeredBy', { name: message.triggeredByName })
              : t('message.byTheAcademy')}
          </Isolated>
        </Typography>
        {message.failureReason && (
          <Typography variant="body2" color="error">
            {t('message.failedReason', { reason: message.failureReason })}
          </Typography>
        )}
        {showHistory && message.history.length > 0 && (
          <Box component="ol" aria-label={t('message.history')} sx={{ m: 0, mt: 1, ps: 2.5 }}>
            {message.history.map((entry, index) => (
              <Typography component="li" variant="body2" key={index}>
                <Isolated>
                  {entry.byName
                    ? t('message.historyBy', {
                        status: t(`status.${entry.status}`),
                        when: format.dateTime(entry.at),
                        name: entry.byName,
                      })
                    : t('message.historyEntry', {
                        status: t(`status.${entry.status}`),
                        when: format.dateTime(entry.at),
                      })}
                </Isolated>
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      {toSend && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<WhatsAppIcon />}
            href={message.link!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('message.sendLabel', { guardian })}
          >
            {t('message.send')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DoneIcon />}
            onClick={() => void mark()}
            disabled={marking.isLoading}
            aria-label={t('message.markSentLabel', { guardian })}
          >
            {marking.isLoading ? t('message.marking') : t('message.markSent')}
          </Button>
        </CardActions>
      )}
    </Card>
  )
}
