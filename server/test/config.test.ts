import path from 'node:path'
import { ConfigError, loadConfig } from '../src/config'
import { clockAhead, systemClock } from '../src/lib/clock'

describe('loadConfig', () => {
  const root = '/srv/academy'

  it('defaults to port 3000 on 127.0.0.1 with SQLite at ./data/academy.sqlite and demo data', () => {
    expect(loadConfig({}, root)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: path.join(root, 'data/academy.sqlite') },
      demoData: true,
      staticDir: path.join(root, 'dist'),
      logLevel: 'info',
      trustProxy: [],
      clockAheadDays: 0,
    })
  })

  it("runs the academy's clock CLOCK_AHEAD_DAYS whole days ahead, and refuses anything else naming the variable", () => {
    expect(loadConfig({ CLOCK_AHEAD_DAYS: '1' }, root).clockAheadDays).toBe(1)
    for (const bad of ['-1', '1.5', 'tomorrow', '400']) {
      expect(() => loadConfig({ CLOCK_AHEAD_DAYS: bad }, root)).toThrow(
        new ConfigError(`CLOCK_AHEAD_DAYS must be a whole number of days from 0 to 366 (got "${bad}")`),
      )
    }
    const ahead = clockAhead(2).now().getTime() - Date.now()
    expect(Math.round(ahead / 86_400_000)).toBe(2)
    expect(clockAhead(0)).toBe(systemClock)
  })

  it('trusts no proxy by default, and the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '' }, root).trustProxy).toEqual([])
    expect(loadConfig({ TRUST_PROXY: '0' }, root).trustProxy).toEqual([])
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }, root).trustProxy).toEqual(['127.0.0.1'])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }, root).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ])
  })

  it('reads file: and postgres:// database URLs and DEMO_DATA=0', () => {
    const config = loadConfig({ DATABASE_URL: 'file:./tmp/x.sqlite', DEMO_DATA: '0', PORT: '8080' }, root)
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(root, 'tmp/x.sqlite') })
    expect(config.demoData).toBe(false)
    expect(config.port).toBe(8080)
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }, root).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    })
  })

  // Demo staff have published passwords: only the embedded default database, or DEMO_DATA=1, gets them.
  it.each([
    [{}, true],
    [{ DATABASE_URL: '' }, true],
    [{ DEMO_DATA: '0' }, false],
    [{ DATABASE_URL: 'postgres://u@h:5432/academy' }, false],
    [{ DATABASE_URL: 'file:./data/production.sqlite' }, false],
    [{ DATABASE_URL: 'postgres://u@h:5432/academy', DEMO_DATA: '' }, false],
    [{ DATABASE_URL: 'postgres://u@h:5432/academy', DEMO_DATA: '1' }, true],
    [{ DATABASE_URL: 'file:./tmp/e2e.sqlite', DEMO_DATA: 'true' }, true],
    [{ DATABASE_URL: 'postgres://u@h:5432/academy', DEMO_DATA: '0' }, false],
  ])('seeds demo data for %j: %s', (env, demoData) => {
    expect(loadConfig(env, root).demoData).toBe(demoData)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be file:PATH or postgres://… (got "mysql://x")'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be 0 or 1 (got "yes")'],
    [{ HOST: 'bad host!' }, 'HOST must be a host name or IP address (got "bad host!")'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY must name the proxies (for example 127.0.0.1 or 10.0.0.0/8), not trust every address: any client could then forge its address (got "true")',
    ],
    [
      { TRUST_PROXY: 'proxy.local' },
      'TRUST_PROXY must be IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated (got "proxy.local")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/40' },
      'TRUST_PROXY must be IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated (got "10.0.0.0/40")',
    ],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env, root)).toThrow(new ConfigError(message))
  })

  it('stops on a messaging setting that cannot work, naming it and echoing no secret (issue 29)', () => {
    const root = '/srv/app'
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' }, root)).toThrow(/^SMTP_URL must be/)
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:s3cret@mail.example.com:587' }, root)).not.toThrow()
    expect(() => loadConfig({ WHATSAPP_API_URL: 'graph.facebook.com' }, root)).toThrow(/^WHATSAPP_API_URL must be/)
    const token = () => loadConfig({ WHATSAPP_TOKEN: 'EAAG-secret' }, root)
    expect(token).toThrow(ConfigError)
    expect(token).toThrow(/^WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together/)
    try {
      token()
    } catch (error) {
      expect(String(error)).not.toContain('EAAG-secret')
    }
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1055' }, root)).not.toThrow()
  })
})
