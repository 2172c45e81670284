import path from 'node:path'
import { spawnSync } from 'node:child_process'

// The domain layers point one way: routes → service → repository. `npm run lint` holds it; these cases prove the
// rule fires on the files it guards (and only there), so a config change that drops it fails here.

const root = path.resolve(__dirname, '../../..')
const eslintBin = path.join(root, 'node_modules/.bin/eslint')

/** Runs the project's ESLint (as `npm run lint` does) on `code` as if it were the file at `filePath`. */
async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const run = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', filePath], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  })
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[]
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

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
      'server/src/domains/enrolments/enrolment-options.repository.ts',
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
