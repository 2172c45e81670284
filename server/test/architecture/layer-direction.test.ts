import path from 'node:path'
import { spawnSync } from 'node:child_process'

// The domain layers point one way: routes → service → repository. `npm run lint` holds it; these cases prove the
// rule fires on the files it guards (and only there), so a config change that drops it fails here.

const root = path.resolve(__dirname, '../../..')
const eslintBin = path.join(root, 'node_modules/.bin/eslint')

type LintMessage = { ruleId: string | null; message: string }

/** Runs the project's ESLint (as `npm run lint` does) on `code` as if it were the file at `filePath`. */
function lintAs(filePath: string, code: string): LintMessage[] {
  const run = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', filePath], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  })
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[]
  return result.messages
}

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  return lintAs(filePath, code)
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

/** The messages of the folder rule (import-x/no-restricted-paths) for `code` as the file at `filePath`. */
const zoneMessages = (filePath: string, code: string): string[] =>
  lintAs(filePath, code)
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)

describe('layer direction lint', () => {
  jest.setTimeout(60_000)

  it('refuses a route that imports a repository', async () => {
    const messages = await restrictedImportMessages(
      'server/src/domains/swimmers/swimmers.routes.ts',
      "import { findSwimmer } from './swimmers.repository'\nexport const used = findSwimmer\n",
    )
    expect(messages.join('\n')).toMatch(/Routes call services/)
  })

  it("refuses a route that imports another domain's repository", async () => {
    const messages = await restrictedImportMessages(
      'server/src/domains/schools/schools.routes.ts',
      "import { writeAudit } from '../audit/audit.repository'\nexport const used = writeAudit\n",
    )
    expect(messages.join('\n')).toMatch(/Routes call services/)
  })

  it('refuses a repository that imports the HTTP errors', async () => {
    const messages = await restrictedImportMessages(
      'server/src/domains/schools/schools.repository.ts',
      "import { notFound } from '../../lib/http-error'\nexport const used = notFound\n",
    )
    expect(messages.join('\n')).toMatch(/Repositories throw nothing HTTP/)
  })

  it('refuses a repository that imports a service', async () => {
    const messages = await restrictedImportMessages(
      'server/src/domains/enrolments/enrolments.repository.ts',
      "import { enrol } from './enrolments.service'\nexport const used = enrol\n",
    )
    expect(messages.join('\n')).toMatch(/Repositories do not call services/)
  })

  it('lets a route import its service and a service import repositories and HTTP errors', async () => {
    expect(
      await restrictedImportMessages(
        'server/src/domains/swimmers/swimmers.routes.ts',
        "import { addSwimmer } from './swimmers.service'\nexport const used = addSwimmer\n",
      ),
    ).toEqual([])
    expect(
      await restrictedImportMessages(
        'server/src/domains/swimmers/swimmers.service.ts',
        "import { findSwimmer } from './swimmers.repository'\nimport { notFound } from '../../lib/http-error'\nexport const used = [findSwimmer, notFound]\n",
      ),
    ).toEqual([])
  })
})

// Imports point one way between folders too: no cycle between files (import-x/no-cycle), the server's domains in
// layers (server/src/domains/README.md), plugins, migrations and the SPA's shared code below what they must not import.
describe('import cycles and folder layers lint', () => {
  // Each case starts ESLint with the whole config (typescript-eslint, the resolver): slow on a busy machine.
  jest.setTimeout(180_000)

  it('refuses a cycle through several files', () => {
    // The fixture is on disk (no-cycle follows imports through files) and left out of `npm run lint` on purpose.
    const fixture = 'server/test/architecture/fixtures/cycle/first.ts'
    const run = spawnSync(eslintBin, ['--format', 'json', '--no-ignore', fixture], { cwd: root, encoding: 'utf8' })
    const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[]
    expect(result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message)).toEqual([
      // first.ts imports second.ts, which reaches back to first.ts through third.ts (line 2 of third.ts).
      'Dependency cycle via "./third:2"',
    ])
  })

  it('refuses a domain that imports a domain of its own layer or above, and lets it import a lower one', () => {
    const upward = zoneMessages(
      'server/src/domains/enrolments/enrolments.service.ts',
      "import { offerFreedSeats } from '../waitlists/waitlists.service'\nexport const used = offerFreedSeats\n",
    )
    expect(upward.join('\n')).toMatch(/Domains import only lower layers .*enrolments may not import this one/)
    const sameLayer = zoneMessages(
      'server/src/domains/money/money.service.ts',
      "import { swimmersBySchool } from '../schools/schools.service'\nexport const used = swimmersBySchool\n",
    )
    expect(sameLayer.join('\n')).toMatch(/money may not import this one/)
    expect(
      zoneMessages(
        'server/src/domains/waitlists/waitlists.service.ts',
        "import { enrolmentRefusal } from '../enrolments/enrolments.service'\nexport const used = enrolmentRefusal\n",
      ),
    ).toEqual([])
  })

  it('refuses a plugin other than auth.ts that imports a domain', () => {
    const code = "import { authenticate } from '../domains/auth/auth.service'\nexport const used = authenticate\n"
    expect(zoneMessages('server/src/plugins/context.ts', code).join('\n')).toMatch(/Plugins are below the domains/)
    expect(zoneMessages('server/src/plugins/auth.ts', code)).toEqual([])
  })

  it('refuses a migration that imports live code (a domain, lib, or the contract through @contract/)', () => {
    const messages = [
      zoneMessages(
        'server/src/db/migrations/0026-receipt-keys-fold-lookalikes.ts',
        "import { receiptKey } from '../../domains/payments/receipts'\nexport const used = receiptKey\n",
      ),
      zoneMessages(
        'server/src/db/migrations/0015-name-search-keys.ts',
        "import { latinDigits } from '@contract/common'\nexport const used = latinDigits\n",
      ),
    ]
    for (const found of messages) expect(found.join('\n')).toMatch(/A migration is frozen once run/)
  })

  it('refuses SPA shared code that imports a feature (through the @/ alias), and lets the app shell route to one', () => {
    const code = "import { SwimmersPage } from '@/features/swimmers/SwimmersPage'\nexport const used = SwimmersPage\n"
    expect(zoneMessages('src/components/AppLayout.tsx', code).join('\n')).toMatch(/Shared code never imports a feature/)
    expect(zoneMessages('src/session/RequireSession.tsx', code).join('\n')).toMatch(/Shared code never imports/)
    expect(zoneMessages('src/app/routes.tsx', code)).toEqual([])
  })
})
