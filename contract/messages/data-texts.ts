/**
 * Texts the server composes from data (issue 26): a group's description, an invoice's item, a family ledger's entry,
 * and the values inside messages (a session, a list). Each is a message by its code (./message.ts), part of the
 * English catalogue (./en.ts, the spec's texts verbatim); the server answers the English text where the spec names
 * one, and beside it the same text by its code and values (`dataText` below), which the SPA renders in its language
 * (src/i18n/dataTexts.ts). This file is small on purpose: the SPA bundles it without the server's whole catalogue.
 * Their Arabic: ./data-texts-ar.ts.
 */
import { z } from 'zod'
import type { Message } from './message'

export const DATA_TEXTS_EN = {
  // ---- Values inside messages: a group, a session, a list, each in the message's language
  'group.school': 'the {level} {schoolType} school of Coach {coach} ({days} {start}-{end})',
  'group.schoolStart': 'The {level} {schoolType} school of Coach {coach} ({days} {start}-{end})',
  'group.squad': 'the {level} squad of Coach {coach} ({days} {start}-{end})',
  'group.squadStart': 'The {level} squad of Coach {coach} ({days} {start}-{end})',
  'group.preteamShort': 'Pre-team {id} ({level})',
  'session.at': '{group} on {date} at {time}',
  'session.on': '{group} on {date}',
  'list.pair': '{first}, {last}',
  'list.more': '{first}, {rest}',
  'list.and': '{first} and {last}',
  'item.oneMonth': '{product} - 1 month',
  'item.twelveMonths': '{product} - 12 months',
  'item.months': '{product} - {months} months',
  'date.long': '{weekday} {day} {month} {year}',
  'group.coach': 'Coach {coach}',
  'group.numbered.preteam': 'pre-team {id}',
  'group.numbered.school': 'school {id}',
  'group.named.preteam': 'pre-team {id} ({level})',
  'group.named.school': 'school {id} ({level})',

  // ---- Data texts: a group as the money desk and the receipt name it, the ready list's short names
  'group.text.school': '{level} {schoolType} school of Coach {coach} ({days} {start}-{end})',
  'group.text.schoolUntyped': '{level} school of Coach {coach} ({days} {start}-{end})',
  'group.text.squad': '{level} squad of Coach {coach} ({days} {start}-{end})',
  'group.levelNumbered.school': '{level} school {id}',
  'group.levelNumbered.preteam': '{level} pre-team {id}',
  'group.sessionLine': '{level} · {start}–{end} · {coach}',
  // ---- A family's ledger (server/src/domains/money/ledger.service.ts)
  'ledger.invoiceCancelled': '{item} (cancelled)',
  'ledger.payment': 'Payment {receipt}',
  'ledger.paymentVoid': 'Payment {receipt} void: {reason}',
  'ledger.refund': 'Refund of {amount} on payment {receipt}: {reason}',
  'ledger.creditUsed': 'Credit of {amount} used on invoice {invoice}',
} as const satisfies Record<string, string>

export type DataTextCode = keyof typeof DATA_TEXTS_EN

/**
 * A data text by its code and values, as the wire carries it beside the English text ({ code: 'ledger.payment',
 * params: { receipt: 'R-62-5' } }): a value is text, a number, or itself such a text (a group's days as a list).
 * Typed as a message; its values are checked by the catalogues' tests, not on the wire.
 */
export const dataText = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() }).meta({
  description: 'The text beside it by its code and values, for a client to render in its own language',
}) as unknown as z.ZodType<Message, Message>
