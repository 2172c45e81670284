import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, EGYPT, addSwimmer, priceOf, schoolWithFreePlace } from './swimmers-fixtures'

// Issue 25, item 2: Change Site ended a paid school enrolment "on" yesterday, with nothing said before. Now the
// preview says what will end (the group, its paid-until date, what will be owed), the end is today (the academy's
// date), and what was paid for the unused time is owed to the family: floor(paid × unusedDays / paidDays).

const DAY = 86_400_000

describe('Change Site settles the money of the groups left', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  it('previews, then ends the school today and owes the unused paid time', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Mover Swimmer' })
    const school = await schoolWithFreePlace(t, admin, id)
    const price = priceOf(school, 3)
    const enrol = await call('POST', '/api/swimmers/save-school-trans', {
      swimmerID: id,
      schoolID: school.schoolID,
      months: 3,
      siteID: CLUB_13,
      amountPaid: price,
      reciptNo: 'MOVE-1',
    })
    expect(enrol.json()).toMatchObject({ endDate: '2027-02-21' })

    // A week later (2026-11-28): 85 of the 92 paid days are unused.
    t.clock.advance(7 * DAY)
    admin = await login(t.app, ADMIN)
    const owed = Math.floor((Math.round(price * 100) * 85) / 92) / 100
    const expected = {
      kind: 'school',
      groupID: school.schoolID,
      site: CLUB_13,
      paidUntil: '2027-02-21',
      endDate: '2026-11-28',
      cancelledInvoices: [],
      owed,
    }
    const preview = await call('GET', `/api/swimmers/${id}/change-site-preview?site=${EGYPT}`)
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({ endedEnrolments: [expect.objectContaining(expected)], owed })
    // Nothing is written by the preview.
    const credits = () => t.database.db.selectFrom('owed_credits').selectAll().where('swimmer_id', '=', id).execute()
    expect(await credits()).toEqual([])

    const moved = await call('PUT', '/api/Swimmers/Change-Site', { swimmerID: id, site: EGYPT })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().endedEnrolments).toEqual([expect.objectContaining(expected)])
    expect(moved.json().message).toContain('their enrolments there end today, 2026-11-28')
    expect(moved.json().message).toContain(`is owed to the family`)
    expect(moved.json().message).not.toContain('2026-11-27')
    const enrolment = await t.database.db
      .selectFrom('school_enrolments')
      .select('end_date')
      .where('swimmer_id', '=', id)
      .executeTakeFirstOrThrow()
    // Their place is free from today (the stored last day is the day before); the ending is today's.
    expect(enrolment.end_date).toBe('2026-11-27')
    expect(await credits()).toEqual([
      expect.objectContaining({ amount_cents: Math.round(owed * 100), reason: 'site-changed', site: CLUB_13 }),
    ])
    const info = (await call('GET', `/api/swimmers/${id}/info-tab`)).json()
    expect(info.owedToFamily).toMatchObject({ owed, credits: [{ amount: owed, reason: 'site-changed' }] })
    // The old site's enrolment does not stop a school of the new site today.
    const atEgypt = (await call('GET', `/api/swimmers/school-options/${id}`)).json()
    expect(atEgypt.site).toBe(EGYPT)
    const open = atEgypt.schools.find(
      (entry: { enrolled: number; capacity: number }) => entry.enrolled < entry.capacity,
    )
    expect(open).toBeDefined()
  })
})
