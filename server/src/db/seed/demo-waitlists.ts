import type { Kysely } from 'kysely'
import type { Database } from '../database'
import { addDays } from '../../lib/dates'
import { withNameKey } from '../../lib/name-key'
import { SITE_SETTING_DEFAULTS } from '../../domains/lookups/settings.repository'
import { runningOn } from '../running'
import type { SwimmerContact } from '../../domains/families/families.repository'

// A school waitlist in the demo (issue 14), at Smart Way (61) so the school's list and the dashboard's open offers
// show something: the site's busiest running school (other than its first, which the samples enrol into) is made
// full with one place held by an open offer made yesterday, and two more swimmers waiting behind it. The three are
// new swimmers of the school's level (the demo enrols nearly everyone, so none would be free to wait), each with a
// parent row and a level history like every demo swimmer. Added last, so nothing seeded before changes.

const SITE = 61
const ADMIN = 1
const MALE = 5
const FEMALE = 6
const CLUB = 87

const WAITING = [
  { name: 'Nour Hany Adel', gender: FEMALE, age: 7, phone: '01011223344', note: 'Prefers the evening slot' },
  { name: 'Karim Tarek Fouad', gender: MALE, age: 8, phone: '01122334455', note: 'Sibling already in this school' },
  { name: 'Salma Ayman Reda', gender: FEMALE, age: 6, phone: '01233445566', note: '' },
] as const

/** Answers the new swimmers' parent phones and e-mails, for the families seedDemoFamilies gives them (issue 28). */
export async function seedDemoWaitlists(db: Kysely<Database>, now: Date): Promise<SwimmerContact[]> {
  const at = now.toISOString()
  const today = at.slice(0, 10)
  const schools = await db
    .selectFrom('schools as g')
    .select((eb) => [
      'g.id',
      'g.level',
      eb
        .selectFrom('school_enrolments as e')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('e.school_id', '=', 'g.id')
        .where(runningOn('e.end_date', today))
        .as('enrolled'),
    ])
    .where('g.site', '=', SITE)
    .where('g.end_date', 'is', null)
    .orderBy('g.id')
    .execute()
  const [school] = schools
    .slice(1)
    .map((row) => ({ ...row, enrolled: Number(row.enrolled ?? 0) }))
    .sort((a, b) => b.enrolled - a.enrolled || a.id - b.id)
  if (!school) return []
  // Full: every place taken but the one the offer holds.
  await db
    .updateTable('schools')
    .set({ capacity: school.enrolled + 1 })
    .where('id', '=', school.id)
    .execute()

  const contacts: SwimmerContact[] = []
  for (const [index, person] of WAITING.entries()) {
    const created = `${addDays(today, -(20 + index))}T10:00:00.000Z`
    const born = addDays(`${Number(today.slice(0, 4)) - person.age}${today.slice(4)}`, -(30 + 40 * index))
    const { id } = await db
      .insertInto('swimmers')
      .values({
        ...withNameKey(person.name),
        birth_date: born,
        birth_year: Number(born.slice(0, 4)),
        gender: person.gender,
        start_level: school.level,
        current_level: school.level,
        site: SITE,
        club: CLUB,
        subscription_end: null,
        created_at: created,
        created_by: ADMIN,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    contacts.push({
      swimmerId: id,
      phone: person.phone,
      email: `${person.name.split(' ')[1].toLowerCase()}.family@example.com`,
    })
    await db
      .insertInto('swimmer_parents')
      .values({
        swimmer_id: id,
        secondary_phone: '',
        primary_job: 'Accountant',
        secondary_job: '',
        address: `${12 + index} Road 9, Maadi, Cairo`,
      })
      .execute()
    await db
      .insertInto('swimmer_levels')
      .values({ swimmer_id: id, level: school.level, site: SITE, changed_at: created, changed_by: ADMIN })
      .execute()
    // Added a week, six and five days ago; the first was offered the place that freed yesterday.
    const offered = index === 0
    await db
      .insertInto('waitlist_entries')
      .values({
        school_id: school.id,
        swimmer_id: id,
        site: SITE,
        note: person.note,
        status: offered ? 'offered' : 'waiting',
        added_at: `${addDays(today, -(7 - index))}T11:00:00.000Z`,
        added_by: ADMIN,
        offered_at: offered ? `${addDays(today, -1)}T09:00:00.000Z` : null,
        offer_expires_on: offered ? addDays(today, SITE_SETTING_DEFAULTS.waitlistOfferDays - 1) : null,
      })
      .execute()
  }
  return contacts
}
