import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { AttendanceChange, saveAttendanceRequest } from '@contract/attendance'
import { centsToAmount } from '@contract/common'
import { DURATION_MONTHS, levelName } from '@contract/lookups'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import { message } from '@contract/messages/message'
import { isPreTeamLevel } from '@contract/swimmers'
import { DEFAULT_SCHOOL_CAPACITY, requestedCapacity, type CreateSchoolInput } from '@contract/schools'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { maySeeSite, type Acting, type Actor, type Moment } from '../../lib/actor'
import { addDays, dayCodeOf } from '../../lib/dates'
import { writeAudit } from '../audit/audit.repository'
import { schoolOptions } from '../enrolments/enrolments.service'
import { endGroupEnrolments } from '../enrolments/enrolment-ending.service'
import type { EndedWithMoney } from '@contract/owed'
import { SCHOOL_COACH_TYPE, assertCoachCanLead } from '../coaches/coaches.service'
import { findDayNames } from '../coaches/schedule.repository'
import { findSummaries } from '../swimmers/swimmers.repository'
import {
  enrolledOn,
  recordSchoolDay,
  schoolSessionDates as sessionDatesOf,
  schoolSessionOn,
} from '../sessions/attendance.service'
import { assertSessionSeats } from '../sessions/seats.service'
import { ATTENDANCE_DAYS_AHEAD } from '../sessions/sessions.service'
import { offerFreedSeats, seatsOffered } from '../waitlists/waitlists.service'
import {
  findLatestRecording,
  findRecordedDates,
  findSessionAttendance,
  findSessionRegister,
  findSwimmerNames,
  latestSessionDate,
} from './school-attendance.repository'
import {
  countEnrolled,
  findEnrolledSwimmers,
  daysText,
  endSchool as markEnded,
  findLatestSessionRegister,
  findProductPrices,
  findRecentSessions,
  findSchool,
  findSchoolCoaches,
  findSchoolPeople,
  findSchoolRecord,
  findSchoolSwimmers,
  findSchools,
  findSwimmerForSchools,
  fromToText,
  insertSchool,
  toSchoolResult,
  updateSchool as saveSchool,
  type SchoolFilter,
} from './schools.repository'

// Schools (SPEC.md section 7 'Schools' and 'Attendance'): every rule of a school, its register and its attendance.
// The routes declare the module, the action and the site named in the request (the auth plugin checks them on the
// acting context); what the user may see (another site's school is not found, another site's swimmer is not
// listed), the coach rule (coaches.service), the transaction and the audit entry are here.

export type { Actor } from '../../lib/actor'

const sitesOf = (acting: Acting): number[] => acting.sites.map((site) => site.id)

/**
 * Actions about an existing school; CreateSchool is not one of them, nor rating skills and approving report cards
 * (issue 31: a session's and a swimmer's, not the school's).
 */
const NOT_ABOUT_A_SCHOOL = new Set<string>(['CreateSchool', 'EvaluateSkills', 'ApproveReportCards'])
const SCHOOL_ACTIONS = ACTIONS_BY_MODULE.Mod_SC.filter((name) => !NOT_ABOUT_A_SCHOOL.has(name))
/** What an ended school no longer offers. */
const ACTIVE_ONLY_ACTIONS = new Set<string>(['EndSchool', 'UpdateSchoolInfo', 'ManageAttendance', 'Attendes'])
/** Reading a school's register: whoever may see its details or take its attendance (a route's declared action). */
export const REGISTER_ACTIONS: readonly string[] = ['ShowSchoolInfo', 'ManageAttendance', 'Attendes']
/** Taking a school's attendance (a route's declared action). */
export const ATTENDANCE_ACTIONS: readonly string[] = ['ManageAttendance', 'Attendes']

/** A school the user may see, else 404; with `site`, it must also be at that site. */
async function visibleSchool(db: Kysely<Database>, acting: Acting, id: number, today: string, site?: number) {
  const school = await findSchool(db, id, today)
  if (!school || !maySeeSite(acting, school.site) || (site !== undefined && school.site !== site)) {
    throw notFound(message(site === undefined ? 'school.notFound' : 'school.notFoundAtSite', { id }))
  }
  return school
}

// ---------------------------------------------------------------------------------------------
// Reading

export const searchSchools = async (db: Kysely<Database>, { today }: Pick<Moment, 'today'>, filter: SchoolFilter) =>
  (await findSchools(db, filter, today)).map(toSchoolResult)

/** The Mod_SC actions the user's type is granted that make sense for this school (an ended one offers fewer). */
export async function schoolActions(db: Kysely<Database>, acting: Acting, id: number, site: number) {
  const school = await visibleSchool(db, acting, id, acting.today, site)
  const ended = school.end_date !== null
  return SCHOOL_ACTIONS.filter(
    (name) => acting.granted.has(`Mod_SC:${name}`) && !(ended && ACTIVE_ONLY_ACTIONS.has(name)),
  )
}

/** Everything about one school, with its latest sessions. */
export async function schoolDetails(db: Kysely<Database>, acting: Acting, id: number) {
  const school = await visibleSchool(db, acting, id, acting.today)
  const [people, recentSessions, latestSession] = await Promise.all([
    findSchoolPeople(db, school),
    findRecentSessions(db, school.id),
    findLatestSessionRegister(db, school.id, sitesOf(acting)),
  ])
  return {
    ...toSchoolResult(school),
    siteName: people.siteName,
    coachMobile: school.coach_mobile,
    createdAt: school.created_at,
    createdBy: people.createdBy,
    updatedAt: school.updated_at,
    updatedBy: people.updatedBy,
    recentSessions,
    latestSession,
  }
}

/**
 * The swimmers enrolled in a school today whom the user may see: a swimmer who has moved to a site of none of the
 * user's is left out, even while an enrolment at the old site still runs.
 */
export async function schoolSwimmers(db: Kysely<Database>, acting: Acting, id: number) {
  const school = await visibleSchool(db, acting, id, acting.today)
  return findSchoolSwimmers(db, school.id, acting.today, sitesOf(acting))
}

/** GET /swimmers/byschool/{id}: the same register as swimmer search results (with parent contacts). */
export async function swimmersBySchool(db: Kysely<Database>, acting: Acting, id: number) {
  const today = acting.today
  const school = await findSchool(db, id, today)
  if (!school || !maySeeSite(acting, school.site)) throw notFound(message('school.notFound', { id }))
  const rows = await findSchoolSwimmers(db, school.id, today, sitesOf(acting))
  return findSummaries(
    db,
    rows.map((row) => row.id),
    today,
  )
}

/**
 * The schools of that type the swimmer could join now: exactly those the enrolment service would accept (the
 * swimmer's site and level, not frozen, in no running school, a free place), so this list and Add to School agree.
 */
export async function possibleSchools(db: Kysely<Database>, acting: Acting, swimmerId: number, type: number) {
  const today = acting.today
  const swimmer = await findSwimmerForSchools(db, swimmerId)
  if (!swimmer || !maySeeSite(acting, swimmer.site)) throw notFound(message('swimmer.notFound', { id: swimmerId }))
  const [rows, options] = await Promise.all([
    findSchools(db, { site: swimmer.site, type, level: swimmer.current_level, activeOnly: true }, today),
    schoolOptions(db, acting, swimmer.id),
  ])
  const accepted = new Set(options.schools.map((school) => school.schoolID))
  return rows.map(toSchoolResult).filter((school) => accepted.has(school.schoolID))
}

/** The active school coaches (SchoolCoach) of a site, for the create and update forms. */
export async function schoolCoachOptions(db: Kysely<Database>, site: number) {
  const coaches = await findSchoolCoaches(db, site, SCHOOL_COACH_TYPE)
  return coaches.map((coach) => ({ coachID: coach.id, fullName: coach.full_name }))
}

const DURATIONS = new Set<number>(DURATION_MONTHS)

/** A site's active schools of a type and level, and what that type costs at the site for each duration. */
export async function schoolsSummary(
  db: Kysely<Database>,
  { today }: Pick<Moment, 'today'>,
  criteria: { site: number; type?: number; level?: number },
) {
  const [schools, prices] = await Promise.all([
    findSchools(db, { site: criteria.site, type: criteria.type, level: criteria.level, activeOnly: true }, today),
    criteria.type === undefined ? Promise.resolve([]) : findProductPrices(db, criteria.site, criteria.type),
  ])
  return {
    summaries: schools.map((row) => ({
      schoolID: row.id,
      fullName: row.coach_name,
      schoolLevel: row.level_name ?? 'Unknown',
      schoolType: row.type_name ?? 'Unknown',
      days: daysText(row),
      fromTo: fromToText(row.start_time, row.end_time),
      capacity: row.capacity,
      enrolled: Number(row.enrolled ?? 0),
    })),
    invoices: prices
      .filter((price) => DURATIONS.has(price.months))
      .map((price) => ({ months: price.months, invoice: centsToAmount(price.amount_cents) })),
  }
}

// ---------------------------------------------------------------------------------------------
// Changing a school

const scheduleOf = (body: CreateSchoolInput) => ({
  level: body.schoolLevel,
  coach_id: body.coachID,
  first_day: body.firstDay,
  second_day: body.secondDay,
  start_time: body.startTime,
  end_time: body.endTime,
  school_type: body.type,
})

/**
 * A time slot ends after it starts (issue 25: a school saved 23:00–06:30, "a warning only", let the same coach take a
 * second school inside those hours). The spec's screen still warns first; the server refuses, naming endTime.
 */
function assertEndsAfterStart(body: CreateSchoolInput): void {
  if (body.endTime <= body.startTime) {
    throw badRequest(message('school.endAfterStart', { start: body.startTime, end: body.endTime }), {
      endTime: message('school.field.endAfterStart'),
    })
  }
}

/** A school is of the school ladder: a pre-team level is a squad's (issue 27). */
function assertSchoolLevel(body: CreateSchoolInput): void {
  if (isPreTeamLevel(body.schoolLevel)) {
    const level = levelName(body.schoolLevel) ?? String(body.schoolLevel)
    throw badRequest(message('school.preteamLevel', { level }), {
      schoolLevel: message('school.field.chooseSchoolLevel'),
    })
  }
}

const slotOf = (body: CreateSchoolInput) => ({
  days: [body.firstDay, body.secondDay],
  start: body.startTime,
  end: body.endTime,
})

/** Creates a school today; its coach must be an active school coach of the site, free at that time. */
export function createSchool(db: Kysely<Database>, acting: Actor, body: CreateSchoolInput): Promise<number> {
  assertEndsAfterStart(body)
  assertSchoolLevel(body)
  return db.transaction().execute(async (trx) => {
    await assertCoachCanLead(trx, {
      coachId: body.coachID,
      site: body.site,
      coachType: SCHOOL_COACH_TYPE,
      slot: slotOf(body),
      substitutions: { from: acting.today },
    })
    const row = {
      ...scheduleOf(body),
      site: body.site,
      capacity: requestedCapacity(body) ?? DEFAULT_SCHOOL_CAPACITY,
      start_date: acting.today,
      end_date: null,
      created_at: acting.at,
      created_by: acting.userId,
    }
    const id = await insertSchool(trx, row)
    await writeAudit(trx, {
      userId: acting.userId,
      site: body.site,
      entity: 'school',
      entityId: id,
      action: 'CreateSchool',
      after: { ...row, id },
      at: acting.at,
    })
    return id
  })
}

/**
 * A school's level is its swimmers' level: it cannot change while swimmers are enrolled (running, or starting later),
 * who would be left in a school of another level (issue 25). The refusal names them.
 */
async function assertNoSwimmersOfLevel(
  db: Kysely<Database>,
  school: { id: number; level: number },
  today: string,
): Promise<void> {
  const swimmers = await findEnrolledSwimmers(db, school.id, today)
  if (swimmers.length === 0) return
  const names = swimmers.map((swimmer) => swimmer.full_name)
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ')
  const level = levelName(school.level) ?? `level ${school.level}`
  throw conflict(message('school.levelWithSwimmers', { id: school.id, level, swimmers: shown }), {
    schoolLevel: message('preteam.field.levelWithSwimmers'),
  })
}

/** The stored school, locked for the change, at the site the request names. */
async function schoolToChange(db: Kysely<Database>, dialect: Dialect, acting: Acting, id: number, site: number) {
  const before = await findSchoolRecord(db, id, dialect)
  if (!before || !maySeeSite(acting, before.site) || before.site !== site) {
    throw notFound(message('school.notFoundAtSite', { id }))
  }
  return before
}

/** Changes an active school's level, type, coach, days, times or capacity (not below today's swimmers). */
export async function updateSchool(
  db: Kysely<Database>,
  dialect: Dialect,
  acting: Acting,
  body: CreateSchoolInput & { schoolID: number },
): Promise<void> {
  assertEndsAfterStart(body)
  await db.transaction().execute(async (trx) => {
    const before = await schoolToChange(trx, dialect, acting, body.schoolID, body.site)
    if (before.end_date !== null) {
      throw conflict(message('school.endedUnchangeable', { id: before.id, date: before.end_date }), {
        schoolID: message('school.field.ended'),
      })
    }
    await assertCoachCanLead(trx, {
      coachId: body.coachID,
      site: body.site,
      coachType: SCHOOL_COACH_TYPE,
      slot: slotOf(body),
      except: { kind: 'school', id: before.id },
      substitutions: { from: acting.today },
    })
    if (body.schoolLevel !== before.level) {
      assertSchoolLevel(body)
      await assertNoSwimmersOfLevel(trx, before, acting.today)
    }
    const capacity = requestedCapacity(body) ?? before.capacity
    const enrolled = await countEnrolled(trx, before.id, acting.today)
    if (capacity < enrolled) {
      throw conflict(message('school.capacityBelowEnrolled', { id: before.id, enrolled, capacity }), {
        capacity: message('school.field.atLeast', { enrolled }),
      })
    }
    // Places offered from the waitlist are held: they cannot be taken away either.
    const offered = await seatsOffered(trx, before.id, acting)
    if (capacity < enrolled + offered) {
      throw conflict(
        message(offered === 1 ? 'school.capacityBelowHeld.one' : 'school.capacityBelowHeld.many', {
          id: before.id,
          enrolled,
          offered,
          capacity,
        }),
        { capacity: message('school.field.atLeast', { enrolled: enrolled + offered }) },
      )
    }
    // Nor below a session ahead: its enrolled swimmers and make-up guests (issue 25).
    if (capacity < before.capacity) {
      await assertSessionSeats(trx, before.id, capacity, acting.today, null, 0, 'capacity')
    }
    const changes = { ...scheduleOf(body), capacity, updated_at: acting.at, updated_by: acting.userId }
    await saveSchool(trx, before.id, changes)
    await writeAudit(trx, {
      userId: acting.userId,
      site: before.site,
      entity: 'school',
      entityId: before.id,
      action: 'UpdateSchoolInfo',
      before,
      after: { ...before, ...changes },
      at: acting.at,
    })
    // A capacity raised frees seats: the school's waitlist is offered them.
    await offerFreedSeats(trx, [before.id], acting)
  })
}

/**
 * Ends a school today: it stays in searches with its end date and takes no new swimmers. Its swimmers' running
 * enrolments end today in the same transaction (unpaid invoices cancelled, what was paid for the unused time owed to
 * the family); answered.
 */
export async function endSchool(
  db: Kysely<Database>,
  dialect: Dialect,
  acting: Acting,
  body: { schoolID: number; site: number },
): Promise<EndedWithMoney[]> {
  return db.transaction().execute(async (trx) => {
    const before = await schoolToChange(trx, dialect, acting, body.schoolID, body.site)
    if (before.end_date !== null) {
      throw conflict(message('school.alreadyEnded', { id: before.id, date: before.end_date }), {
        schoolID: message('school.field.alreadyEnded'),
      })
    }
    const end = { end_date: acting.today, updated_at: acting.at, updated_by: acting.userId }
    await markEnded(trx, before.id, end)
    const endedEnrolments = await endGroupEnrolments(trx, acting, { kind: 'school', id: before.id }, 'group-ended')
    await writeAudit(trx, {
      userId: acting.userId,
      site: before.site,
      entity: 'school',
      entityId: before.id,
      action: 'EndSchool',
      before,
      after: { ...before, ...end, endedEnrolments },
      at: acting.at,
    })
    // An ended school's waitlist closes.
    await offerFreedSeats(trx, [before.id], acting)
    return endedEnrolments
  })
}

// ---------------------------------------------------------------------------------------------
// Attendance

const joinNames = (names: string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/** Refuses a day the school does not meet on, naming its days. */
async function assertMeetsOn(
  db: Kysely<Database>,
  school: { id: number; first_day: number; second_day: number },
  day: number,
  field: string,
): Promise<Map<number, string>> {
  const dayNames = await findDayNames(db)
  if (day !== school.first_day && day !== school.second_day) {
    const nameOf = (code: number) => dayNames.get(code) ?? 'Unknown'
    throw badRequest(
      message('school.notOnDay', {
        id: school.id,
        days: joinNames([nameOf(school.first_day), nameOf(school.second_day)]),
        day: nameOf(day),
      }),
      { [field]: message('school.field.notOnDay') },
    )
  }
  return dayNames
}

/** How far back Manage Attendance lists a school's sessions (issue 27): a year. */
export const SESSION_DATES_DAYS_BACK = 364

const dayNameOf = (dayNames: Map<number, string>, code: number) => dayNames.get(code) ?? 'Unknown'

/**
 * Refuses a date that is not a session of the school up to today (issue 27), naming `field`: a day after today, before
 * the school started, after it ended, or not one of its days.
 */
function assertSessionOf(
  school: { id: number; first_day: number; second_day: number; start_date: string; end_date: string | null },
  date: string,
  today: string,
  dayNames: Map<number, string>,
  field: string,
): void {
  const notASession = { [field]: message('attendance.field.notASession') }
  if (date > today) {
    throw badRequest(message('attendance.notYet', { date }), { [field]: message('attendance.field.notYet') })
  }
  if (date < school.start_date) {
    throw badRequest(message('attendance.beforeStart', { id: school.id, start: school.start_date, date }), notASession)
  }
  if (school.end_date !== null && date > school.end_date) {
    throw badRequest(message('attendance.afterEnd', { id: school.id, end: school.end_date, date }), notASession)
  }
  const day = dayCodeOf(date)
  if (day !== school.first_day && day !== school.second_day) {
    const days = joinNames([dayNameOf(dayNames, school.first_day), dayNameOf(dayNames, school.second_day)])
    throw badRequest(
      message('attendance.notOnSchoolDay', { date, day: dayNameOf(dayNames, day), id: school.id, days }),
      notASession,
    )
  }
}

/**
 * The school's sessions up to today (at most a year back), newest first, with each one's day, status and whether its
 * attendance is recorded: the dates Manage Attendance offers (issue 27).
 */
export async function schoolSessionDates(db: Kysely<Database>, acting: Acting, schoolId: number) {
  const today = acting.today
  const school = await visibleSchool(db, acting, schoolId, today)
  const yearBack = addDays(today, -SESSION_DATES_DAYS_BACK)
  const from = school.start_date > yearBack ? school.start_date : yearBack
  const to = school.end_date !== null && school.end_date < today ? school.end_date : today
  const [dates, recorded, dayNames] = await Promise.all([
    from <= to ? sessionDatesOf(db, school.id, from, to) : Promise.resolve([]),
    from <= to ? findRecordedDates(db, school.id, from, to) : Promise.resolve(new Set<string>()),
    findDayNames(db),
  ])
  return {
    schoolID: school.id,
    from,
    to,
    sessions: dates.reverse().map((session) => {
      const day = dayCodeOf(session.date)
      return { ...session, day, dayName: dayNameOf(dayNames, day), recorded: recorded.has(session.date) }
    }),
  }
}

/**
 * What is recorded for a session of a school the user may see: the session of `date` (issue 27: any session of the
 * school up to today), or of `day` (the latest such date up to today, as the spec's client asks): the entries of the
 * swimmers the user may see, who recorded it and when. Nothing recorded: `recorded` is false.
 */
export async function sessionAttendance(
  db: Kysely<Database>,
  acting: Acting,
  schoolId: number,
  which: { day?: number; date?: string },
) {
  const today = acting.today
  const school = await visibleSchool(db, acting, schoolId, today)
  const schoolDays = { id: school.id, first_day: school.first_day, second_day: school.second_day }
  let day: number
  let sessionDate: string
  let dayNames: Map<number, string>
  if (which.date !== undefined) {
    dayNames = await findDayNames(db)
    assertSessionOf(school, which.date, today, dayNames, 'date')
    day = dayCodeOf(which.date)
    if (which.day !== undefined && which.day !== day) {
      throw badRequest(message('attendance.dateNotOnDay', { date: which.date }), {
        date: message('attendance.field.dateNotOnDay'),
      })
    }
    sessionDate = which.date
  } else {
    day = which.day!
    dayNames = await assertMeetsOn(db, schoolDays, day, 'day')
    sessionDate = latestSessionDate(day, today)
  }
  const [rows, latest, enrolled] = await Promise.all([
    findSessionRegister(db, school.id, sessionDate, sitesOf(acting)),
    findLatestRecording(db, school.id, sessionDate),
    enrolledOn(db, 'school', school.id, sessionDate),
  ])
  return {
    schoolID: school.id,
    day,
    dayName: dayNames.get(day) ?? 'Unknown',
    sessionDate,
    recorded: latest !== undefined,
    timeAttend: rows[0]?.time_attend ?? null,
    recordedAt: latest?.recorded_at ?? null,
    recordedBy: latest?.recorded_by_name ?? null,
    entries: rows.map((row) => ({
      swimmerID: row.swimmer_id,
      fullName: row.full_name,
      attended: row.attended === 1,
      notes: row.notes,
    })),
    roster: enrolled
      .filter((swimmer) => maySeeSite(acting, swimmer.site))
      .map((swimmer) => ({ swimmerID: swimmer.id, fullName: swimmer.full_name }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.swimmerID - b.swimmerID),
  }
}

type AttendanceInput = z.output<typeof saveAttendanceRequest>

/** A date sent with a save (issue 14) must fall on the entries' day and be at most a week ahead. */
function assertSessionDate(date: string, day: number, today: string): void {
  if (dayCodeOf(date) !== day) {
    throw badRequest(message('attendance.dateNotOnDay', { date }), { date: message('attendance.field.dateNotOnDay') })
  }
  const latest = addDays(today, ATTENDANCE_DAYS_AHEAD)
  if (date > latest) {
    throw badRequest(message('attendance.schoolWeekAhead', { date, latest }), {
      date: message('attendance.field.weekAhead'),
    })
  }
}

/**
 * Stores a session's attendance (one school, one day: the latest such date up to today). Saving a recorded session
 * again replaces its entries; the answer names each swimmer whose presence changed. A client that says which
 * recording it loaded (`recordedAt`, null for none) is refused when the session was recorded again since.
 */
export async function saveAttendance(db: Kysely<Database>, dialect: Dialect, acting: Acting, request: AttendanceInput) {
  const entries = request.attendes
  const { schoolID, day } = entries[0]
  const sessionDate = request.date ?? latestSessionDate(day, acting.today)
  if (request.date !== undefined) assertSessionDate(request.date, day, acting.today)
  const sites = sitesOf(acting)

  return db.transaction().execute(async (trx) => {
    const school = await findSchoolRecord(trx, schoolID, dialect)
    if (!school || !maySeeSite(acting, school.site)) throw notFound(message('school.notFound', { id: schoolID }))
    await assertMeetsOn(trx, school, day, 'attendes.0.day')
    // A date sent is the field at fault (issue 27); without one, the day.
    const sessionField = request.date !== undefined ? 'date' : 'attendes.0.day'
    if (sessionDate < school.start_date) {
      throw conflict(message('school.notStarted', { id: school.id, session: sessionDate }), {
        [sessionField]: message('school.field.noSession'),
      })
    }
    if (school.end_date !== null && sessionDate > school.end_date) {
      throw conflict(message('school.endedNoSession', { id: school.id, date: school.end_date, session: sessionDate }), {
        schoolID: message('school.field.ended'),
      })
    }
    const view = await schoolSessionOn(trx, school.id, sessionDate, acting.at)
    if (!view) {
      throw conflict(message('school.noSession', { id: school.id, date: sessionDate }), {
        [sessionField]: message('school.field.noSession'),
      })
    }
    const names = await findSwimmerNames(
      trx,
      entries.map((entry) => entry.swimmerID),
      sites,
    )
    const nameOf = (id: number) => names.get(id) ?? `Swimmer ${id}`

    if (request.recordedAt !== undefined) {
      const latest = await findLatestRecording(trx, school.id, sessionDate)
      if ((latest?.recorded_at ?? null) !== request.recordedAt) {
        const by = latest ? message('attendance.recordedBy', { name: latest.recorded_by_name ?? 'another user' }) : ''
        throw conflict(message('attendance.recordedMeanwhile', { id: school.id, session: sessionDate, by }), {
          recordedAt: message('attendance.field.recordedMeanwhile'),
        })
      }
    }

    // The one attendance record: the marks of the school's session, through the sessions' one rule set.
    const before = await findSessionAttendance(trx, school.id, sessionDate)
    await recordSchoolDay(trx, acting, view, entries, (_who, id) =>
      message('attendance.notInSchool', { swimmer: nameOf(id), id: school.id }),
    )
    const after = await findSessionAttendance(trx, school.id, sessionDate)
    const changes: AttendanceChange[] = []
    for (const entry of entries) {
      const old = before.find((row) => row.swimmer_id === entry.swimmerID)
      const now = after.find((row) => row.swimmer_id === entry.swimmerID)
      if (old && now && old.attended !== now.attended) {
        changes.push({
          swimmerID: entry.swimmerID,
          fullName: nameOf(entry.swimmerID),
          wasPresent: old.attended === 1,
          present: now.attended === 1,
        })
      }
    }
    const updated = entries.filter((entry) => before.some((row) => row.swimmer_id === entry.swimmerID)).length
    await writeAudit(trx, {
      userId: acting.userId,
      site: school.site,
      entity: 'school',
      entityId: school.id,
      action: 'SaveAttendance',
      before: before.length > 0 ? { sessionDate, attendance: before } : undefined,
      after: { sessionDate, sessionID: view.sessionID, attendance: after },
      at: acting.at,
    })
    return { schoolID: school.id, sessionDate, created: entries.length - updated, updated, changes }
  })
}
