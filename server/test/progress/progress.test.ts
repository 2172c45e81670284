import { MESSAGES_EN } from '../../../contract/messages/en'
import { render } from '../../../contract/messages/message'
import { meetsPassRule, type RuleFacts } from '../../src/domains/progress/curriculum.service'
import { READY_SEATS_SHOWN, seatsFor } from '../../src/domains/progress/move-up.service'
import type { SkillRating } from '@contract/progress'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { addFamily } from '../messages/fixtures'
import {
  SUNDAY,
  TODAY,
  coachUserToken,
  enrol,
  freeSchoolCoach,
  get,
  post,
  put,
  schoolPayload,
  swimmersWithoutSchool,
} from '../routes/schools-fixtures'

// Skills and progress (issue 31) on SQLite and PostgreSQL, through the API: the pass rules, the curriculum's versions
// (a change never rewrites past evaluations), who may rate a session (its coach, its substitute credited, a
// supervisor; another session's coach refused), only changes stored, the ready list with the next level's seats, a
// move up through the enrolment rules (a refusal leaves the level as it was) or onto the waitlist, report cards
// approved with the family's message, and the owner's figures.

const SITE = 62
const LEVEL_1 = 12
const LEVEL_2 = 13

interface Skill {
  skillID: number
  name: string
  required: boolean
}

describe('pass rules', () => {
  const skills = [
    { key: 1, required: true },
    { key: 2, required: true },
    { key: 3, required: false },
  ]
  const ratings =
    (mastered: number[]) =>
    (key: number): SkillRating =>
      mastered.includes(key) ? 'mastered' : 'emerging'
  const all: RuleFacts = { passRule: 'allRequired', passCount: null, signOff: false, skills }

  it('all required: every required skill mastered, the optional ones not needed', () => {
    expect(meetsPassRule(all, ratings([1, 2]), false)).toBe(true)
    expect(meetsPassRule(all, ratings([1, 3]), false)).toBe(false)
  })

  it('N of M: any N skills mastered, required or not', () => {
    const twoOfThree: RuleFacts = { ...all, passRule: 'nOfM', passCount: 2 }
    expect(meetsPassRule(twoOfThree, ratings([1, 3]), false)).toBe(true)
    expect(meetsPassRule(twoOfThree, ratings([3]), false)).toBe(false)
  })

  it('a sign-off rule is met only once a supervisor signed the level off', () => {
    const signed: RuleFacts = { ...all, signOff: true }
    expect(meetsPassRule(signed, ratings([1, 2]), false)).toBe(false)
    expect(meetsPassRule(signed, ratings([1, 2]), true)).toBe(true)
  })
})

describe("a ready swimmer's seats", () => {
  const SATURDAY = 216
  const TUESDAY = 219
  const seat = (id: number, days: number[], start: string, waitlist = false) => ({
    group: { id, days, start_time: start },
    seat: {
      groupID: id,
      kind: 'school' as const,
      free: waitlist ? 0 : 3,
      waitlist,
      groupName: `group ${id}`,
      coachName: 'Coach',
      days: '',
      startTime: start,
      endTime: start,
    },
  })
  const current = { first_day: SATURDAY, second_day: TUESDAY, third_day: null, start_time: '17:00' }

  it('offers free seats first, then the same days, then the nearest time, at most READY_SEATS_SHOWN', () => {
    const groups = [
      seat(1, [SUNDAY], '17:00'),
      seat(2, [SATURDAY, TUESDAY], '17:00', true),
      seat(3, [SATURDAY], '09:00'),
      seat(4, [SATURDAY, TUESDAY], '19:00'),
      seat(5, [SATURDAY, TUESDAY], '16:30'),
      ...Array.from({ length: 20 }, (_, index) => seat(100 + index, [SUNDAY], '08:00')),
    ]
    const offered = seatsFor(groups, current).map((entry) => entry.groupID)
    expect(offered).toHaveLength(READY_SEATS_SHOWN)
    expect(offered.slice(0, 4)).toEqual([5, 4, 3, 1])
    expect(offered).not.toContain(2)
  })

  it('a swimmer with no group: free seats first, the older group first', () => {
    const offered = seatsFor(
      [seat(9, [SUNDAY], '10:00', true), seat(8, [SUNDAY], '12:00'), seat(7, [SATURDAY], '08:00')],
      undefined,
    )
    expect(offered.map((entry) => entry.groupID)).toEqual([7, 8, 9])
  })
})

describe('skills and progress', () => {
  let t: TestApp
  let admin: string
  let coachX: number
  let coachY: number
  let levelOne: number
  let levelTwo: number
  let fullLevelTwo: number
  let otherSiteLevelTwo: number
  let session: number
  let swimmers: Array<{ id: number; full_name: string }>
  let skills: Skill[]
  const db = () => t.database.db

  const rate = (token: string, entries: Array<[number, number, SkillRating]>, sessionId = session) =>
    post(t, token, `/api/sessions/${sessionId}/evaluations`, {
      entries: entries.map(([swimmerID, skillID, rating]) => ({ swimmerID, skillID, rating })),
    })
  const levelOf = async (id: number) =>
    (await db().selectFrom('swimmers').select('current_level').where('id', '=', id).executeTakeFirstOrThrow())
      .current_level
  const masterRequired = (token: string, swimmer: number) =>
    rate(
      token,
      skills
        .filter((skill) => skill.required)
        .map((skill) => [swimmer, skill.skillID, 'mastered'] as [number, number, SkillRating]),
    )

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    coachX = await freeSchoolCoach(db(), SITE, 'Coach Xenia')
    coachY = await freeSchoolCoach(db(), SITE, 'Coach Yasser')
    levelOne = (await post(t, admin, '/api/schools/create', schoolPayload(coachX, SITE))).json().schoolID
    levelTwo = (
      await post(t, admin, '/api/schools/create', schoolPayload(coachY, SITE, { schoolLevel: String(LEVEL_2) }))
    ).json().schoolID
    fullLevelTwo = (
      await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(coachY, SITE, {
          schoolLevel: String(LEVEL_2),
          firstDay: String(SUNDAY),
          startTime: '10:00',
          endTime: '11:00',
        }),
      )
    ).json().schoolID
    swimmers = await swimmersWithoutSchool(db(), SITE, 6)
    for (const swimmer of swimmers.slice(0, 5)) {
      await enrol(t, levelOne, swimmer.id, SITE)
      // When they entered Level 1 (the level history), for the owner's time in the level.
      await db()
        .insertInto('swimmer_levels')
        .values({
          swimmer_id: swimmer.id,
          level: LEVEL_1,
          site: SITE,
          changed_at: '2026-09-01T00:00:00.000Z',
          changed_by: 1,
        })
        .execute()
    }
    // The full school: one place, taken.
    await enrol(t, fullLevelTwo, swimmers[5].id, SITE)
    await db().updateTable('schools').set({ capacity: 1 }).where('id', '=', fullLevelTwo).execute()
    // Another site's Level 2 school: the enrolment rules refuse a group of another site.
    const elsewhereCoach = await freeSchoolCoach(db(), 61, 'Coach Zaki')
    otherSiteLevelTwo = (
      await post(t, admin, '/api/schools/create', schoolPayload(elsewhereCoach, 61, { schoolLevel: String(LEVEL_2) }))
    ).json().schoolID
    // The first swimmer's family hears of the move up (WhatsApp, service messages).
    await db().updateTable('swimmers').set({ family_id: null }).where('id', '=', swimmers[0].id).execute()
    await addFamily(
      db(),
      t.clock.now().toISOString(),
      [swimmers[0].id],
      [
        {
          name: 'Mona Adel',
          phone: '+201066667777',
          channel: 'whatsapp',
          language: 'ar',
          consents: [['whatsapp', 'service', true]],
        },
      ],
    )
    const week = await get(t, admin, `/api/timetable?site=${SITE}&from=${TODAY}&to=${TODAY}`)
    session = week.json().find((entry: { groupID: number }) => entry.groupID === levelOne).sessionID
    skills = (await get(t, admin, `/api/levels/${LEVEL_1}/skills`)).json()
  }, 90_000)
  afterAll(() => t.close())

  it("lists a level's skills in the request's language", async () => {
    expect(skills.length).toBeGreaterThanOrEqual(5)
    expect(skills[0]).toEqual(
      expect.objectContaining({ name: 'Enters the water safely from the side', required: true }),
    )
    const arabic = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/levels/${LEVEL_1}/skills`,
      headers: { 'accept-language': 'ar' },
    })
    expect(arabic.json()[0].name).toBe('بينزل المية بأمان من على الحافة')
    const none = await get(t, admin, '/api/levels/99/skills')
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Level 99 has no curriculum')
  })

  it("refuses the coach of another session and credits a substitute's ratings to the substitute", async () => {
    const other = await coachUserToken(t, 601, [SITE])
    await db().updateTable('users').set({ coach_id: coachY }).where('id', '=', 601).execute()
    const refused = await rate(other, [[swimmers[0].id, skills[0].skillID, 'emerging']])
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/^You rate skills only at the sessions you lead: .* is led by Coach Xenia$/)
    const ours = () =>
      db()
        .selectFrom('skill_evaluations')
        .selectAll()
        .where(
          'swimmer_id',
          'in',
          swimmers.map((swimmer) => swimmer.id),
        )
        .execute()
    expect(await ours()).toEqual([])

    await db().updateTable('class_sessions').set({ substitute_coach_id: coachY }).where('id', '=', session).execute()
    const grid = await get(t, other, `/api/sessions/${session}/evaluations`)
    expect(grid.json().canEvaluate).toBe(true)
    // Issue 26: the group's line ('Level 1 · 16:00–17:00 · Coach name') also by its code, which renders to it.
    expect(grid.json().groupText.code).toBe('group.sessionLine')
    expect(render(grid.json().groupText, MESSAGES_EN)).toBe(grid.json().groupName)
    const saved = await rate(other, [[swimmers[0].id, skills[0].skillID, 'emerging']])
    expect(saved.statusCode).toBe(200)
    const rows = await ours()
    expect(rows).toEqual([expect.objectContaining({ swimmer_id: swimmers[0].id, coach_id: coachY, evaluated_by: 601 })])
    await db().updateTable('class_sessions').set({ substitute_coach_id: null }).where('id', '=', session).execute()

    const own = await coachUserToken(t, 602, [SITE])
    await db().updateTable('users').set({ coach_id: coachX }).where('id', '=', 602).execute()
    expect((await rate(own, [[swimmers[1].id, skills[0].skillID, 'emerging']])).statusCode).toBe(200)
    // The cashier rates nothing.
    const cashier = await login(t.app, 2)
    expect((await rate(cashier, [[swimmers[1].id, skills[0].skillID, 'mastered']])).statusCode).toBe(403)
  })

  it('stores only the ratings that change, and names a swimmer off the roster or a skill of another level', async () => {
    const before = await db().selectFrom('skill_evaluations').selectAll().execute()
    const again = await rate(admin, [
      [swimmers[0].id, skills[0].skillID, 'emerging'],
      [swimmers[0].id, skills[1].skillID, 'notYet'],
    ])
    expect(again.json()).toEqual(expect.objectContaining({ saved: 0, unchanged: 2 }))
    expect(await db().selectFrom('skill_evaluations').selectAll().execute()).toHaveLength(before.length)

    const stranger = await rate(admin, [[swimmers[5].id, skills[0].skillID, 'mastered']])
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().errors).toEqual({ 'entries.0.swimmerID': 'Not on this roster' })
    const levelTwoSkill = (await get(t, admin, `/api/levels/${LEVEL_2}/skills`)).json()[0].skillID
    const wrong = await rate(admin, [[swimmers[0].id, levelTwoSkill, 'mastered']])
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual({ 'entries.0.skillID': 'Not a skill of their level' })
    expect(await db().selectFrom('skill_evaluations').selectAll().execute()).toHaveLength(before.length)
  })

  it('makes a swimmer ready once every required skill is mastered, listed with the next level’s free seats', async () => {
    const saved = await masterRequired(admin, swimmers[0].id)
    expect(saved.json().nowReady).toEqual([swimmers[0].id])
    const progress = (await get(t, admin, `/api/swimmers/${swimmers[0].id}/progress`)).json()
    expect(progress).toEqual(expect.objectContaining({ level: LEVEL_1, ready: true, nextLevel: LEVEL_2 }))
    expect(progress.history[0]).toEqual(expect.objectContaining({ kind: 'evaluation', rating: 'mastered', version: 1 }))

    const ready = (await get(t, admin, `/api/ready?site=${SITE}`)).json()
    const entry = ready.find((row: { swimmerID: number }) => row.swimmerID === swimmers[0].id)
    expect(entry).toEqual(
      expect.objectContaining({
        level: LEVEL_1,
        nextLevel: LEVEL_2,
        currentGroup: expect.objectContaining({ groupID: levelOne }),
      }),
    )
    expect(entry.seats).toEqual(
      expect.arrayContaining([expect.objectContaining({ groupID: levelTwo, kind: 'school', waitlist: false })]),
    )
    // The full school's waitlist takes no swimmer who holds a school place: not offered to them, and refused.
    expect(entry.seats.map((seat: { groupID: number }) => seat.groupID)).not.toContain(fullLevelTwo)
    const waitlisted = await post(t, admin, `/api/swimmers/${swimmers[0].id}/move-up`, { waitlist: fullLevelTwo })
    expect(waitlisted.statusCode).toBe(409)
    expect(await levelOf(swimmers[0].id)).toBe(LEVEL_1)
    expect(ready.some((row: { swimmerID: number }) => row.swimmerID === swimmers[1].id)).toBe(false)
  })

  it('a new curriculum version applies from now on and never rewrites past evaluations', async () => {
    const read = (await get(t, admin, '/api/curriculum')).json()
    const levelOneCurriculum = read.find((level: { level: number }) => level.level === LEVEL_1)
    const stale = await put(t, admin, `/api/curriculum/${LEVEL_1}`, {
      basedOnVersion: levelOneCurriculum.version - 1,
      passRule: 'allRequired',
      passCount: null,
      signOff: false,
      skills: [{ nameEn: 'Only', nameAr: 'بس', required: true }],
    })
    expect(stale.statusCode).toBe(409)
    const changed = await put(t, admin, `/api/curriculum/${LEVEL_1}`, {
      basedOnVersion: levelOneCurriculum.version,
      passRule: 'allRequired',
      passCount: null,
      signOff: false,
      skills: [
        ...levelOneCurriculum.skills.map(
          (skill: { skillKey: number; nameEn: string; nameAr: string; required: boolean }) => ({
            skillKey: skill.skillKey,
            nameEn: skill.nameEn,
            nameAr: skill.nameAr,
            required: skill.required,
          }),
        ),
        { nameEn: 'Retrieves a ring from shallow water', nameAr: 'بيجيب الحلقة من المية الضحلة', required: true },
      ],
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().version).toBe(levelOneCurriculum.version + 1)
    // The new required skill: not ready any more; the mastered skills kept their ratings through their keys.
    const progress = (await get(t, admin, `/api/swimmers/${swimmers[0].id}/progress`)).json()
    expect(progress.ready).toBe(false)
    expect(progress.skills.filter((skill: { rating: string }) => skill.rating === 'mastered')).toHaveLength(
      skills.filter((skill) => skill.required).length,
    )
    // Past evaluations still point to the version-1 skills they rated.
    const versions = await db()
      .selectFrom('skill_evaluations as e')
      .innerJoin('curriculum_skills as k', 'k.id', 'e.skill_id')
      .innerJoin('curriculum_versions as v', 'v.id', 'k.version_id')
      .select('v.version')
      .where('e.swimmer_id', '=', swimmers[0].id)
      .execute()
    expect(new Set(versions.map((row) => row.version))).toEqual(new Set([1]))
    skills = (await get(t, admin, `/api/levels/${LEVEL_1}/skills`)).json()
    expect(skills.map((skill) => skill.name)).toContain('Retrieves a ring from shallow water')
    expect((await masterRequired(admin, swimmers[0].id)).json().nowReady).toEqual([swimmers[0].id])
  })

  it('a refused move up (a rule of the enrolments) leaves the level and the enrolments as they were', async () => {
    const swimmer = swimmers[0].id
    const full = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, { groupID: fullLevelTwo })
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toMatch(/1 of 1 places taken/)
    expect(await levelOf(swimmer)).toBe(LEVEL_1)
    const otherSite = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, { groupID: otherSiteLevelTwo })
    // The enrolment service's own answer for a group of another site.
    expect(otherSite.statusCode).toBe(404)
    expect(otherSite.json().message).toMatch(new RegExp(`^School ${otherSiteLevelTwo} not found`))
    expect(await levelOf(swimmer)).toBe(LEVEL_1)
    const wrongLevel = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, { groupID: levelOne })
    expect(wrongLevel.statusCode).toBe(400)
    expect(wrongLevel.json().errors).toEqual({ groupID: 'Choose a group of Level 2' })
    // Not ready: refused, nothing changed.
    const notReady = await post(t, admin, `/api/swimmers/${swimmers[1].id}/move-up`, { groupID: levelTwo })
    expect(notReady.statusCode).toBe(409)
    expect(notReady.json().errors).toEqual({ swimmerID: 'Not ready to move up yet' })
    // Frozen: the enrolment rule refuses after the level change inside the transaction; the level stays.
    await masterRequired(admin, swimmers[2].id)
    await post(t, admin, '/api/swimmers/freeze-swim', {
      swimmerID: swimmers[2].id,
      freezeReason: 'Injury',
      freezeDate: TODAY,
      site: SITE,
    })
    const frozen = await post(t, admin, `/api/swimmers/${swimmers[2].id}/move-up`, { groupID: levelTwo })
    expect(frozen.statusCode).toBe(409)
    expect(await levelOf(swimmers[2].id)).toBe(LEVEL_1)
    expect(await db().selectFrom('level_passes').selectAll().execute()).toEqual([])
    const bad = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, {})
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ groupID: 'Choose a group of the next level or its waitlist' })
  })

  it('moves a ready swimmer up into a free seat: the level, the old place ended, the new enrolment and its invoice', async () => {
    const swimmer = swimmers[0].id
    const moved = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, { groupID: levelTwo })
    expect(moved.statusCode).toBe(200)
    const body = moved.json()
    expect(body).toEqual(expect.objectContaining({ level: LEVEL_2, levelName: 'Level 2', waitlistEntryID: null }))
    expect(await levelOf(swimmer)).toBe(LEVEL_2)
    const invoice = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', body.invoiceID)
      .executeTakeFirstOrThrow()
    expect(invoice).toEqual(expect.objectContaining({ swimmer_id: swimmer, status: 'open' }))
    const running = await db()
      .selectFrom('school_enrolments')
      .select(['school_id', 'end_date'])
      .where('swimmer_id', '=', swimmer)
      .where('end_date', '>=', TODAY)
      .execute()
    expect(running).toEqual([expect.objectContaining({ school_id: levelTwo })])
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'swimmer')
      .where('entity_id', '=', String(swimmer))
      .execute()
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['UpdateLevel', 'MoveUp', 'AddSwimmerToSchool']),
    )
    const ready = (await get(t, admin, `/api/ready?site=${SITE}`)).json()
    expect(ready.some((row: { swimmerID: number }) => row.swimmerID === swimmer)).toBe(false)
    // The family's 'level passed' message, in their language, written with the move.
    const passed = await db().selectFrom('messages').selectAll().where('event', '=', 'level.passed').execute()
    expect(passed).toHaveLength(1)
    expect(passed[0].text).toContain(swimmers[0].full_name)
    expect(passed[0].text).toContain('مستوى 2')
  })

  it("puts a ready swimmer with no school on a full school's waitlist", async () => {
    const swimmer = swimmers[3].id
    await masterRequired(admin, swimmer)
    // The arrangement: their Level 1 place ended yesterday (the waitlist takes no swimmer in a school).
    await db()
      .updateTable('school_enrolments')
      .set({ end_date: '2026-11-20' })
      .where('swimmer_id', '=', swimmer)
      .execute()
    const ready = (await get(t, admin, `/api/ready?site=${SITE}`)).json()
    const listed = ready.find((row: { swimmerID: number }) => row.swimmerID === swimmer)
    expect(listed.seats).toEqual(
      expect.arrayContaining([expect.objectContaining({ groupID: fullLevelTwo, free: 0, waitlist: true })]),
    )
    const moved = await post(t, admin, `/api/swimmers/${swimmer}/move-up`, { waitlist: fullLevelTwo })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toEqual(expect.objectContaining({ level: LEVEL_2, enrolmentID: null, invoiceID: null }))
    const entry = await db()
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', moved.json().waitlistEntryID)
      .executeTakeFirstOrThrow()
    expect(entry).toEqual(expect.objectContaining({ school_id: fullLevelTwo, swimmer_id: swimmer, status: 'waiting' }))
  })

  it("approves a report card with the family's message, naming no other child", async () => {
    const swimmer = swimmers[4]
    const at = t.clock.now().toISOString()
    await db().updateTable('swimmers').set({ family_id: null }).where('id', '=', swimmer.id).execute()
    await addFamily(
      db(),
      at,
      [swimmer.id],
      [
        {
          name: 'Hoda Fathy',
          phone: '+201077778888',
          channel: 'whatsapp',
          language: 'ar',
          consents: [['whatsapp', 'service', true]],
        },
      ],
    )
    await rate(admin, [[swimmer.id, skills[0].skillID, 'mastered']])
    const draft = await post(t, admin, `/api/swimmers/${swimmer.id}/report-cards`, {
      from: '2026-09-01',
      to: '2026-11-30',
      familyNote: 'Great kicking this term.',
    })
    expect(draft.statusCode).toBe(200)
    const card = draft.json()
    expect(card).toEqual(
      expect.objectContaining({
        fullName: swimmer.full_name,
        status: 'draft',
        familyNote: 'Great kicking this term.',
        canApprove: true,
      }),
    )
    expect(card.mastered.map((skill: { skillID: number }) => skill.skillID)).toEqual([skills[0].skillID])
    expect(card.toCome).toHaveLength(skills.length - 1)
    for (const other of swimmers.filter((entry) => entry.id !== swimmer.id)) {
      expect(JSON.stringify(card)).not.toContain(other.full_name)
    }

    const coach = await coachUserToken(t, 603, [SITE])
    expect((await post(t, coach, `/api/report-cards/${card.reportCardID}/approve`, {})).statusCode).toBe(403)
    const approved = await post(t, admin, `/api/report-cards/${card.reportCardID}/approve`, {})
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toEqual(
      expect.objectContaining({
        messages: 1,
        reportCard: expect.objectContaining({ status: 'approved', canApprove: false }),
      }),
    )
    const message = await db()
      .selectFrom('messages')
      .selectAll()
      .where('event', '=', 'report-card.ready')
      .executeTakeFirstOrThrow()
    expect(message.text).toContain(swimmer.full_name)
    expect(message.text).toContain('مستوى 1')
    const twice = await post(t, admin, `/api/report-cards/${card.reportCardID}/approve`, {})
    expect(twice.statusCode).toBe(409)
    const changed = await post(t, admin, `/api/swimmers/${swimmer.id}/report-cards`, {
      from: '2026-09-01',
      to: '2026-11-30',
      familyNote: 'Changed',
    })
    expect(changed.statusCode).toBe(409)
    expect(changed.json().errors).toEqual({ familyNote: 'Already approved' })
  })

  it("the owner's view counts the ready, the time in a level and the pass rate per coach", async () => {
    const overview = await get(t, admin, `/api/progress/overview?site=${SITE}`)
    expect(overview.statusCode).toBe(200)
    const levelOneRow = overview.json().levels.find((row: { level: number }) => row.level === LEVEL_1)
    // Two swimmers moved up on 2026-11-21 after entering Level 1 on 2026-09-01: 81 days.
    expect(levelOneRow).toEqual(expect.objectContaining({ site: SITE, averageDaysInLevel: 81 }))
    // Ready: the swimmers of the level the ready list gives (the frozen one among them), no more.
    const readyList = (await get(t, admin, `/api/ready?site=${SITE}`)).json() as Array<{ level: number }>
    expect(levelOneRow.ready).toBeGreaterThan(0)
    expect(levelOneRow.ready).toBe(readyList.filter((row) => row.level === LEVEL_1).length)
    expect(levelOneRow.swimmers).toBeGreaterThanOrEqual(3)
    // Xenia's session rated five swimmers, two of whom moved up; Yasser rated one as a substitute, who moved up after
    // Xenia's ratings (the pass goes to the latest evaluation's coach).
    const coaches = overview.json().coaches
    expect(coaches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ coachName: 'Coach Xenia', evaluated: 5, passed: 2, passRate: 0.4 }),
        expect.objectContaining({ coachName: 'Coach Yasser', evaluated: 1, passed: 0, passRate: 0 }),
      ]),
    )
    expect(coaches.some((row: { coachName: string }) => row.coachName === 'Coach Zaki')).toBe(false)
    // Once nobody is left in Level 1 at the site, the time its swimmers spent in it is still given.
    await db()
      .updateTable('swimmers')
      .set({ current_level: LEVEL_2 })
      .where('site', '=', SITE)
      .where('current_level', '=', LEVEL_1)
      .execute()
    const emptied = (await get(t, admin, `/api/progress/overview?site=${SITE}`)).json()
    expect(emptied.levels.find((row: { level: number }) => row.level === LEVEL_1)).toEqual(
      expect.objectContaining({ swimmers: 0, ready: 0, averageDaysInLevel: 81 }),
    )
  })
})

describe('the demo coach on the deck', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  }, 60_000)
  afterAll(() => t.close())

  it('rates three skills of a swimmer of their own session, who is then ready to move up', async () => {
    const coach = await login(t.app, 6)
    const { coach_id: coachId } = await t.database.db
      .selectFrom('users')
      .select('coach_id')
      .where('id', '=', 6)
      .executeTakeFirstOrThrow()
    const week = (await get(t, coach, `/api/timetable?site=61&from=2026-11-15&to=${TODAY}&coach=${coachId}`)).json()
    const held = week.filter(
      (session: { status: string; enrolled: number; kind: string }) =>
        session.status === 'scheduled' && session.enrolled > 0 && session.kind === 'school',
    )
    let done = false
    for (const session of held) {
      const grid = (await get(t, coach, `/api/sessions/${session.sessionID}/evaluations`)).json()
      expect(grid.canEvaluate).toBe(true)
      const swimmer = grid.swimmers.find((entry: { level: number; ready: boolean }) => [12, 13].includes(entry.level))
      if (!swimmer) continue
      const skills = grid.levels.find((level: { level: number }) => level.level === swimmer.level).skills
      const mastered = new Set(swimmer.ratings.map((rating: { skillID: number }) => rating.skillID))
      const left = skills.filter((skill: Skill) => skill.required && !mastered.has(skill.skillID))
      expect(left).toHaveLength(3)
      const saved = await rate(t, coach, session.sessionID, swimmer.swimmerID, left)
      expect(saved.json().nowReady).toEqual([swimmer.swimmerID])
      done = true
      break
    }
    expect(done).toBe(true)
  })

  it("lets the coaches' manager rate, read the ready list and approve a report card, without the Schools pages", async () => {
    const manager = await login(t.app, 3)
    // Rating and approving open no module: the title keeps pre-team and coaches, and Schools' own reads refuse it.
    expect((await get(t, manager, '/api/auth/me')).json().modules).toEqual(['Mod_PT', 'Mod_CO'])
    expect((await get(t, manager, '/api/Schools/summary/61')).statusCode).toBe(403)
    const ready = await get(t, manager, '/api/ready?site=61')
    expect(ready.statusCode).toBe(200)
    const swimmer = ready.json()[0]
    expect(swimmer).toEqual(expect.objectContaining({ swimmerID: expect.any(Number) }))
    const draft = await post(t, manager, `/api/swimmers/${swimmer.swimmerID}/report-cards`, {
      from: '2026-09-01',
      to: '2026-11-30',
      familyNote: 'Ready for the next level.',
    })
    expect(draft.statusCode).toBe(200)
    expect(draft.json().canApprove).toBe(true)
    const approved = await post(t, manager, `/api/report-cards/${draft.json().reportCardID}/approve`, {})
    expect(approved.statusCode).toBe(200)
    expect(approved.json().reportCard.status).toBe('approved')
    // A supervisor rates at the sessions of their sites they see: the pre-team's; a school's session stays refused to
    // a title without Schools.
    const week = (await get(t, manager, `/api/timetable?site=61&from=2026-11-15&to=${TODAY}`)).json()
    const preteam = week.find((session: { kind: string; enrolled: number }) => session.kind === 'preteam')
    expect(preteam).toBeDefined()
    const grid = await get(t, manager, `/api/sessions/${preteam.sessionID}/evaluations`)
    expect(grid.statusCode).toBe(200)
    expect(grid.json().canEvaluate).toBe(true)
    const school = await t.database.db
      .selectFrom('class_sessions')
      .select('id')
      .where('kind', '=', 'school')
      .where('site_id', '=', 61)
      .executeTakeFirstOrThrow()
    expect((await get(t, manager, `/api/sessions/${school.id}/evaluations`)).statusCode).toBe(403)
  })
})

const rate = (t: TestApp, token: string, session: number, swimmerID: number, skills: Skill[]) =>
  post(t, token, `/api/sessions/${session}/evaluations`, {
    entries: skills.map((skill) => ({ swimmerID, skillID: skill.skillID, rating: 'mastered' })),
  })
