import { hashPassword } from '../../src/lib/passwords'
import { withNameKey } from '../../src/lib/name-key'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Issue 25 (a gap left): a site's or club's Arabic name could be typed only when it was added, so the demo's sites
// (Smart Way, Club 13, Egypt …) could never have one. PUT /sites/{id} and /clubs/{id} rename them, the Arabic name
// included, with the insert's rules; a site is renamed by a user of that site, a club (academy-wide) by a user of
// every site, as adding a site is.

const SITE62_ADMIN = 620
const SITE62_PASSWORD = 'site-62-admin-password'

describe('renaming sites and clubs', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let site62Admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
    // An administrator (every Settings action) of Club 13 (62) only.
    await t.database.db
      .insertInto('users')
      .values({
        id: SITE62_ADMIN,
        ...withNameKey('Club 13 Administrator'),
        home_site: 62,
        user_type_id: 71,
        password_hash: await hashPassword(SITE62_PASSWORD),
        disabled: 0,
        created_at: t.clock.now().toISOString(),
        created_by: null,
      })
      .execute()
    await t.database.db.insertInto('user_sites').values({ user_id: SITE62_ADMIN, site_id: 62 }).execute()
    site62Admin = await login(t.app, SITE62_ADMIN, SITE62_PASSWORD)
  })
  afterAll(() => t.close())

  const put = (token: string, url: string, payload: object, language?: string) =>
    injectAs(t.app, token, {
      method: 'PUT',
      url,
      payload,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    })
  const siteRow = (id: number) =>
    t.database.db.selectFrom('sites').select(['name', 'name_ar']).where('id', '=', id).executeTakeFirstOrThrow()
  const clubRow = (id: number) =>
    t.database.db.selectFrom('clubs').select(['name', 'name_ar']).where('id', '=', id).executeTakeFirstOrThrow()
  const audits = (entity: string, entityId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute()

  it("gives an existing site its Arabic name, which the session's site list carries, audited with both names", async () => {
    const response = await put(admin, '/api/sites/63', { description: 'Egypt', descriptionAr: '\tمصر ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'Site updated successfully',
      subId: 63,
      description: 'Egypt',
      descriptionAr: 'مصر',
    })
    expect(await siteRow(63)).toEqual({ name: 'Egypt', name_ar: 'مصر' })
    const me = (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/me' })).json<{ siteList: object[] }>()
    expect(me.siteList).toContainEqual({ id: 63, name: 'Egypt', nameAr: 'مصر' })
    expect((await injectAs(t.app, admin, { method: 'GET', url: '/api/site/1' })).json()).toContainEqual({
      subId: 63,
      description: 'Egypt',
      descriptionAr: 'مصر',
    })
    // The sites' lookup (app code 60) carries it too, for the Arabic UI's site pickers (issue 27); others have none.
    const lookup = (await injectAs(t.app, admin, { method: 'GET', url: '/api/appcode/60' })).json()
    expect(lookup).toContainEqual({ code: 63, description: 'Egypt', descriptionAr: 'مصر' })
    expect(lookup).toContainEqual({ code: 61, description: 'Smart Way' })
    const entries = await audits('site', 63)
    expect(entries.at(-1)).toMatchObject({ user_id: 1, site: 63, action: 'RenameSite' })
    expect(JSON.parse(entries.at(-1)!.before_json!)).toEqual({ name: 'Egypt', nameAr: null })
    expect(JSON.parse(entries.at(-1)!.after_json!)).toEqual({ name: 'Egypt', nameAr: 'مصر' })
  })

  it('renames a site, keeps a name typed in Arabic-Indic digits as typed, and takes an empty Arabic name as none', async () => {
    const renamed = await put(site62Admin, '/api/sites/62', { description: 'Club 13 East', descriptionAr: 'نادي ١٣' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ description: 'Club 13 East', descriptionAr: 'نادي ١٣' })
    expect(await siteRow(62)).toEqual({ name: 'Club 13 East', name_ar: 'نادي ١٣' })
    expect(JSON.parse((await audits('site', 62)).at(-1)!.after_json!)).toEqual({
      name: 'Club 13 East',
      nameAr: 'نادي ١٣',
    })
    // The site's own name in another case is its own, not taken; an empty Arabic name clears it.
    // By issue 27's name for it too (PUT /site/{id}): the same operation.
    const back = await put(site62Admin, '/api/site/62', { description: 'Club 13', descriptionAr: '  ' })
    expect(back.json()).toEqual({ message: 'Site updated successfully', subId: 62, description: 'Club 13' })
    expect(await siteRow(62)).toEqual({ name: 'Club 13', name_ar: null })
  })

  it('renames a club with its Arabic name, audited', async () => {
    const response = await put(admin, '/api/club/87', { description: 'Zamalek SC', descriptionAr: 'نادي الزمالك' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'Club updated successfully',
      subId: 87,
      description: 'Zamalek SC',
      descriptionAr: 'نادي الزمالك',
    })
    expect(await clubRow(87)).toEqual({ name: 'Zamalek SC', name_ar: 'نادي الزمالك' })
    const entry = (await audits('club', 87)).at(-1)!
    expect(entry).toMatchObject({ user_id: 1, site: null, action: 'RenameClub' })
    expect(JSON.parse(entry.before_json!)).toEqual({ name: 'Zamalek', nameAr: 'الزمالك' })
    expect(JSON.parse(entry.after_json!)).toEqual({ name: 'Zamalek SC', nameAr: 'نادي الزمالك' })
    expect((await injectAs(t.app, admin, { method: 'GET', url: '/api/appcode/86' })).json()).toContainEqual({
      code: 87,
      description: 'Zamalek SC',
      descriptionAr: 'نادي الزمالك',
    })
  })

  it('refuses a bad name with a 400 naming the field, storing nothing', async () => {
    const before = await siteRow(61)
    const empty = await put(admin, '/api/sites/61', { description: '\t ', descriptionAr: 'سمارت واي' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ description: 'Please enter a description' })
    const long = await put(admin, '/api/sites/61', { description: 'Smart Way', descriptionAr: 'م'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual({ descriptionAr: 'The Arabic name must be at most 100 characters' })
    const control = await put(admin, '/api/clubs/87', { description: 'Zamalek\u202e' })
    expect(control.statusCode).toBe(400)
    expect(Object.keys(control.json().errors)).toEqual(['description'])
    const badId = await put(admin, '/api/sites/abc', { description: 'Smart Way' })
    expect(badId.statusCode).toBe(400)
    expect(Object.keys(badId.json().errors)).toEqual(['id'])
    expect(await siteRow(61)).toEqual(before)
  })

  it('refuses a name another site or club has (409 naming it), in any case', async () => {
    const site = await put(admin, '/api/sites/61', { description: 'egypt' })
    expect(site.statusCode).toBe(409)
    expect(site.json()).toMatchObject({
      message: 'A site named "egypt" already exists',
      errors: { description: 'Already exists' },
    })
    const arabic = await put(admin, '/api/sites/61', { description: 'EGYPT' }, 'ar-EG')
    expect(arabic.json().message).toBe('فيه فرع اسمه "EGYPT" موجود أصلاً')
    expect(await siteRow(61)).toEqual({ name: 'Smart Way', name_ar: null })
    const club = await put(admin, '/api/clubs/87', { description: 'AHLY', descriptionAr: 'الأهلي' })
    expect(club.statusCode).toBe(409)
    expect(club.json().message).toBe('A club named "AHLY" already exists')
    expect(await clubRow(87)).toEqual({ name: 'Zamalek SC', name_ar: 'نادي الزمالك' })
  })

  it('answers 404 naming an unknown site or club', async () => {
    const site = await put(admin, '/api/sites/9999', { description: 'Nowhere' })
    expect(site.statusCode).toBe(404)
    expect(site.json().message).toBe('Site 9999 not found')
    const club = await put(admin, '/api/clubs/9999', { description: 'No Club' })
    expect(club.statusCode).toBe(404)
    expect(club.json().message).toBe('Club 9999 not found')
    expect((await put(admin, '/api/clubs/9999', { description: 'No Club' }, 'ar-EG')).json().message).toBe(
      'مفيش نادي رقم 9999',
    )
  })

  it('refuses a site that is not the user’s and a club to a user without every site (403), storing nothing', async () => {
    const site = await put(site62Admin, '/api/sites/61', { description: 'Smart Way', descriptionAr: 'سمارت واي' })
    expect(site.statusCode).toBe(403)
    expect(site.json().message).toBe('Site 61 is not one of your sites')
    expect(await siteRow(61)).toEqual({ name: 'Smart Way', name_ar: null })
    const before = await clubRow(87)
    const club = await put(site62Admin, '/api/clubs/87', { description: 'Zamalek', descriptionAr: 'الزمالك' })
    expect(club.statusCode).toBe(403)
    expect(club.json().message).toMatch(
      /^Clubs are academy-wide, so renaming one needs every site: Smart Way, Egypt, .+ and \d+ more are not yours$/,
    )
    expect(await clubRow(87)).toEqual(before)
    // The cashier has neither action.
    const cashierSite = await put(cashier, '/api/sites/62', { description: 'Club 13' })
    expect(cashierSite.statusCode).toBe(403)
    expect(cashierSite.json().message).toBe('You are not allowed to ManageSites')
    expect((await put(cashier, '/api/clubs/87', { description: 'Zamalek' })).json().message).toBe(
      'You are not allowed to ManageClubs',
    )
    expect(await audits('site', 61)).toHaveLength(0)
  })
})
