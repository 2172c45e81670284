import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runCrashTrials, type CrashTrialResult } from '../../../scripts/trials/crash-trials'
import { freePort } from '../../../scripts/trials/free-port'
import { runFsyncTrial } from '../../../scripts/trials/fsync-trial'
import { checkLedger } from '../../../scripts/trials/payment-ledger'
import { recordFigures } from '../security/figures'

// Research G3: 20 SIGKILLs of the real server during a 16-connection payment burst on SQLite.
// Ports 3500–3549 belong to these trials.

const TRIALS = 20

describe('crash safety on SQLite', () => {
  let dir: string
  let result: CrashTrialResult
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-crash-'))
    result = await runCrashTrials({ trials: TRIALS, port: await freePort(3500, 3539), dir })
    recordFigures(
      'crash-trials',
      {
        cases: result.trials,
        denied: 0,
        fiveXX: result.serverErrors,
        rowsWrongly: result.duplicates + result.unbalancedInvoices + result.unaudited,
        writesLost: result.lost,
      },
      'sqlite',
    )
  }, 600_000)
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it(`keeps every acknowledged payment exactly once through ${TRIALS} kills in mid-burst`, () => {
    expect(result.trials).toBe(TRIALS)
    // Every trial was a real test: payments were answered, and requests were in flight when the process died.
    expect(result.acknowledged).toBeGreaterThanOrEqual(TRIALS)
    expect(result.killedMidRequest).toBe(TRIALS)
    expect(result.lost).toBe(0)
    expect(result.duplicates).toBe(0)
    expect(result.serverErrors).toBe(0)
  })

  it('leaves the file intact and the money consistent: invoices equal their payments, each payment audited', () => {
    expect(result.integrityOk).toBe(true)
    expect(result.unbalancedInvoices).toBe(0)
    expect(result.unaudited).toBe(0)
  })

  // Issue 26: this asserted a median restart under 2 s, a wall-clock threshold that failed on a busy machine (2,029 ms
  // while CI ran beside it). What the trial proves is structural: the server came back after every kill (a healthy
  // answer each time) and the last one took a payment (runCrashTrials throws otherwise). The times stay a figure.
  it('comes back after every kill', () => {
    expect(result.restarted).toBe(TRIALS)
    console.log(`restart to a healthy answer: median ${result.restartMsMedian} ms, slowest ${result.restartMsMax} ms`)
  })

  it('would notice a lost payment: an acknowledgement with no row counts as lost', () => {
    const file = path.join(dir, 'academy.sqlite')
    const phantom = { receipt: 'CRASH-none-1-0', paymentId: 999_999, invoiceId: 1, site: 61, at: 0 }
    expect(checkLedger(file, 'CRASH-none-1', [phantom]).lost).toBe(1)
  })
})

// A kill cannot tell synchronous=FULL from NORMAL: the OS keeps what the process wrote. strace can:
// with FULL every commit fsyncs the WAL file (measured: 50 for 50); with NORMAL only checkpoints do (2 for 50).
const hasStrace = spawnSync('strace', ['-V']).status === 0
const withStrace = hasStrace ? it : it.skip

describe('durability of each commit on SQLite', () => {
  withStrace(
    'fsyncs the WAL file at least once for every acknowledged payment',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-fsync-'))
      try {
        const result = await runFsyncTrial({ port: await freePort(3540, 3549), dir, payments: 50 })
        // A payment acknowledged without its own fsync is one a power cut could lose.
        const unsynced = Math.max(0, result.payments - result.walSyncs)
        recordFigures(
          'fsync-per-commit',
          { cases: result.payments, denied: 0, fiveXX: 0, rowsWrongly: 0, writesLost: unsynced },
          'sqlite',
        )
        expect(result.payments).toBe(50)
        expect(result.walSyncs).toBeGreaterThanOrEqual(50)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
