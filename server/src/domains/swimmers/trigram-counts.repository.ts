import type { Kysely } from 'kysely'
import { compiledOnce } from '../../db/compiled-queries'
import type { Database } from '../../db/database'

// PostgreSQL's name search picks the posting lists it walks by how many names hold each trigram of the fragment
// (migration 0017's counters). The counts only steer the walk, never what is found (the LIKE on the key decides), so a
// count a few minutes old serves as well as a fresh one. They are kept per database for COUNT_TTL_MS: a search whose
// trigrams are all known runs without a round trip of its own for them (about 0.5 ms on PostgreSQL). Like the
// planner's own statistics, a count may lag a bulk change by those minutes; the search stays right, only its walk
// may be longer meanwhile.

const COUNT_TTL_MS = 5 * 60_000
/** The distinct trigrams of every name at 1,000,000 swimmers are about 40,000; past this the oldest go first. */
const MAX_COUNTS = 100_000

interface Count {
  swimmers: number
  readAt: number
}

const countsByDatabase = new WeakMap<Kysely<Database>, Map<string, Count>>()

/** The distinct three-character parts of a search key, as swimmer_name_trigrams_of splits it (by character). */
export function trigramsOf(key: string): string[] {
  const chars = [...key]
  const trigrams = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''))
  return [...trigrams]
}

const countsQuery = compiledOnce((db: Kysely<Database>, params: { trigrams: string[] }) =>
  db.selectFrom('swimmer_name_trigram_counts').select(['trigram', 'swimmers']).where('trigram', 'in', params.trigrams),
)

/** How many swimmers' names hold each trigram (0 for one no name holds), read only for those not known lately. */
export async function trigramCounts(
  db: Kysely<Database>,
  trigrams: string[],
  now = Date.now(),
): Promise<Map<string, number>> {
  let counts = countsByDatabase.get(db)
  if (!counts) countsByDatabase.set(db, (counts = new Map()))
  const missing = trigrams.filter((trigram) => {
    const known = counts.get(trigram)
    return known === undefined || now - known.readAt >= COUNT_TTL_MS
  })
  if (missing.length > 0) {
    const read = new Map((await countsQuery(db, { trigrams: missing })).map((row) => [row.trigram, row.swimmers]))
    for (const trigram of missing) {
      counts.delete(trigram) // re-inserted last: Map order is the order of reading, oldest first
      counts.set(trigram, { swimmers: Number(read.get(trigram) ?? 0), readAt: now })
    }
    while (counts.size > MAX_COUNTS) counts.delete(counts.keys().next().value!)
  }
  return new Map(trigrams.map((trigram) => [trigram, counts.get(trigram)!.swimmers]))
}
