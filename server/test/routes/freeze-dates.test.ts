import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import {
  ADMIN,
  CASHIER,
  CLUB_13,
  addSwimmer,
  auditActions,
  priceLineOf,
  schoolWithFreePlace,
  swimmerInSchool,
} from './swimmers-fixtures'

// Issue 25, item 3: a freeze dated 2027-05-01 froze the swimmer at once, and only a billed Renew lifted it. A freeze
// starts on its date (until then the swimmer is not frozen: the info tab says when it will start), and Unfreeze
// (Administrator's by default, audited) ends it, running or not yet started.

describe('a freeze starts on its date; Unfreeze ends it', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    injectAs(t.app, token, { method, url, payload })
  const freeze = (swimmerID: number, freezeDate: string) =>
    call('POST', '/api/swimmers/freeze-swim', { swimmerID, freezeReason: 'Travel', freezeDate, site: CLUB_13 })
  const actionsOf = async (swimmerID: number, token = admin) =>
    (await call('POST', '/api/swimmers/search-actions', { swimmerID, userSite: CLUB_13 }, token))
      .json()
      .map((entry: { actionName: string }) => entry.actionName) as string[]
  const info = async (id: number) => (await call('GET', `/api/swimmers/${id}/info-tab`)).json()
  const unfreeze = (swimmerID: number, token = admin) =>
    call('POST', '/api/Swimmers/Unfreeze', { swimmerID, site: CLUB_13 }, token)

  it('a freeze dated later does not freeze today; Unfreeze cancels it', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Later Frozen' })
    expect((await freeze(id, '2027-05-01')).statusCode).toBe(200)
    const details = await info(id)
    expect(details).toMatchObject({ frozen: false, frozenSince: null, freezeScheduled: '2027-05-01' })
    const actions = await actionsOf(id)
    expect(actions).toEqual(expect.arrayContaining(['Attendes', 'AddSwimmerToSchool', 'Unfreeze']))
    expect(actions).not.toContain('FreezSwim')
    // Not frozen today: a school still takes them.
    const options = (await call('GET', `/api/swimmers/school-options/${id}`)).json()
    expect(options.schools.length).toBeGreaterThan(0)

    // Unfreeze is Administrator's: the cashier is neither offered it nor allowed it.
    expect(await actionsOf(id, cashier)).not.toContain('Unfreeze')
    expect((await unfreeze(id, cashier)).statusCode).toBe(403)

    const response = await unfreeze(id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: "Later Frozen's freeze from 2027-05-01 is cancelled",
      freezeDate: '2027-05-01',
    })
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null, freezeScheduled: null })
    expect(await actionsOf(id)).toContain('FreezSwim')
    expect((await auditActions(t.database.db, id)).slice(-2)).toEqual(['FreezSwim', 'Unfreeze'])
    expect((await unfreeze(id)).json()).toEqual({
      code: 'swimmer.notFrozen',
      message: 'Later Frozen is not frozen',
      errors: { swimmerID: 'This swimmer is not frozen' },
    })
  })

  it('renewing ends a freeze dated later too, as it ends a running one', async () => {
    // Paid on enrolment, so the renewal is not held back by an open invoice.
    const { id } = await swimmerInSchool(t, admin, 'Renewed Before Travel', (school) => ({
      amountPaid: priceLineOf(school, 1).invoice,
      reciptNo: 'FRZ-LATER-1',
    }))
    expect((await freeze(id, '2027-05-01')).statusCode).toBe(200)
    const renewed = await call('POST', '/api/swimmers/renew-subscription', {
      swimmerID: id,
      renewalType: 'monthly',
      durationInMonths: 1,
      site: CLUB_13,
    })
    expect(renewed.statusCode).toBe(200)
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null, freezeScheduled: null })
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('entity', '=', 'swimmer')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'SubscriptionRenwal')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ frozen: true })
  })

  it('a freeze dated today freezes now, and Unfreeze lifts it without billing', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Now Frozen' })
    expect((await freeze(id, '2026-11-21')).statusCode).toBe(200)
    expect(await info(id)).toMatchObject({ frozen: true, frozenSince: '2026-11-21', freezeScheduled: null })
    expect(await actionsOf(id)).not.toContain('Attendes')
    const invoices = async () =>
      (await t.database.db.selectFrom('invoices').select('id').where('swimmer_id', '=', id).execute()).length
    const before = await invoices()
    const response = await unfreeze(id)
    expect(response.json()).toEqual({
      message: 'Now Frozen is no longer frozen (frozen since 2026-11-21)',
      freezeDate: '2026-11-21',
    })
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null })
    expect(await invoices()).toBe(before)
  })

  it('POST /swimmers/{id}/unfreeze is the same operation, with its rules (issue 27)', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Path Frozen' })
    expect((await freeze(id, '2026-11-21')).statusCode).toBe(200)
    const byPath = (token = admin) => call('POST', `/api/swimmers/${id}/unfreeze`, { site: CLUB_13 }, token)
    expect((await byPath(cashier)).statusCode).toBe(403)
    expect((await call('POST', `/api/swimmers/${id}/unfreeze`, {})).statusCode).toBe(400)
    const response = await byPath()
    expect(response.json()).toEqual({
      message: 'Path Frozen is no longer frozen (frozen since 2026-11-21)',
      freezeDate: '2026-11-21',
    })
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null })
    expect((await auditActions(t.database.db, id)).slice(-2)).toEqual(['FreezSwim', 'Unfreeze'])
    expect((await byPath()).json()).toMatchObject({ code: 'swimmer.notFrozen', message: 'Path Frozen is not frozen' })
    expect((await call('POST', '/api/swimmers/999999/unfreeze', { site: CLUB_13 })).statusCode).toBe(404)
  })

  // Gap of issue 25: freezing ends the school enrolment the day before the freeze (the place frees for the waitlist);
  // Unfreeze ended the freeze but left the place given up, so a freeze dated later, cancelled, still cost the swimmer
  // their place from that date.
  describe('Unfreeze gives back the school place the freeze gave up', () => {
    const enrolled = async (id: number) => {
      const school = await schoolWithFreePlace(t, admin, id)
      const enrol = await call('POST', '/api/swimmers/save-school-trans', {
        swimmerID: id,
        schoolID: school.schoolID,
        months: 12,
        siteID: CLUB_13,
      })
      expect(enrol.statusCode).toBe(200)
      return school.schoolID
    }
    const enrolmentEnd = async (id: number, schoolId: number) =>
      (
        await t.database.db
          .selectFrom('school_enrolments')
          .select('end_date')
          .where('swimmer_id', '=', id)
          .where('school_id', '=', schoolId)
          .executeTakeFirstOrThrow()
      ).end_date

    it('a freeze dated later, cancelled, leaves the place as it was', async () => {
      const id = await addSwimmer(t, admin, { fullName: 'Place Keeper' })
      const schoolId = await enrolled(id)
      expect(await enrolmentEnd(id, schoolId)).toBe('2027-11-21')
      expect((await freeze(id, '2027-05-01')).statusCode).toBe(200)
      // The freeze gives the place up from its date.
      expect(await enrolmentEnd(id, schoolId)).toBe('2027-04-30')

      const response = await unfreeze(id)
      expect(response.statusCode).toBe(200)
      expect(response.json().message).toMatch(
        /^Place Keeper's freeze from 2027-05-01 is cancelled: they keep their place in the .* school of Coach .* until 2027-11-21$/,
      )
      expect(await enrolmentEnd(id, schoolId)).toBe('2027-11-21')
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('entity', '=', 'swimmer')
        .where('entity_id', '=', String(id))
        .where('action', '=', 'Unfreeze')
        .executeTakeFirstOrThrow()
      expect(JSON.parse(audit.after_json as string).placesGivenBack).toEqual([
        expect.objectContaining({ schoolId, endDate: '2027-11-21' }),
      ])
    })

    it('a running freeze lifted gives the place back when the school still has room', async () => {
      const id = await addSwimmer(t, admin, { fullName: 'Back Again' })
      const schoolId = await enrolled(id)
      expect((await freeze(id, '2026-11-21')).statusCode).toBe(200)
      expect(await enrolmentEnd(id, schoolId)).toBe('2026-11-20')

      const response = await unfreeze(id)
      expect(response.json().message).toMatch(
        /^Back Again is no longer frozen \(frozen since 2026-11-21\) and has their place in the .* back until 2027-11-21$/,
      )
      expect(await enrolmentEnd(id, schoolId)).toBe('2027-11-21')
    })

    it('a place taken meanwhile is not given back, and the message says so', async () => {
      const id = await addSwimmer(t, admin, { fullName: 'Too Late' })
      const schoolId = await enrolled(id)
      expect((await freeze(id, '2026-11-21')).statusCode).toBe(200)
      // Others fill the school while the swimmer is frozen: its capacity is what it now holds.
      const { count } = await t.database.db
        .selectFrom('school_enrolments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('school_id', '=', schoolId)
        .where('end_date', '>=', '2026-11-21')
        .executeTakeFirstOrThrow()
      await t.database.db
        .updateTable('schools')
        .set({ capacity: Number(count) })
        .where('id', '=', schoolId)
        .execute()

      const response = await unfreeze(id)
      expect(response.statusCode).toBe(200)
      expect(response.json().message).toMatch(
        /^Too Late is no longer frozen \(frozen since 2026-11-21\); their place in the .* was taken meanwhile: enrol them again when there is room$/,
      )
      expect(await enrolmentEnd(id, schoolId)).toBe('2026-11-20')
    })
  })
})
