import type { Kysely } from 'kysely'
import { english, replyText } from '../../lib/messages'
import type { z } from 'zod'
import { DAYS, describeCode } from '@contract/lookups'
import { arabicTerm } from '@contract/messages/terms-ar'
import type { MoveUpResponse, ReadySeat, ReadySwimmer, moveUpRequest } from '@contract/progress'
import { isPreTeamLevel } from '@contract/swimmers'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { requireAction, type Acting } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { writeAudit } from '../audit/audit.repository'
import { findGroup, findOpenGroups, type GroupRow } from '../enrolments/enrolments.repository'
import { enrolWithinTransaction, endSchoolEnrolmentWithin } from '../enrolments/enrolments.service'
import { GroupName, groupName, groupNamed } from '../enrolments/enrolments.view'
import { findRunningEnrolments } from '../enrolments/enrolment-ending.repository'
import { queueEventMessages } from '../messages/messages.service'
import { changeLevelWithin } from '../swimmers/swimmers.service'
import { addToWaitlistWithin, offerFreedSeats } from '../waitlists/waitlists.service'
import { curriculumOf, currentCurricula, nameOfLevel, refreshReadiness } from './curriculum.service'
import {
  findCurrentGroups,
  findLatestEvaluationCoach,
  findLevelEntered,
  findReadySwimmers,
  findSwimmerBasics,
  insertLevelPass,
} from './progress.repository'

// Ready to move up (issue 31): per site, the swimmers who meet their level's pass rule, each with the next level's
// groups at their site that have a free seat (the enrolment rules' own count: capacity less running enrolments and
// the places kept for the waitlist), or a full school's waitlist. Moving one up is one transaction, audited: the level
// change (Update Level's rule, swimmers.service), their running school place of the old level ended (a place freed
// is offered to its waitlist), then the enrolment in the chosen group through the enrolment service (every rule, its
// invoice) or the school's waitlist (every rule of the waitlist); any refusal leaves everything as it was. The family
// gets a 'level.passed' message in the same transaction.

type Db = Kysely<Database>

const DAY_MS = 86_400_000
const dayNames = (codes: Array<number | null>) =>
  codes
    .filter((code): code is number => code !== null)
    .map((code) => describeCode(DAYS, code))
    .join(', ')

/**
 * A group as the ready list names it ('Level 2 school 14'), its days, times and coach shown beside it: in English and
 * by its code (issue 26), which the SPA renders in its language.
 */
const shortGroupName = (level: number, kind: 'school' | 'preteam', id: number) => {
  const words = message(kind === 'school' ? 'group.levelNumbered.school' : 'group.levelNumbered.preteam', {
    level: nameOfLevel(level),
    id,
  })
  return { groupName: english(words), groupText: words }
}

const kindOfLevel = (level: number) => (isPreTeamLevel(level) ? 'preteam' : 'school')

const seatOf = (group: GroupRow): ReadySeat => {
  const free = group.capacity === null ? null : Math.max(0, group.capacity - group.enrolled - group.held)
  return {
    groupID: group.id,
    kind: group.kind,
    free,
    waitlist: group.kind === 'school' && free === 0,
    // Short: the seat's days, times and coach are given beside it (the long name repeated them).
    ...shortGroupName(group.level, group.kind, group.id),
    coachName: group.coach_name,
    days: dayNames(group.days),
    startTime: group.start_time,
    endTime: group.end_time,
  }
}

/**
 * How many of the next level's groups a ready swimmer is offered: a busy site runs hundreds of groups of a level, and
 * each ready swimmer listing all of them made the list megabytes long and unreadable on a phone. The desk can still
 * enrol into any group from the swimmer's own actions.
 */
export const READY_SEATS_SHOWN = 12

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * The seats that suit a swimmer best first: free seats before waitlists, then the groups meeting on more of the days
 * of the swimmer's current group, then the nearest start time, then the older group.
 */
export function seatsFor(
  groups: ReadonlyArray<{ group: Pick<GroupRow, 'id' | 'days' | 'start_time'>; seat: ReadySeat }>,
  current:
    { first_day: number | null; second_day: number | null; third_day: number | null; start_time: string } | undefined,
): ReadySeat[] {
  const days = new Set([current?.first_day, current?.second_day, current?.third_day].filter((day) => day != null))
  const start = current ? minutesOf(current.start_time) : 0
  const shared = (group: Pick<GroupRow, 'days'>) => group.days.filter((day) => day !== null && days.has(day)).length
  const distance = (group: Pick<GroupRow, 'start_time'>) =>
    current ? Math.abs(minutesOf(group.start_time) - start) : 0
  return [...groups]
    .sort(
      (a, b) =>
        Number(a.seat.waitlist) - Number(b.seat.waitlist) ||
        shared(b.group) - shared(a.group) ||
        distance(a.group) - distance(b.group) ||
        a.group.id - b.group.id,
    )
    .slice(0, READY_SEATS_SHOWN)
    .map((entry) => entry.seat)
}

/**
 * The seats a swimmer can take: a full school's waitlist takes no swimmer who holds a school place (the waitlist's
 * rule), so a ready swimmer still in their school is offered free seats only; moving into one ends that place.
 */
export const offeredTo = <T extends { seat: ReadySeat }>(seats: readonly T[], inSchool: boolean): T[] =>
  inSchool ? seats.filter((entry) => !entry.seat.waitlist) : [...seats]

/**
 * GET /ready?site={id}: the site's ready swimmers, each with the next level's seats at the site that suit them best
 * (READY_SEATS_SHOWN, see seatsFor).
 */
export async function readyList(db: Db, acting: Acting, site: number, level?: number): Promise<ReadySwimmer[]> {
  const today = acting.today
  const ready = await findReadySwimmers(db, site, level)
  if (ready.length === 0) return []
  const levels = [...new Set(ready.map((row) => row.level))]
  const [curricula, current] = await Promise.all([
    currentCurricula(db, levels),
    findCurrentGroups(
      db,
      ready.map((row) => row.swimmer_id),
      today,
    ),
  ])
  const nextLevels = [
    ...new Set(
      [...curricula.values()]
        .map((curriculum) => curriculum.version.next_level)
        .filter((next): next is number => next !== null),
    ),
  ]
  // The next levels' groups side by side (PostgreSQL answers them on several connections).
  const seatsOf = new Map(
    await Promise.all(
      nextLevels.map(async (next) => {
        const groups = await findOpenGroups(db, kindOfLevel(next), site, next, today)
        const open = groups
          .map((group) => ({ group, seat: seatOf(group) }))
          .filter(({ seat }) => seat.free === null || seat.free > 0 || seat.waitlist)
        return [next, open] as const
      }),
    ),
  )
  const inSchool = (swimmerId: number) =>
    current.some((entry) => entry.swimmer_id === swimmerId && entry.kind === 'school')
  return ready.map((row) => {
    const next = curricula.get(row.level)?.version.next_level ?? null
    const group = current.find((entry) => entry.swimmer_id === row.swimmer_id && entry.level === row.level)
    return {
      swimmerID: row.swimmer_id,
      fullName: row.full_name,
      level: row.level,
      levelName: nameOfLevel(row.level),
      nextLevel: next,
      nextLevelName: next === null ? null : nameOfLevel(next),
      readySince: row.ready_at ?? '',
      currentGroup: group
        ? {
            kind: group.kind,
            groupID: group.group_id,
            ...shortGroupName(group.level, group.kind, group.group_id),
            days: dayNames([group.first_day, group.second_day, group.third_day]),
            startTime: group.start_time,
            endTime: group.end_time,
          }
        : null,
      seats: next === null ? [] : seatsFor(offeredTo(seatsOf.get(next) ?? [], inSchool(row.swimmer_id)), group),
    }
  })
}

/** POST /swimmers/{id}/move-up {groupID} or {waitlist}: see above. */
export async function moveUp(
  db: Db,
  acting: Acting,
  swimmerId: number,
  request: z.output<typeof moveUpRequest>,
): Promise<MoveUpResponse> {
  const today = acting.today
  const found = findSwimmerBasics(db, [swimmerId]).then((rows) => rows[0])
  const swimmer = await visibleSwimmer(found, acting, swimmerId)
  const fromLevel = swimmer.current_level
  const curriculum = await curriculumOf(db, fromLevel)
  const nextLevel = curriculum.version.next_level
  if (nextLevel === null) {
    throw conflict(message('progress.lastLevel', { level: nameOfLevel(fromLevel), swimmer: swimmer.full_name }))
  }
  const kind = kindOfLevel(nextLevel)
  const groupId = (request.groupID ?? request.waitlist)!
  const field = request.groupID !== undefined ? 'groupID' : 'waitlist'
  if (request.waitlist !== undefined && kind === 'preteam') {
    const text = message('progress.noPreteamWaitlist', { level: nameOfLevel(nextLevel), swimmer: swimmer.full_name })
    throw badRequest(text, { waitlist: text })
  }
  requireAction(acting, 'Mod_SW', kind === 'school' ? 'AddSwimmerToSchool' : 'AddSwimmerToPTeam')
  const group = await findGroup(db, kind, groupId, today)
  if (!group || !acting.sites.some((site) => site.id === group.site)) {
    throw notFound(message(kind === 'school' ? 'school.notFound' : 'preteam.notFound', { id: groupId }))
  }
  if (group.level !== nextLevel) {
    const level = nameOfLevel(nextLevel)
    throw badRequest(
      message('progress.groupNotNextLevel', { group: GroupName(group), level, swimmer: swimmer.full_name }),
      { [field]: message('progress.field.chooseNextLevel', { level }) },
    )
  }

  return db.transaction().execute(async (trx) => {
    const ready = await refreshReadiness(trx, acting.at, [swimmer.id])
    if (!ready.includes(swimmer.id)) {
      throw conflict(message('progress.notReady', { swimmer: swimmer.full_name, level: nameOfLevel(fromLevel) }), {
        swimmerID: message('progress.field.notReady'),
      })
    }
    const entered = await findLevelEntered(trx, swimmer.id, fromLevel)
    await changeLevelWithin(trx, acting, { swimmerID: swimmer.id, newLevel: nextLevel, site: swimmer.site })
    // Their running place of the old level in the kind they move into ends (yesterday: the place is free from today),
    // and is offered to its waitlist; a place of the other kind (a school, moving up into a pre-team) runs on.
    const running = (await findRunningEnrolments(trx, swimmer.id, today)).filter(
      (enrolment) => enrolment.kind === 'school' && kind === 'school' && request.groupID !== undefined,
    )
    const endedPlaces: number[] = []
    for (const enrolment of running) {
      const ended = await endSchoolEnrolmentWithin(trx, acting, { schoolId: enrolment.groupId, swimmerId: swimmer.id })
      await offerFreedSeats(trx, ended.freed.schoolIds, acting, { swimmer: swimmer.id })
      endedPlaces.push(enrolment.enrolmentId)
    }
    let enrolmentID: number | null = null
    let invoiceID: number | null = null
    let waitlistEntryID: number | null = null
    if (request.groupID !== undefined) {
      const enrolled = await enrolWithinTransaction(trx, acting, kind, {
        swimmerId: swimmer.id,
        groupId: group.id,
        months: request.months ?? 1,
        site: swimmer.site,
        amountCents: 0,
      })
      enrolmentID = enrolled.enrolmentId
      invoiceID = enrolled.invoiceId
    } else {
      const entry = await addToWaitlistWithin(trx, acting, {
        schoolId: group.id,
        swimmerId: swimmer.id,
        note: `Moved up from ${nameOfLevel(fromLevel)}`,
      })
      waitlistEntryID = entry.entryID
    }
    const coachId = await findLatestEvaluationCoach(trx, swimmer.id)
    await insertLevelPass(trx, {
      swimmer_id: swimmer.id,
      from_level: fromLevel,
      to_level: nextLevel,
      site: swimmer.site,
      entered_at: entered,
      passed_at: acting.at,
      days_in_level:
        entered === null ? null : Math.max(0, Math.round((Date.parse(acting.at) - Date.parse(entered)) / DAY_MS)),
      coach_id: coachId,
      passed_by: acting.userId,
    })
    await refreshReadiness(trx, acting.at, [swimmer.id])
    const messages = await queueEventMessages(trx, {
      event: 'level.passed',
      about: `level:${swimmer.id}:${nextLevel}`,
      siteID: swimmer.site,
      swimmerIDs: [swimmer.id],
      facts: { group: { en: nameOfLevel(nextLevel), ar: arabicTerm(nameOfLevel(nextLevel)) } },
      triggeredBy: acting.userId,
      at: acting.at,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmer.id,
      action: 'MoveUp',
      before: { level: fromLevel, endedEnrolments: endedPlaces },
      after: { level: nextLevel, group: groupName(group), enrolmentID, invoiceID, waitlistEntryID, messages },
      at: acting.at,
    })
    const level = nameOfLevel(nextLevel)
    return {
      message: replyText(
        message(enrolmentID !== null ? 'answer.movedUpEnrolled' : 'answer.movedUpWaitlist', {
          swimmer: swimmer.full_name,
          level,
          group: groupNamed(group),
        }),
      ),
      level: nextLevel,
      levelName: level,
      enrolmentID,
      invoiceID,
      waitlistEntryID,
    }
  })
}
