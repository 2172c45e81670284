import type { Kysely } from 'kysely'
import { levelName } from '@contract/lookup-tables'
import type { CurriculumLevel, LevelSkill, PassRule, SkillRating } from '@contract/progress'
import type { z } from 'zod'
import type { curriculumRequest } from '@contract/progress'
import { isPreTeamLevel } from '@contract/swimmers'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { slices } from '../../db/slices'
import { writeAudit } from '../audit/audit.repository'
import {
  findMaxSkillKey,
  findRatings,
  findReadiness,
  findCurrentCurricula,
  findReadinessOfLevel,
  findSwimmerBasics,
  insertSkills,
  insertVersion,
  upsertReadiness,
  type SkillRow,
  type VersionRow,
} from './progress.repository'

// The curriculum (issue 31): per level, its current version's skills and pass rule; a change writes a new version
// (past evaluations keep pointing to the skills they rated). And the one pass rule: whether a swimmer meets their
// level's current curriculum, kept in swimmer_readiness whenever a rating, a sign-off, a level or the curriculum changes.

type Db = Kysely<Database>

export type Language = 'en' | 'ar'

/** A level's current curriculum: its newest version and that version's skills. */
export interface Curriculum {
  version: VersionRow
  skills: SkillRow[]
}

/** The current curricula of these levels (all levels when none are named), by level. */
export async function currentCurricula(db: Db, levels: readonly number[] = []): Promise<Map<number, Curriculum>> {
  const curricula = new Map<number, Curriculum>()
  for (const row of await findCurrentCurricula(db, levels)) {
    let curriculum = curricula.get(row.level)
    if (!curriculum) {
      const version: VersionRow = {
        id: row.id,
        level: row.level,
        version: row.version,
        next_level: row.next_level,
        pass_rule: row.pass_rule,
        pass_count: row.pass_count,
        sign_off: row.sign_off,
        created_at: row.created_at,
        created_by_name: row.created_by_name,
      }
      curriculum = { version, skills: [] }
      curricula.set(row.level, curriculum)
    }
    curriculum.skills.push({
      id: row.skill_id,
      version_id: row.id,
      skill_key: row.skill_key,
      position: row.position,
      name_en: row.name_en,
      name_ar: row.name_ar,
      required: row.required,
    })
  }
  return curricula
}

export async function curriculumOf(db: Db, level: number): Promise<Curriculum> {
  const found = (await currentCurricula(db, [level])).get(level)
  if (!found) throw notFound(message('progress.levelNotFound', { id: level }))
  return found
}

export const nameOfLevel = (code: number): string => levelName(code) ?? `Level code ${code}`

export const skillName = (skill: Pick<SkillRow, 'name_en' | 'name_ar'>, language: Language) =>
  language === 'ar' ? skill.name_ar : skill.name_en

export const toLevelSkill = (skill: SkillRow, language: Language): LevelSkill => ({
  skillID: skill.id,
  name: skillName(skill, language),
  nameEn: skill.name_en,
  nameAr: skill.name_ar,
  required: skill.required === 1,
})

/** GET /levels/{levelCode}/skills */
export async function levelSkills(db: Db, level: number, language: Language): Promise<LevelSkill[]> {
  const { skills } = await curriculumOf(db, level)
  return skills.map((skill) => toLevelSkill(skill, language))
}

const toCurriculumLevel = (curriculum: Curriculum, language: Language): CurriculumLevel => {
  const { version, skills } = curriculum
  return {
    level: version.level,
    levelName: nameOfLevel(version.level),
    kind: isPreTeamLevel(version.level) ? 'preteam' : 'school',
    nextLevel: version.next_level,
    nextLevelName: version.next_level === null ? null : nameOfLevel(version.next_level),
    versionID: version.id,
    version: version.version,
    passRule: version.pass_rule,
    passCount: version.pass_count,
    signOff: version.sign_off === 1,
    skills: skills.map((skill) => ({
      ...toLevelSkill(skill, language),
      skillKey: skill.skill_key,
      position: skill.position,
    })),
    changedAt: version.created_at,
    changedBy: version.created_by_name ?? null,
  }
}

/** GET /curriculum: every level's current curriculum, in level order. */
export async function listCurriculum(db: Db, language: Language): Promise<CurriculumLevel[]> {
  const curricula = await currentCurricula(db)
  return [...curricula.values()]
    .sort((a, b) => a.version.level - b.version.level)
    .map((curriculum) => toCurriculumLevel(curriculum, language))
}

/**
 * PUT /curriculum/{levelCode}: the level's next version, based on the version the editor read (a newer one refuses
 * it). Skills named by their key keep it (their ratings still count); others get new keys. The level's swimmers who
 * have a readiness row are worked out again under the new rule, in the same transaction, audited.
 */
export async function changeCurriculum(
  db: Db,
  acting: Acting,
  level: number,
  request: z.output<typeof curriculumRequest>,
  language: Language,
): Promise<CurriculumLevel> {
  return db.transaction().execute(async (trx) => {
    const current = await curriculumOf(trx, level)
    if (request.basedOnVersion !== current.version.version) {
      const text = message('progress.versionChanged', {
        level: nameOfLevel(level),
        version: current.version.version,
      })
      throw conflict(text, { basedOnVersion: message('progress.field.versionChanged') })
    }
    const keys = new Set(current.skills.map((skill) => skill.skill_key))
    request.skills.forEach((skill, index) => {
      if (skill.skillKey !== undefined && !keys.has(skill.skillKey)) {
        throw badRequest(message('progress.skillUnknown', { id: skill.skillKey, level: nameOfLevel(level) }), {
          [`skills.${index}.skillKey`]: message('progress.field.skillUnknown'),
        })
      }
    })
    let nextKey = await findMaxSkillKey(trx)
    const versionId = await insertVersion(trx, {
      level,
      version: current.version.version + 1,
      next_level: current.version.next_level,
      pass_rule: request.passRule,
      pass_count: request.passRule === 'nOfM' ? request.passCount : null,
      sign_off: request.signOff ? 1 : 0,
      created_at: acting.at,
      created_by: acting.userId,
    })
    const rows = request.skills.map((skill, position) => ({
      version_id: versionId,
      skill_key: skill.skillKey ?? ++nextKey,
      position,
      name_en: skill.nameEn,
      name_ar: skill.nameAr,
      required: (skill.required ? 1 : 0) as 0 | 1,
    }))
    await insertSkills(trx, rows)
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'curriculum',
      entityId: versionId,
      action: 'ChangeCurriculum',
      before: { version: current.version.version, skills: current.skills.length },
      after: { level, version: current.version.version + 1, ...request },
      at: acting.at,
    })
    const changed = await curriculumOf(trx, level)
    await refreshLevelReadiness(trx, acting, level)
    return toCurriculumLevel(changed, language)
  })
}

// ---------------------------------------------------------------------------------------------
// The pass rule

export interface RuleFacts {
  passRule: PassRule
  passCount: number | null
  signOff: boolean
  skills: Array<{ key: number; required: boolean }>
}

/** Whether these ratings (by skill key) meet the rule; `signedOff`: a supervisor signed off the level. */
export function meetsPassRule(rule: RuleFacts, ratingOf: (key: number) => SkillRating, signedOff: boolean): boolean {
  if (rule.skills.length === 0) return false
  if (rule.signOff && !signedOff) return false
  const mastered = rule.skills.filter((skill) => ratingOf(skill.key) === 'mastered')
  if (rule.passRule === 'nOfM') return mastered.length >= (rule.passCount ?? rule.skills.length)
  const required = rule.skills.filter((skill) => skill.required)
  const needed = required.length > 0 ? required : rule.skills
  return needed.every((skill) => ratingOf(skill.key) === 'mastered')
}

export const ruleOf = (curriculum: Curriculum): RuleFacts => ({
  passRule: curriculum.version.pass_rule,
  passCount: curriculum.version.pass_count,
  signOff: curriculum.version.sign_off === 1,
  skills: curriculum.skills.map((skill) => ({ key: skill.skill_key, required: skill.required === 1 })),
})

/**
 * Works out again whether each of these swimmers meets their level's pass rule, and keeps it (swimmer_readiness),
 * in the caller's transaction. Answers the swimmers ready now.
 */
export async function refreshReadiness(db: Db, at: string, swimmerIds: readonly number[]): Promise<number[]> {
  if (swimmerIds.length === 0) return []
  const swimmers = await findSwimmerBasics(db, swimmerIds)
  const levels = [...new Set(swimmers.map((swimmer) => swimmer.current_level))]
  const [curricula, ratings, readiness] = await Promise.all([
    currentCurricula(db, levels),
    findRatings(db, swimmerIds),
    findReadiness(db, swimmerIds),
  ])
  const ready: number[] = []
  for (const swimmer of swimmers) {
    const curriculum = curricula.get(swimmer.current_level)
    const own = new Map(
      ratings.filter((row) => row.swimmer_id === swimmer.id).map((row) => [row.skill_key, row.rating]),
    )
    const before = readiness.find((row) => row.swimmer_id === swimmer.id)
    const signedOff = before?.signed_off_level === swimmer.current_level
    const meets =
      curriculum !== undefined && meetsPassRule(ruleOf(curriculum), (key) => own.get(key) ?? 'notYet', signedOff)
    const wasReady = before?.ready === 1 && before.level === swimmer.current_level && before.site === swimmer.site
    if (meets) ready.push(swimmer.id)
    if (before && wasReady === meets && before.level === swimmer.current_level && before.site === swimmer.site) continue
    await upsertReadiness(db, {
      swimmer_id: swimmer.id,
      level: swimmer.current_level,
      site: swimmer.site,
      ready: meets ? 1 : 0,
      ready_at: meets ? (wasReady ? (before?.ready_at ?? at) : at) : null,
    })
  }
  return ready
}

/** After a curriculum change: every swimmer of the level with a readiness row, worked out again. */
async function refreshLevelReadiness(db: Db, acting: Acting, level: number): Promise<void> {
  for (const slice of slices(await findReadinessOfLevel(db, level))) await refreshReadiness(db, acting.at, slice)
}
