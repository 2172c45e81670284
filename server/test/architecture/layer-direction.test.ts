import path from 'node:path'
import { spawnSync } from 'node:child_process'

// The domain layers point one way: routes → service → repository. `npm run lint` holds it; these cases prove the
// rule fires on the files it guards (and only there), so a config change that drops it fails here.

const root = path.resolve(__dirname, '../../..')

type LintMessage = { ruleId: string | null; message: string }
type LintCase = { filePath: string; code: string | null }

/**
 * Every case of this file, linted together by the project's ESLint (as `npm run lint` does) in one process
 * (lint-cases.mjs) before the tests read their messages: starting ESLint costs seconds, linting a case milliseconds.
 */
const cases: LintCase[] = []
let linted: LintMessage[][] | undefined

/** A case: `code` as if it were the file at `filePath` (null: the file as it is on disk); read its messages in a test. */
function lintCase(filePath: string, code: string | null): () => LintMessage[] {
  const index = cases.push({ filePath, code }) - 1
  return () => {
    if (!linted) throw new Error('the cases are linted before the tests run')
    return linted[index]
  }
}

beforeAll(() => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`)
  linted = JSON.parse(run.stdout) as LintMessage[][]
  // A safety net, not a speed check: ESLint with the type-aware configuration on a busy two-core machine.
}, 180_000)

const ruleMessages = (rule: string, messages: () => LintMessage[]) => () =>
  messages()
    .filter((m) => m.ruleId === rule)
    .map((m) => m.message)

/** The messages of the layer rule (no-restricted-imports) for `code` as the file at `filePath`. */
const restrictedImportMessages = (filePath: string, code: string) =>
  ruleMessages('no-restricted-imports', lintCase(filePath, code))

/** The messages of the folder rule (import-x/no-restricted-paths) for `code` as the file at `filePath`. */
const zoneMessages = (filePath: string, code: string) =>
  ruleMessages('import-x/no-restricted-paths', lintCase(filePath, code))

describe('layer direction lint', () => {
  const routeImportsRepository = restrictedImportMessages(
    'server/src/domains/swimmers/swimmers.routes.ts',
    "import { findSwimmer } from './swimmers.repository'\nexport const used = findSwimmer\n",
  )
  const routeImportsOtherRepository = restrictedImportMessages(
    'server/src/domains/schools/schools.routes.ts',
    "import { writeAudit } from '../audit/audit.repository'\nexport const used = writeAudit\n",
  )
  const repositoryImportsHttpErrors = restrictedImportMessages(
    'server/src/domains/schools/schools.repository.ts',
    "import { notFound } from '../../lib/http-error'\nexport const used = notFound\n",
  )
  const repositoryImportsService = restrictedImportMessages(
    'server/src/domains/enrolments/enrolments.repository.ts',
    "import { enrol } from './enrolments.service'\nexport const used = enrol\n",
  )
  const routeImportsService = restrictedImportMessages(
    'server/src/domains/swimmers/swimmers.routes.ts',
    "import { addSwimmer } from './swimmers.service'\nexport const used = addSwimmer\n",
  )
  const serviceImportsRepository = restrictedImportMessages(
    'server/src/domains/swimmers/swimmers.service.ts',
    "import { findSwimmer } from './swimmers.repository'\nimport { notFound } from '../../lib/http-error'\nexport const used = [findSwimmer, notFound]\n",
  )

  it('refuses a route that imports a repository', () => {
    expect(routeImportsRepository().join('\n')).toMatch(/Routes call services/)
  })

  it("refuses a route that imports another domain's repository", () => {
    expect(routeImportsOtherRepository().join('\n')).toMatch(/Routes call services/)
  })

  it('refuses a repository that imports the HTTP errors', () => {
    expect(repositoryImportsHttpErrors().join('\n')).toMatch(/Repositories throw nothing HTTP/)
  })

  it('refuses a repository that imports a service', () => {
    expect(repositoryImportsService().join('\n')).toMatch(/Repositories do not call services/)
  })

  it('lets a route import its service and a service import repositories and HTTP errors', () => {
    expect(routeImportsService()).toEqual([])
    expect(serviceImportsRepository()).toEqual([])
  })
})

// Imports point one way between folders too: no cycle between files (import-x/no-cycle), the server's domains in
// layers (server/src/domains/README.md), plugins, migrations and the SPA's shared code below what they must not import.
describe('import cycles and folder layers lint', () => {
  // The fixture is on disk (no-cycle follows imports through files) and left out of `npm run lint` on purpose.
  const cycle = ruleMessages('import-x/no-cycle', lintCase('server/test/architecture/fixtures/cycle/first.ts', null))
  const upward = zoneMessages(
    'server/src/domains/enrolments/enrolments.service.ts',
    "import { offerFreedSeats } from '../waitlists/waitlists.service'\nexport const used = offerFreedSeats\n",
  )
  const sameLayer = zoneMessages(
    'server/src/domains/money/money.service.ts',
    "import { swimmersBySchool } from '../schools/schools.service'\nexport const used = swimmersBySchool\n",
  )
  const downward = zoneMessages(
    'server/src/domains/waitlists/waitlists.service.ts',
    "import { enrolmentRefusal } from '../enrolments/enrolments.service'\nexport const used = enrolmentRefusal\n",
  )
  const pluginCode = "import { authenticate } from '../domains/auth/auth.service'\nexport const used = authenticate\n"
  const otherPlugin = zoneMessages('server/src/plugins/context.ts', pluginCode)
  const authPlugin = zoneMessages('server/src/plugins/auth.ts', pluginCode)
  const migrations = [
    zoneMessages(
      'server/src/db/migrations/0026-receipt-keys-fold-lookalikes.ts',
      "import { receiptKey } from '../../domains/payments/receipts'\nexport const used = receiptKey\n",
    ),
    zoneMessages(
      'server/src/db/migrations/0015-name-search-keys.ts',
      "import { latinDigits } from '@contract/common'\nexport const used = latinDigits\n",
    ),
  ]
  const featureCode =
    "import { SwimmersPage } from '@/features/swimmers/SwimmersPage'\nexport const used = SwimmersPage\n"
  const layoutImportsFeature = zoneMessages('src/components/AppLayout.tsx', featureCode)
  const sessionImportsFeature = zoneMessages('src/session/RequireSession.tsx', featureCode)
  const routesImportFeature = zoneMessages('src/app/routes.tsx', featureCode)

  it('refuses a cycle through several files', () => {
    expect(cycle()).toEqual([
      // first.ts imports second.ts, which reaches back to first.ts through third.ts (line 2 of third.ts).
      'Dependency cycle via "./third:2"',
    ])
  })

  it('refuses a domain that imports a domain of its own layer or above, and lets it import a lower one', () => {
    expect(upward().join('\n')).toMatch(/Domains import only lower layers .*enrolments may not import this one/)
    expect(sameLayer().join('\n')).toMatch(/money may not import this one/)
    expect(downward()).toEqual([])
  })

  it('refuses a plugin other than auth.ts that imports a domain', () => {
    expect(otherPlugin().join('\n')).toMatch(/Plugins are below the domains/)
    expect(authPlugin()).toEqual([])
  })

  it('refuses a migration that imports live code (a domain, lib, or the contract through @contract/)', () => {
    for (const found of migrations) expect(found().join('\n')).toMatch(/A migration is frozen once run/)
  })

  it('refuses SPA shared code that imports a feature (through the @/ alias), and lets the app shell route to one', () => {
    expect(layoutImportsFeature().join('\n')).toMatch(/Shared code never imports a feature/)
    expect(sessionImportsFeature().join('\n')).toMatch(/Shared code never imports/)
    expect(routesImportFeature()).toEqual([])
  })
})
