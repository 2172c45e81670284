// The one tag map of the API cache. Every endpoint says what it shows and what it changes with these helpers, so a
// change reaches every screen that shows it, whichever feature made the change or shows it:
// - a list, search or picker provides its type's list tag (and an id tag per row when rows have ids);
// - one record's query provides its id tag;
// - a change invalidates its type's list tag, the id tags of what it changed, and the list tags of the types the
//   cross-domain table below says it affects.
// (RTK Query matches a tag {type, id} only against the same {type, id}: a picker that provided the bare type was
// never refreshed by a change that invalidated {type, 'LIST'}. Keeping both sides here prevents that.)

export const TAG_TYPES = [
  'Swimmer',
  'School',
  'PreTeam',
  'Coach',
  'Club',
  'Site',
  'User',
  'Title',
  'Privilege',
  'Invoice',
  'Lookup',
  // The academy's week (issue 14): dated sessions and their rosters, the site's week, closures, make-up credits,
  // waitlists and offers, a site's rules.
  'Session',
  'Timetable',
  'Closure',
  'Makeup',
  'Waitlist',
  'SiteSettings',
  // Issue 27: a site's price list (Settings → Prices); the enrolment dialogs show its amounts.
  'Price',
  // Issue 28: a family (guardians, consents, contacts, medical notes); the rows show its primary guardian's phone.
  'Family',
  // Issue 29: the messages to families an event writes (the outbox and the WhatsApp-by-link queue).
  'Message',
] as const

export type TagType = (typeof TAG_TYPES)[number]
export interface Tag<T extends TagType = TagType> {
  type: T
  id: number | string
}

const LIST = 'LIST'

/** Provided by every list, search and picker of the type; invalidated by every change of the type. */
export const listTag = <T extends TagType>(type: T): Tag<T> => ({ type, id: LIST })

/** One record. Numeric ids are compared as numbers, whether they came from a form (text) or from an answer. */
export const idTag = <T extends TagType>(type: T, id: number | string): Tag<T> => ({
  type,
  id: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id,
})

/** providesTags for a list answer: the list tag, and one id tag per row when `idOf` says how to find it. */
export const provideList =
  <R, T extends TagType>(type: T, idOf?: (row: R) => number | string | null | undefined) =>
  (result: readonly R[] | undefined): Tag[] => [
    listTag(type),
    ...(idOf
      ? (result ?? []).flatMap((row) => [idOf(row)].filter((id) => id != null).map((id) => idTag(type, id!)))
      : []),
  ]

/** providesTags for a view that shows several types' lists (a school's swimmers: a school list and a swimmer list). */
export const provideLists = (...types: TagType[]): Tag[] => types.map((type) => listTag(type))

/**
 * The cross-domain effects: a change of the key type makes these other types' lists stale.
 * - A coach's name shows in school and pre-team results and details (and every coach picker is a Coach list).
 * - A swimmer shows in the registers and swimmer lists of schools and pre-teams.
 * - A school or pre-team changes what a swimmer may be enrolled in, and their actions.
 * - An invoice paid or raised changes a swimmer's actions (Renew) and the groups' money.
 * - A user's title and sites decide privileges and the sites lists of Settings.
 * - The week: a session's roster, status or coach shows in the timetable; a closure cancels a day's sessions; a
 *   make-up booked or cancelled puts a guest on a roster and changes the swimmer's credits; attendance marked
 *   excused gives a credit. A seat that frees (an enrolment ends, a swimmer moves or is frozen, a school ends or
 *   grows) makes a waitlist offer, and an accepted offer is an enrolment with its invoice.
 * - Messages to families (issue 29): a cancelled session, a closed day, a make-up credited or booked and a waitlist
 *   offer each write their messages, in the same transaction.
 */
export const CROSS_EFFECTS: Record<TagType, readonly TagType[]> = {
  Coach: ['School', 'PreTeam', 'Timetable'],
  Swimmer: ['School', 'PreTeam', 'Waitlist', 'Timetable', 'Session', 'Message'],
  School: ['Swimmer', 'Waitlist', 'Timetable', 'Session', 'Message'],
  PreTeam: ['Swimmer', 'Timetable', 'Session'],
  Invoice: ['Swimmer'],
  User: ['Site', 'Privilege'],
  Title: ['Privilege', 'User'],
  Privilege: [],
  Club: [],
  Site: [],
  Lookup: [],
  Session: ['Timetable', 'Makeup', 'Message'],
  Timetable: [],
  Closure: ['Timetable', 'Session', 'Makeup', 'Message'],
  Makeup: ['Session', 'Timetable', 'Message'],
  Waitlist: ['School', 'Swimmer', 'Invoice', 'Timetable', 'Session', 'Message'],
  SiteSettings: [],
  Price: ['School', 'PreTeam', 'Swimmer'],
  // A guardian's number is the swimmer rows' and the money desk's parent phone; a medical note is a roster alert.
  Family: ['Swimmer', 'Session', 'Invoice'],
  Message: [],
}

/** What a change of `type` (to the records `ids`, if known) makes stale: see the table above. */
export const changeOf = (type: TagType, ...ids: Array<number | string | null | undefined>): Tag[] => [
  listTag(type),
  ...ids.filter((id) => id != null).map((id) => idTag(type, id!)),
  ...CROSS_EFFECTS[type].map((other) => listTag(other)),
]

/**
 * invalidatesTags for a mutation: only a change that happened invalidates (a refused one leaves the screens as they
 * are). `tags` gets the mutation's argument and answer.
 */
export const onSuccess =
  <Result, Arg>(tags: (arg: Arg, result: Result) => Tag[]) =>
  (result: Result | undefined, _error: unknown, arg: Arg): Tag[] =>
    result ? tags(arg, result) : []
