import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { markdownTable, textTable } from './format-table'
import { measureLighthouse } from './lighthouse'

// The Lighthouse rows of `npm run bench` alone (issue 27, 'Phone'), against a compiled server already serving the
// production build with the demo data, e.g.
//
//   npm run build && DEMO_DATA=1 DATABASE_URL=file:/tmp/lh/academy.sqlite npm run serve &
//   node --import tsx bench/lighthouse-phone.ts --base http://127.0.0.1:3000 [--runs 3]
//
// Writes bench/lighthouse-<date>.json and .md (the dated run); measured, never asserted: no test depends on it.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }))
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { base: { type: 'string', default: 'http://127.0.0.1:3000' }, runs: { type: 'string', default: '3' } },
  })
  const startedAt = new Date()
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)))
  const rows = await measureLighthouse({ baseUrl: values.base!, runs: Number(values.runs) })
  const cpus = os.cpus()
  const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}; load average at start ${loadAverage.join(' ')}, at end ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`
  const out = path.join(ROOT, 'bench', `lighthouse-${startedAt.toISOString().slice(0, 10)}`)
  await writeFormatted(`${out}.json`, JSON.stringify({ startedAt: startedAt.toISOString(), machine, rows }, null, 2))
  await writeFormatted(
    `${out}.md`,
    `# Lighthouse, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${machine}\n\n${markdownTable(rows)}`,
  )
  console.log(textTable(rows))
  console.log(`written: ${path.relative(ROOT, out)}.json and .md`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
