import http from 'node:http'
import { timeRuns } from './stats'

// A small HTTP client on one keep-alive connection: the measured time is the server's work plus loopback,
// without a heavier client (fetch) adding its own cost.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

export interface ApiResponse {
  status: number
  body: string
}

export function request(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: http.OutgoingHttpHeaders = {}
  if (payload !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

/** Signs in and returns the bearer token. */
export async function signIn(baseUrl: string, userID: number, password: string): Promise<string> {
  const response = await request(baseUrl, 'POST', '/api/auth/login', { body: { userID, password } })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.body}`)
  return (JSON.parse(response.body) as { token: string }).token
}

/** Fails loudly when a benchmarked request does not succeed: a fast error is not a result. */
export function expectOk(response: ApiResponse, what: string): ApiResponse {
  if (response.status !== 200) throw new Error(`${what}: HTTP ${response.status} ${response.body.slice(0, 300)}`)
  return response
}

export function closeClient(): void {
  agent.destroy()
}

/**
 * Times a request `runs` times (after `warmup` unmeasured): from sending it to the last byte of its answer. The
 * answer is parsed once, after the runs: the client's JSON.parse of a large answer (the week is half a megabyte) is
 * the client's cost, not the API's.
 */
export async function timeRequests<T>(
  send: () => Promise<ApiResponse>,
  what: string,
  runs: number,
  warmup?: number,
): Promise<{ samples: number[]; answer: T }> {
  let last: ApiResponse | undefined
  const samples = await timeRuns(
    async () => {
      last = expectOk(await send(), what)
    },
    runs,
    warmup,
  )
  return { samples, answer: JSON.parse(last!.body) as T }
}
