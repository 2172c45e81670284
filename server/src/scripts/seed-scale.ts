import { parseScaleArgs, seedScale } from './scale/seed'

// npm run seed:scale -- --swimmers 1000000 [--database file:PATH|postgres://…] [--replace]
// Fills a database with a proportional academy for benchmarks; see scale/seed.ts and scale/plan.ts.

seedScale(parseScaleArgs(process.argv.slice(2))).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
