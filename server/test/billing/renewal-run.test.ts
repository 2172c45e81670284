import { buildTestApp, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13 } from '../routes/swimmers-fixtures'
import { percentOf } from '../../src/domains/payments/pricing'
import { addFamily } from '../messages/fixtures'
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

const AT = '2026-11-21T08:00:00.000Z'

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
      .limit(3)
      .execute()
    const [elder, younger, other] = renewable
    // Two siblings with their mother and father, and a swimmer of another family: each guardian with WhatsApp consent.
    const guardian = (name: string, phone: string) => ({
      name,
      phone,
      channel: 'whatsapp' as const,
      language: 'ar' as const,
      consents: [['whatsapp', 'service', true]] as Array<['whatsapp', 'service', boolean]>,
    })
    const parents = await addFamily(
      db,
      AT,
      [elder.id, younger.id],
      [guardian('Mother Renewal', '+201001112223'), guardian('Father Renewal', '+201001112224')],
    )
    const [aunt] = await addFamily(db, AT, [other.id], [guardian('Aunt Renewal', '+201001112225')])
    await db
      .updateTable('swimmers')
      .set({ subscription_end: '2026-11-25' })
      .where('id', 'in', [elder.id, younger.id, other.id])
      .execute()
    // A swimmer with an open invoice, ending in the window too.
    const [open] = await calls.openInvoices(CLUB_13)
    await db.updateTable('swimmers').set({ subscription_end: '2026-11-30' }).where('id', '=', open.swimmer_id).execute()
    await calls.call(admin, 'PUT', '/api/discount-rules', [{ kind: 'sibling', percent: '10', fromRank: 2 }])

    const preview = await calls.call(admin, 'POST', '/api/renewal-runs', { site: CLUB_13, days: 14 })
    expect(preview.statusCode).toBe(200)
    const run = preview.json() as unknown as Run
    const familyId = (
      await db.selectFrom('swimmers').select('family_id').where('id', '=', elder.id).executeTakeFirstOrThrow()
    ).family_id
    const family = run.families.find((entry) => entry.familyID === familyId)!
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
    // One 'subscription ending' message per guardian, naming their own swimmers only (the run writes all families'
    // messages together).
    const named = await db
      .selectFrom('messages as m')
      .innerJoin('message_swimmers as ms', 'ms.message_id', 'm.id')
      .select(['m.guardian_id', 'ms.swimmer_id'])
      .where('m.about', 'like', `renewal-run:${run.runID}:%`)
      .where('m.guardian_id', 'in', [...parents, aunt])
      .orderBy('m.guardian_id')
      .orderBy('ms.swimmer_id')
      .execute()
    expect(named).toEqual([
      { guardian_id: parents[0], swimmer_id: elder.id },
      { guardian_id: parents[0], swimmer_id: younger.id },
      { guardian_id: parents[1], swimmer_id: elder.id },
      { guardian_id: parents[1], swimmer_id: younger.id },
      { guardian_id: aunt, swimmer_id: other.id },
    ])

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
