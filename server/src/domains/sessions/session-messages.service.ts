import type { Kysely } from 'kysely'
import { english } from '../../lib/messages'
import { message, type Message } from '@contract/messages/message'
import type { MessageEvent } from '@contract/messages'
import { arabicTerm } from '@contract/messages/terms-ar'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/actor'
import { queueEventMessages } from '../messages/messages.service'
import type { Facts } from '../messages/render'
import type { GroupRow } from './groups.repository'

// The week's events as messages to families (issue 29), written in the event's own transaction: a session cancelled,
// a make-up credited (an excused absence) or booked. A closed day's are written by closures.service.

type Db = Kysely<Database>

/** A group's name as a value of the staff's messages: "School 12 (Level 3)", in the message's language. */
export const groupLabelled = (group: Pick<GroupRow, 'kind' | 'id' | 'levelName'>): Message =>
  message(group.kind === 'school' ? 'group.schoolShort' : 'group.preteamShort', {
    id: group.id,
    level: group.levelName,
  })

/** The same in English: "School 12 (Level 3)". */
export const groupLabel = (group: Pick<GroupRow, 'kind' | 'id' | 'levelName'>): string => english(groupLabelled(group))

/** A session as a value of the staff's messages: "School 12 (Level 3) on 2026-11-24 at 07:00". */
export const sessionNamedAt = (view: SessionOfMessage): Message =>
  message('session.at', { group: groupLabelled(view.group), date: view.date, time: view.startTime })

/** The same by its day only: "School 12 (Level 3) on 2026-11-24". */
export const sessionNamedOn = (view: Omit<SessionOfMessage, 'startTime'>): Message =>
  message('session.on', { group: groupLabelled(view.group), date: view.date })

/** What a session's messages read of it (a SessionView is one). */
export interface SessionOfMessage {
  siteID: number
  date: string
  startTime: string
  group: Pick<GroupRow, 'kind' | 'id' | 'levelName'>
}

/** A group as a family reads it, in both languages: "School 12 (Level 3)" / "مدرسة 12 (مستوى 3)". */
export const groupNames = (group: Pick<GroupRow, 'kind' | 'id' | 'levelName'>) => ({
  en: groupLabel(group),
  ar: `${group.kind === 'school' ? 'مدرسة' : 'بري تيم'} ${group.id} (${arabicTerm(group.levelName)})`,
})

/** The facts of one session: its date and start on the academy's clock, and its group. */
export const sessionFacts = (view: SessionOfMessage): Facts => ({
  date: view.date,
  time: view.startTime,
  group: groupNames(view.group),
})

/** Writes an event of one session's swimmers as messages to their guardians (one per guardian). */
export function queueSessionMessages(
  trx: Db,
  actor: Actor,
  event: MessageEvent,
  view: SessionOfMessage,
  swimmerIDs: readonly number[],
  about: string,
  facts: Facts = {},
): Promise<number[]> {
  return queueEventMessages(trx, {
    event,
    about,
    siteID: view.siteID,
    swimmerIDs,
    facts: { ...sessionFacts(view), ...facts },
    triggeredBy: actor.userId,
    at: actor.at,
  })
}
