import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// `npm run verify`: runs the security and reliability suites (authorization matrix, object access, input fuzzing,
// sign-in and money, headers, secrets, dependencies, crash and backup trials) and prints the figures a security
// reviewer asks for. Exits non-zero when a test fails or a figure is not what it must be.
// TEST_DATABASE_URL=postgres://… runs them on PostgreSQL (the crash trial is SQLite's); FUZZ_RUNS sets the fuzzing.

interface SuiteFigures {
  suite: string
  engine: string
  cases: number
  denied: number
  fiveXX: number
  rowsWrongly: number
  writesLost: number
}

interface JestSummary {
  numPassedTests: number
  numFailedTests: number
  numTotalTestSuites: number
  numFailedTestSuites: number
}

const root = path.resolve(__dirname, '..')
const SUITES = ['server/test/security', 'server/test/reliability']

function runSuites(figuresDir: string, jsonFile: string): number {
  const result = spawnSync(
    'npx',
    // One worker per core (Jest's default leaves one core idle): the two fuzzing halves and the crash and backup
    // trials, the longest suites, then run side by side (issue 26).
    [
      'jest',
      '--selectProjects',
      'server',
      '--ci',
      `--maxWorkers=${os.availableParallelism()}`,
      '--json',
      `--outputFile=${jsonFile}`,
      ...SUITES,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VERIFY_FIGURES_DIR: figuresDir, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '600' },
    },
  )
  return result.status ?? 1
}

function readFigures(dir: string): SuiteFigures[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SuiteFigures)
}

function table(rows: SuiteFigures[]): string {
  const header = [
    'suite',
    'engine',
    'cases run',
    'denied as expected',
    '5xx seen',
    'rows wrongly written',
    'writes lost',
  ]
  const total: SuiteFigures = {
    suite: 'total',
    engine: '',
    cases: rows.reduce((sum, row) => sum + row.cases, 0),
    denied: rows.reduce((sum, row) => sum + row.denied, 0),
    fiveXX: rows.reduce((sum, row) => sum + row.fiveXX, 0),
    rowsWrongly: rows.reduce((sum, row) => sum + row.rowsWrongly, 0),
    writesLost: rows.reduce((sum, row) => sum + row.writesLost, 0),
  }
  const cells = [...rows, total].map((row) => [
    row.suite,
    row.engine,
    ...[row.cases, row.denied, row.fiveXX, row.rowsWrongly, row.writesLost].map((n) => n.toLocaleString('en-US')),
  ])
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((row) => row[index].length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n')
}

function main(): void {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-'))
  const figuresDir = path.join(work, 'figures')
  const jsonFile = path.join(work, 'jest.json')
  const started = Date.now()
  const status = runSuites(figuresDir, jsonFile)
  const rows = readFigures(figuresDir)
  const jest = fs.existsSync(jsonFile) ? (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as JestSummary) : undefined

  console.log('\nSecurity and reliability figures\n')
  console.log(table(rows))
  if (jest) {
    console.log(
      `\n${jest.numTotalTestSuites} suites, ${jest.numPassedTests} tests passed, ${jest.numFailedTests} failed ` +
        `(${Math.round((Date.now() - started) / 1000)} s)`,
    )
  }
  const bad = rows.filter((row) => row.fiveXX + row.rowsWrongly + row.writesLost > 0)
  const ok = status === 0 && jest !== undefined && jest.numFailedTests === 0 && rows.length > 0 && bad.length === 0
  console.log(ok ? 'verify: passed' : 'verify: FAILED')
  fs.rmSync(work, { recursive: true, force: true })
  process.exit(ok ? 0 : 1)
}

main()
