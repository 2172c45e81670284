import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { whatsappLink, type MessageChannel, type MessageEvent, type MessageItem } from '@contract/messages'
import { message } from '@contract/messages/message'
import type { z } from 'zod'
import type { messagesQuery } from '@contract/messages'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import {
  changeStatus,
  findConsentedChannels,
  findGuardiansWritten,
  findMainPhones,
  findMessage,
  findMessages,
  findMessageSwimmers,
  findSiteNames,
  findStatusHistory,
  findSwimmerGuardians,
  findTemplates,
  insertEventMessages,
  insertStatus,
  type MessageRow,
} from './messages.repository'
import { render, type Facts, type Language } from './render'
import { whatsappConfigFromEnv } from './senders'

// Messages to families (issue 29).
//
// An event becomes messages in the event's own transaction (queueEventMessages, called by the service that makes the
// event: sessions, closures, make-ups, waitlists), so an event never loses its message and a refused operation (its
// transaction rolled back) leaves none. The rules:
// - To the guardians of the swimmers' families: ONE message per guardian per event, naming all of their swimmers the
//   event concerns (two siblings in a cancelled session: one message to their mother that names both).
// - A guardian gets it by the first channel, their preferred one first, then WhatsApp, then e-mail, that they gave
//   consent for the event's purpose (service messages need service consent; broadcasts marketing consent: the latest
//   record per channel and purpose holds) and that can reach them: WhatsApp needs a number, e-mail an address and the
//   academy's SMTP configuration (SMTP_URL); SMS is not a channel yet. WhatsApp goes by the Cloud API when the academy
//   configured it (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID), else by link ('whatsapp-link': prepared, for staff to
//   send from https://wa.me/… and mark sent). No channel: no message.
// - The words are the event's template for that channel and the guardian's language, with the event's facts: dates
//   and times as the academy's clock has them (lib/clock.ts: an event's date is the academy's calendar date).
// - A WhatsApp-by-link message starts 'prepared'; the others 'queued' for the worker. Every status is in the history.
//
// The outbox (listMessages) shows the messages of the user's sites only; marking a WhatsApp-by-link message sent
// (markSent) records who sent it, with its audit entry, in one transaction.

type Db = Kysely<Database>

/** What the academy has configured to send with (read when an event is written: a change applies at once). */
export interface SendingSetup {
  whatsappCloud: boolean
  email: boolean
}

export const sendingSetup = (env: NodeJS.ProcessEnv = process.env): SendingSetup => ({
  whatsappCloud: whatsappConfigFromEnv(env) !== undefined,
  email: Boolean(env.SMTP_URL),
})

export interface EventMessages {
  event: MessageEvent
  /** What the event was about, for the outbox ('session:12', 'closure:3:2026-12-05', 'credit:7' …). */
  about: string
  siteID: number
  swimmerIDs: readonly number[]
  /** The event's values; the site's names are filled from siteID when not given. */
  facts: Facts
  /** The user whose action it was, or null for the academy's clock. */
  triggeredBy: number | null
  /** The instant of the event (acting.at). */
  at: string
  purpose?: 'service' | 'marketing'
  setup?: SendingSetup
  /** A scheduled event: guardians already written to about it (same event and `about`) are not written to again. */
  once?: boolean
  /** A broadcast's own words per language (and e-mail subject), instead of the event's templates. */
  words?: Record<Language, { subject: string; body: string }>
}

type PlannedMessage = Parameters<typeof insertEventMessages>[1][number]

/** What an event would write: its messages, and how many guardians its swimmers have (before consent and channels). */
export interface MessagePlan {
  messages: PlannedMessage[]
  guardians: number
}

type GuardianChannel = 'whatsapp' | 'sms' | 'email'
const FALLBACK_ORDER: readonly GuardianChannel[] = ['whatsapp', 'email', 'sms']

/**
 * Writes an event's messages in the caller's transaction: one per guardian, naming their swimmers of the event.
 * Answers the messages' ids (none when no guardian can be reached with consent).
 */
export async function queueEventMessages(trx: Db, input: EventMessages): Promise<number[]> {
  return (await queueEventMessagesEach(trx, [input]))[0]
}

/**
 * Several events' messages at once (a renewal run writes one event per family): read and written in a few statements
 * for all of them, each planned by the same rules as one. Answers each event's messages' ids, in the events' order.
 */
export async function queueEventMessagesEach(trx: Db, inputs: readonly EventMessages[]): Promise<number[][]> {
  const plans = await planEventMessagesEach(trx, inputs)
  const answers: number[][] = []
  // Written together per user whose action it was (every status history row names them).
  const byUser = new Map<number | null, number[]>()
  inputs.forEach((input, index) => byUser.set(input.triggeredBy, [...(byUser.get(input.triggeredBy) ?? []), index]))
  for (const [user, indexes] of byUser) {
    const ids = await insertEventMessages(
      trx,
      indexes.flatMap((index) => plans[index].messages),
      user,
    )
    let next = 0
    for (const index of indexes) {
      answers[index] = ids.slice(next, next + plans[index].messages.length)
      next += plans[index].messages.length
    }
  }
  return answers
}

/** The messages an event would write (see the rules above), written by no one yet: a broadcast's count and preview. */
export async function planEventMessages(trx: Db, input: EventMessages): Promise<MessagePlan> {
  return (await planEventMessagesEach(trx, [input]))[0]
}

/** Memoizes a read per key, for the reads several events of one batch share. */
const readOnce = <K, V>(read: (key: K) => Promise<V>) => {
  const known = new Map<K, Promise<V>>()
  return (key: K) => {
    let value = known.get(key)
    if (!value) known.set(key, (value = read(key)))
    return value
  }
}

/** What several events would write, reading what they share once: the swimmers' guardians, their numbers, consents. */
async function planEventMessagesEach(trx: Db, inputs: readonly EventMessages[]): Promise<MessagePlan[]> {
  const allRows = await findSwimmerGuardians(trx, [...new Set(inputs.flatMap((input) => input.swimmerIDs))])
  const allGuardians = [...new Set(allRows.map((row) => row.guardian_id))]
  const phones = await findMainPhones(trx, allGuardians)
  const consentsFor = readOnce((purpose: 'service' | 'marketing') => findConsentedChannels(trx, allGuardians, purpose))
  const templatesOf = readOnce((event: MessageEvent) => findTemplates(trx, event))
  const siteOf = readOnce((siteId: number) => findSiteNames(trx, siteId))
  const plans: MessagePlan[] = []
  for (const input of inputs) {
    const swimmerIds = new Set(input.swimmerIDs)
    const rows = allRows.filter((row) => swimmerIds.has(row.swimmer_id))
    if (rows.length === 0) {
      plans.push({ messages: [], guardians: 0 })
      continue
    }
    plans.push(
      planFor(input, rows, {
        phones,
        consents: await consentsFor(input.purpose ?? 'service'),
        templates: await templatesOf(input.event),
        site: input.facts.site === undefined ? await siteOf(input.siteID) : undefined,
        written: input.once ? await findGuardiansWritten(trx, input.event, input.about) : new Set<number>(),
      }),
    )
  }
  return plans
}

type GuardianRow = Awaited<ReturnType<typeof findSwimmerGuardians>>[number]

/** One event's messages from what was read for it (the rules above). */
function planFor(
  input: EventMessages,
  rows: GuardianRow[],
  read: {
    phones: Awaited<ReturnType<typeof findMainPhones>>
    consents: Awaited<ReturnType<typeof findConsentedChannels>>
    templates: Awaited<ReturnType<typeof findTemplates>>
    site: Awaited<ReturnType<typeof findSiteNames>>
    written: Set<number>
  },
): MessagePlan {
  const setup = input.setup ?? sendingSetup()
  const { phones, consents, templates, site, written } = read
  const guardianIds = [...new Set(rows.map((row) => row.guardian_id))].filter((id) => !written.has(id))
  const facts: Facts = site ? { ...input.facts, site: { en: site.name, ar: site.name_ar ?? site.name } } : input.facts

  const rowsOf = new Map<number, typeof rows>()
  for (const row of rows) rowsOf.set(row.guardian_id, [...(rowsOf.get(row.guardian_id) ?? []), row])
  const messages: PlannedMessage[] = []
  for (const guardianId of guardianIds) {
    const own = rowsOf.get(guardianId)!
    const guardian = own[0]
    const consented = consents.get(guardianId) ?? new Set<string>()
    const phone = phones.get(guardianId)
    const order = [guardian.preferred_channel, ...FALLBACK_ORDER.filter((c) => c !== guardian.preferred_channel)]
    let chosen: { channel: MessageChannel; recipient: string } | undefined
    for (const channel of order) {
      if (!consented.has(channel)) continue
      if (channel === 'whatsapp' && phone) {
        chosen = { channel: setup.whatsappCloud ? 'whatsapp' : 'whatsapp-link', recipient: phone }
      } else if (channel === 'email' && guardian.email && setup.email) {
        chosen = { channel: 'email', recipient: guardian.email }
      }
      if (chosen) break
    }
    if (!chosen) continue
    const language: Language = guardian.language === 'en' ? 'en' : 'ar'
    const templateChannel = chosen.channel === 'email' ? 'email' : 'whatsapp'
    const template = input.words
      ? input.words[language]
      : (templates.find((t) => t.channel === templateChannel && t.language === language) ??
        templates.find((t) => t.channel === 'whatsapp' && t.language === language))
    if (!template) continue
    const subject = input.words
      ? input.words[language].subject
      : templates.find((t) => t.channel === 'email' && t.language === language)?.subject
    const swimmers = [...new Map(own.map((row) => [row.swimmer_id, row.swimmer_name])).entries()]
    const values = { ...facts, guardian: guardian.guardian_name, swimmers: swimmers.map(([, name]) => name) }
    const text = render(template.body, values, language)
    const byLink = chosen.channel === 'whatsapp-link'
    messages.push({
      row: {
        event: input.event,
        about: input.about,
        site_id: input.siteID,
        guardian_id: guardianId,
        channel: chosen.channel,
        recipient: chosen.recipient,
        language,
        // Every message keeps its e-mail subject: a WhatsApp message that falls back to e-mail goes with it.
        email_subject: subject ? render(subject, values, language) : null,
        text,
        status: byLink ? 'prepared' : 'queued',
        link: byLink ? whatsappLink(chosen.recipient, text) : null,
        next_attempt_at: byLink ? null : input.at,
        provider_message_id: null,
        failure_reason: null,
        triggered_by: input.triggeredBy,
        created_at: input.at,
      },
      swimmerIds: swimmers.map(([id]) => id),
    })
  }
  return { messages, guardians: new Set(rows.map((row) => row.guardian_id)).size }
}

// ---------------------------------------------------------------------------------------------
// The outbox

/** Rows → the wire, with the swimmers they name and their status history. */
async function itemsOf(db: Db, rows: MessageRow[]): Promise<MessageItem[]> {
  const ids = rows.map((row) => row.id)
  const [swimmers, history] = await Promise.all([findMessageSwimmers(db, ids), findStatusHistory(db, ids)])
  return rows.map((row) => {
    const named = swimmers.filter((swimmer) => swimmer.message_id === row.id)
    return {
      messageID: row.id,
      event: row.event as MessageEvent,
      siteID: row.site_id,
      guardianID: row.guardian_id,
      guardianName: row.guardian_name,
      swimmerIDs: named.map((swimmer) => swimmer.id),
      swimmerNames: named.map((swimmer) => swimmer.full_name),
      channel: row.channel,
      recipient: row.recipient,
      language: row.language,
      status: row.status,
      text: row.text,
      link: row.link,
      failureReason: row.failure_reason,
      triggeredByUserID: row.triggered_by,
      triggeredByName: row.triggered_by_name,
      createdAt: row.created_at,
      history: history
        .filter((entry) => entry.message_id === row.id)
        .map((entry) => ({
          status: entry.status,
          at: entry.at,
          byUserID: entry.changed_by,
          byName: entry.changed_by_name,
          note: entry.note,
        })),
    }
  })
}

/** A page of the outbox, newest first: the messages of the site asked for, or of every site of the user's. */
export async function listMessages(db: Db, acting: Acting, query: z.output<typeof messagesQuery>) {
  const sites = query.site !== undefined ? [query.site] : acting.sites.map((site) => site.id)
  let before: { at: string; id: number } | undefined
  if (query.before !== undefined) {
    const cursor = await findMessage(db, query.before)
    if (!cursor || !sites.includes(cursor.site_id)) {
      throw badRequest(message('message.cursorUnknown', { id: query.before }), {
        before: message('message.field.cursorUnknown'),
      })
    }
    before = { at: cursor.created_at, id: cursor.id }
  }
  if (sites.length === 0) return { items: [], nextBefore: null }
  const rows = await findMessages(db, {
    sites,
    status: query.status,
    event: query.event,
    channel: query.channel,
    family: query.family,
    before,
    limit: query.limit + 1,
  })
  const page = rows.slice(0, query.limit)
  return {
    items: await itemsOf(db, page),
    nextBefore: rows.length > query.limit ? page[page.length - 1].id : null,
  }
}

/** Staff sent a WhatsApp-by-link message from its wa.me link: it is sent, by them (history and audit, one step). */
export async function markSent(db: Db, acting: Acting, messageId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await findMessage(trx, messageId)
    if (!row || !maySeeSite(acting, row.site_id)) throw notFound(message('message.notFound', { id: messageId }))
    if (row.channel !== 'whatsapp-link') {
      throw conflict(message('message.notByLink', { id: messageId, channel: row.channel }), {
        id: message('message.field.notByLink'),
      })
    }
    if (row.status !== 'prepared' || !(await changeStatus(trx, row.id, 'prepared', 'sent'))) {
      const now = (await findMessage(trx, row.id))!
      throw conflict(message('message.notPrepared', { id: messageId, status: now.status }), {
        id: message('message.field.notPrepared'),
      })
    }
    await insertStatus(trx, row.id, 'sent', acting.at, acting.userId, null)
    await writeAudit(trx, {
      userId: acting.userId,
      site: row.site_id,
      entity: 'message',
      entityId: row.id,
      action: 'MarkMessageSent',
      before: { status: row.status },
      after: { status: 'sent', channel: row.channel, guardianID: row.guardian_id },
      at: acting.at,
    })
    const [item] = await itemsOf(trx, [(await findMessage(trx, row.id))!])
    const to = row.guardian_name.trim() || row.recipient
    return { message: replyText(message('answer.messageMarkedSent', { id: row.id, to })), item }
  })
}
