import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { MessageStatus, WhatsappStatus, whatsappNotification } from '@contract/messages'
import type { z } from 'zod'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { forbidden, unauthorized } from '../../lib/http-error'
import {
  changeStatus,
  findConsentedChannels,
  findGuardianEmail,
  findMessageByProviderId,
  findSwimmerIdsOf,
  insertMessage,
  insertStatus,
} from './messages.repository'
import { sendingSetup, type SendingSetup } from './messages.service'

// The WhatsApp Cloud API's webhook (issue 29): Meta signs each notification with the app secret
// (X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body>); one whose signature does not match changes nothing.
// Statuses arrive out of order and more than once: each message keeps the highest it reached (sent < failed <
// delivered < read: "delivered" may come after "failed" on a phone with several devices, "read" without "delivered"),
// so a status is applied once, when it is higher, with its history entry. A number that cannot receive WhatsApp
// (error 131026) falls back to the guardian's next channel: e-mail, with their service consent, their address and the
// academy's SMTP; the new message names the same swimmers and keeps the text.

type Db = Kysely<Database>

const RANK: Partial<Record<MessageStatus, number>> = { sent: 1, failed: 2, delivered: 3, read: 4 }
const rankOf = (status: string) => RANK[status as MessageStatus] ?? 0
export const NOT_ON_WHATSAPP = 131026

/** Whether `header` is the HMAC-SHA256 of the raw body with the app secret (compared in constant time). */
export function signatureMatches(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex'), 'utf8')
  const given = Buffer.from(header.slice('sha256='.length), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Refuses (401) a notification not signed with the app secret (WHATSAPP_APP_SECRET; unset: every one). */
export function requireSignature(rawBody: string, header: string | undefined, env = process.env): void {
  const secret = env.WHATSAPP_APP_SECRET
  if (!secret || !signatureMatches(rawBody, header, secret)) throw unauthorized(message('webhook.signature'))
}

/** Meta's subscription check: answers the challenge when the verify token is ours (WHATSAPP_VERIFY_TOKEN), else 403. */
export function verifySubscription(
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
  env = process.env,
): string {
  const token = env.WHATSAPP_VERIFY_TOKEN
  if (query['hub.mode'] !== 'subscribe' || !token || query['hub.verify_token'] !== token) {
    throw forbidden(message('webhook.verifyToken'))
  }
  return query['hub.challenge'] ?? ''
}

/** Applies the statuses of a notification (its other changes, such as incoming messages, are not read yet). */
export function applyWhatsappNotification(db: Db, notification: z.output<typeof whatsappNotification>, at: string) {
  const statuses = (notification.entry ?? []).flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) => change.value?.statuses ?? []),
  )
  return applyWhatsappStatuses(db, statuses, at)
}

/** Applies a notification's statuses, each once; answers how many changed a message and how many did not. */
export async function applyWhatsappStatuses(
  db: Db,
  statuses: readonly WhatsappStatus[],
  at: string,
  setup: SendingSetup = sendingSetup(),
): Promise<{ applied: number; ignored: number }> {
  let applied = 0
  for (const status of statuses) {
    const changed = await db.transaction().execute(async (trx) => {
      const row = await findMessageByProviderId(trx, status.id)
      if (!row || row.channel !== 'whatsapp' || rankOf(status.status) <= rankOf(row.status)) return false
      const to = status.status as MessageStatus
      const code = status.errors?.[0]?.code
      const reason = to === 'failed' ? `WhatsApp error ${code ?? 'unknown'}` : null
      if (!(await changeStatus(trx, row.id, row.status, to, reason ? { failure_reason: reason } : {}))) return false
      await insertStatus(trx, row.id, to, at, null, reason)
      if (to === 'failed' && code === NOT_ON_WHATSAPP) await fallBackToEmail(trx, row, at, setup)
      return true
    })
    if (changed) applied++
  }
  return { applied, ignored: statuses.length - applied }
}

/** The same message by e-mail, when the guardian consented to it and the academy can send it. */
async function fallBackToEmail(
  trx: Db,
  row: NonNullable<Awaited<ReturnType<typeof findMessageByProviderId>>>,
  at: string,
  setup: SendingSetup,
): Promise<void> {
  if (!setup.email) return
  const guardian = await findGuardianEmail(trx, row.guardian_id)
  const consented = await findConsentedChannels(trx, [row.guardian_id], 'service')
  if (!guardian?.email || !consented.get(row.guardian_id)?.has('email')) return
  await insertMessage(
    trx,
    {
      event: row.event,
      about: `${row.about}:fallback:${row.id}`,
      site_id: row.site_id,
      guardian_id: row.guardian_id,
      channel: 'email',
      recipient: guardian.email,
      language: row.language,
      email_subject: row.email_subject,
      text: row.text,
      status: 'queued',
      link: null,
      next_attempt_at: at,
      provider_message_id: null,
      failure_reason: null,
      triggered_by: row.triggered_by,
      created_at: at,
    },
    await findSwimmerIdsOf(trx, row.id),
    null,
  )
}
