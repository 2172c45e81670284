import type { BenchRow } from './bench-table'
import { request, timeRequests } from './api-client'
import { latencyRow as row } from './stats'
import { SUMMARY, type SearchCase } from './workload'

// Latency of the benchmarked requests over HTTP with a signed-in token: each request repeated, one at a time,
// on one keep-alive connection; median and p95 of the round trip as the client sees it.

export interface LatencyOptions {
  baseUrl: string
  token: string
  engine: string
  runs: number
  searches: SearchCase[]
  busySite: number
}

const SEARCH_TARGET_MS = 10
const LIST_TARGET_MS = 20

export async function measureSearches(options: LatencyOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const search of options.searches) {
    // Every site of the benchmark user's, named on purpose: the search never looks everywhere by default.
    const body = { ...search.criteria, userSite: 'all' }
    const { samples, answer } = await timeRequests<unknown[]>(
      () => request(options.baseUrl, 'POST', '/api/swimmers/search', { token: options.token, body }),
      `search ${search.metric}`,
      options.runs,
    )
    const found = answer.length
    rows.push(
      row(`swimmer search (${options.engine})`, search.metric, samples, SEARCH_TARGET_MS, `${found} rows returned`),
    )
  }
  return rows
}

export async function measureLists(options: LatencyOptions): Promise<BenchRow[]> {
  const { samples: invoiceSamples, answer: invoiceList } = await timeRequests<unknown[]>(
    () => request(options.baseUrl, 'GET', `/api/invoice/fetch?siteId=${options.busySite}`, { token: options.token }),
    'invoice list',
    options.runs,
  )
  const invoices = invoiceList.length
  const summaryPath = `/api/schoolsummary/showschoolssummary?site=${SUMMARY.site}&type=${SUMMARY.type}&schoolLevel=${SUMMARY.level}`
  const { samples: summarySamples, answer: summary } = await timeRequests<{ summaries: unknown[] }>(
    () => request(options.baseUrl, 'GET', summaryPath, { token: options.token }),
    'school summary',
    options.runs,
  )
  const schools = summary.summaries.length
  const group = `lists at scale (${options.engine})`
  return [
    row(
      group,
      `invoice list, busiest site (${options.busySite})`,
      invoiceSamples,
      LIST_TARGET_MS,
      `${invoices} invoices`,
    ),
    row(group, 'school summary with invoices', summarySamples, LIST_TARGET_MS, `${schools} schools`),
  ]
}
