import { useState } from 'react'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { failureText } from '@/api/errors'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { MessageCard } from './MessageCard'
import { useMessagesT } from './i18n'
import { useMessagesQuery, type MessagesFilter } from './messagesApi'

interface MessageListProps {
  filter: Omit<MessagesFilter, 'before'>
  maySend: boolean
  showHistory: boolean
  /** What to say when the first page is empty. */
  empty: string
  /** Above the list, with the first page's count (the queue says how many are waiting). */
  header?: (count: number, more: boolean) => React.ReactNode
  /** The cards' heading level: h3 under a heading (the queue's count, the family page's section), else h2. */
  cardHeading?: 'h2' | 'h3'
}

/** The messages of a filter, newest first, a page at a time: "Older messages" adds the next page below. */
export function MessageList({ filter, ...props }: MessageListProps) {
  // Each page is the one after the last message of the page before (the server's nextBefore).
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined])
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cursors.map((before, index) => (
        <MessagePage
          key={before ?? 'first'}
          filter={{ ...filter, before }}
          first={index === 0}
          last={index === cursors.length - 1}
          onOlder={(next) => setCursors((list) => [...list, next])}
          {...props}
        />
      ))}
    </Stack>
  )
}

function MessagePage({
  filter,
  first,
  last,
  onOlder,
  maySend,
  showHistory,
  empty,
  header,
  cardHeading,
}: Omit<MessageListProps, 'filter'> & {
  filter: MessagesFilter
  first: boolean
  last: boolean
  onOlder: (before: number) => void
}) {
  const t = useMessagesT()
  const page = useMessagesQuery(filter, { refetchOnMountOrArgChange: true })
  if (page.isLoading) return <FullPageSpinner />
  if (page.isError || !page.data)
    return (
      <li>
        <Alert severity="error">{failureText(page.error, t('failed'))}</Alert>
      </li>
    )
  const { items, nextBefore } = page.data
  return (
    <>
      {first && header && <li>{header(items.length, nextBefore !== null)}</li>}
      {first && items.length === 0 && (
        <li>
          <Typography role="status">{empty}</Typography>
        </li>
      )}
      {items.map((message) => (
        <MessageCard
          key={message.messageID}
          message={message}
          maySend={maySend}
          showHistory={showHistory}
          headingLevel={cardHeading ?? (header ? 'h3' : 'h2')}
        />
      ))}
      {last && nextBefore !== null && (
        <li>
          <Button variant="outlined" onClick={() => onOlder(nextBefore)} disabled={page.isFetching}>
            {page.isFetching ? t('outbox.loadingOlder') : t('outbox.older')}
          </Button>
        </li>
      )}
    </>
  )
}
