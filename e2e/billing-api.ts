import { expect, type Page } from '@playwright/test'

// Issue 30's browser tests call the API as the signed-in user (the token the SPA keeps) to find their data and to put
// the academy's discount rules back as they were.

/** A call as the page's signed-in user; fails the test, with the server's answer, unless it succeeds. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, { method, data: body, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A discount rule as GET /api/discount-rules lists it. */
export interface Rule {
  ruleID: number
  kind: string
  percent: number
  fromRank: number | null
  minMonths: number | null
  clubID: number | null
}

/** A listed rule as PUT /api/discount-rules takes it back. */
export const asInput = (rule: Rule) => ({
  ruleID: rule.ruleID,
  kind: rule.kind,
  percent: String(rule.percent),
  ...(rule.fromRank !== null ? { fromRank: rule.fromRank } : {}),
  ...(rule.minMonths !== null ? { minMonths: rule.minMonths } : {}),
  ...(rule.clubID !== null ? { clubID: rule.clubID } : {}),
})
