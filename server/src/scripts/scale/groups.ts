import { SCHOOL_TYPES } from '@contract/lookups'
import { stamp, iso } from './calendar'
import type { Dice } from './dice'
import { nameKey } from '../../lib/name-key'
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, MOBILE_PREFIXES, inArabic, isArabicTurn } from './names'
import { splitBySite, type ScalePlan } from './plan'
import type { Row } from './tables'

// Coaches and their groups. Each coach's active groups take distinct, non-adjacent slots of a weekly timetable
// (the strictest reading of "no clash"), so the scale data passes the same checks the app applies when a group
// is created; about one group in five has ended.

export const ADMIN = 1
const SCHOOL_COACH = 8
const PRETEAM_COACH = 9
const MALE = 5
const FEMALE = 6
export const SCHOOL_LEVELS = [12, 13, 15, 16]
export const PRETEAM_LEVELS = [17, 18, 19, 20]
export const PRODUCT_PRETEAM = 100
const SCHOOL_TYPE_CODES = SCHOOL_TYPES.map((type) => type.code)

interface Slot {
  days: number[]
  start: string
  end: string
}

const slots = (days: number[][], times: string[][]): Slot[] =>
  days.flatMap((pair) => times.map(([start, end]) => ({ days: pair, start, end })))

// Day sets share no day, and times leave an hour between groups.
// prettier-ignore
const SCHOOL_SLOTS = slots([[216, 219], [217, 220], [218, 221]],
  [['09:00', '10:00'], ['11:00', '12:00'], ['13:00', '14:00'], ['15:00', '16:00'], ['17:00', '18:00'], ['19:00', '20:00']])
// prettier-ignore
const PRETEAM_SLOTS = slots([[216, 218, 220], [217, 219, 221]],
  [['06:30', '08:00'], ['15:00', '16:30'], ['17:00', '18:30'], ['19:00', '20:30']])

export interface Group {
  id: number
  kind: 'school' | 'preteam'
  site: number
  level: number
  product: number
  capacity: number
  /** Ended groups have the day they ended; running ones null. */
  endDay: number | null
  days: number[]
  start: string
  end: string
  /** Enrolments running today. */
  enrolled: number
}

export interface SiteGroups {
  active: { school: Group[]; preteam: Group[] }
  all: { school: Group[]; preteam: Group[] }
}

export interface GroupRows {
  coaches: Row[]
  schools: Row[]
  preteams: Row[]
  sites: Map<number, SiteGroups>
}

interface Coach {
  id: number
  nextSlot: number
}

export function generateGroups(
  plan: ScalePlan,
  dice: Dice,
  today: number,
  firstIds: { coaches: number; schools: number; preteams: number },
): GroupRows {
  const rows: GroupRows = { coaches: [], schools: [], preteams: [], sites: new Map() }
  const ids = { ...firstIds }
  const schoolCoaches = splitBySite(plan, plan.schoolCoaches)
  const preteamCoaches = splitBySite(plan, plan.preteamCoaches)
  const schools = splitBySite(plan, plan.schools)
  const preteams = splitBySite(plan, plan.preteams)
  for (const site of plan.siteWeights.keys()) {
    const groups: SiteGroups = { active: { school: [], preteam: [] }, all: { school: [], preteam: [] } }
    rows.sites.set(site, groups)
    const makeCoaches = (count: number, type: number): Coach[] =>
      Array.from({ length: count }, () => {
        const id = ids.coaches++
        rows.coaches.push(coachRow(dice, today, id, site, type))
        return { id, nextSlot: 0 }
      })
    const siteSchoolCoaches = makeCoaches(schoolCoaches.get(site)!, SCHOOL_COACH)
    const sitePreteamCoaches = makeCoaches(preteamCoaches.get(site)!, PRETEAM_COACH)
    for (let index = 0; index < schools.get(site)!; index++) {
      const coach = siteSchoolCoaches[index % siteSchoolCoaches.length]
      const level = SCHOOL_LEVELS[index % SCHOOL_LEVELS.length]
      const group = placeGroup(dice, today, coach, SCHOOL_SLOTS, index === 0, {
        id: ids.schools++,
        kind: 'school',
        site,
        level,
        product: dice.pick(SCHOOL_TYPE_CODES),
        capacity: dice.int(8, 15),
      })
      rows.schools.push(schoolRow(group, coach.id, dice, today))
      remember(groups, group)
    }
    for (let index = 0; index < preteams.get(site)!; index++) {
      const coach = sitePreteamCoaches[index % sitePreteamCoaches.length]
      const group = placeGroup(dice, today, coach, PRETEAM_SLOTS, index === 0, {
        id: ids.preteams++,
        kind: 'preteam',
        site,
        level: PRETEAM_LEVELS[index % PRETEAM_LEVELS.length],
        product: PRODUCT_PRETEAM,
        capacity: Infinity,
      })
      rows.preteams.push(preteamRow(group, coach.id, dice, today))
      remember(groups, group)
    }
  }
  return rows
}

/** Active when the coach still has a free slot (and four times in five); otherwise ended some time ago. */
function placeGroup(
  dice: Dice,
  today: number,
  coach: Coach,
  timetable: Slot[],
  mustBeActive: boolean,
  group: Pick<Group, 'id' | 'kind' | 'site' | 'level' | 'product' | 'capacity'>,
): Group {
  const active = coach.nextSlot < timetable.length && (mustBeActive || dice.chance(0.8))
  const slot = active ? timetable[coach.nextSlot++] : dice.pick(timetable)
  return { ...group, ...slot, endDay: active ? null : today - dice.int(20, 400), enrolled: 0 }
}

function remember(groups: SiteGroups, group: Group): void {
  groups.all[group.kind].push(group)
  if (group.endDay === null) groups.active[group.kind].push(group)
}

/** Groups started long before any enrolment the generator dates back to. */
const groupStart = (dice: Dice, today: number): number => today - dice.int(2_300, 2_800)

function schoolRow(group: Group, coachId: number, dice: Dice, today: number): Row {
  const start = groupStart(dice, today)
  // prettier-ignore
  return [group.id, group.level, coachId, group.days[0], group.days[1], group.start, group.end, group.product,
    group.site, group.capacity, iso(start), group.endDay === null ? null : iso(group.endDay), stamp(start, '08:00'), ADMIN]
}

function preteamRow(group: Group, coachId: number, dice: Dice, today: number): Row {
  const start = groupStart(dice, today)
  // prettier-ignore
  return [group.id, group.level, coachId, group.days[0], group.days[1], group.days[2], group.start, group.end,
    group.site, iso(start), group.endDay === null ? null : iso(group.endDay), stamp(start, '08:00'), ADMIN]
}

function coachRow(dice: Dice, today: number, id: number, site: number, type: number): Row {
  const gender = dice.chance(0.6) ? MALE : FEMALE
  const latinName = `${dice.pick(gender === MALE ? MALE_NAMES : FEMALE_NAMES)} ${dice.pick(FAMILY_NAMES)}`
  const fullName = isArabicTurn(id) ? inArabic(latinName) : latinName
  const age = dice.int(23, 52)
  const email = `${latinName.toLowerCase().replace(/[^a-z]+/g, '.')}.${id}@swim-academy.example`
  // prettier-ignore
  return [id, fullName, nameKey(fullName), iso(today - age * 365 - dice.int(1, 360)), gender, type, site,
    dice.pick(MOBILE_PREFIXES) + dice.digits(8), email, type === SCHOOL_COACH ? 'Learn to swim' : 'Freestyle',
    dice.int(1, Math.min(20, age - 21)), 1, stamp(today - dice.int(2_300, 2_900), '09:00'), ADMIN]
}
