import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Issue 25 (a gap left): the academy's name has an Arabic form, its sites and clubs had none, so the Arabic header and
// site picker showed the English names. A site and a club take an optional Arabic name (migration 0029), checked as
// names are; the session's site list and the Settings lists carry it when there is one.

describe('sites and clubs in Arabic', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const as = (method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t.app, admin, { method, url, payload })

  it('adds a site with its Arabic name, which the session and the site list carry', async () => {
    const created = await as('POST', '/api/site/insert', { description: 'Heliopolis', descriptionAr: '\tمصر الجديدة ' })
    expect(created.statusCode).toBe(200)
    const { subId } = created.json<{ subId: number }>()
    expect(created.json()).toEqual({
      message: 'Site inserted successfully',
      subId,
      description: 'Heliopolis',
      descriptionAr: 'مصر الجديدة',
    })
    const row = await t.database.db
      .selectFrom('sites')
      .select(['name', 'name_ar'])
      .where('id', '=', subId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Heliopolis', name_ar: 'مصر الجديدة' })
    expect((await as('GET', '/api/site/1')).json()).toContainEqual({
      subId,
      description: 'Heliopolis',
      descriptionAr: 'مصر الجديدة',
    })
    const me = (await as('GET', '/api/auth/me')).json<{ siteList: object[] }>()
    expect(me.siteList).toContainEqual({ id: subId, name: 'Heliopolis', nameAr: 'مصر الجديدة' })
    // A site without one has none: the Arabic UI shows its name.
    expect(me.siteList).toContainEqual({ id: 62, name: 'Club 13' })
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'site')
      .where('entity_id', '=', String(subId))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.after_json!)).toMatchObject({ name: 'Heliopolis', nameAr: 'مصر الجديدة' })
  })

  it('adds a club with its Arabic name; an empty one is none', async () => {
    const created = await as('POST', '/api/club/insert', { description: 'Shooting Club', descriptionAr: 'نادي الصيد' })
    expect(created.json()).toMatchObject({ description: 'Shooting Club', descriptionAr: 'نادي الصيد' })
    const { subId } = created.json<{ subId: number }>()
    expect((await as('GET', '/api/club/1')).json()).toContainEqual({
      subId,
      description: 'Shooting Club',
      descriptionAr: 'نادي الصيد',
    })
    const plain = await as('POST', '/api/club/insert', { description: 'Gezira Club', descriptionAr: '  ' })
    expect(plain.json()).toEqual({
      message: 'Club inserted successfully',
      subId: expect.any(Number),
      description: 'Gezira Club',
    })
    const row = await t.database.db
      .selectFrom('clubs')
      .select('name_ar')
      .where('id', '=', plain.json().subId)
      .executeTakeFirstOrThrow()
    expect(row.name_ar).toBeNull()
  })

  it('checks the Arabic name as names are checked, storing nothing when refused', async () => {
    const before = await t.database.db.selectFrom('sites').select('id').execute()
    const long = await as('POST', '/api/site/insert', { description: 'Long Arabic', descriptionAr: 'م'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual({ descriptionAr: 'The Arabic name must be at most 100 characters' })
    const control = await as('POST', '/api/site/insert', { description: 'Control', descriptionAr: 'مصر\u0000' })
    expect(control.statusCode).toBe(400)
    expect(Object.keys(control.json().errors)).toEqual(['descriptionAr'])
    expect(await t.database.db.selectFrom('sites').select('id').execute()).toEqual(before)
  })
})
