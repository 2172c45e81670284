import { isIP } from 'node:net'
import path from 'node:path'

// Environment → typed settings. A bad value stops start-up with one line naming the variable.

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; /** Schema to work in (tests use a throwaway one). */ schema?: string }

export interface AppConfig {
  port: number
  host: string
  database: DatabaseConfig
  demoData: boolean
  staticDir: string
  logLevel: string
  /** Sent as X-Instance on /api responses; unset: host name and process id. */
  instanceName?: string
  /** Reverse proxies (addresses, CIDR ranges or loopback/linklocal/uniquelocal) whose X-Forwarded-For is believed. */
  trustProxy: string[]
  /** Days the academy's clock runs ahead of the machine's (0: none); for rehearsing a later day on a copy of the data. */
  clockAheadDays: number
}

export class ConfigError extends Error {}

const DEFAULT_SQLITE_FILE = 'data/academy.sqlite'

export function parseDatabaseUrl(value: string | undefined, root = process.cwd()): DatabaseConfig {
  if (value === undefined || value === '') return { kind: 'sqlite', file: path.resolve(root, DEFAULT_SQLITE_FILE) }
  if (value.startsWith('file:')) {
    const file = value.slice('file:'.length)
    if (!file)
      throw new ConfigError('DATABASE_URL must name a file after "file:" (for example file:./data/academy.sqlite)')
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(root, file) }
  }
  if (/^postgres(ql)?:\/\/.+/.test(value)) return { kind: 'postgres', url: value }
  throw new ConfigError(`DATABASE_URL must be file:PATH or postgres://… (got "${value}")`)
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (got "${value}")`)
  }
  return port
}

function parseHost(value: string | undefined): string {
  if (value === undefined || value === '') return '127.0.0.1'
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(value))
    throw new ConfigError(`HOST must be a host name or IP address (got "${value}")`)
  return value
}

/**
 * Demo data (the demo staff, whose passwords README publishes, and the demo academy) only where asked:
 * DEMO_DATA=1 with any database; unset, only on the embedded default database (DATABASE_URL unset, as
 * `npm start` on a fresh clone runs); never on a database DATABASE_URL names unless DEMO_DATA=1.
 */
export function parseDemoData(value: string | undefined, databaseUrl: string | undefined): boolean {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  if (value === undefined || value === '') return databaseUrl === undefined || databaseUrl === ''
  throw new ConfigError(`DEMO_DATA must be 0 or 1 (got "${value}")`)
}

function parseInstanceName(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  // It becomes a response header: no spaces or control characters, and short.
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(value))
    throw new ConfigError(`INSTANCE_NAME must be up to 64 letters, digits, ".", "_", ":" or "-" (got "${value}")`)
  return value
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY: the reverse proxies in front of the API, comma-separated — IP addresses, CIDR ranges
 * (10.0.0.0/8) or loopback / linklocal / uniquelocal. Only a request arriving from one of them has its client
 * address read from X-Forwarded-For (sign-in throttling is per client). Unset, 0 or false: no proxy is trusted.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '' || value === '0' || value === 'false') return []
  const entries = value.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    if (entry === 'true' || entry === '*' || entry === '1') {
      throw new ConfigError(
        'TRUST_PROXY must name the proxies (for example 127.0.0.1 or 10.0.0.0/8), not trust every address: ' +
          `any client could then forge its address (got "${value}")`,
      )
    }
    const [address, bits, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    const bitsOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32) && rest.length === 0)
    if (!PROXY_KEYWORDS.includes(entry) && (family === 0 || !bitsOk)) {
      throw new ConfigError(
        `TRUST_PROXY must be IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated (got "${value}")`,
      )
    }
  }
  return entries
}

/**
 * Messages to families (issue 29): the channels' settings are read where they are used (domains/messages/senders.ts),
 * but a value that cannot work stops start-up here, naming the variable and never echoing a secret: SMTP_URL an
 * smtp:// or smtps:// address, WHATSAPP_API_URL an http(s) address, and the WhatsApp Cloud API's token and phone
 * number id set together.
 */
export function checkMessagingEnv(env: NodeJS.ProcessEnv): void {
  if (env.SMTP_URL && !/^smtps?:\/\/[^\s]+$/.test(env.SMTP_URL)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address (for example smtp://user:password@host:587)')
  }
  if (env.WHATSAPP_API_URL && !/^https?:\/\/[^\s]+$/.test(env.WHATSAPP_API_URL)) {
    throw new ConfigError("WHATSAPP_API_URL must be an http:// or https:// address (default: Meta's Graph API)")
  }
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together (the Cloud API needs both)')
  }
}

/**
 * CLOCK_AHEAD_DAYS: run the academy's clock this many whole days ahead (0 to 366), so testers and trainers can
 * rehearse a later day on a copy of the data — close today's cash-up, restart with 1, and refund on "tomorrow" (the
 * billing journey's browser test does exactly that). Unset or 0 in production; the server logs it when set.
 */
export function parseClockAheadDays(value: string | undefined): number {
  if (value === undefined || value === '') return 0
  const days = Number(value)
  if (!/^\d{1,3}$/.test(value) || days > 366) {
    throw new ConfigError(`CLOCK_AHEAD_DAYS must be a whole number of days from 0 to 366 (got "${value}")`)
  }
  return days
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  checkMessagingEnv(env)
  return {
    port: parsePort(env.PORT),
    host: parseHost(env.HOST),
    database: parseDatabaseUrl(env.DATABASE_URL, root),
    demoData: parseDemoData(env.DEMO_DATA, env.DATABASE_URL),
    staticDir: path.resolve(root, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    instanceName: parseInstanceName(env.INSTANCE_NAME),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clockAheadDays: parseClockAheadDays(env.CLOCK_AHEAD_DAYS),
  }
}
