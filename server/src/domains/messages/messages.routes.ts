import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  broadcastCountResponse,
  broadcastRequest,
  broadcastSentResponse,
  messageIdParams,
  messageSentResponse,
  messagesQuery,
  messagesResponse,
  templateChangeResponse,
  templateIdParams,
  templatePreviewRequest,
  templatePreviewResponse,
  templateRequest,
  templatesResponse,
} from '@contract/messages'
import { countBroadcast, sendBroadcast } from './broadcasts.service'
import { listMessages, markSent } from './messages.service'
import { changeTemplate, listTemplates, previewTemplate } from './templates.service'

// Messages to families (issue 29). Reading the outbox needs Mod_SW ViewMessages, marking a WhatsApp-by-link message
// sent SendMessages, the templates ManageTemplates. A site named in the query must be the user's (403); a message of
// another site is a 404.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Messages']

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      config: { module: 'Mod_SW', action: ['Mod_SW', 'ViewMessages'], site: 'query.site' },
      schema: {
        tags,
        summary:
          'The outbox, newest first: one message per guardian per event, with its guardian, swimmers, text, wa.me ' +
          'link (WhatsApp by link), status history and who triggered it. Filters: site (else every site of yours), ' +
          "status, event, channel, family (its guardians' messages); pages of `limit` (50; at most 200), the next after " +
          '`before`',
        querystring: messagesQuery,
        response: { 200: messagesResponse, ...errors },
      },
    },
    async (request) => listMessages(app.db, request.acting, request.query),
  )

  app.post(
    '/messages/:id/sent',
    {
      config: { module: 'Mod_SW', action: ['Mod_SW', 'SendMessages'] },
      schema: {
        tags,
        summary:
          'Marks a prepared WhatsApp-by-link message sent by you (after sending it from its wa.me link): its status ' +
          'history and the audit trail name you. Another channel or a message already marked: 409',
        params: messageIdParams,
        response: { 200: messageSentResponse, ...errors },
      },
    },
    async (request) => markSent(app.db, request.acting, request.params.id),
  )

  const MANAGE = { module: 'Mod_SW', action: ['Mod_SW', 'ManageTemplates'] } as const

  app.get(
    '/message-templates',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Every template: per event, channel (whatsapp, email) and language, with who changed it last',
        response: { 200: templatesResponse, ...errors },
      },
    },
    async () => listTemplates(app.db),
  )

  app.put(
    '/message-templates/:id',
    {
      config: { ...MANAGE, multiline: ['body'] },
      schema: {
        tags,
        summary:
          "Changes a template's text (and an e-mail template's subject): placeholders guardian, swimmers, count, date, " +
          'time, group, site, amount, expiry; plural blocks {count, plural, one {…} other {…}}. Audited',
        params: templateIdParams,
        body: templateRequest,
        response: { 200: templateChangeResponse, ...errors },
      },
    },
    async (request) => changeTemplate(app.db, request.acting, request.params.id, request.body),
  )

  app.post(
    '/message-templates/:id/preview',
    {
      config: { ...MANAGE, multiline: ['body'] },
      schema: {
        tags,
        summary:
          "A text, saved or not, as a swimmer's family would read it: their primary guardian, today's date on the " +
          "academy's clock, the site's names, in the template's language",
        params: templateIdParams,
        body: templatePreviewRequest,
        response: { 200: templatePreviewResponse, ...errors },
      },
    },
    async (request) => previewTemplate(app.db, request.acting, request.params.id, request.body),
  )

  const BROADCAST = {
    module: 'Mod_SW',
    action: ['Mod_SW', 'SendMessages'],
    site: 'body.site',
    multiline: ['ar', 'en'],
  } as const

  app.post(
    '/messages/broadcasts/count',
    {
      config: BROADCAST,
      schema: {
        tags,
        summary:
          'How many a broadcast reaches (swimmers, their guardians once each, those without marketing consent left ' +
          'out) and its first message as it would read. Writes nothing',
        body: broadcastRequest,
        response: { 200: broadcastCountResponse, ...errors },
      },
    },
    async (request) => countBroadcast(app.db, request.acting, request.body),
  )

  app.post(
    '/messages/broadcasts',
    {
      config: BROADCAST,
      schema: {
        tags,
        summary:
          'Writes a broadcast: one message per guardian with marketing consent (audience: site, school, preteam, ' +
          'level, owing), in their language; never sent on a Friday. Audited',
        body: broadcastRequest,
        response: { 200: broadcastSentResponse, ...errors },
      },
    },
    async (request) => sendBroadcast(app.db, request.acting, request.body),
  )
}
