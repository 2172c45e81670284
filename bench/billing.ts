import { expectOk, request, timeRequests } from './api-client'
import type { BenchRow } from './bench-table'
import { cashupDate } from './money'
import { latencyRow as row } from './stats'

// Billing at scale (issue 30): a family's ledger (GET /families/{id}/ledger, p95 < 20 ms) cycling through families
// spread over the database, the busiest site's cash-up with its methods (GET /cashup, p95 < 20 ms), that site's
// 14-day renewal run preview (POST /renewal-runs, p95 < 2 s) and the posting of the last preview (one run, < 10 s).
// The preview keeps a run and the posting bills its renewals: the bench changes the scale database (as the messages
// bench closes a day), so a second run finds the renewed swimmers with open invoices (exceptions, not renewed again).

const TARGETS = { ledger: 20, cashup: 20, preview: 2000, post: 10_000 }
const SAMPLES = 50
const PREVIEW_RUNS = 5

export async function measureBilling(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  busySite: number
  swimmers: number
  now: Date
}): Promise<BenchRow[]> {
  const { baseUrl, token, busySite } = options
  const families: number[] = []
  const stride = Math.max(1, Math.floor(options.swimmers / SAMPLES))
  for (let id = 200; families.length < SAMPLES && id < options.swimmers + 200; id += stride) {
    const response = await request(baseUrl, 'GET', `/api/swimmers/${id}/family`, { token })
    if (response.status === 200) families.push((JSON.parse(response.body) as { familyID: number }).familyID)
  }
  if (families.length === 0) throw new Error('billing: no family found to measure')
  let next = 0
  const ledger = await timeRequests<{ entries: unknown[] }>(
    () => request(baseUrl, 'GET', `/api/families/${families[next++ % families.length]}/ledger`, { token }),
    'family ledger',
    options.runs,
  )
  const date = cashupDate(options.now)
  const cashup = await timeRequests<{ totals: { payments: number; byMethod: unknown[] } }>(
    () => request(baseUrl, 'GET', `/api/cashup?site=${busySite}&date=${date}`, { token }),
    'cash-up with methods',
    options.runs,
  )
  const preview = await timeRequests<{ runID: number; families: unknown[]; exceptions: unknown[] }>(
    () => request(baseUrl, 'POST', '/api/renewal-runs', { token, body: { site: busySite, days: 14 } }),
    'renewal run preview',
    PREVIEW_RUNS,
    0,
  )
  // A run posted on this database today renewed the window already: a preview of nothing is no measurement.
  if (preview.answer.families.length === 0) {
    throw new Error(
      `site ${busySite} has nothing to renew in the next 14 days (a run was posted on this database today; seed it again)`,
    )
  }
  const started = performance.now()
  const posted = JSON.parse(
    expectOk(
      await request(baseUrl, 'POST', `/api/renewal-runs/${preview.answer.runID}/post`, { token, body: {} }),
      'renewal run post',
    ).body,
  ) as { invoices: number; messagesWritten: number }
  const postMs = performance.now() - started
  const group = `billing (${options.engine})`
  return [
    row(group, "a family's ledger", ledger.samples, TARGETS.ledger, `${families.length} families cycled`),
    row(
      group,
      `cash-up with methods, busiest site (${busySite})`,
      cashup.samples,
      TARGETS.cashup,
      `${date}: ${cashup.answer.totals.payments} payments, ${cashup.answer.totals.byMethod.length} methods`,
    ),
    row(
      group,
      'renewal run preview, busiest site, 14 days',
      preview.samples,
      TARGETS.preview,
      `${preview.answer.families.length} families, ${preview.answer.exceptions.length} exceptions`,
    ),
    row(
      group,
      'renewal run posting, busiest site',
      [postMs],
      TARGETS.post,
      `${posted.invoices} invoices, ${posted.messagesWritten} messages`,
    ),
  ]
}
