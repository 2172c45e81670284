import { http, HttpResponse } from 'msw'
import { LOGIN_MESSAGES } from '@contract/auth'
import { FIXED_LOOKUPS } from '@contract/lookups'
import type { LookupGroupCode } from '@contract/lookups'
import { TEST_PASSWORD, TEST_TOKEN, buildUser } from '../fixtures'

// A well-behaved server for the calls the shell makes. Tests replace single handlers with server.use().

const isTestToken = (request: Request) => request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`

export const handlers = [
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { userID?: unknown; password?: unknown }
    if (body.userID === 8 && body.password === TEST_PASSWORD) {
      return HttpResponse.json({ ...buildUser(), token: TEST_TOKEN })
    }
    return HttpResponse.json({ message: LOGIN_MESSAGES.invalid }, { status: 401 })
  }),
  http.get('/api/auth/me', ({ request }) =>
    isTestToken(request)
      ? HttpResponse.json(buildUser())
      : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
  ),
  http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
  // The signed-in user's language and digits (issue 16): none chosen; a change answers what it set.
  http.get('/api/me/preferences', () => HttpResponse.json({ language: null, digits: 'latn' })),
  http.put('/api/me/preferences', async ({ request }) =>
    HttpResponse.json({ language: null, digits: 'latn', ...((await request.json()) as object) }),
  ),
  // What a renewal would bill (issue 25): nothing priced unless a test says so.
  http.get('/api/swimmers/:id/renewal-prices', () => HttpResponse.json({ groupName: null, prices: [] })),
  http.get('/api/waitlist/:id/prices', ({ params }) => HttpResponse.json({ schoolID: Number(params.id), prices: [] })),
  // Today's cash-up of a site (issue 25): open, so money is offered; a test of a closed day replaces it.
  http.get('/api/cashup/today', ({ request }) =>
    HttpResponse.json({
      date: '2026-11-24',
      siteID: Number(new URL(request.url).searchParams.get('site')),
      siteName: 'Club 13',
      closed: false,
    }),
  ),
  http.get('/api/AppCode/:code', ({ request, params }) => {
    if (!isTestToken(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    return HttpResponse.json(FIXED_LOOKUPS[Number(params.code) as LookupGroupCode] ?? [])
  }),
]
