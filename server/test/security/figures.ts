import fs from 'node:fs'
import path from 'node:path'
import { usingPostgres } from '../engine'

// The figures a security reviewer asks for, written by each suite for `npm run verify` to add up and print.
// Only when VERIFY_FIGURES_DIR is set (verify sets it); a plain test run writes nothing.

export interface Figures {
  /** Requests or trials the suite made. */
  cases: number
  /** Of those, refused with the status the suite expected (401, 403, 404, 400, 415, 429, 409). */
  denied: number
  fiveXX: number
  /** Rows written, or changed, by a request that was refused. */
  rowsWrongly: number
  /** Acknowledged writes missing afterwards (crash and restore trials). */
  writesLost: number
}

export const noFigures = (): Figures => ({ cases: 0, denied: 0, fiveXX: 0, rowsWrongly: 0, writesLost: 0 })

export function recordFigures(
  suite: string,
  figures: Figures,
  /** The engine the suite ran on; the backup trial names PostgreSQL itself. */
  engine = usingPostgres ? 'postgres' : 'sqlite',
): void {
  const dir = process.env.VERIFY_FIGURES_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify({ suite, engine, ...figures }))
}
