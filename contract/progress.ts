import { z } from 'zod'
import { dataText } from './messages/data-texts'
import { MAX_STORED_INT, numberText, numericId, plainText } from './common'
import { calendarDate } from './fields'
import { ROSTER_ALERTS } from './sessions'
import { ruleCodes } from './messages/rule'

// Skills and progress (issue 31): a curriculum per level (skills in Arabic and English, which are required, the pass
// rule), evaluation on the pool deck from a session's roster, each swimmer's progress and timeline, the "ready to move
// up" list per site with the next level's free seats, moving a ready swimmer up (level change and enrolment or
// waitlist in one operation), report cards per swimmer and term, and the owner's figures. The server's schemas, the
// OpenAPI page and the SPA read these.
//
// Routes (all under /api; access as declared on the server's routes):
//   GET  /levels/{levelCode}/skills               → levelSkillsResponse          (signed in)
//   GET  /curriculum                              → curriculumResponse           (Settings ManageCurriculum)
//   PUT  /curriculum/{levelCode}  curriculumRequest → curriculumLevel (a new version)  (Settings ManageCurriculum)
//   GET  /sessions/{id}/evaluations               → evaluationGrid               (Mod_SC EvaluateSkills)
//   POST /sessions/{id}/evaluations evaluationsRequest → evaluationsResponse     (Mod_SC EvaluateSkills; a coach's
//        account (users.coach_id) at the sessions its coach leads (the group's coach or the substitute, who is
//        credited), or a supervisor holding ApproveReportCards at any session of their sites)
//   GET  /swimmers/{id}/progress                  → swimmerProgress              (Mod_SC EvaluateSkills or ApproveReportCards)
//   POST /swimmers/{id}/progress-notes progressNoteRequest → swimmerProgress     (Mod_SC EvaluateSkills)
//   POST /swimmers/{id}/sign-off                  → signOffResponse              (Mod_SC ApproveReportCards)
//   GET  /ready?site={id}[&level=]                → readyResponse                (Mod_SC EvaluateSkills or ApproveReportCards)
//   POST /swimmers/{id}/move-up  moveUpRequest    → moveUpResponse               (Mod_SW UpdateLevel, or
//        UpdateSchoolLevel / UpdatePTeamLevel for the next level's ladder, and AddSwimmerToSchool / AddSwimmerToPTeam)
//   GET  /swimmers/{id}/report-cards              → reportCardsResponse          (Mod_SC EvaluateSkills or ApproveReportCards)
//   POST /swimmers/{id}/report-cards reportCardRequest → reportCard (the term's draft, created or changed)
//                                                                                (Mod_SC EvaluateSkills)
//   POST /report-cards/{id}/approve               → approveReportCardResponse    (Mod_SC ApproveReportCards)
//   GET  /progress/overview[?site=]               → progressOverview             (Settings ViewReports)

export const PROGRESS_MESSAGES = {
  levelInvalid: 'Level must be a level code',
  swimmerIdInvalid: 'Swimmer must be a swimmer number',
  sessionIdInvalid: 'Session must be a session number',
  siteInvalid: 'Site must be a site number',
  skillIdInvalid: 'Skill must be a skill number',
  groupIdInvalid: 'Group must be a school or pre-team number',
  reportCardIdInvalid: 'Report card must be a report card number',
  ratingInvalid: 'Rating must be not yet, emerging or mastered',
  entriesRequired: 'Give at least one rating',
  entriesTooMany: 'At most 500 ratings can be saved at once',
  nameEnRequired: 'English name of the skill is required',
  nameArRequired: 'Arabic name of the skill is required',
  nameLength: 'Skill names must be at most 120 characters',
  skillsRequired: 'A level needs at least one skill',
  skillsTooMany: 'A level can have at most 60 skills',
  passRuleInvalid: 'Pass rule must be all required skills mastered or a number of skills mastered',
  passCountInvalid: 'Skills to master must be a whole number from 1 to the number of skills',
  basedOnInvalid: 'Version must be a version number',
  moveUpTarget: 'Choose a group of the next level or its waitlist',
  noteRequired: 'Note is required',
  noteLength: 'Notes must be at most 1000 characters',
  audienceInvalid: 'Who may read the note must be staff only or the family',
  termFromRequired: 'Term start is required',
  termToRequired: 'Term end is required',
  termDateInvalid: 'Term dates must be dates',
  termOrder: 'Term end must not be before its start',
  monthsInvalid: 'Months must be 1, 3, 6, 9 or 12',
  signOffRequired: 'Say whether a supervisor signs off',
  skillRequiredFlag: 'Say whether the skill is required',
} as const
const M = ruleCodes('rule.progress', PROGRESS_MESSAGES)

/** A skill's rating; one tap on the deck cycles them in this order. */
export const SKILL_RATINGS = ['notYet', 'emerging', 'mastered'] as const
export type SkillRating = (typeof SKILL_RATINGS)[number]

/** How a level is passed: every required skill mastered, or at least `passCount` of its skills mastered. */
export const PASS_RULE_KINDS = ['allRequired', 'nOfM'] as const
export type PassRule = (typeof PASS_RULE_KINDS)[number]

/** Who may read a note on a swimmer's timeline: staff only, or the family too (report cards, messages). */
export const NOTE_AUDIENCES = ['staff', 'family'] as const
export type NoteAudience = (typeof NOTE_AUDIENCES)[number]

export const REPORT_CARD_STATUSES = ['draft', 'approved'] as const
export type ReportCardStatus = (typeof REPORT_CARD_STATUSES)[number]

/** A whole number typed in any digits (numberText), from `min` to `max`. */
const wholeNumber = (messageText: string, min: number, max = MAX_STORED_INT) =>
  z
    .union([z.number(), z.string()], { error: messageText })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}$/, messageText)
        .transform(Number),
    )
    .pipe(z.number().int(messageText).min(min, messageText).max(max, messageText))

const skillName = (field: string, required: string) =>
  plainText(field, required)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, required).max(120, M.nameLength))

const noteText = plainText('Note', M.noteRequired, { multiline: true })
  .transform((text) => text.trim())
  .pipe(z.string().max(1000, M.noteLength))

// ---------------------------------------------------------------------------------------------
// Parameters and queries

export const levelCodeParams = z.object({ levelcode: numericId(M.levelInvalid) })
export type LevelCodeParams = z.input<typeof levelCodeParams>
export const progressSwimmerParams = z.object({ id: numericId(M.swimmerIdInvalid) })
export const progressSessionParams = z.object({ id: numericId(M.sessionIdInvalid) })
export const reportCardParams = z.object({ id: numericId(M.reportCardIdInvalid) })

/** GET /api/ready?site={id}&level={code}: the site's ready swimmers, optionally of one level. */
export const readyQuery = z.object({
  site: numericId(M.siteInvalid),
  level: numericId(M.levelInvalid).optional(),
})
export type ReadyQuery = z.input<typeof readyQuery>

/** GET /api/progress/overview?site={id}: the owner's figures of one site, or of every site of the user. */
export const progressOverviewQuery = z.object({ site: numericId(M.siteInvalid).optional() })
export type ProgressOverviewQuery = z.input<typeof progressOverviewQuery>

/** GET /api/swimmers/{id}/report-cards?from&to: the swimmer's report card of that term (draft or approved), if any. */
export const reportCardTermQuery = z.object({
  from: calendarDate({ required: M.termFromRequired, invalid: M.termDateInvalid, label: 'Term start' }),
  to: calendarDate({ required: M.termToRequired, invalid: M.termDateInvalid, label: 'Term end' }),
})

// ---------------------------------------------------------------------------------------------
// Curriculum

/** GET /api/levels/{levelCode}/skills: the level's skills in its current curriculum, in order. */
export const levelSkill = z.object({
  skillID: z.number().int(),
  /** In the request's language (Accept-Language: Arabic, else English). */
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  required: z.boolean(),
})
export type LevelSkill = z.infer<typeof levelSkill>
export const levelSkillsResponse = z.array(levelSkill)

export const curriculumSkill = levelSkill.extend({
  /**
   * The skill's identity across versions: a skill kept (renamed or not) through a new version keeps its key, so a
   * mastered rating still counts; a new skill gets a new key.
   */
  skillKey: z.number().int(),
  position: z.number().int(),
})
export type CurriculumSkill = z.infer<typeof curriculumSkill>

/** One level's current curriculum (GET /api/curriculum lists them all; Settings → Curriculum). */
export const curriculumLevel = z.object({
  level: z.number().int(),
  levelName: z.string(),
  /** 'school' levels (Level 1 …) or 'preteam' levels (PTeam A …). */
  kind: z.enum(['school', 'preteam']),
  /** The level a swimmer who passes moves to (null: the last level). */
  nextLevel: z.number().int().nullable(),
  nextLevelName: z.string().nullable(),
  /** The version's id, and its number within the level (1, 2 …): a change makes a new version. */
  versionID: z.number().int(),
  version: z.number().int(),
  passRule: z.enum(PASS_RULE_KINDS),
  /** nOfM: how many skills must be mastered (null for allRequired). */
  passCount: z.number().int().nullable(),
  /** A supervisor's sign-off is needed besides the skills. */
  signOff: z.boolean(),
  skills: z.array(curriculumSkill),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
})
export type CurriculumLevel = z.infer<typeof curriculumLevel>
export const curriculumResponse = z.array(curriculumLevel)

/** PUT /api/curriculum/{levelCode} (ManageCurriculum): the level's next version. */
export const curriculumRequest = z
  .object({
    /** The version the change was made on: a newer one saved meanwhile refuses it (409). */
    basedOnVersion: wholeNumber(M.basedOnInvalid, 0),
    passRule: z.enum(PASS_RULE_KINDS, { error: M.passRuleInvalid }),
    passCount: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      wholeNumber(M.passCountInvalid, 1, 60).nullable(),
    ),
    signOff: z.boolean({ error: M.signOffRequired }),
    skills: z
      .array(
        z.object({
          /** A skill of the current version kept (its key carries over); absent for a new skill. */
          skillKey: numericId(M.skillIdInvalid).optional(),
          nameEn: skillName('English name', M.nameEnRequired),
          nameAr: skillName('Arabic name', M.nameArRequired),
          required: z.boolean({ error: M.skillRequiredFlag }),
        }),
        { error: M.skillsRequired },
      )
      .min(1, M.skillsRequired)
      .max(60, M.skillsTooMany),
  })
  .superRefine((value, ctx) => {
    if (value.passRule === 'nOfM' && (value.passCount === null || value.passCount > value.skills.length)) {
      ctx.addIssue({ code: 'custom', path: ['passCount'], message: M.passCountInvalid })
    }
  })
export type CurriculumRequest = z.input<typeof curriculumRequest>

// ---------------------------------------------------------------------------------------------
// Evaluation on the deck

/** GET /api/sessions/{id}/evaluations: the roster's swimmers × their level's skills, with their current ratings. */
export const gridSwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** The roster's alerts (medical first), kept visible on the deck. */
  alerts: z.array(z.enum(ROSTER_ALERTS)),
  /** The medical note's words, for a swimmer with a medical alert, when the user may read medical notes. */
  medical: z.string().nullable(),
  ready: z.boolean(),
  /** Current rating per skill of the swimmer's level (skills never rated: absent, i.e. not yet). */
  ratings: z.array(
    z.object({
      skillID: z.number().int(),
      rating: z.enum(SKILL_RATINGS),
      at: z.string(),
      by: z.string().nullable(),
    }),
  ),
})
export type GridSwimmer = z.infer<typeof gridSwimmer>

export const evaluationGrid = z.object({
  sessionID: z.number().int(),
  date: z.string(),
  groupName: z.string(),
  /** The same by its code and values (issue 26), for the client's language. */
  groupText: dataText.optional(),
  site: z.number().int(),
  /** Whether the signed-in user may save ratings for this session (its coach, its substitute, or a supervisor). */
  canEvaluate: z.boolean(),
  /** The skills of each level on the roster (a roster may mix levels), in order. */
  levels: z.array(
    z.object({
      level: z.number().int(),
      levelName: z.string(),
      skills: z.array(levelSkill),
    }),
  ),
  swimmers: z.array(gridSwimmer),
})
export type EvaluationGrid = z.infer<typeof evaluationGrid>

export const evaluationEntry = z.object({
  swimmerID: numericId(M.swimmerIdInvalid),
  skillID: numericId(M.skillIdInvalid),
  rating: z.enum(SKILL_RATINGS, { error: M.ratingInvalid }),
})
/** POST /api/sessions/{id}/evaluations: only entries that change a rating are stored. */
export const evaluationsRequest = z.object({
  entries: z.array(evaluationEntry, { error: M.entriesRequired }).min(1, M.entriesRequired).max(500, M.entriesTooMany),
})
export type EvaluationsRequest = z.input<typeof evaluationsRequest>

export const evaluationsResponse = z.object({
  message: z.string(),
  /** How many entries changed a rating (the others were already so). */
  saved: z.number().int(),
  unchanged: z.number().int(),
  /** The swimmers who meet their level's pass rule after this save. */
  nowReady: z.array(z.number().int()),
})
export type EvaluationsResponse = z.infer<typeof evaluationsResponse>

// ---------------------------------------------------------------------------------------------
// A swimmer's progress

export const skillProgress = z.object({
  skillID: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  required: z.boolean(),
  rating: z.enum(SKILL_RATINGS),
  /** When and by whom the current rating was given (null: never rated). */
  at: z.string().nullable(),
  by: z.string().nullable(),
})
export type SkillProgress = z.infer<typeof skillProgress>

export const progressHistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('evaluation'),
    at: z.string(),
    by: z.string().nullable(),
    skillID: z.number().int(),
    skillName: z.string(),
    rating: z.enum(SKILL_RATINGS),
    sessionID: z.number().int().nullable(),
    /** The curriculum version the skill belonged to when rated. */
    version: z.number().int(),
  }),
  z.object({
    kind: z.literal('level'),
    at: z.string(),
    by: z.string().nullable(),
    level: z.number().int(),
    levelName: z.string(),
  }),
  z.object({
    kind: z.literal('note'),
    at: z.string(),
    by: z.string().nullable(),
    noteID: z.number().int(),
    audience: z.enum(NOTE_AUDIENCES),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('signOff'),
    at: z.string(),
    by: z.string().nullable(),
    level: z.number().int(),
    levelName: z.string(),
  }),
])
export type ProgressHistoryEntry = z.infer<typeof progressHistoryEntry>

/** GET /api/swimmers/{id}/progress */
export const swimmerProgress = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  site: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  nextLevel: z.number().int().nullable(),
  nextLevelName: z.string().nullable(),
  passRule: z.enum(PASS_RULE_KINDS),
  passCount: z.number().int().nullable(),
  signOff: z.boolean(),
  /** A supervisor signed off this level (only asked when signOff). */
  signedOff: z.boolean(),
  skills: z.array(skillProgress),
  ready: z.boolean(),
  /** Newest first: evaluations, level changes, sign-offs and notes. */
  history: z.array(progressHistoryEntry),
  /** Notes for staff only, and notes the family may see, kept apart (also in history). */
  staffNotes: z.array(
    z.object({ noteID: z.number().int(), text: z.string(), at: z.string(), by: z.string().nullable() }),
  ),
  familyNotes: z.array(
    z.object({ noteID: z.number().int(), text: z.string(), at: z.string(), by: z.string().nullable() }),
  ),
})
export type SwimmerProgress = z.infer<typeof swimmerProgress>

/** POST /api/swimmers/{id}/progress-notes (EvaluateSkills) */
export const progressNoteRequest = z.object({
  audience: z.enum(NOTE_AUDIENCES, { error: M.audienceInvalid }),
  text: noteText.pipe(z.string().min(1, M.noteRequired)),
})
export type ProgressNoteRequest = z.input<typeof progressNoteRequest>

/** POST /api/swimmers/{id}/sign-off (ApproveReportCards): a supervisor signs off the swimmer's current level. */
export const signOffResponse = z.object({ message: z.string(), ready: z.boolean() })

// ---------------------------------------------------------------------------------------------
// Ready to move up

export const readySeat = z.object({
  groupID: z.number().int(),
  kind: z.enum(['school', 'preteam']),
  /** Free seats now (null: a pre-team, which has no capacity). 0 with `waitlist`: full, its waitlist offered. */
  free: z.number().int().nullable(),
  /** A full school: the swimmer can be put on its waitlist instead ({waitlist: groupID}). */
  waitlist: z.boolean(),
  groupName: z.string(),
  /** The group's name by its code and values (issue 26), for the client's language. */
  groupText: dataText.optional(),
  coachName: z.string().nullable(),
  /** Day names ('Saturday, Tuesday') and times ('16:00'–'17:00'). */
  days: z.string(),
  startTime: z.string(),
  endTime: z.string(),
})
export type ReadySeat = z.infer<typeof readySeat>

export const readySwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  nextLevel: z.number().int().nullable(),
  nextLevelName: z.string().nullable(),
  /** When they met the pass rule. */
  readySince: z.string(),
  /** Their current group at the site, if any (and its times). */
  currentGroup: z
    .object({
      kind: z.enum(['school', 'preteam']),
      groupID: z.number().int(),
      groupName: z.string(),
      groupText: dataText.optional(),
      days: z.string(),
      startTime: z.string(),
      endTime: z.string(),
    })
    .nullable(),
  /** The next level's groups at the swimmer's site: those with a free seat, then full schools' waitlists. */
  seats: z.array(readySeat),
})
export type ReadySwimmer = z.infer<typeof readySwimmer>
/** GET /api/ready?site={id} */
export const readyResponse = z.array(readySwimmer)

/** POST /api/swimmers/{id}/move-up: {groupID} enrols in that group of the next level; {waitlist} joins its waitlist. */
export const moveUpRequest = z
  .object({
    groupID: numericId(M.groupIdInvalid).optional(),
    waitlist: numericId(M.groupIdInvalid).optional(),
    /** Months of the new enrolment (default 1). */
    months: z
      .union([z.literal(1), z.literal(3), z.literal(6), z.literal(9), z.literal(12)], { error: M.monthsInvalid })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.groupID === undefined) === (value.waitlist === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['groupID'], message: M.moveUpTarget })
    }
  })
export type MoveUpRequest = z.input<typeof moveUpRequest>

export const moveUpResponse = z.object({
  message: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** The enrolment made and its invoice (null on the waitlist path). */
  enrolmentID: z.number().int().nullable(),
  invoiceID: z.number().int().nullable(),
  /** The waitlist entry (null on the enrolment path). */
  waitlistEntryID: z.number().int().nullable(),
})
export type MoveUpResponse = z.infer<typeof moveUpResponse>

// ---------------------------------------------------------------------------------------------
// Report cards

/** POST /api/swimmers/{id}/report-cards (EvaluateSkills): create or change the draft of a term. */
export const reportCardRequest = z
  .object({
    from: calendarDate({ required: M.termFromRequired, invalid: M.termDateInvalid, label: 'Term start' }),
    to: calendarDate({ required: M.termToRequired, invalid: M.termDateInvalid, label: 'Term end' }),
    familyNote: noteText,
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.termOrder })
  })
export type ReportCardRequest = z.input<typeof reportCardRequest>

export const reportCardSkill = z.object({ skillID: z.number().int(), nameEn: z.string(), nameAr: z.string() })

/**
 * A report card: only this swimmer's name, level, skills mastered and still to come, attendance in the term (from
 * the one attendance record), the coach's note for the family. Approved: frozen as it was approved.
 */
export const reportCard = z.object({
  reportCardID: z.number().int(),
  swimmerID: z.number().int(),
  fullName: z.string(),
  site: z.number().int(),
  siteName: z.string(),
  siteNameAr: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  nextLevelName: z.string().nullable(),
  ready: z.boolean(),
  mastered: z.array(reportCardSkill),
  toCome: z.array(reportCardSkill),
  attendance: z.object({ sessions: z.number().int(), attended: z.number().int() }),
  familyNote: z.string(),
  status: z.enum(REPORT_CARD_STATUSES),
  writtenBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Whether the signed-in user may approve it (ApproveReportCards, a draft). */
  canApprove: z.boolean(),
})
export type ReportCard = z.infer<typeof reportCard>
/** GET /api/swimmers/{id}/report-cards: the swimmer's cards, newest term first (the printable page reads the first). */
export const reportCardsResponse = z.array(reportCard)

export const approveReportCardResponse = z.object({
  message: z.string(),
  reportCard,
  /** Messages queued to the family ('report card ready'). */
  messages: z.number().int(),
})

// ---------------------------------------------------------------------------------------------
// The owner's view

/** GET /api/progress/overview: per site and level, and pass rates per coach. */
export const progressOverview = z.object({
  levels: z.array(
    z.object({
      site: z.number().int(),
      siteName: z.string(),
      level: z.number().int(),
      levelName: z.string(),
      /** Swimmers at the site in the level now, and those ready to move up. */
      swimmers: z.number().int(),
      ready: z.number().int(),
      /** Average days in the level of those who left it by moving up (null: none yet). */
      averageDaysInLevel: z.number().nullable(),
    }),
  ),
  coaches: z.array(
    z.object({
      coachID: z.number().int(),
      coachName: z.string(),
      /** Swimmers this coach evaluated, and of them, how many passed their level. */
      evaluated: z.number().int(),
      passed: z.number().int(),
      /** passed / evaluated, 0–1 (null with none evaluated). */
      passRate: z.number().nullable(),
    }),
  ),
})
export type ProgressOverview = z.infer<typeof progressOverview>
