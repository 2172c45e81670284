import type { InsertObject, Kysely } from 'kysely'
import { CLUBS, DURATION_MONTHS, PRODUCT_PRETEAM, PRODUCTS, RACES } from '@contract/lookups'
import type { Database } from '../database'
import { receiptKey } from '../../domains/payments/receipts'
import { withNameKey } from '../../lib/name-key'
import { inArabic } from './arabic-names'
import { seedDemoFamilies } from './demo-families'
import type { SwimmerContact } from '../../domains/families/families.repository'
import { seedDemoMoney } from './demo-money'
import { seedDemoWeek } from './demo-week'
import { createRegisterLoad, sessionsFromRegister } from './register-sessions'
import { seedDemoWaitlists } from './demo-waitlists'

// Demo academy: coaches, price list, schools, pre-teams, swimmers with parents and level history,
// enrolments with invoices and payments, freezes, renewals, times and attendance — enough for every
// screen of the spec to show something. A fixed seed makes every run produce the same data; all
// dates are relative to `now`, so the demo never looks stale.

const SEED = 20_240_611
const BATCH_SIZE = 100
const DAY_MS = 86_400_000
const ADMIN = 1
const CASHIER = 2
/** The demo cashier works at these sites only; elsewhere the administrator takes the money. */
const CASHIER_SITES = [62, 63]

const SCHOOL_COACH = 8
const PRETEAM_COACH = 9
const MALE = 5
const FEMALE = 6
const SCHOOL_LEVELS = [12, 13, 15, 16]
const PRETEAM_LEVELS = [17, 18, 19, 20]
const FRIDAY = 215

// ---------------------------------------------------------------------------------------------
// Plan per site

interface SitePlan {
  site: number
  schoolCoaches: number
  preteamCoaches: number
  /** Inactive coaches get no groups. */
  inactiveCoachTypes: number[]
  /** One active school per entry, at that level. */
  schoolLevels: number[]
  preteams: number
  /** Main sites also get ended groups, freezes and attendance history. */
  main: boolean
  swimmers: number
  preteamSwimmers: number
}

const MAIN_SCHOOL_LEVELS = [12, 12, 13, 13, 15, 16]

const SITE_PLANS: SitePlan[] = [
  // 13 active pre-teams at site 61 fill two pages of the pre-team list (9 per page).
  mainSite(61, { preteamCoaches: 4, inactive: [], preteams: 13, swimmers: 48, preteamSwimmers: 19 }),
  mainSite(62, { preteamCoaches: 3, inactive: [SCHOOL_COACH], preteams: 4, swimmers: 40, preteamSwimmers: 14 }),
  mainSite(63, { preteamCoaches: 3, inactive: [PRETEAM_COACH], preteams: 4, swimmers: 37, preteamSwimmers: 13 }),
  smallSite(64, 2, [12, 13]),
  smallSite(65, 1, [12]),
  smallSite(66, 1, [13]),
  smallSite(67, 1, []),
  smallSite(68, 1, []),
  smallSite(69, 2, []),
]

function mainSite(
  site: number,
  options: { preteamCoaches: number; inactive: number[]; preteams: number; swimmers: number; preteamSwimmers: number },
): SitePlan {
  return {
    site,
    schoolCoaches: 4,
    preteamCoaches: options.preteamCoaches,
    inactiveCoachTypes: options.inactive,
    schoolLevels: MAIN_SCHOOL_LEVELS,
    preteams: options.preteams,
    main: true,
    swimmers: options.swimmers,
    preteamSwimmers: options.preteamSwimmers,
  }
}

function smallSite(site: number, schoolCoaches: number, schoolLevels: number[]): SitePlan {
  return {
    site,
    schoolCoaches,
    preteamCoaches: 1,
    inactiveCoachTypes: [],
    schoolLevels,
    preteams: 0,
    main: false,
    swimmers: 5,
    preteamSwimmers: 1,
  }
}

// ---------------------------------------------------------------------------------------------
// Prices: a monthly base per product, cheaper per month for longer durations, scaled per site.

// prettier-ignore
const BASE_MONTHLY_CENTS: Record<number, number> = {
  77: 35_000, 78: 42_000, 79: 41_000, 80: 40_000, 81: 39_000, 82: 38_000, 83: 45_000, 84: 50_000, 85: 43_000,
  100: 60_000, 101: 80_000,
}
const DURATION_DISCOUNT_PERCENT: Record<number, number> = { 1: 0, 3: 5, 6: 10, 9: 13, 12: 15 }
// prettier-ignore
const SITE_PRICE_PERCENT: Record<number, number> = { 61: 100, 62: 110, 63: 95, 64: 105, 65: 90, 66: 90, 67: 85, 68: 85, 69: 100 }

/** Rounded to whole 5.00 so the amounts look like a real price list. */
function priceCents(site: number, product: number, months: number): number {
  const raw =
    (BASE_MONTHLY_CENTS[product] * months * (100 - DURATION_DISCOUNT_PERCENT[months]) * SITE_PRICE_PERCENT[site]) /
    10_000
  return Math.round(raw / 500) * 500
}

// ---------------------------------------------------------------------------------------------
// Names and contact details

// prettier-ignore
const MALE_NAMES = [
  'Ahmed', 'Mohamed', 'Omar', 'Youssef', 'Ali', 'Hassan', 'Karim', 'Mostafa', 'Ziad', 'Adham', 'Seif', 'Hamza',
  'Malek', 'Yassin', 'Marwan', 'Tarek', 'Khaled', 'Amr', 'Mahmoud', 'Ibrahim', 'Mazen', 'Eyad', 'Fares', 'Taha',
]
// prettier-ignore
const FEMALE_NAMES = [
  'Mariam', 'Nour', 'Salma', 'Farida', 'Jana', 'Malak', 'Hana', 'Laila', 'Habiba', 'Rana', 'Yasmin', 'Nada',
  'Dalia', 'Aya', 'Reem', 'Judy', 'Layan', 'Sama', 'Lina', 'Talia',
]
// prettier-ignore
const ENGLISH_MALE_NAMES = ['Adam', 'Daniel', 'Adrian', 'Liam', 'Noah', 'Joseph', 'George', 'Peter', 'Andrew', 'Mark', 'David']
const ENGLISH_FEMALE_NAMES = ['Sarah', 'Emma', 'Sophie', 'Lily', 'Hannah', 'Grace', 'Clara', 'Chloe', 'Maya', 'Emily']
// prettier-ignore
const FAMILY_NAMES = [
  'El Sayed', 'Hassan', 'Abdel Aziz', 'Mansour', 'Fahmy', 'Shawky', 'Nasser', 'Ezzat', 'Ragab', 'Soliman', 'Farouk',
  'Khalil', 'Zaki', 'Salem', 'Hamdy', 'Gamal', 'Fathy', 'Helmy', 'Abou Zeid', 'El Masry', 'Badawi', 'Saleh', 'Sabry',
]
// prettier-ignore
const ENGLISH_FAMILY_NAMES = ['Wilson', 'Carter', 'Hughes', 'Grant', 'Morgan', 'Mitchell', 'Naguib', 'Girgis', 'Boutros', 'Tadros']
/**
 * Names in Arabic script: two in five swimmers and one in three coaches without an English name are written so
 * (inArabic, see arabicTurn), and the first girl and the first boy at each main site get their site's names below:
 * known names tests search for by typing them differently (hamza under and over alef, alef madda, taa marbuta, alef
 * maqsura).
 */
export const FEATURED_ARABIC_SWIMMERS: Record<number, string> = {
  61: 'إسراء محمود',
  62: 'آية عبد الرحمن',
  63: 'هدى يحيى مصطفى',
}
export const FEATURED_ARABIC_BOYS: Record<number, string> = {
  61: 'أحمد مصطفى',
  62: 'أحمد إبراهيم يحيى',
  63: 'عبد الرحمن أحمد',
}
// prettier-ignore
const JOBS = [
  'Engineer', 'Doctor', 'Teacher', 'Accountant', 'Pharmacist', 'Lawyer', 'Architect', 'Business owner', 'Banker',
  'Software developer', 'Dentist', 'Journalist', 'Civil servant', 'Marketing manager', 'Nurse',
]
// prettier-ignore
const STREETS = [
  'El Tahrir St', 'El Nasr Rd', 'Gamal Abdel Nasser St', 'El Horreya St', 'Mostafa El Nahas St', 'Abbas El Akkad St',
  'Road 9', 'El Thawra St', 'Makram Ebeid St', 'El Merghany St',
]
const AREAS: Record<number, string[]> = {
  61: ['Smart Village, Giza', 'Sheikh Zayed, Giza', '6th of October City, Giza'],
  62: ['Maadi, Cairo', 'Zahraa El Maadi, Cairo', 'Mokattam, Cairo'],
  63: ['Downtown, Cairo', 'Garden City, Cairo', 'Zamalek, Cairo', 'Dokki, Giza'],
  64: ['New Administrative Capital', 'New Cairo'],
  65: ['Nasr City, Cairo', 'Heliopolis, Cairo'],
  66: ['Abbassia, Cairo', 'Heliopolis, Cairo'],
  67: ['Al Sharq, Port Said', 'Port Fouad, Port Said', 'Al Zohour, Port Said'],
  68: ['Faisal, Giza', 'Haram, Giza'],
  69: ['Maadi, Cairo', 'Dokki, Giza'],
}
const SCHOOL_SPECIALIZATIONS = ['Learn to swim', 'Baby swimming', 'Freestyle', 'Backstroke', 'Water confidence']
const PRETEAM_SPECIALIZATIONS = ['Freestyle', 'Butterfly', 'Breaststroke', 'Backstroke', 'Individual medley', 'Sprint']
const FREEZE_REASONS = ['Travelling with family', 'Shoulder injury', 'School exams', 'Recovering from flu']
const TIME_REASONS = ['Club time trial', 'Monthly assessment', 'Club Championship', 'Friendly Gala']
const MOBILE_PREFIXES = ['010', '011', '012', '015']
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org']

// ---------------------------------------------------------------------------------------------
// Timetable choices. Schools meet twice a week, pre-teams three times.

// prettier-ignore
const SCHOOL_DAYS = [[216, 219], [217, 220], [218, 221], [215, 218], [216, 220], [217, 221]]
// prettier-ignore
const SCHOOL_TIMES = [['15:00', '16:00'], ['16:00', '17:00'], ['17:00', '18:00'], ['18:00', '19:00'], ['19:00', '20:00']]
// prettier-ignore
const PRETEAM_DAYS = [[216, 218, 220], [217, 219, 221], [215, 217, 219], [216, 219, 221]]
// prettier-ignore
const PRETEAM_TIMES = [['06:30', '08:00'], ['15:00', '16:30'], ['17:00', '18:30'], ['19:00', '20:30']]
/** School types that suit each school level (the ended school at each site is an adult class). */
const SCHOOL_TYPES_BY_LEVEL: Record<number, number[]> = { 12: [77, 82], 13: [81, 77], 15: [80, 79], 16: [78, 85] }
const ADULT_SCHOOL_TYPES = [83, 84]
/** Renewal durations weighted towards short ones, as most families pay monthly or quarterly. */
const ENROLMENT_MONTHS = [1, 1, 1, 3, 3, 3, 6, 9, 12]

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

class Dice {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length - 1)]
  }

  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i)
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 9))).join('')
  }
}

// ---------------------------------------------------------------------------------------------
// Dates

const isoDate = (date: Date): string => date.toISOString().slice(0, 10)
const stamp = (date: string, time: string): string => `${date}T${time}:00.000Z`

function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS))
}

/** Calendar months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return isoDate(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))))
}

/** Day codes run Friday 215 … Thursday 221; getUTCDay counts Sunday 0 … Saturday 6. */
function dayCodeOf(date: string): number {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay()
  return FRIDAY + ((weekday + 2) % 7)
}

// ---------------------------------------------------------------------------------------------
// Shared state while seeding

interface Seeder {
  db: Kysely<Database>
  dice: Dice
  /** Today's date (UTC); everything seeded lies before it. */
  today: string
  usedNames: Set<string>
  receiptCounters: Map<number, number>
  /** Swimmers and coaches drawn so far (which ones get an Arabic name), and the featured names used. */
  drawn: { swimmers: number; coaches: number; featured: Set<string> }
  /** Every swimmer's parent phone and e-mail, for the family each is given (issue 28: the guardian holds them). */
  contacts: SwimmerContact[]
}

const ago = (seeder: Seeder, days: number): string => addDays(seeder.today, -days)
const staffFor = (site: number): number => (CASHIER_SITES.includes(site) ? CASHIER : ADMIN)

async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute()
  }
}

export async function seedDemoAcademy(db: Kysely<Database>, now: Date): Promise<void> {
  const seeder: Seeder = {
    db,
    dice: new Dice(SEED),
    today: isoDate(now),
    usedNames: new Set(),
    receiptCounters: new Map(),
    drawn: { swimmers: 0, coaches: 0, featured: new Set() },
    contacts: [],
  }
  await seedClubArabicNames(db)
  await seedPriceList(seeder)
  await createRegisterLoad(db)
  for (const plan of SITE_PLANS) await seedSite(seeder, plan)
  // The fortnight of attendance as marks on dated sessions, as the app records them now (the reports count these).
  await sessionsFromRegister(db)
  await seedDemoWeek(db, now)
  seeder.contacts.push(...(await seedDemoWaitlists(db, now)))
  await seedDemoMoney(db, now)
  // Issue 28: every swimmer in a family whose primary guardian holds the parent phone and e-mail, a few shaped as
  // real families are.
  await seedDemoFamilies(db, now, seeder.contacts)
}

async function seedSite(seeder: Seeder, plan: SitePlan): Promise<void> {
  const coaches = await seedCoaches(seeder, plan)
  const timetable = new Timetable()
  const schools = await seedSchools(seeder, plan, coaches, timetable)
  const preteams = await seedPreTeams(seeder, plan, coaches, timetable)
  const swimmers = await seedSwimmers(seeder, plan, schools, preteams)
  const enrolments = await seedEnrolments(seeder, swimmers)
  await seedRenewals(seeder, enrolments)
  const frozenSince = await seedFreezes(seeder, plan, enrolments)
  await seedSwimmerTimes(seeder, swimmers)
  await seedAttendance(seeder, plan, enrolments, frozenSince)
}

// ---------------------------------------------------------------------------------------------
// Clubs' Arabic names (issue 27: the Arabic UI names a club by its Arabic name, set where the club is renamed)

/** The spec's clubs (SPEC.md section 3) as the desk writes them in Arabic; SwimN keeps its Latin name. */
export const DEMO_CLUB_NAMES_AR: Record<number, string> = {
  87: 'الزمالك',
  88: 'الصيد',
  89: 'الأهلي',
  90: '6 أكتوبر',
  91: 'العلمين',
  92: 'وادي دجلة',
  93: 'الجزيرة',
}

async function seedClubArabicNames(db: Kysely<Database>): Promise<void> {
  for (const [id, nameAr] of Object.entries(DEMO_CLUB_NAMES_AR)) {
    await db.updateTable('clubs').set({ name_ar: nameAr }).where('id', '=', Number(id)).execute()
  }
}

// ---------------------------------------------------------------------------------------------
// Price list

async function seedPriceList(seeder: Seeder): Promise<void> {
  const rows = SITE_PLANS.flatMap(({ site }) =>
    PRODUCTS.flatMap(({ code: product }) =>
      DURATION_MONTHS.map((months) => ({ site, product, months, amount_cents: priceCents(site, product, months) })),
    ),
  )
  await insertInBatches(seeder.db, 'price_list', rows)
}

// ---------------------------------------------------------------------------------------------
// Coaches

interface Coach {
  id: number
  type: number
  active: boolean
}

async function seedCoaches(seeder: Seeder, plan: SitePlan): Promise<Coach[]> {
  const types = [
    ...Array<number>(plan.schoolCoaches).fill(SCHOOL_COACH),
    ...Array<number>(plan.preteamCoaches).fill(PRETEAM_COACH),
  ]
  const coaches: Coach[] = []
  for (const type of types) coaches.push(await insertCoach(seeder, plan.site, type, true))
  for (const type of plan.inactiveCoachTypes) coaches.push(await insertCoach(seeder, plan.site, type, false))
  return coaches
}

async function insertCoach(seeder: Seeder, site: number, type: number, active: boolean): Promise<Coach> {
  const { dice } = seeder
  const gender = dice.chance(0.6) ? MALE : FEMALE
  const english = dice.chance(0.2)
  const latinName = uniqueName(seeder, () => `${dice.pick(firstNames(gender, english))} ${familyName(dice, english)}`)
  const fullName = !english && seeder.drawn.coaches++ % 3 === 0 ? inArabic(latinName) : latinName
  const age = dice.int(23, 52)
  const specializations = type === SCHOOL_COACH ? SCHOOL_SPECIALIZATIONS : PRETEAM_SPECIALIZATIONS
  const { id } = await seeder.db
    .insertInto('coaches')
    .values({
      ...withNameKey(fullName),
      birth_date: birthDate(seeder, age),
      gender,
      coach_type: type,
      site,
      mobile_number: mobileNumber(dice),
      email: emailAddress(fullName, 'swim-academy.example'),
      specialization: dice.pick(specializations),
      experience_years: dice.int(1, Math.min(20, age - 21)),
      is_active: active ? 1 : 0,
      created_at: stamp(ago(seeder, dice.int(800, 1500)), '09:00'),
      created_by: ADMIN,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, type, active }
}

// ---------------------------------------------------------------------------------------------
// Schools and pre-teams

interface Slot {
  days: readonly number[]
  start: string
  end: string
}

/**
 * Keeps each coach's active groups apart: no two may share a day with overlapping times.
 * Back-to-back groups count as a clash too, so the demo satisfies even the strictest reading.
 */
class Timetable {
  private readonly booked = new Map<number, Slot[]>()

  isFree(coachId: number, slot: Slot): boolean {
    return !(this.booked.get(coachId) ?? []).some((other) => clashes(slot, other))
  }

  book(coachId: number, slot: Slot): void {
    this.booked.set(coachId, [...(this.booked.get(coachId) ?? []), slot])
  }
}

function clashes(a: Slot, b: Slot): boolean {
  return a.days.some((day) => b.days.includes(day)) && a.start <= b.end && b.start <= a.end
}

function allSlots(dayOptions: number[][], timeOptions: string[][]): Slot[] {
  return dayOptions.flatMap((days) => timeOptions.map(([start, end]) => ({ days, start, end })))
}

/** A random coach and slot; active groups take a free slot and book it. */
function chooseSlot(
  seeder: Seeder,
  coaches: Coach[],
  slots: Slot[],
  timetable: Timetable,
  active: boolean,
): { coach: Coach; slot: Slot } {
  const candidates = seeder.dice.shuffle(coaches.flatMap((coach) => slots.map((slot) => ({ coach, slot }))))
  const found = candidates.find(({ coach, slot }) => !active || timetable.isFree(coach.id, slot))
  if (!found) throw new Error('demo seed: no free coach slot left; the site plan asks for too many groups')
  if (active) timetable.book(found.coach.id, found.slot)
  return found
}

interface Group {
  id: number
  kind: 'school' | 'preteam'
  site: number
  level: number
  product: number
  capacity: number
  active: boolean
  slot: Slot
  enrolled: number
}

interface GroupDates {
  startDate: string
  endDate: string | null
}

/** Groups started well over a year ago, so even a lapsed 12-month enrolment began after them. */
function groupDates(seeder: Seeder, active: boolean): GroupDates {
  const startDate = ago(seeder, seeder.dice.int(460, 800))
  return { startDate, endDate: active ? null : ago(seeder, seeder.dice.int(20, 150)) }
}

async function seedSchools(seeder: Seeder, plan: SitePlan, coaches: Coach[], timetable: Timetable): Promise<Group[]> {
  const schoolCoaches = coaches.filter((coach) => coach.active && coach.type === SCHOOL_COACH)
  const slots = allSlots(SCHOOL_DAYS, SCHOOL_TIMES)
  const schools: Group[] = []
  for (const level of plan.schoolLevels) {
    const type = seeder.dice.pick(SCHOOL_TYPES_BY_LEVEL[level])
    const choice = chooseSlot(seeder, schoolCoaches, slots, timetable, true)
    schools.push(await insertSchool(seeder, plan.site, level, type, choice, true))
  }
  if (plan.main) {
    const type = seeder.dice.pick(ADULT_SCHOOL_TYPES)
    const choice = chooseSlot(seeder, schoolCoaches, slots, timetable, false)
    schools.push(await insertSchool(seeder, plan.site, 12, type, choice, false))
  }
  return schools
}

async function insertSchool(
  seeder: Seeder,
  site: number,
  level: number,
  schoolType: number,
  { coach, slot }: { coach: Coach; slot: Slot },
  active: boolean,
): Promise<Group> {
  const dates = groupDates(seeder, active)
  const capacity = seeder.dice.int(8, 15)
  const { id } = await seeder.db
    .insertInto('schools')
    .values({
      level,
      coach_id: coach.id,
      first_day: slot.days[0],
      second_day: slot.days[1],
      start_time: slot.start,
      end_time: slot.end,
      school_type: schoolType,
      site,
      capacity,
      start_date: dates.startDate,
      end_date: dates.endDate,
      created_at: stamp(dates.startDate, '08:00'),
      created_by: ADMIN,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, kind: 'school', site, level, product: schoolType, capacity, active, slot, enrolled: 0 }
}

async function seedPreTeams(seeder: Seeder, plan: SitePlan, coaches: Coach[], timetable: Timetable): Promise<Group[]> {
  const preteamCoaches = coaches.filter((coach) => coach.active && coach.type === PRETEAM_COACH)
  const slots = allSlots(PRETEAM_DAYS, PRETEAM_TIMES)
  const preteams: Group[] = []
  for (let index = 0; index < plan.preteams; index++) {
    const level = PRETEAM_LEVELS[index % PRETEAM_LEVELS.length]
    const choice = chooseSlot(seeder, preteamCoaches, slots, timetable, true)
    preteams.push(await insertPreTeam(seeder, plan.site, level, choice, true))
  }
  if (plan.main) {
    const level = seeder.dice.pick(PRETEAM_LEVELS)
    const ended = chooseSlot(seeder, preteamCoaches, slots, timetable, false)
    preteams.push(await insertPreTeam(seeder, plan.site, level, ended, false))
  }
  return preteams
}

async function insertPreTeam(
  seeder: Seeder,
  site: number,
  level: number,
  { coach, slot }: { coach: Coach; slot: Slot },
  active: boolean,
): Promise<Group> {
  const dates = groupDates(seeder, active)
  const { id } = await seeder.db
    .insertInto('preteams')
    .values({
      level,
      coach_id: coach.id,
      first_day: slot.days[0],
      second_day: slot.days[1],
      third_day: slot.days[2],
      start_time: slot.start,
      end_time: slot.end,
      site,
      start_date: dates.startDate,
      end_date: dates.endDate,
      removed_at: null,
      created_at: stamp(dates.startDate, '08:00'),
      created_by: ADMIN,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, kind: 'preteam', site, level, product: PRODUCT_PRETEAM, capacity: Infinity, active, slot, enrolled: 0 }
}

// ---------------------------------------------------------------------------------------------
// Swimmers

type Kind = 'school' | 'preteam'

interface PlannedEnrolment {
  group: Group
  months: number
  startDate: string
  endDate: string
  /** Days between the start and today. */
  startAgo: number
}

interface SeededSwimmer {
  id: number
  site: number
  kind: Kind
  createdAgo: number
  enrolment: PlannedEnrolment | null
}

interface SwimmerDraft {
  row: InsertObject<Database, 'swimmers'>
  parent: Omit<InsertObject<Database, 'swimmer_parents'>, 'swimmer_id'>
  contact: { phone: string; email: string }
  levels: Array<{ level: number; changed_at: string }>
  createdAgo: number
  enrolment: PlannedEnrolment | null
}

async function seedSwimmers(
  seeder: Seeder,
  plan: SitePlan,
  schools: Group[],
  preteams: Group[],
): Promise<SeededSwimmer[]> {
  const kinds = seeder.dice.shuffle<Kind>([
    ...Array<Kind>(plan.swimmers - plan.preteamSwimmers).fill('school'),
    ...Array<Kind>(plan.preteamSwimmers).fill('preteam'),
  ])
  const swimmers: SeededSwimmer[] = []
  const parents: InsertObject<Database, 'swimmer_parents'>[] = []
  const levels: InsertObject<Database, 'swimmer_levels'>[] = []
  for (const kind of kinds) {
    const groups = (kind === 'school' ? schools : preteams).filter((group) => group.active)
    const draft = draftSwimmer(seeder, plan.site, kind, groups)
    const { id } = await seeder.db.insertInto('swimmers').values(draft.row).returning('id').executeTakeFirstOrThrow()
    parents.push({ swimmer_id: id, ...draft.parent })
    seeder.contacts.push({ swimmerId: id, ...draft.contact })
    levels.push(...draft.levels.map((entry) => ({ ...entry, swimmer_id: id, site: plan.site, changed_by: ADMIN })))
    swimmers.push({ id, site: plan.site, kind, createdAgo: draft.createdAgo, enrolment: draft.enrolment })
  }
  await insertInBatches(seeder.db, 'swimmer_parents', parents)
  await insertInBatches(seeder.db, 'swimmer_levels', levels)
  return swimmers
}

function draftSwimmer(seeder: Seeder, site: number, kind: Kind, groups: Group[]): SwimmerDraft {
  const { dice } = seeder
  const ladder = kind === 'school' ? SCHOOL_LEVELS : PRETEAM_LEVELS
  // Levels follow the site's groups, so most swimmers find a group of their level.
  const currentLevel = dice.pick(groups.length > 0 ? groups.map((group) => group.level) : ladder)
  const startLevel = dice.chance(0.4) ? dice.pick(ladder.filter((level) => level <= currentLevel)) : currentLevel
  const group = dice.chance(0.9) ? groupWithRoom(seeder, groups, currentLevel) : undefined
  const enrolment = group ? planEnrolment(seeder, group) : null
  const startAgo = enrolment?.startAgo ?? 0
  const createdAgo = enrolment ? startAgo + dice.int(31, 400) : dice.int(20, 700)
  const created = ago(seeder, createdAgo)
  const levels = [{ level: startLevel, changed_at: stamp(created, '10:00') }]
  if (currentLevel !== startLevel) {
    levels.push({
      level: currentLevel,
      changed_at: stamp(ago(seeder, dice.int(startAgo + 1, createdAgo - 1)), '11:00'),
    })
  }
  const gender = dice.chance(0.5) ? MALE : FEMALE
  const english = dice.chance(0.2)
  const father = dice.pick(english ? ENGLISH_MALE_NAMES : MALE_NAMES)
  const family = familyName(dice, english)
  const latinName = uniqueName(seeder, () => `${dice.pick(firstNames(gender, english))} ${father} ${family}`)
  const fullName = english ? latinName : arabicTurn(seeder, site, gender, latinName)
  const born = birthDate(seeder, kind === 'school' ? dice.int(4, 12) : dice.int(8, 17))
  const row: InsertObject<Database, 'swimmers'> = {
    ...withNameKey(fullName),
    birth_date: born,
    birth_year: Number(born.slice(0, 4)),
    gender,
    start_level: startLevel,
    current_level: currentLevel,
    site,
    club: dice.pick(CLUBS).code,
    subscription_end: enrolment?.endDate ?? (dice.chance(0.5) ? ago(seeder, dice.int(10, 200)) : null),
    created_at: stamp(created, '10:00'),
    created_by: ADMIN,
    deleted_at: null,
  }
  return { row, ...draftParent(dice, site, `${father} ${family}`), levels, createdAgo, enrolment }
}

function groupWithRoom(seeder: Seeder, groups: Group[], level: number): Group | undefined {
  const fitting = groups.filter((group) => group.level === level && group.enrolled < group.capacity)
  return fitting.length > 0 ? seeder.dice.pick(fitting) : undefined
}

/** Most enrolments run until after today; about one in eight has lapsed (its subscription end is past). */
function planEnrolment(seeder: Seeder, group: Group): PlannedEnrolment {
  const { dice } = seeder
  group.enrolled++
  const months = dice.pick(ENROLMENT_MONTHS)
  const lapsed = dice.chance(0.12)
  const startAgo = lapsed ? months * 31 + dice.int(5, 60) : dice.int(1, months * 28 - 5)
  const startDate = ago(seeder, startAgo)
  return { group, months, startDate, endDate: addMonths(startDate, months), startAgo }
}

/** The parent's row and their phone and e-mail (the family's first guardian's), drawn in the order they always were. */
function draftParent(dice: Dice, site: number, parentName: string): Pick<SwimmerDraft, 'parent' | 'contact'> {
  const phone = mobileNumber(dice)
  const secondaryPhone = dice.chance(0.6) ? mobileNumber(dice) : ''
  const primaryJob = dice.pick(JOBS)
  const secondaryJob = dice.chance(0.6) ? dice.pick(JOBS) : ''
  const email = emailAddress(parentName, dice.pick(EMAIL_DOMAINS), String(dice.int(1, 99)))
  const address = `${dice.int(1, 120)} ${dice.pick(STREETS)}, ${dice.pick(AREAS[site])}`
  return {
    parent: { secondary_phone: secondaryPhone, primary_job: primaryJob, secondary_job: secondaryJob, address },
    contact: { phone, email },
  }
}

function firstNames(gender: number, english: boolean): string[] {
  if (gender === MALE) return english ? ENGLISH_MALE_NAMES : MALE_NAMES
  return english ? ENGLISH_FEMALE_NAMES : FEMALE_NAMES
}

function familyName(dice: Dice, english: boolean): string {
  return dice.pick(english ? ENGLISH_FAMILY_NAMES : FAMILY_NAMES)
}

/**
 * The name a swimmer without an English name is shown with: the site's featured Arabic names for its first girl and
 * first boy, two in five of the others in Arabic script, the rest in Latin letters. Decided by counting, not by the
 * dice, so the rest of the demo academy is the same as without Arabic names.
 */
function arabicTurn(seeder: Seeder, site: number, gender: number, latinName: string): string {
  const featured = (gender === FEMALE ? FEATURED_ARABIC_SWIMMERS : FEATURED_ARABIC_BOYS)[site]
  if (featured && !seeder.drawn.featured.has(featured)) {
    seeder.drawn.featured.add(featured)
    return featured
  }
  return seeder.drawn.swimmers++ % 5 < 2 ? inArabic(latinName) : latinName
}

/** Search results are easier to demo when no two people share a name. */
function uniqueName(seeder: Seeder, makeName: () => string): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const name = makeName()
    if (!seeder.usedNames.has(name)) {
      seeder.usedNames.add(name)
      return name
    }
  }
  throw new Error('demo seed: ran out of distinct names')
}

/** A birth date giving exactly `age` years today. */
function birthDate(seeder: Seeder, age: number): string {
  const [year, month, day] = seeder.today.split('-').map(Number)
  const birthdayThisAge = isoDate(new Date(Date.UTC(year - age, month - 1, day)))
  return addDays(birthdayThisAge, -seeder.dice.int(1, 360))
}

/** Egyptian mobile numbers: 01 + operator digit + 8 digits. */
function mobileNumber(dice: Dice): string {
  return dice.pick(MOBILE_PREFIXES) + dice.digits(8)
}

function emailAddress(name: string, domain: string, suffix = ''): string {
  const local = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')
  return `${local}${suffix}@${domain}`
}

// ---------------------------------------------------------------------------------------------
// Enrolments, invoices and payments

interface SeededEnrolment extends PlannedEnrolment {
  swimmerId: number
  site: number
  /** Not paid yet: the invoice waits at the desk. */
  open: boolean
}

async function seedEnrolments(seeder: Seeder, swimmers: SeededSwimmer[]): Promise<SeededEnrolment[]> {
  const enrolments: SeededEnrolment[] = []
  const payments: InsertObject<Database, 'payments'>[] = []
  const schoolRows: InsertObject<Database, 'school_enrolments'>[] = []
  const preteamRows: InsertObject<Database, 'preteam_enrolments'>[] = []
  let current = 0
  for (const swimmer of swimmers) {
    if (!swimmer.enrolment) continue
    // Every third running enrolment is still unpaid, so each site has invoices to collect.
    const open = swimmer.enrolment.endDate > seeder.today && current++ % 3 === 1
    const enrolment = { ...swimmer.enrolment, swimmerId: swimmer.id, site: swimmer.site, open }
    const createdAt = stamp(enrolment.startDate, clockTime(seeder.dice))
    const invoice = await insertInvoice(seeder, enrolment, createdAt)
    if (!enrolment.open) payments.push(paymentFor(seeder, enrolment, invoice, createdAt))
    const row = {
      swimmer_id: swimmer.id,
      months: enrolment.months,
      start_date: enrolment.startDate,
      end_date: enrolment.endDate,
      invoice_id: invoice.id,
      site: swimmer.site,
      created_at: createdAt,
      created_by: staffFor(swimmer.site),
    }
    if (enrolment.group.kind === 'school') schoolRows.push({ ...row, school_id: enrolment.group.id })
    else preteamRows.push({ ...row, preteam_id: enrolment.group.id })
    enrolments.push(enrolment)
  }
  await insertInBatches(seeder.db, 'school_enrolments', schoolRows)
  await insertInBatches(seeder.db, 'preteam_enrolments', preteamRows)
  await insertInBatches(seeder.db, 'payments', payments)
  return enrolments
}

interface SeededInvoice {
  id: number
  amountCents: number
}

async function insertInvoice(seeder: Seeder, enrolment: SeededEnrolment, createdAt: string): Promise<SeededInvoice> {
  const { product } = enrolment.group
  const amountCents = priceCents(enrolment.site, product, enrolment.months)
  const { id } = await seeder.db
    .insertInto('invoices')
    .values({
      site: enrolment.site,
      swimmer_id: enrolment.swimmerId,
      product,
      item_name: `${productName(product)} - ${enrolment.months} month${enrolment.months === 1 ? '' : 's'}`,
      months: enrolment.months,
      amount_cents: amountCents,
      paid_cents: enrolment.open ? 0 : amountCents,
      status: enrolment.open ? 'open' : 'paid',
      created_at: createdAt,
      created_by: staffFor(enrolment.site),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, amountCents }
}

function paymentFor(
  seeder: Seeder,
  enrolment: SeededEnrolment,
  invoice: SeededInvoice,
  createdAt: string,
): InsertObject<Database, 'payments'> {
  return {
    invoice_id: invoice.id,
    site: enrolment.site,
    swimmer_id: enrolment.swimmerId,
    amount_cents: invoice.amountCents,
    ...receipt(nextReceiptNo(seeder, enrolment.site)),
    created_at: createdAt,
    created_by: staffFor(enrolment.site),
  }
}

/** A receipt number with the key receipts are compared by (unique per site). */
const receipt = (receiptNo: string) => ({ receipt_no: receiptNo, receipt_key: receiptKey(receiptNo) })

/** Receipt books are numbered per site: R-62-000101, R-62-000102, … */
function nextReceiptNo(seeder: Seeder, site: number): string {
  const next = (seeder.receiptCounters.get(site) ?? 100) + 1
  seeder.receiptCounters.set(site, next)
  return `R-${site}-${String(next).padStart(6, '0')}`
}

function productName(product: number): string {
  return PRODUCTS.find((item) => item.code === product)?.description ?? 'Swimming'
}

/** A time within front-desk hours. */
function clockTime(dice: Dice): string {
  return `${pad2(dice.int(9, 20))}:${pad2(dice.int(0, 59))}`
}

const pad2 = (value: number): string => String(value).padStart(2, '0')

// ---------------------------------------------------------------------------------------------
// Renewals, freezes, times and attendance

const RENEWAL_TYPES: Record<number, 'monthly' | 'quarterly' | 'yearly'> = { 1: 'monthly', 3: 'quarterly', 12: 'yearly' }

/** Some families renewed at the desk: a renewal row covering the same period as the enrolment. */
async function seedRenewals(seeder: Seeder, enrolments: SeededEnrolment[]): Promise<void> {
  const rows = enrolments
    .filter((enrolment) => RENEWAL_TYPES[enrolment.months] !== undefined && seeder.dice.chance(0.3))
    .map((enrolment) => ({
      swimmer_id: enrolment.swimmerId,
      renewal_type: RENEWAL_TYPES[enrolment.months],
      months: enrolment.months,
      start_date: enrolment.startDate,
      end_date: enrolment.endDate,
      site: enrolment.site,
      created_at: stamp(enrolment.startDate, clockTime(seeder.dice)),
      created_by: staffFor(enrolment.site),
    }))
  await insertInBatches(seeder.db, 'subscriptions', rows)
}

/** Main sites: two swimmers frozen right now and one whose freeze has ended. Returns who is frozen since when. */
async function seedFreezes(
  seeder: Seeder,
  plan: SitePlan,
  enrolments: SeededEnrolment[],
): Promise<Map<number, string>> {
  if (!plan.main) return new Map()
  const { dice } = seeder
  const current = dice.shuffle(enrolments.filter((enrolment) => enrolment.endDate > seeder.today)).slice(0, 3)
  const rows = current.map((enrolment, index) => {
    const ended = index === 2
    const freezeDate = ago(seeder, ended ? dice.int(60, 120) : dice.int(2, 20))
    return {
      swimmer_id: enrolment.swimmerId,
      reason: dice.pick(FREEZE_REASONS),
      freeze_date: freezeDate,
      ended_at: ended ? stamp(ago(seeder, dice.int(20, 50)), '10:30') : null,
      site: plan.site,
      created_at: stamp(freezeDate, '10:30'),
      created_by: staffFor(plan.site),
    }
  })
  await insertInBatches(seeder.db, 'swimmer_freezes', rows)
  return new Map(rows.filter((row) => row.ended_at === null).map((row) => [row.swimmer_id, row.freeze_date]))
}

/** Pre-team swimmers have one or two recorded times each. */
async function seedSwimmerTimes(seeder: Seeder, swimmers: SeededSwimmer[]): Promise<void> {
  const { dice } = seeder
  const rows = swimmers
    .filter((swimmer) => swimmer.kind === 'preteam')
    .flatMap((swimmer) =>
      Array.from({ length: dice.int(1, 2) }, () => ({
        swimmer_id: swimmer.id,
        times: raceTime(dice, dice.pick(RACES).description),
        reason: dice.pick(TIME_REASONS),
        site: swimmer.site,
        recorded_at: stamp(ago(seeder, dice.int(1, Math.min(120, swimmer.createdAgo - 1))), '18:45'),
        recorded_by: ADMIN,
      })),
    )
  await insertInBatches(seeder.db, 'swimmer_times', rows)
}

/** '100m Butterfly 01:31.37': young club swimmers, 33–52 s per 50 m, slower over longer races and in breaststroke. */
function raceTime(dice: Dice, race: string): string {
  const lengths = parseInt(race, 10) / 50
  const stroke = race.includes('Breaststroke') ? 1.15 : 1
  const hundredths = Math.round(dice.int(3300, 5200) * lengths * stroke * (1 + 0.05 * Math.log2(lengths)))
  const minutes = Math.floor(hundredths / 6000)
  const seconds = Math.floor((hundredths % 6000) / 100)
  return `${race} ${pad2(minutes)}:${pad2(seconds)}.${pad2(hundredths % 100)}`
}

const ATTENDANCE_SCHOOLS_PER_SITE = 3
const ATTENDANCE_DAYS_BACK = 14
/** Sorts after every ISO date. */
const NEVER = '9999-12-31'

/** Attendance for the sessions of the last two weeks at a few active schools of each main site. */
async function seedAttendance(
  seeder: Seeder,
  plan: SitePlan,
  enrolments: SeededEnrolment[],
  frozenSince: Map<number, string>,
): Promise<void> {
  if (!plan.main) return
  const schoolEnrolments = enrolments.filter(({ group }) => group.kind === 'school' && group.active)
  const schools = [...new Set(schoolEnrolments.map(({ group }) => group))]
  const rows = schools
    .slice(0, ATTENDANCE_SCHOOLS_PER_SITE)
    .flatMap((school) => attendanceFor(seeder, school, schoolEnrolments, frozenSince))
  await insertInBatches(seeder.db, 'register_load', rows)
}

function attendanceFor(
  seeder: Seeder,
  school: Group,
  enrolments: SeededEnrolment[],
  frozenSince: Map<number, string>,
): InsertObject<Database, 'register_load'>[] {
  // Its own dice: how many marks a fortnight holds depends on today's weekday, and drawing them from the shared dice
  // would give every later site's swimmers, coaches and invoices other IDs on other days (the README names some).
  const dice = new Dice(SEED + school.id)
  const sessions = Array.from({ length: ATTENDANCE_DAYS_BACK }, (_, index) => ago(seeder, index + 1)).filter((date) =>
    school.slot.days.includes(dayCodeOf(date)),
  )
  // On the register: enrolled in this school on that date and not frozen by then.
  const onRegister = (enrolment: SeededEnrolment, session: string): boolean =>
    enrolment.group === school &&
    enrolment.startDate <= session &&
    session <= enrolment.endDate &&
    (frozenSince.get(enrolment.swimmerId) ?? NEVER) > session
  return sessions.flatMap((session) =>
    enrolments
      .filter((enrolment) => onRegister(enrolment, session))
      .map((enrolment) => {
        const attended = dice.chance(0.85) ? 1 : 0
        return {
          school_id: school.id,
          swimmer_id: enrolment.swimmerId,
          session_date: session,
          day: dayCodeOf(session),
          time_attend: school.slot.start,
          attended,
          notes: attendanceNote(dice, attended),
          recorded_at: stamp(session, school.slot.end),
          recorded_by: ADMIN,
        }
      }),
  )
}

function attendanceNote(dice: Dice, attended: 0 | 1): string | null {
  if (attended === 0) return dice.chance(0.5) ? 'Excused: sick' : null
  return dice.chance(0.1) ? 'Arrived late' : null
}
