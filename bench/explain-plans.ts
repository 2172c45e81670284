import { parseDatabaseUrl } from '../server/src/config'
import { SITES } from '@contract/lookups'
import { explainWorkload } from './query-plans'
import { BUSY_SITE, SUMMARY, searchCases } from './workload'

// node --import tsx bench/explain-plans.ts <DATABASE_URL> [swimmers]
// Prints the plan of every statement behind the benchmarked requests, flagging full scans of big tables.

async function main() {
  const [url, swimmers = '1000000'] = process.argv.slice(2)
  const now = new Date()
  const reports = await explainWorkload(
    parseDatabaseUrl(url),
    { searches: searchCases(Number(swimmers), now), busySite: BUSY_SITE, summary: SUMMARY },
    now.toISOString().slice(0, 10),
    SITES.map((site) => site.code),
  )
  for (const report of reports) {
    console.log(`\n## ${report.request}`)
    for (const statement of report.statements) {
      console.log(`-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}…`)
      for (const line of statement.plan) console.log(`   ${line}`)
      if (statement.fullScans.length > 0) console.log(`   !! full scan: ${statement.fullScans.join('; ')}`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
