import type { Kysely } from 'kysely'
import { english, replyText } from '../../lib/messages'
import type { z } from 'zod'
import type {
  EvaluationGrid,
  EvaluationsResponse,
  GridSwimmer,
  ProgressHistoryEntry,
  SkillRating,
  SwimmerProgress,
  evaluationsRequest,
  progressNoteRequest,
} from '@contract/progress'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { badRequest, conflict, forbidden } from '../../lib/http-error'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { writeAudit } from '../audit/audit.repository'
import { sessionDetails } from '../sessions/attendance.service'
import {
  currentCurricula,
  curriculumOf,
  nameOfLevel,
  refreshReadiness,
  skillName,
  toLevelSkill,
  type Language,
} from './curriculum.service'
import {
  findEvaluationHistory,
  findLevelHistory,
  findMedicalNotes,
  findNotes,
  findRatings,
  findReadiness,
  findSwimmerBasics,
  findUserCoach,
  insertEvaluation,
  insertNote,
  signOffLevel,
  upsertRating,
} from './progress.repository'

// Evaluation on the deck and a swimmer's progress (issue 31). A session's grid is its roster × each swimmer's level's
// skills with their current ratings; saving stores only the entries that change a rating (an evaluation row each,
// append-only, with who, when, the session and the coach credited), then works out the swimmers' readiness again.
// Who may rate a session: a user who is a coach (users.coach_id) only at sessions they lead (the group's coach or the
// session's substitute, credited to themselves); a supervisor (ApproveReportCards) at any session of their sites.

type Db = Kysely<Database>

const HISTORY_LIMIT = 200

const mayApprove = (acting: Acting) => acting.granted.has('Mod_SC:ApproveReportCards')

/** The session and whether this user may rate at it, with the coach to credit. */
async function sessionForRating(db: Db, acting: Acting, sessionId: number) {
  const [details, coachId] = await Promise.all([
    sessionDetails(db, acting, sessionId),
    findUserCoach(db, acting.userId),
  ])
  const leads = coachId !== null && (coachId === details.groupCoachID || coachId === details.substituteCoachID)
  const mayRate = leads || mayApprove(acting)
  // The coach credited: the user's own coach when they lead it, else who leads it that day (its substitute if any).
  const credited = leads ? coachId : details.coachID
  return { details, mayRate, credited }
}

const sessionText = (details: { levelName: string; date: string; startTime: string }) =>
  `the ${details.levelName} session of ${details.date} at ${details.startTime}`

/** GET /sessions/{id}/evaluations */
export async function evaluationGrid(
  db: Db,
  acting: Acting,
  sessionId: number,
  language: Language,
): Promise<EvaluationGrid> {
  const { details, mayRate } = await sessionForRating(db, acting, sessionId)
  const ids = details.roster.map((entry) => entry.swimmerID)
  const withMedical = details.roster.filter((entry) => entry.alerts?.includes('medical')).map((e) => e.swimmerID)
  // One round of reads for the roster, with every level's current curriculum (a few dozen skills in all).
  const [swimmers, ratings, readiness, medical, curricula] = await Promise.all([
    findSwimmerBasics(db, ids),
    findRatings(db, ids),
    findReadiness(db, ids),
    acting.granted.has('Mod_SW:ViewMedical') ? findMedicalNotes(db, withMedical) : Promise.resolve([]),
    currentCurricula(db),
  ])
  const levelOf = new Map(swimmers.map((swimmer) => [swimmer.id, swimmer.current_level]))
  const levels = [...new Set(swimmers.map((swimmer) => swimmer.current_level))].sort((a, b) => a - b)
  const gridSwimmers: GridSwimmer[] = details.roster
    .filter((entry) => levelOf.has(entry.swimmerID))
    .map((entry) => {
      const level = levelOf.get(entry.swimmerID)!
      const skills = curricula.get(level)?.skills ?? []
      const idOfKey = new Map(skills.map((skill) => [skill.skill_key, skill.id]))
      const note = medical.find((row) => row.swimmer_id === entry.swimmerID)
      const ready = readiness.find((row) => row.swimmer_id === entry.swimmerID)
      return {
        swimmerID: entry.swimmerID,
        fullName: entry.fullName,
        level,
        levelName: nameOfLevel(level),
        alerts: entry.alerts ?? [],
        medical: note
          ? [note.conditions, note.allergies, note.instructions].filter((text) => text.trim() !== '').join(' · ')
          : null,
        ready: ready?.ready === 1 && ready.level === level,
        ratings: ratings
          .filter((row) => row.swimmer_id === entry.swimmerID && idOfKey.has(row.skill_key))
          .map((row) => ({
            skillID: idOfKey.get(row.skill_key)!,
            rating: row.rating,
            at: row.rated_at,
            by: row.rated_by_name ?? null,
          })),
      }
    })
  // The session's group in a line: its level, times and coach, in English and by its code (issue 26).
  const group = message('group.sessionLine', {
    level: details.levelName,
    start: details.startTime,
    end: details.endTime,
    coach: details.coachName,
  })
  return {
    sessionID: details.sessionID,
    date: details.date,
    groupName: english(group),
    groupText: group,
    site: details.siteID,
    canEvaluate: mayRate && details.status === 'scheduled' && details.date <= acting.today,
    levels: levels.map((level) => ({
      level,
      levelName: nameOfLevel(level),
      skills: (curricula.get(level)?.skills ?? []).map((skill) => toLevelSkill(skill, language)),
    })),
    swimmers: gridSwimmers,
  }
}

/** POST /sessions/{id}/evaluations: only the entries that change a rating are stored. */
export async function saveEvaluations(
  db: Db,
  acting: Acting,
  sessionId: number,
  request: z.output<typeof evaluationsRequest>,
): Promise<EvaluationsResponse> {
  const { details, mayRate, credited } = await sessionForRating(db, acting, sessionId)
  const session = sessionText(details)
  if (!mayRate) {
    throw forbidden(message('progress.notYourSession', { session, coach: details.coachName }))
  }
  if (details.status !== 'scheduled') throw conflict(message('progress.sessionNotHeld', { session }))
  if (details.date > acting.today) throw conflict(message('progress.sessionAhead', { session }))
  const onRoster = new Set(details.roster.map((entry) => entry.swimmerID))
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(request.entries.map((entry) => entry.swimmerID))]
    const swimmers = await findSwimmerBasics(trx, ids)
    const swimmerOf = new Map(swimmers.map((swimmer) => [swimmer.id, swimmer]))
    const curricula = await currentCurricula(trx, [...new Set(swimmers.map((swimmer) => swimmer.current_level))])
    const ratings = await findRatings(trx, ids)
    const current = new Map(ratings.map((row) => [`${row.swimmer_id}:${row.skill_key}`, row.rating]))
    let saved = 0
    const changed: Array<{ swimmerID: number; skillID: number; from: SkillRating; to: SkillRating }> = []
    for (const [index, entry] of request.entries.entries()) {
      const swimmer = swimmerOf.get(entry.swimmerID)
      if (!swimmer || !onRoster.has(entry.swimmerID)) {
        throw badRequest(message('progress.notOnRoster', { id: entry.swimmerID, session }), {
          [`entries.${index}.swimmerID`]: message('progress.field.notOnRoster'),
        })
      }
      const skill = curricula.get(swimmer.current_level)?.skills.find((candidate) => candidate.id === entry.skillID)
      if (!skill) {
        const level = nameOfLevel(swimmer.current_level)
        throw badRequest(
          message('progress.skillNotOfLevel', { id: entry.skillID, level, swimmer: swimmer.full_name }),
          {
            [`entries.${index}.skillID`]: message('progress.field.skillNotOfLevel'),
          },
        )
      }
      const key = `${swimmer.id}:${skill.skill_key}`
      const before = current.get(key) ?? 'notYet'
      if (before === entry.rating && (current.has(key) || entry.rating === 'notYet')) continue
      const evaluationId = await insertEvaluation(trx, {
        swimmer_id: swimmer.id,
        skill_id: skill.id,
        skill_key: skill.skill_key,
        rating: entry.rating,
        session_id: details.sessionID,
        site_id: details.siteID,
        coach_id: credited,
        evaluated_at: acting.at,
        evaluated_by: acting.userId,
      })
      await upsertRating(trx, {
        swimmer_id: swimmer.id,
        skill_key: skill.skill_key,
        skill_id: skill.id,
        rating: entry.rating,
        evaluation_id: evaluationId,
        rated_at: acting.at,
        rated_by: acting.userId,
      })
      current.set(key, entry.rating)
      changed.push({ swimmerID: swimmer.id, skillID: skill.id, from: before, to: entry.rating })
      saved += 1
    }
    const touched = [...new Set(changed.map((change) => change.swimmerID))]
    const nowReady = await refreshReadiness(trx, acting.at, touched)
    if (saved > 0) {
      await writeAudit(trx, {
        userId: acting.userId,
        site: details.siteID,
        entity: 'session',
        entityId: details.sessionID,
        action: 'EvaluateSkills',
        before: null,
        after: { coachCredited: credited, ratings: changed },
        at: acting.at,
      })
    }
    return {
      message: replyText(
        saved === 0 ? message('answer.ratingsUnchanged') : message('answer.ratingsSaved', { count: saved }),
      ),
      saved,
      unchanged: request.entries.length - saved,
      nowReady: nowReady.filter((id) => touched.includes(id)),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// A swimmer's progress

async function progressSwimmer(db: Db, acting: Acting, swimmerId: number) {
  const found = findSwimmerBasics(db, [swimmerId]).then((rows) => rows[0])
  return visibleSwimmer(found, acting, swimmerId)
}

/** GET /swimmers/{id}/progress */
export async function swimmerProgress(
  db: Db,
  acting: Acting,
  swimmerId: number,
  language: Language,
): Promise<SwimmerProgress> {
  const swimmer = await progressSwimmer(db, acting, swimmerId)
  const curriculum = await curriculumOf(db, swimmer.current_level)
  const [ratings, readiness, evaluations, levels, notes] = await Promise.all([
    findRatings(db, [swimmer.id]),
    findReadiness(db, [swimmer.id]),
    findEvaluationHistory(db, swimmer.id, HISTORY_LIMIT),
    findLevelHistory(db, swimmer.id),
    findNotes(db, swimmer.id),
  ])
  const ratingOf = new Map(ratings.map((row) => [row.skill_key, row]))
  const ready = readiness[0]
  const signedOff = ready?.signed_off_level === swimmer.current_level
  const history: Array<ProgressHistoryEntry & { order: number }> = [
    ...evaluations.map((row) => ({
      kind: 'evaluation' as const,
      at: row.evaluated_at,
      by: row.by_name ?? null,
      skillID: row.skill_id,
      skillName: skillName(row, language),
      rating: row.rating,
      sessionID: row.session_id,
      version: row.version,
      order: row.id,
    })),
    ...levels.map((row) => ({
      kind: 'level' as const,
      at: row.changed_at,
      by: row.by_name ?? null,
      level: row.level,
      levelName: nameOfLevel(row.level),
      order: row.id,
    })),
    ...notes.map((row) => ({
      kind: 'note' as const,
      at: row.written_at,
      by: row.by_name ?? null,
      noteID: row.id,
      audience: row.audience,
      text: row.text,
      order: row.id,
    })),
    ...(ready?.signed_off_level != null && ready.signed_off_at
      ? [
          {
            kind: 'signOff' as const,
            at: ready.signed_off_at,
            by: ready.signed_off_by_name ?? null,
            level: ready.signed_off_level,
            levelName: nameOfLevel(ready.signed_off_level),
            order: 0,
          },
        ]
      : []),
  ]
  history.sort((a, b) => (a.at === b.at ? b.order - a.order : a.at < b.at ? 1 : -1))
  const noteOf = (audience: 'staff' | 'family') =>
    notes
      .filter((row) => row.audience === audience)
      .map((row) => ({ noteID: row.id, text: row.text, at: row.written_at, by: row.by_name ?? null }))
  const { version } = curriculum
  return {
    swimmerID: swimmer.id,
    fullName: swimmer.full_name,
    site: swimmer.site,
    level: swimmer.current_level,
    levelName: nameOfLevel(swimmer.current_level),
    nextLevel: version.next_level,
    nextLevelName: version.next_level === null ? null : nameOfLevel(version.next_level),
    passRule: version.pass_rule,
    passCount: version.pass_count,
    signOff: version.sign_off === 1,
    signedOff,
    skills: curriculum.skills.map((skill) => {
      const rating = ratingOf.get(skill.skill_key)
      return {
        ...toLevelSkill(skill, language),
        rating: rating?.rating ?? 'notYet',
        at: rating?.rated_at ?? null,
        by: rating ? (rating.rated_by_name ?? null) : null,
      }
    }),
    ready: ready?.ready === 1 && ready.level === swimmer.current_level && ready.site === swimmer.site,
    history: history.map(({ order: _order, ...entry }) => entry),
    staffNotes: noteOf('staff'),
    familyNotes: noteOf('family'),
  }
}

/** POST /swimmers/{id}/progress-notes */
export async function addProgressNote(
  db: Db,
  acting: Acting,
  swimmerId: number,
  request: z.output<typeof progressNoteRequest>,
  language: Language,
): Promise<SwimmerProgress> {
  const swimmer = await progressSwimmer(db, acting, swimmerId)
  await db.transaction().execute(async (trx) => {
    const row = {
      swimmer_id: swimmer.id,
      audience: request.audience,
      text: request.text,
      level: swimmer.current_level,
      written_at: acting.at,
      written_by: acting.userId,
    }
    const id = await insertNote(trx, row)
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmer.id,
      action: 'ProgressNote',
      before: null,
      after: { noteID: id, ...row },
      at: acting.at,
    })
  })
  return swimmerProgress(db, acting, swimmerId, language)
}

/** POST /swimmers/{id}/sign-off: a supervisor signs off the swimmer's current level (when its rule asks for one). */
export async function signOff(db: Db, acting: Acting, swimmerId: number) {
  const swimmer = await progressSwimmer(db, acting, swimmerId)
  const curriculum = await curriculumOf(db, swimmer.current_level)
  const level = nameOfLevel(swimmer.current_level)
  if (curriculum.version.sign_off !== 1) throw conflict(message('progress.signOffNotAsked', { level }))
  return db.transaction().execute(async (trx) => {
    const [before] = await findReadiness(trx, [swimmer.id])
    if (before?.signed_off_level === swimmer.current_level) {
      throw conflict(message('progress.alreadySignedOff', { swimmer: swimmer.full_name, level }))
    }
    await signOffLevel(trx, {
      swimmer_id: swimmer.id,
      level: swimmer.current_level,
      site: swimmer.site,
      at: acting.at,
      by: acting.userId,
    })
    const ready = await refreshReadiness(trx, acting.at, [swimmer.id])
    await writeAudit(trx, {
      userId: acting.userId,
      site: swimmer.site,
      entity: 'swimmer',
      entityId: swimmer.id,
      action: 'SignOffLevel',
      before: { signedOffLevel: before?.signed_off_level ?? null },
      after: { signedOffLevel: swimmer.current_level },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.signedOff', { swimmer: swimmer.full_name, level })),
      ready: ready.includes(swimmer.id),
    }
  })
}
