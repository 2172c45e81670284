import { messageSentResponse, messagesResponse } from '@contract/messages'
import type { MessageChannel, MessageEvent, MessageItem, MessagesResponse, MessageStatus } from '@contract/messages'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, listTag, onSuccess } from '@/api/tags'

// Messages to families (issue 29): the outbox of a site (GET /messages) and marking a WhatsApp-by-link message sent
// (POST /messages/{id}/sent). Every message is its own tag; an event elsewhere (a cancelled session, a closed day, a
// make-up, a waitlist offer) makes the list stale through the cross effects of src/api/tags.ts.

export interface MessagesFilter {
  /** A site of the user's (the messages page: the chosen site). */
  site?: number
  /** A family's messages, to its guardians (the family page). */
  family?: number
  status?: MessageStatus
  event?: MessageEvent
  channel?: MessageChannel
  /** How many a page holds (the server's default 50, at most MESSAGES_PAGE_LIMIT). */
  limit?: number
  /** The page after this message (the answer's nextBefore). */
  before?: number
}

export type MessageSent = z.infer<typeof messageSentResponse>
export type { MessageItem }

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<MessagesResponse, MessagesFilter>({
      query: (filter) => ({ url: '/messages', params: filter }),
      responseSchema: messagesResponse,
      providesTags: (result) => [
        listTag('Message'),
        ...(result?.items ?? []).map((item) => idTag('Message', item.messageID)),
      ],
    }),
    markMessageSent: build.mutation<MessageSent, number>({
      query: (messageID) => ({ url: `/messages/${messageID}/sent`, method: 'POST' }),
      responseSchema: messageSentResponse,
      invalidatesTags: onSuccess((messageID) => changeOf('Message', messageID)),
    }),
  }),
})

export const { useMessagesQuery, useMarkMessageSentMutation } = messagesApi
