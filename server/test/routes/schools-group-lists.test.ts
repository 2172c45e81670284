import { hashPassword } from '../../src/lib/passwords'
import { buildTestApp, login, type TestApp } from '../helper'
import { TODAY, get } from './schools-fixtures'
import { withNameKey } from '../../src/lib/name-key'

// Issue 13: a swimmer who moves to another site must not stay on the old site's group lists (their parent phone and
// email included). Every list of a group's swimmers — GET /schools/{id}/swimmers, /Swimmers/BySchool/{id},
// /preteam/{id}/swimmers and /coaches/{id}/swimmers — shows only swimmers the caller may see, checked as an
// administrator of the old site only.

const OLD_SITE = 61
const NEW_SITE = 62

describe('group lists after a swimmer changes site', () => {
  let t: TestApp
  let admin: string
  let oldSiteAdmin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    // An administrator (every module and action) whose only site is the old one.
    const password = 'old-site-admin-password'
    await t.database.db
      .insertInto('users')
      .values({
        id: 903,
        ...withNameKey('Old Site Administrator'),
        home_site: OLD_SITE,
        user_type_id: 71,
        password_hash: await hashPassword(password),
        created_at: t.clock.now().toISOString(),
        created_by: 1,
        updated_at: null,
        updated_by: null,
      })
      .execute()
    await t.database.db.insertInto('user_sites').values({ user_id: 903, site_id: OLD_SITE }).execute()
    oldSiteAdmin = await login(t.app, 903, password)
  })
  afterAll(() => t.close())

  const db = () => t.database.db

  /** A swimmer of the old site with a running enrolment in one of its active schools, and that school's coach. */
  async function schoolSwimmer(skip = 0) {
    return db()
      .selectFrom('school_enrolments as e')
      .innerJoin('schools as g', 'g.id', 'e.school_id')
      .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
      .select(['s.id as swimmerId', 'g.id as groupId', 'g.coach_id as coachId'])
      .where('g.site', '=', OLD_SITE)
      .where('s.site', '=', OLD_SITE)
      .where('g.end_date', 'is', null)
      .where('e.end_date', '>=', TODAY)
      .where('s.deleted_at', 'is', null)
      .orderBy('s.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
  }

  /** A swimmer of the old site with a running enrolment in one of its running pre-teams, and that squad's coach. */
  async function preTeamSwimmer(skip = 0) {
    return db()
      .selectFrom('preteam_enrolments as e')
      .innerJoin('preteams as g', 'g.id', 'e.preteam_id')
      .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
      .select(['s.id as swimmerId', 'g.id as groupId', 'g.coach_id as coachId'])
      .where('g.site', '=', OLD_SITE)
      .where('s.site', '=', OLD_SITE)
      .where('g.end_date', 'is', null)
      .where('g.removed_at', 'is', null)
      .where('e.end_date', '>=', TODAY)
      .where('s.deleted_at', 'is', null)
      .orderBy('s.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
  }

  const idsOf = (rows: Array<{ swimmerID: number }>) => rows.map((row) => row.swimmerID)

  /** The swimmer ids each of the four lists shows the caller. */
  async function listsSeenBy(
    token: string,
    school: { groupId: number; coachId: number },
    squad: { groupId: number; coachId: number },
  ) {
    const responses = {
      school: await get(t, token, `/api/schools/${school.groupId}/swimmers`),
      bySchool: await get(t, token, `/api/Swimmers/BySchool/${school.groupId}`),
      preTeam: await get(t, token, `/api/preteam/${squad.groupId}/swimmers`),
      schoolCoach: await get(t, token, `/api/coaches/${school.coachId}/swimmers`),
      preTeamCoach: await get(t, token, `/api/coaches/${squad.coachId}/swimmers`),
    }
    for (const [name, response] of Object.entries(responses)) {
      expect({ name, status: response.statusCode }).toEqual({ name, status: 200 })
    }
    return {
      school: idsOf(responses.school.json()),
      bySchool: idsOf(responses.bySchool.json()),
      preTeam: idsOf(responses.preTeam.json()),
      schoolCoach: idsOf(responses.schoolCoach.json()),
      preTeamCoach: idsOf(responses.preTeamCoach.json()),
    }
  }

  it('shows a swimmer moved with change-site on none of the old site’s lists', async () => {
    const inSchool = await schoolSwimmer()
    const inSquad = await preTeamSwimmer()
    const before = await listsSeenBy(oldSiteAdmin, inSchool, inSquad)
    expect(before.school).toContain(inSchool.swimmerId)
    expect(before.bySchool).toContain(inSchool.swimmerId)
    expect(before.schoolCoach).toContain(inSchool.swimmerId)
    expect(before.preTeam).toContain(inSquad.swimmerId)
    expect(before.preTeamCoach).toContain(inSquad.swimmerId)

    for (const swimmerID of new Set([inSchool.swimmerId, inSquad.swimmerId])) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: '/api/swimmers/change-site',
        headers: { authorization: `Bearer ${admin}` },
        payload: { swimmerID, site: NEW_SITE, userID: 1 },
      })
      expect(moved.statusCode).toBe(200)
    }

    const after = await listsSeenBy(oldSiteAdmin, inSchool, inSquad)
    const moved = [inSchool.swimmerId, inSquad.swimmerId]
    for (const [name, ids] of Object.entries(after)) {
      expect({ name, moved: ids.filter((id) => moved.includes(id)) }).toEqual({ name, moved: [] })
    }
  })

  it('leaves out a swimmer of another site even while an enrolment at the old site still runs', async () => {
    // A swimmer whose site changed while an old-site enrolment runs on (data from before enrolments were ended on a
    // move): the lists must still not show them to the old site.
    const inSchool = await schoolSwimmer(1)
    const inSquad = await preTeamSwimmer(1)
    const ids = [inSchool.swimmerId, inSquad.swimmerId]
    await db().updateTable('swimmers').set({ site: NEW_SITE }).where('id', 'in', ids).execute()

    const seen = await listsSeenBy(oldSiteAdmin, inSchool, inSquad)
    for (const [name, list] of Object.entries(seen)) {
      expect({ name, moved: list.filter((id) => ids.includes(id)) }).toEqual({ name, moved: [] })
    }
    // The all-sites administrator may see them, so they are still listed for her.
    const all = await listsSeenBy(admin, inSchool, inSquad)
    expect(all.school).toContain(inSchool.swimmerId)
    expect(all.bySchool).toContain(inSchool.swimmerId)
    expect(all.schoolCoach).toContain(inSchool.swimmerId)
    expect(all.preTeam).toContain(inSquad.swimmerId)
    expect(all.preTeamCoach).toContain(inSquad.swimmerId)
  })
})
