import { buildTestApp, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13 } from '../routes/swimmers-fixtures'
import { percentOf } from '../../src/domains/payments/pricing'
import { billingCalls } from './billing-fixtures'

// Issue 30, the renewal run: a preview per family of who renews in the window at what price (the sibling discount
// shown), the exceptions (an open previous invoice), then posting it once: a second post bills nothing. The test
// clock stands at 2026-11-21 in Cairo.

interface Run {
  runID: number
  posted: boolean
  families: Array<{
    familyID: number | null
    swimmers: Array<{
      swimmerID: number
      lines: Array<{ kind: string; amountCents: number }>
      totalCents: number
      invoiceID: number | null
    }>
  }>
  exceptions: Array<{ swimmerID: number; reason: string }>
  invoices: number
  messagesWritten: number
}

describe('the renewal run', () => {
  let t: TestApp
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    calls = billingCalls(t)
  })
  afterAll(() => t.close())

  it('previews two siblings with the sibling discount and an exception, posts once, and a second post bills nothing', async () => {
    const db = calls.db()
    // Two swimmers of the site in a school, with no open invoice and not frozen, made siblings, ending soon.
    const renewable = await db
      .selectFrom('swimmers as s')
      .innerJoin('school_enrolments as e', 'e.swimmer_id', 's.id')
      .select(['s.id', 's.family_id'])
      .where('s.site', '=', CLUB_13)
      .where('s.deleted_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoices as i')
              .select('i.id')
              .whereRef('i.swimmer_id', '=', 's.id')
              .where('i.status', '=', 'open'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('swimmer_freezes as f')
              .select('f.id')
              .whereRef('f.swimmer_id', '=', 's.id')
              .where('f.ended_at', 'is', null),
          ),
        ),
      )
      .distinct()
      .orderBy('s.id')
      .limit(2)
      .execute()
    const [elder, younger] = renewable
    await db.updateTable('swimmers').set({ family_id: elder.family_id }).where('id', '=', younger.id).execute()
    await db
      .updateTable('swimmers')
      .set({ subscription_end: '2026-11-25' })
      .where('id', 'in', [elder.id, younger.id])
      .execute()
    // A swimmer with an open invoice, ending in the window too.
    const [open] = await calls.openInvoices(CLUB_13)
    await db.updateTable('swimmers').set({ subscription_end: '2026-11-30' }).where('id', '=', open.swimmer_id).execute()
    await calls.call(admin, 'PUT', '/api/discount-rules', [{ kind: 'sibling', percent: '10', fromRank: 2 }])

    const preview = await calls.call(admin, 'POST', '/api/renewal-runs', { site: CLUB_13, days: 14 })
    expect(preview.statusCode).toBe(200)
    const run = preview.json() as unknown as Run
    const family = run.families.find((entry) => entry.familyID === elder.family_id)!
    expect(family.swimmers.map((swimmer) => swimmer.swimmerID)).toEqual([elder.id, younger.id])
    const [first, second] = family.swimmers
    expect(first.lines.map((line) => line.kind)).toEqual(['price'])
    const list = second.lines[0].amountCents
    expect(second.lines.map((line) => line.amountCents)).toEqual([list, -percentOf(list, 1000)])
    expect(run.exceptions).toEqual(
      expect.arrayContaining([expect.objectContaining({ swimmerID: open.swimmer_id, reason: 'openInvoice' })]),
    )
    expect(run.posted).toBe(false)
    const renewing = run.families.flatMap((entry) => entry.swimmers.map((swimmer) => swimmer.swimmerID))
    const invoicesBefore = await db.selectFrom('invoices').select('id').execute()

    const posted = await calls.call(admin, 'POST', `/api/renewal-runs/${run.runID}/post`, {})
    expect(posted.statusCode).toBe(200)
    const after = posted.json() as unknown as Run
    expect(after.posted).toBe(true)
    expect(after.invoices).toBe(renewing.length)
    const made = after.families.flatMap((entry) => entry.swimmers)
    const younger2 = made.find((swimmer) => swimmer.swimmerID === younger.id)!
    expect(await calls.invoiceRow(younger2.invoiceID!)).toMatchObject({
      amount_cents: list - percentOf(list, 1000),
      paid_cents: 0,
      status: 'open',
    })
    const invoicesAfter = await db.selectFrom('invoices').select('id').execute()
    expect(invoicesAfter.length - invoicesBefore.length).toBe(renewing.length)
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'renewal_run')
      .where('entity_id', '=', String(run.runID))
      .orderBy('id')
      .execute()
    expect(audit).toEqual([{ action: 'PreviewRenewalRun' }, { action: 'PostRenewalRun' }])
    const messages = await db
      .selectFrom('messages')
      .select('id')
      .where('about', 'like', `renewal-run:${run.runID}:%`)
      .execute()
    expect(messages.length).toBe(after.messagesWritten)

    const twice = await calls.call(admin, 'POST', `/api/renewal-runs/${run.runID}/post`, {})
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toMatch(/already posted/)
    expect((await db.selectFrom('invoices').select('id').execute()).length).toBe(invoicesAfter.length)

    // A new preview of the same window: the renewed swimmers now have an open invoice or a later end.
    const again = (
      await calls.call(admin, 'POST', '/api/renewal-runs', { site: CLUB_13, days: 14 })
    ).json() as unknown as Run
    const renewingAgain = again.families.flatMap((entry) => entry.swimmers.map((swimmer) => swimmer.swimmerID))
    expect(renewingAgain.filter((id) => renewing.includes(id))).toEqual([])
  })
})
