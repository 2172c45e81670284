import { z } from 'zod'
import { MAX_STORED_INT, numberText, numericId, plainText } from './common'
import { ruleCodes } from './messages/rule'

// Messages to families (issue 29): the outbox an event fills (one message per guardian per event), read at
// GET /api/messages and worked down by staff, who send a WhatsApp-by-link message from its wa.me link and mark it
// sent (POST /api/messages/{id}/sent). The server's schemas, the OpenAPI page and the SPA read these.

export const MESSAGE_MESSAGES = {
  messageIdInvalid: 'Message must be a message number',
  siteInvalid: 'Site must be a site number',
  statusInvalid: 'Status must be prepared, queued, sending, sent, delivered, read, failed or unknown',
  eventInvalid:
    'Event must be session.cancelled, site.closed, makeup.credited, makeup.booked, waitlist.offered, subscription.ending, invoice.overdue, broadcast, report-card.ready or level.passed',
  channelInvalid: 'Channel must be whatsapp-link, whatsapp or email',
  beforeInvalid: 'Before must be a message number',
  limitInvalid: 'Limit must be a whole number from 1 to 200',
  templateIdInvalid: 'Template must be a template number',
  bodyRequired: 'Text is required',
  bodyLength: 'Text must be at most 1000 characters',
  subjectLength: 'Subject must be at most 200 characters',
  swimmerInvalid: 'Swimmer must be a swimmer number',
  familyInvalid: 'Family must be a family number',
  audienceInvalid: 'Audience must be site, school, pre-team, level or owing',
  audienceIdRequired: 'Choose the school, pre-team or level',
  wordsRequired: 'Write the message in Arabic and in English',
} as const
const M = ruleCodes('rule.message', MESSAGE_MESSAGES)

/** The events that write messages (issue 29's names); later issues add theirs. */
export const MESSAGE_EVENTS = [
  'session.cancelled',
  'site.closed',
  'makeup.credited',
  'makeup.booked',
  'waitlist.offered',
  'subscription.ending',
  'invoice.overdue',
  /** A message staff compose to an audience (marketing consent; never sent on a Friday). */
  'broadcast',
  /** Issue 31: a report card approved, and a swimmer moved up to the next level. */
  'report-card.ready',
  'level.passed',
] as const
export type MessageEvent = (typeof MESSAGE_EVENTS)[number]

/**
 * How a message goes: 'whatsapp-link' is prepared for staff to send from a wa.me link (the default: nothing to set
 * up), 'whatsapp' by the WhatsApp Cloud API when the academy configured it, 'email' over SMTP.
 */
export const MESSAGE_CHANNELS = ['whatsapp-link', 'whatsapp', 'email'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

/**
 * A message's status, in the order it moves: prepared (a WhatsApp-by-link message waiting for staff), queued (for the
 * worker), sending, sent, delivered, read; failed (given up, with the reason); unknown (the provider may have taken it
 * before a crash: shown, never sent again on its own).
 */
export const MESSAGE_STATUSES = [
  'prepared',
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'unknown',
] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

export const MESSAGES_PAGE_LIMIT = 200

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional()

export const messagesQuery = z.object({
  site: numericId(M.siteInvalid).optional(),
  status: choice(MESSAGE_STATUSES, M.statusInvalid),
  event: choice(MESSAGE_EVENTS, M.eventInvalid),
  channel: choice(MESSAGE_CHANNELS, M.channelInvalid),
  /** A family's messages (the family page): those to its guardians. */
  family: numericId(M.familyInvalid).optional(),
  /** The cursor: the page after this message (the answer's `nextBefore`). */
  before: numericId(M.beforeInvalid).optional(),
  limit: z
    .union([z.number(), z.string()], { error: M.limitInvalid })
    .optional()
    .transform((value) => (value === undefined ? '50' : numberText(value)))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, M.limitInvalid)
        .transform(Number),
    )
    .pipe(z.number().int().min(1, M.limitInvalid).max(MESSAGES_PAGE_LIMIT, M.limitInvalid)),
})
export type MessagesQuery = z.input<typeof messagesQuery>

export const messageIdParams = z.object({ id: numericId(M.messageIdInvalid) })

export const messageStatusEntry = z.object({
  status: z.enum(MESSAGE_STATUSES),
  at: z.string(),
  /** The user who changed it, or null for the system (the event's own write by the academy's clock, the worker). */
  byUserID: z.number().int().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
})

export const messageItem = z.object({
  messageID: z.number().int(),
  event: z.enum(MESSAGE_EVENTS),
  siteID: z.number().int(),
  guardianID: z.number().int(),
  guardianName: z.string(),
  swimmerIDs: z.array(z.number().int()),
  swimmerNames: z.array(z.string()),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The number (E.164) or e-mail address it goes to. */
  recipient: z.string(),
  language: z.enum(['ar', 'en']),
  status: z.enum(MESSAGE_STATUSES),
  text: z.string(),
  /** https://wa.me/<number>?text=<the text> for a WhatsApp-by-link message, else null. */
  link: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Who triggered it: a user, or null for the academy's clock. */
  triggeredByUserID: z.number().int().nullable(),
  triggeredByName: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(messageStatusEntry),
})
export type MessageItem = z.infer<typeof messageItem>

export const messagesResponse = z.object({
  items: z.array(messageItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().max(MAX_STORED_INT).nullable(),
})
export type MessagesResponse = z.infer<typeof messagesResponse>

export const messageSentResponse = z.object({ message: z.string(), item: messageItem })

/** https://wa.me/<E.164 digits without +>?text=<the text, URI-encoded>: opens WhatsApp with the text typed. */
export const whatsappLink = (e164: string, text: string): string =>
  `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

// ---------------------------------------------------------------------------------------------
// The WhatsApp Cloud API's webhook (Meta's shapes: GET verification, POST notifications)

export const whatsappVerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
})

const whatsappStatus = z.looseObject({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
})
export type WhatsappStatus = z.infer<typeof whatsappStatus>

/** A notification: entries of changes whose value may carry message statuses (other fields are ignored). */
export const whatsappNotification = z.looseObject({
  object: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional(),
              value: z.looseObject({ statuses: z.array(whatsappStatus).optional() }).optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
})

export const whatsappWebhookAnswer = z.object({ applied: z.number().int(), ignored: z.number().int() })

// ---------------------------------------------------------------------------------------------
// Templates: per event, channel ('whatsapp' for both WhatsApp channels, 'email') and language, editable with
// ManageTemplates. Placeholders: {guardian} {swimmers} {count} {date} {time} {group} {site} {amount} {expiry};
// plural blocks: {count, plural, one {…} two {…} few {…} many {…} other {…}} (# is the number).

export const TEMPLATE_PLACEHOLDERS = [
  'guardian',
  'swimmers',
  'count',
  'date',
  'time',
  'group',
  'site',
  'amount',
  'expiry',
] as const

export const templateItem = z.object({
  templateID: z.number().int(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(['whatsapp', 'email']),
  language: z.enum(['ar', 'en']),
  subject: z.string().nullable(),
  body: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
})
export type TemplateItem = z.infer<typeof templateItem>
export const templatesResponse = z.object({ items: z.array(templateItem) })

export const templateIdParams = z.object({ id: numericId(M.templateIdInvalid) })

export const templateRequest = z.object({
  body: plainText('Text', M.bodyRequired, { multiline: true }).pipe(
    z.string().trim().min(1, M.bodyRequired).max(1000, M.bodyLength),
  ),
  subject: plainText('Subject').pipe(z.string().trim().max(200, M.subjectLength)).nullable().optional(),
})
export type TemplateRequest = z.input<typeof templateRequest>
export const templateChangeResponse = z.object({ message: z.string(), item: templateItem })

/** A preview: the text (saved or not) with a real swimmer's family, today's date and the academy's names. */
export const templatePreviewRequest = z.object({
  body: templateRequest.shape.body,
  subject: templateRequest.shape.subject,
  swimmerID: numericId(M.swimmerInvalid),
})
export const templatePreviewResponse = z.object({
  subject: z.string().nullable(),
  text: z.string(),
  guardianName: z.string(),
  language: z.enum(['ar', 'en']),
})

// ---------------------------------------------------------------------------------------------
// Broadcasts: a message staff compose to an audience of one site (every swimmer, a school's or a pre-team's, a level's,
// or those whose families owe money), to guardians with marketing consent, one per guardian.

export const BROADCAST_AUDIENCES = ['site', 'school', 'preteam', 'level', 'owing'] as const
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number]

const words = plainText('Text', M.wordsRequired, { multiline: true }).pipe(
  z.string().trim().min(1, M.wordsRequired).max(1000, M.bodyLength),
)

export const broadcastRequest = z
  .object({
    site: numericId(M.siteInvalid),
    audience: z.enum(BROADCAST_AUDIENCES, { error: M.audienceInvalid }),
    /** The school, pre-team or level (its code) of those audiences. */
    id: numericId(M.audienceIdRequired).optional(),
    ar: words,
    en: words,
  })
  .superRefine((request, context) => {
    if (['school', 'preteam', 'level'].includes(request.audience) && request.id === undefined) {
      context.addIssue({ code: 'custom', path: ['id'], message: M.audienceIdRequired })
    }
  })
export type BroadcastRequest = z.input<typeof broadcastRequest>

export const broadcastCountResponse = z.object({
  /** Swimmers in the audience. */
  swimmers: z.number().int(),
  /** Their guardians, each once however many of their swimmers are in it. */
  guardians: z.number().int(),
  /** Guardians without marketing consent for a channel that reaches them: left out. */
  withoutConsent: z.number().int(),
  /** The messages a send writes: one per guardian left. */
  messages: z.number().int(),
  /** The first message as it would read, in its guardian's language. */
  preview: z.string().nullable(),
})
export const broadcastSentResponse = z.object({ message: z.string(), messages: z.number().int() })
