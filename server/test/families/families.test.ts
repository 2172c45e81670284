import { sql } from 'kysely'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { newSwimmer } from '../routes/swimmers-fixtures'
import type { Message } from '@contract/messages/message'
import { english } from '../../src/lib/messages'

// Families (issue 28): the API of the family on the demo academy's families (db/seed/demo-families.ts), on SQLite and
// PostgreSQL. Users: 1 administrator (every site), 2 cashier (Club 13 and Egypt), 3 coaches manager (Smart Way, no
// Mod_SW), 4 trainee (nothing).

const HODA = '+201001112233'
const GRANDMOTHER = '+201223334455'

interface Guardian {
  guardianID: number
  fullName: string
  relation: string
  phones: string[]
  email: string | null
  isPayer: boolean
  isPrimary: boolean
  consents: Array<{ channel: string; purpose: string; granted: boolean }>
  otherFamilies: number[]
}
interface Family {
  familyID: number
  guardians: Guardian[]
  swimmers: Array<{ swimmerID: number; fullName: string; site: number; siteName: string; visible: boolean }>
  balance: { amountDue: number; amountDueCents: number }
  medical?: Record<string, { conditions: string; allergies: string }>
  contacts?: Array<{ kind: string; fullName: string }>
  notes?: string
}

describe('families', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let coachesManager: string
  let trainee: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
    coachesManager = await login(t.app, 3)
    trainee = await login(t.app, 4)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    injectAs(t.app, token, { method, url, payload })
  /** The family of the demo guardian with this name (the first membership). */
  const familyOfGuardian = async (fullName: string) => {
    const row = await db()
      .selectFrom('guardians as g')
      .innerJoin('family_guardians as fg', 'fg.guardian_id', 'g.id')
      .select(['fg.family_id', 'g.id'])
      .where('g.full_name', '=', fullName)
      .orderBy('fg.family_id')
      .executeTakeFirstOrThrow()
    return { familyId: row.family_id, guardianId: row.id }
  }
  /** The open invoices of these swimmers, straight from the table (what the family page must add up and list). */
  const openInvoicesOf = (swimmerIds: number[]) =>
    db().selectFrom('invoices').where('swimmer_id', 'in', swimmerIds).where('status', '=', 'open')
  const swimmersOf = async (familyId: number) =>
    (
      await db()
        .selectFrom('swimmers')
        .select(['id', 'site'])
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute()
    ).map((row) => ({ id: row.id, site: row.site }))
  const auditOf = (entity: string, entityId: number, action: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute()
  const search = async (payload: object, token = admin) => {
    const response = await call('POST', '/api/swimmers/search', payload, token)
    expect(response.statusCode).toBe(200)
    return response.json<Array<{ swimmerID: number; parentPhone: string | null; parentEmail: string | null }>>()
  }

  it("answers a swimmer's family: guardians, consents in force, siblings across sites and the balance", async () => {
    const { familyId } = await familyOfGuardian('Hoda Samir')
    const swimmers = await swimmersOf(familyId)
    expect(swimmers.map((swimmer) => swimmer.site)).toEqual([61, 61, 62])
    const response = await call('GET', `/api/swimmers/${swimmers[0]!.id}/family`)
    expect(response.statusCode).toBe(200)
    const family = response.json<Family>()
    expect(family.familyID).toBe(familyId)
    expect(family.guardians.map((g) => [g.fullName, g.relation, g.isPrimary, g.isPayer])).toEqual([
      ['Mahmoud Adel', 'father', true, false],
      ['Hoda Samir', 'mother', false, true],
    ])
    for (const guardian of family.guardians) for (const phone of guardian.phones) expect(phone).toMatch(/^\+20\d{10}$/)
    const father = family.guardians[0]!
    // Marketing on WhatsApp was granted, then withdrawn: the latest holds.
    expect(father.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'whatsapp', purpose: 'service', granted: true }),
        expect.objectContaining({ channel: 'whatsapp', purpose: 'marketing', granted: false }),
      ]),
    )
    // The mother is in a second family too, without a copy of her data.
    expect(family.guardians[1]!.otherFamilies).toHaveLength(1)
    expect(family.swimmers.map((s) => s.site)).toEqual([61, 61, 62])
    const dueCents = await openInvoicesOf(swimmers.map((s) => s.id))
      .select(sql<number>`coalesce(sum(amount_cents - paid_cents), 0)`.as('due'))
      .executeTakeFirstOrThrow()
    expect(family.balance.amountDueCents).toBe(Number(dueCents.due))
    expect(family.balance.amountDue).toBe(Number(dueCents.due) / 100)
  })

  // Issue 26: the family page showed each open invoice's item in English in the Arabic app; the item is also sent by
  // its code, which reads as the stored item in English.
  it("sends each open invoice's item by its code too", async () => {
    const { familyId } = await familyOfGuardian('Hoda Samir')
    const swimmers = await swimmersOf(familyId)
    const open = await openInvoicesOf(swimmers.map((s) => s.id))
      .select(['id', 'item_name', 'months'])
      .execute()
    expect(open.length).toBeGreaterThan(0)
    const response = await call('GET', `/api/families/${familyId}`)
    expect(response.statusCode).toBe(200)
    const invoices = response.json<{ openInvoices: { invoiceID: number; itemName: string; itemText: Message }[] }>()
      .openInvoices
    expect(invoices.map((invoice) => invoice.invoiceID).sort()).toEqual(open.map((invoice) => invoice.id).sort())
    for (const invoice of invoices) {
      const stored = open.find((row) => row.id === invoice.invoiceID)!
      // 'PreTeam - 1 month' is item.oneMonth, 'Baby Class - 3 months' item.months.
      expect(invoice.itemText).toMatchObject({
        code: expect.stringMatching(/^item\./),
        params: { product: stored.item_name.replace(/ - \d+ months?$/, '') },
      })
      expect(english(invoice.itemText)).toBe(invoice.itemName)
    }
  })

  it('shows siblings at sites the user does not work at by name and site only, medical notes only for theirs', async () => {
    const { familyId } = await familyOfGuardian('Hoda Samir')
    const response = await call('GET', `/api/families/${familyId}`, undefined, cashier)
    expect(response.statusCode).toBe(200)
    const family = response.json<Family>()
    expect(family.swimmers.map((s) => [s.site, s.visible])).toEqual([
      [61, false],
      [61, false],
      [62, true],
    ])
    const ofClub13 = family.swimmers[2]!.swimmerID
    expect(Object.keys(family.medical ?? {})).toEqual([String(ofClub13)])
    expect(family.medical?.[String(ofClub13)]?.allergies).toBe('Peanuts')
    expect(family.contacts?.map((c) => [c.kind, c.fullName])).toEqual([
      ['emergency', 'Adel Mahmoud'],
      ['pickup', 'Said Ibrahim'],
    ])
  })

  it('hides a family with no swimmer at the user’s sites, and refuses users without the privilege', async () => {
    const { familyId } = await familyOfGuardian('Karim Fathy') // two siblings at Smart Way only
    const [swimmer] = await swimmersOf(familyId)
    expect((await call('GET', `/api/families/${familyId}`, undefined, cashier)).statusCode).toBe(404)
    const notFound = await call('GET', `/api/swimmers/${swimmer!.id}/family`, undefined, cashier)
    expect(notFound.statusCode).toBe(404)
    expect(notFound.json().message).toBe(`Swimmer ${swimmer!.id} not found`)
    expect((await call('GET', `/api/families/${familyId}`, undefined, coachesManager)).statusCode).toBe(403)
    expect((await call('GET', `/api/families/${familyId}`, undefined, trainee)).statusCode).toBe(403)
    expect((await call('PUT', `/api/families/${familyId}/notes`, { notes: 'x' }, coachesManager)).statusCode).toBe(403)
  })

  it('finds families by a number in any form; a number that is not one is a 400 naming the field', async () => {
    for (const typed of ['0100 111 2233', '+20 100 111 2233', '٠١٠٠١١١٢٢٣٣', '0020-100-111-2233']) {
      const response = await call('GET', `/api/families?phone=${encodeURIComponent(typed)}`)
      expect(response.statusCode).toBe(200)
      expect(response.json<unknown[]>()).toHaveLength(2) // Hoda's two families
    }
    // One phone shared by two families.
    const shared = await call('GET', `/api/families?phone=${encodeURIComponent(GRANDMOTHER)}`)
    expect(
      shared.json<Array<{ guardians: Array<{ fullName: string }> }>>().map((f) => f.guardians[0]!.fullName),
    ).toEqual(expect.arrayContaining(['Nadia Lotfy']))
    expect(shared.json<unknown[]>()).toHaveLength(2)
    const bad = await call('GET', '/api/families?phone=0100')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ phone: 'Phone is not a valid phone number' })
    const arabic = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/families?phone=0100',
      headers: { 'accept-language': 'ar' },
    })
    expect(arabic.json().errors).toEqual({ phone: 'رقم الموبايل ده مش رقم صحيح' })
  })

  it('finds swimmers by any form of a guardian’s number from the swimmer search, keeping its wire', async () => {
    const { familyId } = await familyOfGuardian('Hoda Samir')
    const ids = (await swimmersOf(familyId)).map((s) => s.id)
    const rows = await search({ fullName: '+20 100 111 2233', userSite: 'all' })
    expect(rows.map((row) => row.swimmerID)).toEqual(expect.arrayContaining(ids))
    expect(Object.keys(rows[0]!)).toContain('parentPhone')
    // The cashier sees only the sibling at her sites.
    const theirs = await search({ fullName: '٠١٠٠١١١٢٢٣٣', userSite: 'all' }, cashier)
    expect(theirs.map((row) => row.swimmerID)).toContain(ids[2])
    expect(theirs.map((row) => row.swimmerID)).not.toContain(ids[0])
  })

  it('adds a guardian with WhatsApp consent, reporting a number already in another family, all audited', async () => {
    const { familyId } = await familyOfGuardian('Karim Fathy')
    const before = await db()
      .selectFrom('guardians')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    const added = await call('POST', `/api/families/${familyId}/guardians`, {
      fullName: 'Rania Fathy',
      relation: 'aunt',
      phone: '010 0111 2233',
      email: 'rania@example.com',
      preferredChannel: 'whatsapp',
      language: 'ar',
    })
    expect(added.statusCode).toBe(200)
    const { guardianID, phoneAlsoIn } = added.json<{ guardianID: number; phoneAlsoIn: Array<{ phone: string }> }>()
    expect(phoneAlsoIn.map((entry) => entry.phone)).toEqual([HODA, HODA])
    const consent = await call('POST', `/api/guardians/${guardianID}/consents`, {
      channel: 'whatsapp',
      purpose: 'service',
      granted: true,
      how: 'phone',
    })
    expect(consent.statusCode).toBe(200)
    expect(consent.json().consents).toEqual([
      expect.objectContaining({ channel: 'whatsapp', purpose: 'service', granted: true, how: 'phone' }),
    ])
    const after = await db()
      .selectFrom('guardians')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n) + 1)
    const [audit] = await auditOf('family', familyId, 'AddGuardian')
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ guardianID, fullName: 'Rania Fathy', phones: [HODA] })
    expect(audit!.user_id).toBe(1)
    expect(await auditOf('guardian', guardianID, 'GrantConsent')).toHaveLength(1)
    // Withdrawn later: the history keeps both, the latest holds.
    await call('POST', `/api/guardians/${guardianID}/consents`, {
      channel: 'whatsapp',
      purpose: 'service',
      granted: false,
    })
    const history = await db()
      .selectFrom('guardian_consents')
      .selectAll()
      .where('guardian_id', '=', guardianID)
      .execute()
    expect(history.map((row) => row.granted)).toEqual([1, 0])
  })

  it('a guardian joins another family without a copy of their data, once', async () => {
    const { guardianId } = await familyOfGuardian('Hoda Samir')
    const { familyId } = await familyOfGuardian('Nadia Lotfy')
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('guardians')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const joined = await call('POST', `/api/families/${familyId}/guardians/existing`, { guardianID: guardianId })
    expect(joined.statusCode).toBe(200)
    expect(await count()).toBe(before)
    const family = (await call('GET', `/api/families/${familyId}`)).json<Family>()
    expect(family.guardians.map((g) => g.fullName)).toContain('Hoda Samir')
    const again = await call('POST', `/api/families/${familyId}/guardians/existing`, { guardianID: guardianId })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`Hoda Samir is already a guardian of family ${familyId}`)
  })

  it('refuses bad input with 400s naming the fields in words, storing nothing', async () => {
    const { familyId, guardianId } = await familyOfGuardian('Karim Fathy')
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('guardians')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const bad = await call('POST', `/api/families/${familyId}/guardians`, {
      fullName: '',
      relation: 'uncle',
      phone: '123',
      email: 'not-mail',
      preferredChannel: 'fax',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toMatchObject({
      fullName: 'Full name is required',
      phone: 'Phone is not a valid phone number',
      email: 'E-mail is not a valid e-mail address',
      preferredChannel: 'Preferred channel must be WhatsApp, SMS or e-mail',
    })
    const consent = await call('POST', `/api/guardians/${guardianId}/consents`, { channel: 'pigeon', purpose: 'x' })
    expect(consent.statusCode).toBe(400)
    expect(consent.json().errors).toMatchObject({
      channel: 'Channel must be WhatsApp, SMS or e-mail',
      purpose: 'Purpose must be service messages or marketing',
      granted: 'Say whether consent is granted or withdrawn',
    })
    const self = await call('POST', `/api/families/${familyId}/merge`, { familyID: familyId })
    expect(self.statusCode).toBe(400)
    expect(self.json().errors).toEqual({ familyID: 'Choose another family' })
    expect(await count()).toBe(before)
  })

  it("the spec's parentPhone and parentEmail read and write the family's primary guardian", async () => {
    const { familyId, guardianId } = await familyOfGuardian('Mahmoud Adel')
    const [first, second] = await swimmersOf(familyId)
    const row = await db().selectFrom('swimmers').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow()
    const update = await call('PUT', '/api/swimmers/update', {
      swimmerID: first!.id,
      fullName: row.full_name,
      year: row.birth_year,
      level: row.current_level,
      site: 61,
      parentPhone: '٠١٠ ٥٥٥٥ ١٢٣٤',
      parentEmail: 'mahmoud.adel@example.com',
      userID: 1,
    })
    expect(update.statusCode).toBe(200)
    const family = (await call('GET', `/api/swimmers/${first!.id}/family`)).json<Family>()
    const father = family.guardians.find((g) => g.guardianID === guardianId)!
    expect(father.phones[0]).toBe('+201055551234')
    expect(father.email).toBe('mahmoud.adel@example.com')
    // Both siblings' rows read it, in the spec's local form.
    for (const id of [first!.id, second!.id]) {
      const [found] = await search({ swimmerID: id, userSite: 'all' })
      expect(found).toMatchObject({ parentPhone: '01055551234', parentEmail: 'mahmoud.adel@example.com' })
    }
    // A guardian's number changed on the family page is what the rows read.
    await call('PUT', `/api/guardians/${guardianId}`, {
      fullName: 'Mahmoud Adel',
      relation: 'father',
      phone: '+20 10 5555 9999',
      email: 'mahmoud.adel@example.com',
    })
    const [found] = await search({ swimmerID: second!.id, userSite: 'all' })
    expect(found!.parentPhone).toBe('01055559999')
    // An invalid number names the field and stores nothing.
    const bad = await call('PUT', '/api/swimmers/update', {
      swimmerID: first!.id,
      fullName: row.full_name,
      year: row.birth_year,
      level: row.current_level,
      site: 61,
      parentPhone: '0100 000 000',
      parentEmail: 'x@example.com',
      userID: 1,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ parentPhone: 'Parent phone is not a valid phone number' })
  })

  it('Add Swimmer with a number already held joins that family as a sibling', async () => {
    const { familyId } = await familyOfGuardian('Nadia Lotfy')
    const response = await call('POST', '/api/swimmers/add', newSwimmer({ site: 62, primaryPhone: '0122 333 4455' }))
    expect(response.statusCode).toBe(200)
    const id = response.json<{ swimmerID: number }>().swimmerID
    const joined = await db().selectFrom('swimmers').select('family_id').where('id', '=', id).executeTakeFirstOrThrow()
    expect(joined.family_id).toBe(familyId)
    const fresh = await call('POST', '/api/swimmers/add', newSwimmer({ site: 62, primaryPhone: '01277788899' }))
    const freshId = fresh.json<{ swimmerID: number }>().swimmerID
    const family = (await call('GET', `/api/swimmers/${freshId}/family`)).json<Family>()
    expect(family.guardians).toEqual([
      expect.objectContaining({
        phones: ['+201277788899'],
        email: 'parent@example.com',
        isPrimary: true,
        isPayer: true,
      }),
    ])
    const invalid = await call('POST', '/api/swimmers/add', newSwimmer({ site: 62, primaryPhone: '0100 000 000' }))
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors).toMatchObject({ primaryPhone: 'Primary phone is not a valid phone number' })
  })

  it('merging keeps everything (guardians, swimmers, consents, contacts, history) and is audited', async () => {
    const into = (await familyOfGuardian('Hoda Samir')).familyId
    const from = (await familyOfGuardian('Karim Fathy')).familyId
    const swimmersBefore = [...(await swimmersOf(into)), ...(await swimmersOf(from))].map((s) => s.id).sort()
    const guardiansOf = async (familyId: number) =>
      (await db().selectFrom('family_guardians').select('guardian_id').where('family_id', '=', familyId).execute()).map(
        (row) => row.guardian_id,
      )
    const guardiansBefore = [...new Set([...(await guardiansOf(into)), ...(await guardiansOf(from))])].sort()
    const consentsBefore = await db().selectFrom('guardian_consents').selectAll().orderBy('id').execute()
    const fromSwimmer = (await swimmersOf(from))[0]!.id
    const logsBefore = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'swimmer')
      .where('entity_id', '=', String(fromSwimmer))
      .execute()

    const merged = await call('POST', `/api/families/${into}/merge`, { familyID: from })
    expect(merged.statusCode).toBe(200)
    expect((await swimmersOf(into)).map((s) => s.id).sort()).toEqual(swimmersBefore)
    expect((await guardiansOf(into)).sort()).toEqual(guardiansBefore)
    expect(await db().selectFrom('guardian_consents').selectAll().orderBy('id').execute()).toEqual(consentsBefore)
    const history = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'swimmer')
      .where('entity_id', '=', String(fromSwimmer))
      .execute()
    expect(history.length).toBeGreaterThanOrEqual(logsBefore.length)
    // One primary: the family merged into keeps its own.
    const primaries = await db()
      .selectFrom('family_guardians')
      .select('guardian_id')
      .where('family_id', '=', into)
      .where('is_primary', '=', 1)
      .execute()
    expect(primaries).toHaveLength(1)
    expect((await call('GET', `/api/families/${from}`)).statusCode).toBe(404)
    const [audit] = await auditOf('family', into, 'MergeFamilies')
    expect(JSON.parse(audit!.before_json!).from.familyID).toBe(from)
    expect(JSON.parse(audit!.after_json!).into.swimmers.sort()).toEqual(swimmersBefore)
    expect(await auditOf('family', from, 'MergedInto')).toHaveLength(1)
  })

  it('moves a swimmer to another family, audited with before and after', async () => {
    const from = (await familyOfGuardian('Nadia Lotfy')).familyId
    const to = (await familyOfGuardian('Salma Lotfy')).familyId
    const [swimmer] = await swimmersOf(from)
    const moved = await call('PUT', `/api/swimmers/${swimmer!.id}/family`, { familyID: to })
    expect(moved.statusCode).toBe(200)
    expect((await swimmersOf(to)).map((s) => s.id)).toContain(swimmer!.id)
    const [audit] = await auditOf('swimmer', swimmer!.id, 'MoveFamily')
    expect(JSON.parse(audit!.before_json!).familyID).toBe(from)
    expect(JSON.parse(audit!.after_json!).familyID).toBe(to)
    const again = await call('PUT', `/api/swimmers/${swimmer!.id}/family`, { familyID: to })
    expect(again.statusCode).toBe(409)
    // The cashier may not move a swimmer of Smart Way.
    const other = await call('PUT', `/api/swimmers/${swimmer!.id}/family`, { familyID: to }, cashier)
    expect(other.statusCode).toBe(404)
  })

  it('a medical note shows as an alert on the roster; notes need ViewMedical', async () => {
    const session = await db()
      .selectFrom('class_sessions as c')
      .innerJoin('school_enrolments as e', (join) =>
        join
          .onRef('e.school_id', '=', 'c.group_id')
          .on('c.kind', '=', 'school')
          .onRef('e.start_date', '<=', 'c.session_date')
          .onRef('e.end_date', '>=', 'c.session_date'),
      )
      .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
      .select(['c.id', 'e.swimmer_id'])
      .where('c.site_id', '=', 62)
      .where('s.deleted_at', 'is', null)
      .orderBy('c.id')
      .executeTakeFirstOrThrow()
    const roster = async () =>
      (await call('GET', `/api/sessions/${session.id}`, undefined, cashier)).json<{
        roster: Array<{ swimmerID: number; alerts: string[]; makeup: boolean }>
      }>().roster
    const entry = async () => (await roster()).find((row) => row.swimmerID === session.swimmer_id)!
    await call('PUT', `/api/swimmers/${session.swimmer_id}/medical`, {
      conditions: '',
      allergies: '',
      instructions: '',
      doctorNote: 'none',
    })
    expect((await entry()).alerts).not.toContain('medical')
    const saved = await call(
      'PUT',
      `/api/swimmers/${session.swimmer_id}/medical`,
      { conditions: 'Asthma', allergies: '', instructions: 'Inhaler' },
      cashier,
    )
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ alert: true, medical: { conditions: 'Asthma', instructions: 'Inhaler' } })
    expect((await entry()).alerts).toContain('medical')
    for (const row of await roster()) {
      expect(row.alerts.every((a) => ['medical', 'unpaid', 'frozen', 'firstSession', 'makeupGuest'].includes(a))).toBe(
        true,
      )
      expect(row.alerts.includes('makeupGuest')).toBe(row.makeup)
    }
    const [audit] = await auditOf('swimmer', session.swimmer_id, 'UpdateMedical')
    expect(JSON.parse(audit!.after_json!).conditions).toBe('Asthma')

    // Without ViewMedical: no medical notes, on the page or to set.
    await sql`delete from privileges where user_type_id = 72 and action_id =
      (select id from actions where name = 'ViewMedical')`.execute(db())
    const withoutToken = await login(t.app, 2)
    const refused = await call('GET', `/api/swimmers/${session.swimmer_id}/medical`, undefined, withoutToken)
    expect(refused.statusCode).toBe(403)
    const set = await call(
      'PUT',
      `/api/swimmers/${session.swimmer_id}/medical`,
      { conditions: 'x', allergies: '', instructions: '' },
      withoutToken,
    )
    expect(set.statusCode).toBe(403)
    const familyId = (
      await db()
        .selectFrom('swimmers')
        .select('family_id')
        .where('id', '=', session.swimmer_id)
        .executeTakeFirstOrThrow()
    ).family_id!
    const page = (await call('GET', `/api/families/${familyId}`, undefined, withoutToken)).json<Family>()
    expect(page.medical).toBeUndefined()
    // The alert itself still shows (a coach must know there is a note).
    const rosterWithout = (await call('GET', `/api/sessions/${session.id}`, undefined, withoutToken)).json<{
      roster: Array<{ swimmerID: number; alerts: string[] }>
    }>().roster
    expect(rosterWithout.find((row) => row.swimmerID === session.swimmer_id)!.alerts).toContain('medical')
  })

  it('contacts, notes and photo consent are audited', async () => {
    const { familyId } = await familyOfGuardian('Hoda Samir')
    const contact = await call('POST', `/api/families/${familyId}/contacts`, {
      kind: 'pickup',
      fullName: 'Amr Driver',
      relation: 'driver',
      phone: '011 2233 4455',
    })
    expect(contact.statusCode).toBe(200)
    const contactID = contact.json<{ contactID: number }>().contactID
    expect((await auditOf('family', familyId, 'AddContact')).length).toBe(1)
    expect((await call('DELETE', `/api/families/${familyId}/contacts/${contactID}`)).statusCode).toBe(200)
    expect((await auditOf('family', familyId, 'RemoveContact')).length).toBe(1)
    expect((await call('PUT', `/api/families/${familyId}/notes`, { notes: 'Call after 5 pm' })).statusCode).toBe(200)
    const [swimmer] = await swimmersOf(familyId)
    expect((await call('PUT', `/api/swimmers/${swimmer!.id}/photo-consent`, { granted: false })).statusCode).toBe(200)
    expect(await auditOf('swimmer', swimmer!.id, 'PhotoConsent')).toHaveLength(1)
    const page = (await call('GET', `/api/families/${familyId}`)).json<
      Family & { photoConsent: Record<string, boolean> }
    >()
    expect(page.notes).toContain('Call after 5 pm')
    expect(page.photoConsent[String(swimmer!.id)]).toBe(false)
  })
})
