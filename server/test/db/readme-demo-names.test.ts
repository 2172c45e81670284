import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createDb } from '../../src/db/create-db'
import { migrateToLatest } from '../../src/db/migrator'
import { seedDemoAcademy } from '../../src/db/seed/demo-academy'
import { seedDemoUsers, seedReferenceData } from '../../src/db/seed/reference-data'

// The README names a few Arabic-named demo swimmers with their IDs and sites for trying the search (issue 25: three
// of those IDs were wrong: the seed gave them other IDs on other weekdays). Each "name (ID)" there must be that
// swimmer of the seed, at the site the sentence says, whatever day the demo is seeded on.

const SEEDED_ON = ['2026-11-21T09:00:00.000Z', '2026-11-27T09:00:00.000Z', '2027-03-01T09:00:00.000Z']

/** [name, id, site] for every "name (id)" of the README's sentence, with the site of its "at Site" group. */
function namedInReadme(): Array<[string, number, string]> {
  const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8').replace(/\s+/g, ' ')
  const sentence = /known ones for trying the search: (.*?) — type/.exec(readme)?.[1]
  if (!sentence) throw new Error('the README no longer has the sentence with the demo names')
  const named: Array<[string, number, string]> = []
  // "a (1) and b (2) at Smart Way, c (49) … at Club 13, …": each group of names ends with its site.
  for (const group of sentence.matchAll(/(.+?) at ([A-Za-z0-9 ]+?)(?:,|$)/g)) {
    for (const [, name, id] of group[1].matchAll(/([\u0600-\u06FF][\u0600-\u06FF ]*?) \((\d+)\)/g))
      named.push([name.trim(), Number(id), group[2].trim()])
  }
  return named
}

describe('README demo swimmers', () => {
  it.each(SEEDED_ON)('gives each Arabic demo name the ID and site it has in the seed of %s', async (day) => {
    const now = new Date(day)
    const { db } = createDb({ kind: 'sqlite', file: ':memory:' })
    await migrateToLatest(db)
    await seedReferenceData(db, now)
    await seedDemoUsers(db, now)
    await seedDemoAcademy(db, now)
    const named = namedInReadme()
    expect(named.length).toBeGreaterThanOrEqual(5)
    for (const [name, id, site] of named) {
      const row = await db
        .selectFrom('swimmers')
        .innerJoin('sites', 'sites.id', 'swimmers.site')
        .select(['swimmers.full_name as name', 'sites.name as site'])
        .where('swimmers.id', '=', id)
        .executeTakeFirst()
      expect({ id, ...row }).toEqual({ id, name, site })
    }
    await db.destroy()
  })
})
