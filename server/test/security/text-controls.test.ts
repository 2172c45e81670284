import { injectAs, login, type TestApp } from '../helper'
import { buildAppWithRoutes, rowCounts, type RegisteredRoute } from './security-helpers'

// Issue 25: tab, carriage return, line feed and broken Unicode (half a surrogate pair, U+FFFD) inside text were
// stored — `POST /api/swimmers/add {"fullName":"a\nb"}` → 200, a receipt 'TAB\tINSIDE' beside 'TAB INSIDE'. They are
// refused with the field named, as bidi overrides are (server/src/plugins/text-guard.ts, contract/common.ts). Only the
// SPA's multi-line boxes — a swimmer's address, a freeze reason, new times, a waitlist note, a cash-up reopen reason —
// take line feeds; the routes name them in `config.multiline`.

const swimmer = (extra: Record<string, unknown> = {}) => ({
  site: 62,
  fullName: 'Text Control Swimmer',
  birthDate: '2016-04-02',
  startLevel: 12,
  gender: 5,
  club: 87,
  primaryPhone: '01012345678',
  secondaryPhone: '',
  primaryJob: 'Engineer',
  secondaryJob: '',
  email: 'text@example.com',
  address: '1 Nile Street',
  ...extra,
})
const user = (fullName: string) => ({ fullName, site: 62, userTypeId: 72, password: 'text-control-password' })

const CONTROL = (field: string) => `${field} must not contain control characters`
const BROKEN = (field: string) =>
  `${field} must not contain broken characters (half of a surrogate pair, or U+FFFD for bytes that were not UTF-8)`

describe('control characters and broken text are refused, naming the field (issue 25)', () => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let admin: string

  beforeAll(async () => {
    ;({ t, routes } = await buildAppWithRoutes())
    admin = await login(t.app, 1)
  }, 60_000)
  afterAll(() => t?.close())

  it.each([
    ['a line feed', 'Omar\nAli', CONTROL],
    ['a tab', 'Omar\tAli', CONTROL],
    ['a carriage return', 'Omar\rAli', CONTROL],
    ['CR LF', 'Omar\r\nAli', CONTROL],
    ['half of a surrogate pair', 'Sur\ud800rogate', BROKEN],
    ['a low surrogate alone', 'Sur\udfffrogate', BROKEN],
    ['replacement characters', 'Sur\ufffd\ufffd\ufffdrogate', BROKEN],
  ])('a name with %s: 400 on /swimmers/add and /users/create, nothing stored', async (_label, name, message) => {
    const before = await rowCounts(t)
    for (const [url, payload] of [
      ['/api/swimmers/add', swimmer({ fullName: name })],
      ['/api/users/create', user(name)],
    ] as const) {
      const response = await injectAs(t.app, admin, { method: 'POST', url, payload })
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: {
          code: 'validation',
          message: message('fullName'),
          errors: { fullName: message('fullName') },
        },
      })
    }
    expect(await rowCounts(t)).toEqual(before)
  })

  it('refuses a receipt number with an inner tab or line feed on payment, naming it', async () => {
    for (const receipt of ['TAB\tINSIDE', 'LF\nINSIDE']) {
      const response = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/payment/complete',
        payload: { entities: { swimmerID: 1, siteID: 62, amountPaid: '1.00', recieptNo: receipt, invoiceID: 1 } },
      })
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 400,
        errors: { 'entities.recieptNo': CONTROL('recieptNo') },
      })
    }
  })

  it('refuses them in a query string and a path too', async () => {
    const query = await injectAs(t.app, admin, { method: 'GET', url: '/api/users/summary?site=62%09' })
    expect(query.json().errors).toEqual({ site: CONTROL('site') })
    const path = await injectAs(t.app, admin, { method: 'GET', url: '/api/swimmers/1%0A/info-tab' })
    expect(path.statusCode).toBe(400)
  })

  it("takes tabs only where the schema strips them (a club's or site's description, SPEC.md), never a line feed", async () => {
    const tabsStripped = routes
      .filter((route) => route.config.tabsStripped)
      .map((route) => `${route.method} ${route.path} ${route.config.tabsStripped!.join(',')}`)
      .sort()
    // The Arabic name (issue 25) is checked as the name is; renaming takes what the insert takes.
    expect(tabsStripped).toEqual([
      'post /api/club/insert description,descriptionAr',
      'post /api/site/insert description,descriptionAr',
      'put /api/club/:id description,descriptionAr',
      'put /api/clubs/:id description,descriptionAr',
      'put /api/site/:id description,descriptionAr',
      'put /api/sites/:id description,descriptionAr',
    ])
    const club = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/club/insert',
      payload: { description: '\tTab\tClub' },
    })
    expect(club.json()).toMatchObject({ description: 'TabClub' })
    const lineFed = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/club/insert',
      payload: { description: 'Line\nClub' },
    })
    expect(lineFed.json().errors).toEqual({ description: CONTROL('description') })
  })

  it('takes line feeds only in the multi-line boxes the routes name, and stores them', async () => {
    const multiline = routes
      .filter((route) => route.config.multiline)
      .map((route) => `${route.method} ${route.path} ${route.config.multiline!.join(',')}`)
      .sort()
    expect(multiline).toEqual([
      'post /api/cashup/reopen reason',
      // Issue 30: the reasons of a credit note, a refund and a void.
      'post /api/families/:id/credits reason',
      // Issue 29: a message template's text (and its preview), and a broadcast's words, may run over several lines.
      'post /api/message-templates/:id/preview body',
      'post /api/messages/broadcasts ar,en',
      'post /api/messages/broadcasts/count ar,en',
      'post /api/payments/:paymentid/refund reason',
      'post /api/payments/:paymentid/void reason',
      'post /api/schools/:id/waitlist note',
      // Issue 31: a note on a swimmer's timeline and a report card's note for the family.
      'post /api/swimmers/:id/progress-notes text',
      'post /api/swimmers/:id/report-cards familyNote',
      'post /api/swimmers/add address',
      'post /api/swimmers/freeze-swim freezeReason',
      'put /api/message-templates/:id body',
      'put /api/swimmers/update-times newTimes',
    ])

    const added = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/swimmers/add',
      payload: swimmer({ fullName: 'Two Line Address', address: '1 Nile Street\nFlat 4, Garden City' }),
    })
    expect(added.statusCode).toBe(200)
    const stored = await t.app.db
      .selectFrom('swimmer_parents')
      .select('address')
      .where('swimmer_id', '=', added.json<{ swimmerID: number }>().swimmerID)
      .executeTakeFirstOrThrow()
    expect(stored.address).toBe('1 Nile Street\nFlat 4, Garden City')

    // A tab or carriage return is still refused there; a line feed anywhere else in the same request too.
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ address: '1 Nile Street\tFlat 4' }, 'address'],
      [{ address: '1 Nile Street\r\nFlat 4' }, 'address'],
      [{ primaryJob: 'Civil\nEngineer' }, 'primaryJob'],
    ]
    for (const [extra, field] of cases) {
      const response = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/swimmers/add',
        payload: swimmer(extra),
      })
      expect({ field, status: response.statusCode, errors: response.json().errors }).toEqual({
        field,
        status: 400,
        errors: { [field]: CONTROL(field) },
      })
    }

    // The other multi-line boxes: a line feed is not what refuses them (whatever else their rules say).
    const lineFed: Array<[string, string, Record<string, unknown>, string]> = [
      [
        'POST',
        '/api/swimmers/freeze-swim',
        { swimmerID: 1, freezeReason: 'Injury\nTwo weeks', freezeDate: '2026-12-01', site: 61 },
        'freezeReason',
      ],
      [
        'PUT',
        '/api/swimmers/update-times',
        { swimmerID: 1, newTimes: '50m free 0:41\n100m free 1:32', reason: 'Gala', site: 61 },
        'newTimes',
      ],
      ['POST', '/api/schools/1/waitlist', { swimmerID: 1, note: 'Mornings\nonly' }, 'note'],
      ['POST', '/api/cashup/reopen', { site: 61, date: '2026-11-01', reason: 'Recount\nby the manager' }, 'reason'],
      ['PUT', '/api/message-templates/1', { body: 'Hello {guardian},\nsee you soon' }, 'body'],
      ['POST', '/api/message-templates/1/preview', { body: 'Hello\n{guardian}', swimmerID: 1 }, 'body'],
      ['POST', '/api/messages/broadcasts/count', { site: 61, audience: 'site', ar: 'أهلاً\nبكم', en: 'Hi' }, 'ar'],
    ]
    for (const [method, url, payload, field] of lineFed) {
      const response = await injectAs(t.app, admin, { method: method as 'POST', url, payload })
      expect({ url, error: response.json().errors?.[field] }).toEqual({ url, error: undefined })
      const tabbed = await injectAs(t.app, admin, {
        method: method as 'POST',
        url,
        payload: { ...payload, [field]: `${String(payload[field])}\tx` },
      })
      expect({ url, error: tabbed.json().errors?.[field] }).toEqual({ url, error: CONTROL(field) })
    }
    // update-times' reason is a one-line box.
    const reason = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/swimmers/update-times',
      payload: { swimmerID: 1, newTimes: '50m free 0:41', reason: 'Gala\nday', site: 61 },
    })
    expect(reason.json().errors).toEqual({ reason: CONTROL('reason') })
  })
})
