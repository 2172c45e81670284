import fs from 'node:fs'
import path from 'node:path'

// Issue 26: a route declares the access it needs (config.module, config.action, config.site) and the auth plugin
// checks it; it reads the acting user from request.acting and hands it to the service, which checks what depends on
// the input. No route file writes the preamble by hand, nor uses the acting user's older shapes.

const domains = path.resolve(__dirname, '../../src/domains')

/** The hand-written access preamble and the acting user's older shapes. */
const HAND_WRITTEN = /\b(currentAuth|requireAction|requireAnyAction|requireSite|actorOf|actingOf)\(/

const routeFiles = (): string[] =>
  fs
    .readdirSync(domains, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()

describe('route access is declared, not written by hand', () => {
  it('finds the route files', () => {
    expect(routeFiles()).toEqual(expect.arrayContaining(['swimmers/swimmers.routes.ts', 'coaches/coaches.routes.ts']))
  })

  it.each(routeFiles())('%s', (file) => {
    const text = fs.readFileSync(path.join(domains, file), 'utf8')
    expect(HAND_WRITTEN.exec(text)?.[0]).toBeUndefined()
  })
})
