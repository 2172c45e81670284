import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import type { z } from 'zod'
import type { broadcastRequest } from '@contract/messages'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { findAudienceSwimmers, insertEventMessages } from './messages.repository'
import { planEventMessages, type EventMessages } from './messages.service'

// Broadcasts (issue 29): a message staff compose, in Arabic and English, to an audience of one of their sites (the
// route declares the site and SendMessages): every swimmer, a school's or a pre-team's running enrolments, a level,
// or the swimmers with an open invoice not paid in full. One message per guardian however many of their swimmers are
// in it, to guardians with MARKETING consent for a channel that reaches them; the count says how many are left out.
// Written like an event's messages (event 'broadcast'), audited; the worker never sends a broadcast on a Friday.

type Db = Kysely<Database>
type Request = z.output<typeof broadcastRequest>

const SUBJECT = { ar: 'رسالة من الأكاديمية', en: 'A message from the academy' }

async function planOf(db: Db, acting: Acting, request: Request) {
  const swimmerIDs = await findAudienceSwimmers(db, {
    site: request.site,
    kind: request.audience,
    id: request.id,
    today: acting.today,
  })
  const input: EventMessages = {
    event: 'broadcast',
    about: `broadcast:${request.site}:${request.audience}${request.id === undefined ? '' : `:${request.id}`}:${acting.at}`,
    siteID: request.site,
    swimmerIDs,
    facts: {},
    triggeredBy: acting.userId,
    at: acting.at,
    purpose: 'marketing',
    words: { ar: { subject: SUBJECT.ar, body: request.ar }, en: { subject: SUBJECT.en, body: request.en } },
  }
  return { swimmerIDs, plan: await planEventMessages(db, input) }
}

/** How many a broadcast reaches, and its first message as it would read. Writes nothing. */
export async function countBroadcast(db: Db, acting: Acting, request: Request) {
  const { swimmerIDs, plan } = await planOf(db, acting, request)
  return {
    swimmers: swimmerIDs.length,
    guardians: plan.guardians,
    withoutConsent: plan.guardians - plan.messages.length,
    messages: plan.messages.length,
    preview: plan.messages[0]?.row.text ?? null,
  }
}

/** Writes a broadcast's messages and its audit entry in one transaction. */
export async function sendBroadcast(db: Db, acting: Acting, request: Request) {
  return db.transaction().execute(async (trx) => {
    const { swimmerIDs, plan } = await planOf(trx, acting, request)
    const ids = await insertEventMessages(trx, plan.messages, acting.userId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: request.site,
      entity: 'broadcast',
      entityId: ids[0] ?? 0,
      action: 'SendBroadcast',
      after: {
        audience: request.audience,
        id: request.id ?? null,
        swimmers: swimmerIDs.length,
        guardians: plan.guardians,
        messages: ids.length,
      },
      at: acting.at,
    })
    return { message: replyText(message('answer.broadcastWritten', { count: ids.length })), messages: ids.length }
  })
}
