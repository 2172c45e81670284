// The lookup groups and the fixed tables (SPEC.md section 3): plain data, no zod, so the SPA's start-up code can use
// them without the validation library. The schemas are in lookups.ts, which re-exports all of this.

import { SITES } from './constants'

export const LOOKUP_GROUP = {
  gender: 4,
  coachType: 7,
  level: 11,
  start: 22,
  special: 27,
  race: 32,
  competition: 50,
  site: 60,
  userType: 70,
  product: 76,
  club: 86,
  day: 214,
  duration: 223,
} as const
export type LookupGroupName = keyof typeof LOOKUP_GROUP
export type LookupGroupCode = (typeof LOOKUP_GROUP)[LookupGroupName]

export interface LookupItem {
  code: number
  description: string
  /** The name in Arabic, for items that are data with an Arabic name of their own (sites and clubs, issue 25). */
  descriptionAr?: string
}

type Fixed = readonly LookupItem[]
const items = (entries: Record<number, string>): Fixed =>
  Object.entries(entries).map(([code, description]) => ({ code: Number(code), description }))

export const GENDERS = items({ 5: 'Male', 6: 'Female' })
export const COACH_TYPES = items({ 8: 'SchoolCoach', 9: 'PTeamCoach' })
export const LEVELS = items({
  12: 'Level 1',
  13: 'Level 2',
  15: 'Level 4',
  16: 'Level 5',
  17: 'PTeam A',
  18: 'PTeam B',
  19: 'PTeam C',
  20: 'PTeam D',
})
/** A level's name by its code ('Level 1' for 12), or undefined for a code not in the list. */
export const levelName = (code: number): string | undefined => LEVELS.find((item) => item.code === code)?.description
export { SITES }
export const SCHOOL_TYPES = items({
  77: 'Baby Class',
  78: 'Teenager (5)',
  79: 'Teenager (4)',
  80: 'Teenager (3)',
  81: 'Teenager (2)',
  82: 'Teenager (1)',
  83: 'Adult (4)',
  84: 'Adult (1)',
  85: 'Teenager (6)',
})
/** Products priced on the price list: the school types, plus the pre-team and team products. */
export const PRODUCTS = [...SCHOOL_TYPES, ...items({ 100: 'PreTeam', 101: 'Team' })]
export const PRODUCT_PRETEAM = 100
export const CLUBS = items({
  87: 'Zamalek',
  88: 'Shooting',
  89: 'Ahly',
  90: '6th October',
  91: 'Elamyen',
  92: 'Wadi Degla',
  93: 'Gezira',
  94: 'SwimN',
})
export const DAYS = items({
  215: 'Friday',
  216: 'Saturday',
  217: 'Sunday',
  218: 'Monday',
  219: 'Tuesday',
  220: 'Wednesday',
  221: 'Thursday',
})
export const DURATION_MONTHS = [1, 3, 6, 9, 12] as const
/** Duration options as lookup items (group 223): the description is the number of months. */
export const DURATIONS = DURATION_MONTHS.map((months, index) => ({ code: 224 + index, description: String(months) }))

// Groups whose labels the spec does not give: sensible swimming values in their code ranges.
export const STARTS = items({ 23: 'Dive start', 24: 'Backstroke start', 25: 'Relay take-over', 26: 'Track start' })
export const SPECIALS = items({ 28: 'Freestyle', 29: 'Backstroke', 30: 'Breaststroke', 31: 'Butterfly' })
export const RACES = items({
  33: '50m Freestyle',
  34: '100m Freestyle',
  35: '200m Freestyle',
  36: '400m Freestyle',
  37: '50m Backstroke',
  38: '100m Backstroke',
  39: '50m Breaststroke',
  40: '100m Breaststroke',
  41: '50m Butterfly',
  42: '100m Butterfly',
  43: '100m Individual Medley',
  44: '200m Individual Medley',
})
export const COMPETITIONS = items({
  51: 'Club Championship',
  52: 'Regional Championship',
  53: 'National Championship',
  54: 'Friendly Gala',
  55: 'Winter Open',
})
export const USER_TYPES = [
  { code: 71, description: 'Administrator' },
  { code: 72, description: 'Cashier' },
  { code: 73, description: 'Coaches manager' },
  { code: 74, description: 'Coach' },
  { code: 75, description: 'Trainee' },
] as const satisfies Fixed
export const USER_TYPE = { administrator: 71, cashier: 72, coachesManager: 73, coach: 74, trainee: 75 } as const

/** The fixed list of every group, as the SPA's fallback and the server's seed. */
export const FIXED_LOOKUPS: Record<LookupGroupCode, Fixed> = {
  [LOOKUP_GROUP.gender]: GENDERS,
  [LOOKUP_GROUP.coachType]: COACH_TYPES,
  [LOOKUP_GROUP.level]: LEVELS,
  [LOOKUP_GROUP.start]: STARTS,
  [LOOKUP_GROUP.special]: SPECIALS,
  [LOOKUP_GROUP.race]: RACES,
  [LOOKUP_GROUP.competition]: COMPETITIONS,
  [LOOKUP_GROUP.site]: SITES,
  [LOOKUP_GROUP.userType]: USER_TYPES,
  [LOOKUP_GROUP.product]: PRODUCTS,
  [LOOKUP_GROUP.club]: CLUBS,
  [LOOKUP_GROUP.day]: DAYS,
  [LOOKUP_GROUP.duration]: DURATIONS,
}

/** The label of a code in a list, or 'Unknown' (SPEC.md section 3). */
export const describeCode = (list: readonly LookupItem[], code: number | null | undefined): string =>
  list.find((item) => item.code === code)?.description ?? 'Unknown'
