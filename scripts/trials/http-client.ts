import http from 'node:http'

// A small JSON client over node:http, so each server life gets its own keep-alive pool that can be
// thrown away after a kill (no stale sockets carried into the next life).

export interface JsonResponse {
  status: number
  body: unknown
  headers: http.IncomingHttpHeaders
}

export function requestJson(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; agent?: http.Agent } = {},
): Promise<JsonResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = {}
  if (payload !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      { method, headers, agent: options.agent ?? false, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let body: unknown = text
          try {
            body = text ? JSON.parse(text) : undefined
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)))
    request.on('error', reject)
    request.end(payload)
  })
}

/** A signed-in client with its own connection pool. */
export class ApiClient {
  private readonly agent: http.Agent
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  }

  static async signIn(baseUrl: string, userId: number, password: string, connections = 16): Promise<ApiClient> {
    const response = await requestJson(baseUrl, 'POST', '/api/auth/login', { body: { userID: userId, password } })
    const token = (response.body as { token?: string } | undefined)?.token
    if (response.status !== 200 || !token) throw new Error(`sign-in as ${userId} failed: ${response.status}`)
    return new ApiClient(baseUrl, token, connections)
  }

  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonResponse> {
    return requestJson(this.baseUrl, method, path, { body, token: this.token, agent: this.agent })
  }

  close(): void {
    this.agent.destroy()
  }
}
