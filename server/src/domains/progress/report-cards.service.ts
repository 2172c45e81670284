import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import type { z } from 'zod'
import { arabicTerm } from '@contract/messages/terms-ar'
import { message } from '@contract/messages/message'
import type { ProgressOverview, ReportCard, reportCardRequest } from '@contract/progress'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { conflict, notFound } from '../../lib/http-error'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { writeAudit } from '../audit/audit.repository'
import { queueEventMessages } from '../messages/messages.service'
import { curriculumOf, nameOfLevel } from './curriculum.service'
import {
  approveCard,
  averageDaysInLevel,
  coachPassRates,
  countReadyByLevel,
  countSwimmersByLevel,
  findRatings,
  findReadiness,
  findReportCard,
  findReportCards,
  findSwimmerBasics,
  findTermAttendance,
  findTermCard,
  insertReportCard,
  updateDraftCard,
  type ReportCardRow,
  type SwimmerBasics,
} from './progress.repository'

// Report cards (issue 31): per swimmer and term, the level, the skills mastered and still to come (the level's current
// curriculum and the swimmer's ratings), attendance in the term (the one attendance record), the coach's note for the
// family. A draft reads live; approval (ApproveReportCards) freezes it as it was approved and queues the family's
// 'report card ready' message in the same transaction. A card names only its own swimmer.
// And the owner's view: per site and level the swimmers, those ready and the average days in the level of those who
// moved up; per coach the swimmers evaluated and those who passed.

type Db = Kysely<Database>

/** What a card shows apart from its own row: worked out live for a draft, frozen in `content` once approved. */
type CardContent = Pick<
  ReportCard,
  | 'fullName'
  | 'levelName'
  | 'nextLevelName'
  | 'ready'
  | 'mastered'
  | 'toCome'
  | 'attendance'
  | 'siteName'
  | 'siteNameAr'
>

async function cardSwimmer(db: Db, acting: Acting, swimmerId: number): Promise<SwimmerBasics> {
  const found = findSwimmerBasics(db, [swimmerId]).then((rows) => rows[0])
  return visibleSwimmer(found, acting, swimmerId)
}

async function liveContent(
  db: Db,
  acting: Acting,
  swimmer: SwimmerBasics,
  level: number,
  term: { from: string; to: string },
): Promise<CardContent> {
  const [curriculum, ratings, readiness, attendance] = await Promise.all([
    curriculumOf(db, level),
    findRatings(db, [swimmer.id]),
    findReadiness(db, [swimmer.id]),
    findTermAttendance(db, swimmer.id, term.from, term.to),
  ])
  const site = acting.sites.find((entry) => entry.id === swimmer.site)
  const mastered = new Set(ratings.filter((row) => row.rating === 'mastered').map((row) => row.skill_key))
  const skill = (row: (typeof curriculum.skills)[number]) => ({
    skillID: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
  })
  const next = curriculum.version.next_level
  return {
    fullName: swimmer.full_name,
    levelName: nameOfLevel(level),
    nextLevelName: next === null ? null : nameOfLevel(next),
    ready: readiness[0]?.ready === 1 && readiness[0].level === level,
    mastered: curriculum.skills.filter((row) => mastered.has(row.skill_key)).map(skill),
    toCome: curriculum.skills.filter((row) => !mastered.has(row.skill_key)).map(skill),
    attendance,
    siteName: site?.name ?? '',
    siteNameAr: site?.nameAr ?? null,
  }
}

async function toCard(db: Db, acting: Acting, swimmer: SwimmerBasics, row: ReportCardRow): Promise<ReportCard> {
  const content: CardContent =
    row.status === 'approved' && row.content
      ? (JSON.parse(row.content) as CardContent)
      : await liveContent(db, acting, swimmer, row.level, { from: row.term_from, to: row.term_to })
  return {
    ...content,
    reportCardID: row.id,
    swimmerID: row.swimmer_id,
    site: row.site,
    from: row.term_from,
    to: row.term_to,
    level: row.level,
    familyNote: row.family_note,
    status: row.status,
    writtenBy: row.written_by_name ?? null,
    approvedBy: row.approved_by_name ?? null,
    approvedAt: row.approved_at,
    canApprove: row.status === 'draft' && acting.granted.has('Mod_SC:ApproveReportCards'),
  }
}

/** GET /swimmers/{id}/report-cards: newest term first. */
export async function reportCards(db: Db, acting: Acting, swimmerId: number): Promise<ReportCard[]> {
  const swimmer = await cardSwimmer(db, acting, swimmerId)
  const rows = await findReportCards(db, swimmer.id)
  return Promise.all(rows.map((row) => toCard(db, acting, swimmer, row)))
}

async function cardById(db: Db, acting: Acting, swimmer: SwimmerBasics, id: number): Promise<ReportCard> {
  const row = (await findReportCards(db, swimmer.id)).find((card) => card.id === id)
  if (!row) throw notFound(message('progress.reportCardNotFound', { id }))
  return toCard(db, acting, swimmer, row)
}

/** POST /swimmers/{id}/report-cards: the term's draft, made or its note changed (an approved card is not changed). */
export async function saveReportCard(
  db: Db,
  acting: Acting,
  swimmerId: number,
  request: z.output<typeof reportCardRequest>,
): Promise<ReportCard> {
  const swimmer = await cardSwimmer(db, acting, swimmerId)
  const id = await db.transaction().execute(async (trx) => {
    const existing = await findTermCard(trx, swimmer.id, request.from, request.to)
    const approvedRefusal = () =>
      conflict(
        message('progress.reportCardApproved', { swimmer: swimmer.full_name, from: request.from, to: request.to }),
        { familyNote: message('progress.field.reportCardApproved') },
      )
    const change = {
      family_note: request.familyNote,
      level: swimmer.current_level,
      site: swimmer.site,
      written_at: acting.at,
      written_by: acting.userId,
    }
    let cardId: number
    if (existing) {
      if (existing.status !== 'draft' || !(await updateDraftCard(trx, existing.id, change))) throw approvedRefusal()
      cardId = existing.id
    } else {
      cardId = await insertReportCard(trx, {
        ...change,
        swimmer_id: swimmer.id,
        term_from: request.from,
        term_to: request.to,
        status: 'draft',
      })
    }
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmer.id,
      action: 'ReportCardDraft',
      before: existing ? { familyNote: existing.family_note } : null,
      after: { reportCardID: cardId, from: request.from, to: request.to, familyNote: request.familyNote },
      at: acting.at,
    })
    return cardId
  })
  return cardById(db, acting, swimmer, id)
}

/** POST /report-cards/{id}/approve: frozen as approved; the family's 'report card ready' message queued with it. */
export async function approveReportCard(db: Db, acting: Acting, cardId: number) {
  const row = await findReportCard(db, cardId)
  if (!row) throw notFound(message('progress.reportCardNotFound', { id: cardId }))
  const swimmer = await visibleSwimmer(
    findSwimmerBasics(db, [row.swimmer_id]).then((rows) => rows[0]),
    acting,
    row.swimmer_id,
  ).catch(() => {
    throw notFound(message('progress.reportCardNotFound', { id: cardId }))
  })
  if (row.status === 'approved') {
    throw conflict(
      message('progress.alreadyApproved', { swimmer: swimmer.full_name, date: (row.approved_at ?? '').slice(0, 10) }),
    )
  }
  const messages = await db.transaction().execute(async (trx) => {
    const content = await liveContent(trx, acting, swimmer, row.level, { from: row.term_from, to: row.term_to })
    if (
      !(await approveCard(trx, row.id, {
        content: JSON.stringify(content),
        approved_at: acting.at,
        approved_by: acting.userId,
      }))
    ) {
      throw conflict(message('progress.alreadyApproved', { swimmer: swimmer.full_name, date: acting.today }))
    }
    const level = nameOfLevel(row.level)
    const queued = await queueEventMessages(trx, {
      event: 'report-card.ready',
      about: `report-card:${row.id}`,
      siteID: row.site,
      swimmerIDs: [swimmer.id],
      facts: { group: { en: level, ar: arabicTerm(level) } },
      triggeredBy: acting.userId,
      at: acting.at,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site: row.site,
      entity: 'swimmer',
      entityId: swimmer.id,
      action: 'ApproveReportCard',
      before: { status: 'draft' },
      after: { reportCardID: row.id, status: 'approved', messages: queued },
      at: acting.at,
    })
    return queued.length
  })
  const card = await cardById(db, acting, swimmer, row.id)
  return {
    message: replyText(message('answer.reportCardApproved', { swimmer: swimmer.full_name })),
    reportCard: card,
    messages,
  }
}

// ---------------------------------------------------------------------------------------------
// The owner's view

/** GET /progress/overview[?site=]: the site's figures, or those of every site of the user. */
export async function progressOverview(db: Db, acting: Acting, site?: number): Promise<ProgressOverview> {
  const sites = site !== undefined ? [site] : acting.sites.map((entry) => entry.id)
  if (sites.length === 0) return { levels: [], coaches: [] }
  const [swimmers, ready, days, coaches] = await Promise.all([
    countSwimmersByLevel(db, sites),
    countReadyByLevel(db, sites),
    averageDaysInLevel(db, sites),
    coachPassRates(db, sites),
  ])
  const siteName = (id: number) => acting.sites.find((entry) => entry.id === id)?.name ?? String(id)
  const key = (row: { site: number; level: number }) => `${row.site}|${row.level}`
  const counted = new Map(swimmers.map((row) => [key(row), Number(row.n)]))
  const readyOf = new Map(ready.map((row) => [key(row), Number(row.n)]))
  const daysOf = new Map(days.map((row) => [key(row), row.days]))
  // Every level with swimmers now, and every level swimmers have left by moving up (its time in the level stays
  // known when nobody is in it any more).
  const places = new Map([...swimmers, ...days].map((row) => [key(row), { site: row.site, level: row.level }]))
  const levels = [...places.entries()]
    .map(([at, place]) => {
      const days_ = daysOf.get(at)
      return {
        site: place.site,
        siteName: siteName(place.site),
        level: place.level,
        levelName: nameOfLevel(place.level),
        swimmers: counted.get(at) ?? 0,
        ready: readyOf.get(at) ?? 0,
        averageDaysInLevel: days_ === undefined || days_ === null ? null : Math.round(Number(days_) * 10) / 10,
      }
    })
    .sort((a, b) => a.site - b.site || a.level - b.level)
  return {
    levels,
    coaches: coaches
      .map((row) => {
        const evaluated = Number(row.evaluated ?? 0)
        const passed = Number(row.passed ?? 0)
        return {
          coachID: row.id,
          coachName: row.full_name,
          evaluated,
          passed,
          passRate: evaluated === 0 ? null : Math.round((passed / evaluated) * 1000) / 1000,
        }
      })
      .filter((row) => row.evaluated > 0 || row.passed > 0),
  }
}
