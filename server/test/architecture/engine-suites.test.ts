import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

// .ci/run runs on PostgreSQL only the suites whose result can depend on the engine: those that import
// server/test/engine.ts, the one file that reads the variable naming PostgreSQL (jest --findRelatedTests server/test/engine.ts).
// That selection misses a suite only if the suite reads the variable some other way: this keeps it from doing so.

const root = path.resolve(__dirname, '../../..')
// Spelled in parts so this file does not count as a reader of its own.
const VARIABLE = new RegExp(['TEST', 'DATABASE', 'URL'].join('_'))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [relative] : []
  })
}

/** Lines of code (not comments) that name the variable. */
function readsOfTheVariable(file: string): string[] {
  return fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => VARIABLE.test(line.replace(/\/\/.*$/, '')) && !/^\s*\*/.test(line))
}

describe('the suites that run on PostgreSQL', () => {
  jest.setTimeout(120_000)

  it('learn their engine from server/test/engine.ts only', () => {
    const readers = ['server', 'scripts', 'bench', 'e2e']
      .flatMap(sourceFiles)
      .filter((file) => readsOfTheVariable(file).length > 0)
    expect(readers).toEqual(['server/test/engine.ts'])
  })

  it('are the suites jest finds related to engine.ts, through helper.ts as through a direct import', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/jest'),
      ['--listTests', '--selectProjects', 'server', '--findRelatedTests', 'server/test/engine.ts'],
      { cwd: root, encoding: 'utf8' },
    )
    const listed = run.stdout.split('\n').map((line) => path.relative(root, line.trim()))
    expect(listed).toEqual(
      expect.arrayContaining([
        'server/test/routes/auth.test.ts', // through helper.ts
        'server/test/scale-out/concurrent-start.test.ts', // directly
      ]),
    )
    expect(listed).not.toContain('server/test/lib/name-key.test.ts')
  })
})
