import { request, timeRequests } from './api-client'
import type { BenchRow } from './bench-table'
import { latencyRow as row } from './stats'

// Families at scale (issue 28): a family found by a number as a parent reads it out (GET /families?phone=, p95 < 10 ms)
// and the family page's data (GET /families/{id}, p95 < 20 ms), over HTTP like the other rows, cycling through
// families spread over the whole database.

const TARGETS = { byPhone: 10, page: 20 }
/** Families sampled: each request asks for the next, so no single family's rows stay hot. */
const SAMPLES = 50

interface Family {
  familyID: number
  guardians: Array<{ phones: string[] }>
}

/** '+201012345678' as read out: '010 1234 5678'. */
const spoken = (e164: string) => {
  const local = `0${e164.slice(3)}`
  return `${local.slice(0, 3)} ${local.slice(3, 7)} ${local.slice(7)}`
}

export async function measureFamilies(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  swimmers: number
}): Promise<BenchRow[]> {
  const { baseUrl, token } = options
  const families: Array<{ id: number; phone: string }> = []
  const stride = Math.max(1, Math.floor(options.swimmers / SAMPLES))
  for (let id = 200; families.length < SAMPLES && id < options.swimmers + 200; id += stride) {
    const response = await request(baseUrl, 'GET', `/api/swimmers/${id}/family`, { token })
    if (response.status !== 200) continue // a deleted swimmer
    const family = JSON.parse(response.body) as Family
    const phone = family.guardians.flatMap((guardian) => guardian.phones).find((number) => number.startsWith('+20'))
    if (phone) families.push({ id: family.familyID, phone })
  }
  if (families.length === 0) throw new Error('families: no family found to measure')
  let next = 0
  const cycle = () => families[next++ % families.length]!
  const byPhone = await timeRequests<unknown[]>(
    () => request(baseUrl, 'GET', `/api/families?phone=${encodeURIComponent(spoken(cycle().phone))}`, { token }),
    'family by phone',
    options.runs,
  )
  const page = await timeRequests<unknown>(
    () => request(baseUrl, 'GET', `/api/families/${cycle().id}`, { token }),
    'family page',
    options.runs,
  )
  const group = `families (${options.engine})`
  return [
    row(group, 'family by phone (any form)', byPhone.samples, TARGETS.byPhone, `${families.length} families cycled`),
    row(group, "family page's data", page.samples, TARGETS.page, 'guardians, siblings, contacts, invoices, payments'),
  ]
}
