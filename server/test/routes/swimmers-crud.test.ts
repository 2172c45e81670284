import { findParentContact } from '../../src/domains/families/parent-contact.repository'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import {
  ADMIN,
  CASHIER,
  CLUB_13,
  EGYPT,
  NO_SWIMMERS,
  SMART_WAY,
  addSwimmer,
  auditActions,
  newSwimmer,
  revokeAction,
  grantAction,
  seededSwimmer,
  snapshot,
} from './swimmers-fixtures'

// Add, edit, delete and the read-only tabs (info, technical data, logs), with the rules of SPEC.md section 5
// and the access rules: other site → 404, no Mod_SW → 403, action not granted → 403.

const CASHIER_TYPE = 72

describe('swimmers: add, edit, delete, details', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = cashier) =>
    injectAs(t.app, token, { method, url, payload })
  const edit = (overrides: Record<string, unknown>) => ({
    fullName: 'Edited Name',
    year: 2015,
    level: 13,
    site: CLUB_13,
    coachID: 4,
    parentPhone: '01198765432',
    parentEmail: 'new.parent@example.com',
    userID: 2,
    ...overrides,
  })
  /** Sends a request that must be refused, and checks the refusal stored nothing. */
  const refused = async (status: number, send: () => Promise<{ statusCode: number; json: () => unknown }>) => {
    const before = await snapshot(db())
    const response = await send()
    expect(response.statusCode).toBe(status)
    expect(await snapshot(db())).toEqual(before)
    return response.json() as { message: string; errors?: Record<string, string> }
  }

  it('documents every swimmer call in the OpenAPI page', async () => {
    const response = await injectAs(t.app, cashier, { method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    for (const path of [
      '/api/swimmers/search',
      '/api/swimmers/search-actions',
      '/api/swimmers/add',
      '/api/swimmers/update',
      '/api/swimmers/{id}',
      '/api/swimmers/{id}/info-tab',
      '/api/swimmers/{id}/logs',
      '/api/swimmers/{id}/technical-tab',
      '/api/swimmers/update-level',
      '/api/swimmers/change-site',
      '/api/swimmers/freeze-swim',
      '/api/swimmers/renew-subscription',
      '/api/swimmers/update-times',
      '/api/swimmers/record-attendance',
      '/api/swimmers/save-pteam-trans',
      '/api/swimmers/save-school-trans',
      '/api/swimmers/preteam-options/{id}',
      '/api/swimmers/school-options/{id}',
      '/api/swimmerschool/add-swimmer-to-school',
      '/api/swimmers/byschool/{schoolid}',
    ]) {
      expect(paths).toContain(path)
    }
  })

  describe('POST /swimmers/add', () => {
    it('registers the swimmer with the parent, a level history entry and an audit entry', async () => {
      const response = await call('POST', '/api/swimmers/add', newSwimmer({ birthDate: '2016-04-03T00:00:00.000Z' }))
      expect(response.statusCode).toBe(200)
      const { swimmerID, message } = response.json()
      expect(message).toBe('Swimmer added successfully')
      const swimmer = await db()
        .selectFrom('swimmers')
        .selectAll()
        .where('id', '=', swimmerID)
        .executeTakeFirstOrThrow()
      expect(swimmer).toMatchObject({
        full_name: 'Zeina Test Swimmer',
        birth_date: '2016-04-03',
        birth_year: 2016,
        gender: 6,
        start_level: 12,
        current_level: 12,
        site: CLUB_13,
        club: 87,
        created_by: CASHIER,
        deleted_at: null,
      })
      const parent = await db()
        .selectFrom('swimmer_parents')
        .selectAll()
        .where('swimmer_id', '=', swimmerID)
        .executeTakeFirstOrThrow()
      expect(parent).toMatchObject({ secondary_phone: '' })
      // The parent phone and e-mail are the family's primary guardian's only (issue 28): no copy in swimmer_parents.
      expect(parent).not.toHaveProperty('primary_phone')
      expect(parent).not.toHaveProperty('email')
      expect(await findParentContact(db(), swimmerID)).toEqual({ phone: '01012345678', email: 'parent@example.com' })
      const levels = await db().selectFrom('swimmer_levels').selectAll().where('swimmer_id', '=', swimmerID).execute()
      expect(levels).toHaveLength(1)
      expect(await auditActions(db(), swimmerID)).toEqual(['AddSwimmer'])
    })

    it.each([
      ['fullName', { fullName: '  ' }, 'Full name is required'],
      ['birthDate', { birthDate: '' }, 'Birth date is required'],
      ['birthDate', { birthDate: '2016-02-30' }, 'Birth date must be a valid date'],
      ['birthDate', { birthDate: '2030-01-01' }, 'Birth date must be a date in the past'],
      ['startLevel', { startLevel: '' }, 'Start level is required'],
      [
        'startLevel',
        { startLevel: 99 },
        'Start level must be one of Level 1, Level 2, Level 4, Level 5, PTeam A, PTeam B, PTeam C and PTeam D',
      ],
      ['gender', { gender: 7 }, 'Gender must be Male or Female'],
      ['club', { club: 999 }, 'Club must be one of the clubs'],
      ['primaryPhone', { primaryPhone: '' }, 'Primary phone is required'],
      ['primaryPhone', { primaryPhone: 'call me' }, 'Enter a valid phone number'],
      ['secondaryPhone', { secondaryPhone: 'x' }, 'Enter a valid phone number'],
      ['primaryJob', { primaryJob: '' }, 'Primary job is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['address', { address: '' }, 'Address is required'],
      ['site', { site: '' }, 'Site not selected. Please select a site before performing this action.'],
    ])('refuses a bad %s, naming it, and stores nothing (%j)', async (field, overrides, text) => {
      const body = await refused(400, () => call('POST', '/api/swimmers/add', newSwimmer(overrides)))
      expect(body.errors?.[field]).toBe(text)
      expect(body.message).toContain(text)
    })

    it('accepts the secondary phone and job left out', async () => {
      const { secondaryPhone: _p, secondaryJob: _j, ...body } = newSwimmer()
      expect((await call('POST', '/api/swimmers/add', body)).statusCode).toBe(200)
    })

    it('refuses a site the user may not use, and a user without the action or the module', async () => {
      expect(
        (await refused(403, () => call('POST', '/api/swimmers/add', newSwimmer({ site: SMART_WAY })))).message,
      ).toBe('Site 61 is not one of your sites')
      const coachManager = await login(t.app, NO_SWIMMERS)
      await refused(403, () => call('POST', '/api/swimmers/add', newSwimmer(), coachManager))
      await revokeAction(db(), CASHIER_TYPE, 'AddSwimmer')
      try {
        const body = await refused(403, () => call('POST', '/api/swimmers/add', newSwimmer()))
        expect(body.message).toBe('You are not allowed to AddSwimmer')
      } finally {
        await grantAction(db(), CASHIER_TYPE, 'AddSwimmer')
      }
    })
  })

  describe('PUT /swimmers/update', () => {
    it("changes name, year (birth date follows), level and the parent's contact, audited", async () => {
      const id = await addSwimmer(t, cashier, { birthDate: '2016-02-29' })
      const response = await call('PUT', '/api/swimmers/update', edit({ swimmerID: id }))
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'Swimmer updated successfully' })
      const swimmer = await db().selectFrom('swimmers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(swimmer).toMatchObject({
        full_name: 'Edited Name',
        birth_year: 2015,
        birth_date: '2015-02-28',
        current_level: 13,
        updated_by: CASHIER,
      })
      const parent = await db()
        .selectFrom('swimmer_parents')
        .selectAll()
        .where('swimmer_id', '=', id)
        .executeTakeFirstOrThrow()
      expect(parent).not.toHaveProperty('primary_phone')
      expect(await findParentContact(db(), id)).toEqual({ phone: '01198765432', email: 'new.parent@example.com' })
      const levels = await db().selectFrom('swimmer_levels').select('level').where('swimmer_id', '=', id).execute()
      expect(levels.map((row) => row.level)).toEqual([12, 13])
      expect(await auditActions(db(), id)).toEqual(['AddSwimmer', 'UpdateSwimmer'])
    })

    it('words its refusals without internal field names (issue 27)', async () => {
      const id = await addSwimmer(t, cashier)
      const future = await refused(400, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id, year: 2099 })))
      expect(future.message).toBe('Year cannot be in the future')
      expect(future.errors).toEqual({ year: 'Year cannot be in the future' })
      const badLevel = await refused(400, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id, level: 99 })))
      expect(badLevel.message).toMatch(/^Level must be one of /)
    })

    it('corrects the whole birth date, which must be in the year given and in the past (issue 27)', async () => {
      const id = await addSwimmer(t, cashier, { birthDate: '2016-02-29' })
      const wrongYear = await refused(400, () =>
        call('PUT', '/api/swimmers/update', edit({ swimmerID: id, year: 2015, birthDate: '2016-07-14' })),
      )
      expect(wrongYear.errors).toEqual({ birthDate: 'Birth date must be in the year given' })
      const future = await refused(400, () =>
        call('PUT', '/api/swimmers/update', edit({ swimmerID: id, year: 2026, birthDate: '2026-12-30' })),
      )
      expect(Object.keys(future.errors ?? {})).toEqual(['birthDate'])
      const read = () => db().selectFrom('swimmers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(await read()).toMatchObject({ birth_date: '2016-02-29', birth_year: 2016 })
      const response = await call(
        'PUT',
        '/api/swimmers/update',
        edit({ swimmerID: id, year: '٢٠١٥', birthDate: '2015-07-14' }),
      )
      expect(response.statusCode).toBe(200)
      expect(await read()).toMatchObject({ birth_date: '2015-07-14', birth_year: 2015 })
      const info = (await call('GET', `/api/swimmers/${id}/info-tab`)).json()
      expect(info.birthDate).toBe('2015-07-14')
    })

    it('refuses bad fields by name, another site’s swimmer as not found, and a user without an edit action', async () => {
      const id = await addSwimmer(t, cashier)
      expect(
        (await refused(400, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id, year: 'x' })))).errors,
      ).toEqual({
        year: 'Year must be a four-digit year',
      })
      expect(
        (await refused(400, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id, level: 99 })))).errors,
      ).toEqual({
        level: 'Level must be one of Level 1, Level 2, Level 4, Level 5, PTeam A, PTeam B, PTeam C and PTeam D',
      })
      expect(
        (await refused(400, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id, parentEmail: 'x' }))))
          .errors,
      ).toEqual({ parentEmail: 'Enter a valid email address' })
      const elsewhere = await seededSwimmer(db(), SMART_WAY)
      expect(
        (await refused(404, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: elsewhere.id })))).message,
      ).toBe(`Swimmer ${elsewhere.id} not found`)
      for (const name of ['EditSwimmer', 'UpdateSwimmer', 'UpdateSwimmerInfo'])
        await revokeAction(db(), CASHIER_TYPE, name)
      try {
        await refused(403, () => call('PUT', '/api/swimmers/update', edit({ swimmerID: id })))
        await grantAction(db(), CASHIER_TYPE, 'UpdateSwimmerInfo')
        expect((await call('PUT', '/api/swimmers/update', edit({ swimmerID: id }))).statusCode).toBe(200)
      } finally {
        for (const name of ['EditSwimmer', 'UpdateSwimmer']) await grantAction(db(), CASHIER_TYPE, name)
      }
    })
  })

  describe('DELETE /swimmers/{id}', () => {
    it('hides the swimmer but keeps invoices, payments and the audit trail, and frees their school place', async () => {
      const swimmer = await seededSwimmer(db(), EGYPT)
      const invoicesBefore = await db()
        .selectFrom('invoices')
        .select('id')
        .where('swimmer_id', '=', swimmer.id)
        .execute()
      const paymentsBefore = await db()
        .selectFrom('payments')
        .select('id')
        .where('swimmer_id', '=', swimmer.id)
        .execute()
      const response = await call('DELETE', `/api/swimmers/${swimmer.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'Swimmer deleted successfully', cancelledInvoices: [] })
      const row = await db().selectFrom('swimmers').selectAll().where('id', '=', swimmer.id).executeTakeFirstOrThrow()
      expect(row.deleted_at).toBe('2026-11-21T09:00:00.000Z')
      expect(await db().selectFrom('invoices').select('id').where('swimmer_id', '=', swimmer.id).execute()).toEqual(
        invoicesBefore,
      )
      expect(await db().selectFrom('payments').select('id').where('swimmer_id', '=', swimmer.id).execute()).toEqual(
        paymentsBefore,
      )
      const running = await db()
        .selectFrom('school_enrolments')
        .select('id')
        .where('swimmer_id', '=', swimmer.id)
        .where('end_date', '>=', '2026-11-21')
        .execute()
      expect(running).toEqual([])
      expect((await auditActions(db(), swimmer.id)).at(-1)).toBe('DeleteSwimmer')
      expect((await call('GET', `/api/swimmers/${swimmer.id}/info-tab`)).statusCode).toBe(404)
      expect((await call('DELETE', `/api/swimmers/${swimmer.id}`)).statusCode).toBe(404)
    })

    it('refuses without the action, and does not find another site’s swimmer', async () => {
      const id = await addSwimmer(t, cashier)
      const elsewhere = await seededSwimmer(db(), SMART_WAY)
      await refused(404, () => call('DELETE', `/api/swimmers/${elsewhere.id}`))
      await refused(400, () => call('DELETE', '/api/swimmers/abc'))
      await revokeAction(db(), CASHIER_TYPE, 'DeleteSwimmer')
      try {
        await refused(403, () => call('DELETE', `/api/swimmers/${id}`))
      } finally {
        await grantAction(db(), CASHIER_TYPE, 'DeleteSwimmer')
      }
    })
  })

  describe('info, technical data and logs', () => {
    it('shows a swimmer’s details with the parent, subscription and groups', async () => {
      const swimmer = await seededSwimmer(db(), CLUB_13)
      const response = await call('GET', `/api/swimmers/${swimmer.id}/info-tab`)
      expect(response.statusCode).toBe(200)
      const info = response.json()
      expect(info).toMatchObject({
        swimmerID: swimmer.id,
        fullName: swimmer.full_name,
        siteName: 'Club 13',
        genderName: expect.stringMatching(/^(Male|Female)$/),
        primaryPhone: expect.any(String),
        address: expect.any(String),
      })
      expect(info.groups.length).toBeGreaterThan(0)
      expect(info.groups[0]).toMatchObject({ kind: 'school', coachName: info.coachName })
    })

    it('dumps the technical data: levels, enrolments, invoices with payments', async () => {
      const swimmer = await seededSwimmer(db(), CLUB_13)
      const response = await call('GET', `/api/swimmers/${swimmer.id}/technical-tab`)
      expect(response.statusCode).toBe(200)
      const data = response.json()
      expect(data.swimmerID).toBe(swimmer.id)
      expect(data.levels.length).toBeGreaterThan(0)
      expect(data.enrolments[0]).toMatchObject({ kind: 'school', invoiceID: expect.any(Number) })
      expect(data.invoices[0]).toMatchObject({ itemName: expect.any(String), amount: expect.any(Number) })
    })

    it('lists the audit entries: who, when, at which site, what, before and after', async () => {
      const id = await addSwimmer(t, cashier)
      await call('PUT', '/api/swimmers/update', edit({ swimmerID: id, fullName: 'Logged <b>Name</b>' }))
      const response = await call('GET', `/api/swimmers/${id}/logs`)
      expect(response.statusCode).toBe(200)
      const logs = response.json()
      expect(logs.map((entry: { action: string }) => entry.action)).toEqual(['AddSwimmer', 'UpdateSwimmer'])
      expect(logs[1]).toMatchObject({
        at: '2026-11-21T09:00:00.000Z',
        userID: CASHIER,
        userName: 'Karim Cashier',
        userTitle: 'Cashier',
        site: CLUB_13,
        siteName: 'Club 13',
        before: expect.objectContaining({ fullName: 'Zeina Test Swimmer' }),
        after: expect.objectContaining({ fullName: 'Logged <b>Name</b>' }),
      })
    })

    it('answers not found for another site’s swimmer and 403 without the module', async () => {
      const elsewhere = await seededSwimmer(db(), SMART_WAY)
      for (const tab of ['info-tab', 'technical-tab', 'logs']) {
        const response = await call('GET', `/api/swimmers/${elsewhere.id}/${tab}`)
        expect(response.statusCode).toBe(404)
        expect(response.json().message).toBe(`Swimmer ${elsewhere.id} not found`)
      }
      const admin = await login(t.app, ADMIN)
      expect((await call('GET', `/api/swimmers/${elsewhere.id}/logs`, undefined, admin)).statusCode).toBe(200)
      const coachManager = await login(t.app, NO_SWIMMERS)
      expect((await call('GET', `/api/swimmers/${elsewhere.id}/info-tab`, undefined, coachManager)).statusCode).toBe(
        403,
      )
    })
  })
})
