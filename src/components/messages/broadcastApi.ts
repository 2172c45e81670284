import { broadcastCountResponse, broadcastSentResponse } from '@contract/messages'
import type { BroadcastRequest } from '@contract/messages'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { changeOf, onSuccess } from '@/api/tags'

// A broadcast (issue 29): how many it reaches and how its first message reads, then the send, which writes one
// message per guardian with marketing consent (the outbox's list goes stale).

export type BroadcastCount = z.infer<typeof broadcastCountResponse>

export const broadcastApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countBroadcast: build.mutation<BroadcastCount, BroadcastRequest>({
      query: (body) => ({ url: '/messages/broadcasts/count', method: 'POST', body }),
      responseSchema: broadcastCountResponse,
    }),
    sendBroadcast: build.mutation<z.infer<typeof broadcastSentResponse>, BroadcastRequest>({
      query: (body) => ({ url: '/messages/broadcasts', method: 'POST', body }),
      responseSchema: broadcastSentResponse,
      invalidatesTags: onSuccess(() => changeOf('Message')),
    }),
  }),
})

export const { useCountBroadcastMutation, useSendBroadcastMutation } = broadcastApi
