import type { Kysely } from 'kysely'
import { migrateTo, migrateToLatest } from '../../src/db/migrator'
import { buildTestApp, type TestApp } from '../helper'

// Migration 0039 (issue 31): the default curriculum of every demo level in English and Arabic, the new events'
// templates, and the new actions granted on an existing database as the seed grants them on a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

const NEW_ACTIONS = ['EvaluateSkills', 'ApproveReportCards', 'ManageCurriculum']
const EXPECTED = [
  { user_type_id: 71, name: 'ApproveReportCards' },
  { user_type_id: 71, name: 'EvaluateSkills' },
  { user_type_id: 71, name: 'ManageCurriculum' },
  // Migration 0055: the coaches' manager supervises the coaches' evaluations.
  { user_type_id: 73, name: 'ApproveReportCards' },
  { user_type_id: 73, name: 'EvaluateSkills' },
  { user_type_id: 73, name: 'ManageCurriculum' },
  { user_type_id: 74, name: 'EvaluateSkills' },
]

describe('migration 0039: skills and progress', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const grants = (db: AnyDb) =>
    db
      .selectFrom('privileges as p')
      .innerJoin('actions as a', 'a.id', 'p.action_id')
      .select(['p.user_type_id', 'a.name'])
      .where('a.name', 'in', NEW_ACTIONS)
      .orderBy('p.user_type_id')
      .orderBy('a.name')
      .execute()

  it('seeds version 1 of every level with skills in both languages, and the seed grants what the migration grants', async () => {
    const db = t.database.db as AnyDb
    const versions = await db.selectFrom('curriculum_versions').select(['level', 'version', 'next_level']).execute()
    expect(versions.map((row) => row.level).sort()).toEqual([12, 13, 15, 16, 17, 18, 19, 20])
    expect(versions.every((row) => row.version === 1)).toBe(true)
    const skills = await db.selectFrom('curriculum_skills').select(['name_en', 'name_ar']).execute()
    expect(skills.length).toBeGreaterThan(30)
    expect(skills.every((row) => row.name_en.length > 0 && /[\u0600-\u06ff]/.test(row.name_ar))).toBe(true)
    expect(await grants(db)).toEqual(EXPECTED)
  })

  it('goes down and up again on an existing database, granting the actions by title', async () => {
    const db = t.database.db as AnyDb
    const down = await migrateTo(db, '0038-message-hours')
    expect(down.error).toBeUndefined()
    expect(await grants(db)).toEqual([])
    expect((await migrateToLatest(db))[0]).toBe('0039-skills-progress')
    expect(await grants(db)).toEqual(EXPECTED)
    const templates = await db
      .selectFrom('message_templates')
      .select(['event', 'language', 'body'])
      .where('event', 'in', ['report-card.ready', 'level.passed'])
      .execute()
    expect(templates).toHaveLength(8)
    expect(templates.every((row) => row.body.includes('{swimmers}'))).toBe(true)
  })
})
