import { iso, stamp } from './calendar'
import { Dice } from './dice'
import type { Emitter } from './emitter'
import { ADMIN, type SiteGroups } from './groups'

// School waitlists at scale (issue 14), small and in proportion: a third of the full running schools have two or
// three swimmers waiting; a third of those with one or two places left have them held by open offers (expiring
// within the site's three days) with one or two waiting behind; each waitlisted school has a little history
// (declined, expired, removed). The swimmers are ones the enrolment rules would take: of the school's site and
// level, in no running school, not deleted. At 1,000,000 swimmers: a few thousand entries.
// A dice of its own, so the rest of the scale academy is the same with or without waitlists.

const SEED = 1_400_014
/** One in ten swimmers of a site and level in no running school is kept as someone who could wait. */
const CANDIDATE_SHARE = 0.1
const WAITLISTED_SHARE = 1 / 3
const OFFER_DAYS = 3
const NOTES = ['', '', 'Prefers this time', 'Sibling in this school', 'Call the mother first']

export class WaitlistCandidates {
  readonly dice = new Dice(SEED)
  private readonly bySiteLevel = new Map<string, number[]>()

  /** A swimmer of this site and level in no running school (not deleted, not frozen). */
  consider(swimmerId: number, site: number, level: number): void {
    if (!this.dice.chance(CANDIDATE_SHARE)) return
    const key = `${site}:${level}`
    const list = this.bySiteLevel.get(key)
    if (list) list.push(swimmerId)
    else this.bySiteLevel.set(key, [swimmerId])
  }

  take(site: number, level: number): number | undefined {
    return this.bySiteLevel.get(`${site}:${level}`)?.pop()
  }
}

/** Writes the waitlist entries; returns the next free id. */
export function generateWaitlists(
  out: Emitter,
  sites: Map<number, SiteGroups>,
  today: number,
  firstId: number,
  candidates: WaitlistCandidates,
): number {
  const { dice } = candidates
  let id = firstId
  for (const [site, groups] of sites) {
    for (const school of groups.active.school) {
      const free = school.capacity - school.enrolled
      if (free > 2 || !dice.chance(WAITLISTED_SHARE)) continue
      const open = free === 0 ? dice.int(2, 3) : free + dice.int(1, 2)
      const closed = dice.int(0, 2)
      for (let index = 0; index < closed + open; index++) {
        const swimmer = candidates.take(site, school.level)
        if (swimmer === undefined) break
        const addedDay = today - (closed + open - index) * dice.int(2, 9)
        const added = stamp(addedDay, `${String(dice.int(9, 20)).padStart(2, '0')}:${String(dice.int(10, 59))}`)
        const note = dice.pick(NOTES)
        let row: Array<string | number | null>
        if (index < closed) {
          const status = dice.pick(['declined', 'expired', 'removed'] as const)
          const offeredDay = addedDay + dice.int(1, 2)
          const offered = status === 'removed' ? null : stamp(offeredDay, '09:00')
          const expires = offered === null ? null : iso(offeredDay + OFFER_DAYS)
          const closedDay = status === 'expired' ? offeredDay + OFFER_DAYS + 1 : offeredDay + 1
          const reason = { declined: 'Declined', expired: `The offer expired after ${expires}`, removed: 'Removed' }
          const by = status === 'expired' ? null : ADMIN
          row = [offered, expires, stamp(closedDay, '10:00'), by, reason[status]]
          out.push('waitlist_entries', [id++, school.id, swimmer, site, note, status, added, ADMIN, ...row, null])
        } else if (index - closed < free) {
          const offeredDay = today - dice.int(0, OFFER_DAYS - 1)
          row = [stamp(offeredDay, '09:00'), iso(offeredDay + OFFER_DAYS), null, null, null]
          out.push('waitlist_entries', [id++, school.id, swimmer, site, note, 'offered', added, ADMIN, ...row, null])
        } else {
          row = [null, null, null, null, null]
          out.push('waitlist_entries', [id++, school.id, swimmer, site, note, 'waiting', added, ADMIN, ...row, null])
        }
      }
    }
  }
  return id
}
