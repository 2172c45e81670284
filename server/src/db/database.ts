import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

// Table types of the whole product. Timestamps are ISO-8601 UTC text, dates are YYYY-MM-DD text,
// times of day are HH:MM text, flags are 0/1 integers and money is whole cents, so that the same
// columns behave identically on SQLite and PostgreSQL.

type Flag = 0 | 1

export interface SiteTable {
  id: Generated<number>
  name: string
  /** Migration 0030: the name in Arabic, shown by the Arabic UI; null until typed (the English name is shown). */
  name_ar: string | null
  disabled: Generated<Flag>
  created_at: string
}

export interface ClubTable {
  id: Generated<number>
  name: string
  /** Migration 0030: the name in Arabic, shown by the Arabic UI; null until typed (the English name is shown). */
  name_ar: string | null
  disabled: Generated<Flag>
  created_at: string
}

export interface LookupGroupTable {
  code: number
  name: string
}

export interface LookupItemTable {
  code: number
  group_code: number
  description: string
  sort_order: number
  disabled: Generated<Flag>
}

export interface UserTypeTable {
  id: number
  title: string
  description: string
}

export interface ActionTable {
  id: Generated<number>
  name: string
  module: string
}

export interface PrivilegeTable {
  user_type_id: number
  action_id: number
}

export interface UserTable {
  id: Generated<number>
  full_name: string
  /** The name's search key, lib/name-key.ts (migration 0015); written with full_name by withNameKey. */
  name_key: string
  home_site: number | null
  user_type_id: number
  password_hash: string
  disabled: Generated<Flag>
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
  /** The user's language in the app: 'en', 'ar', or null until chosen (migration 0014). */
  language: string | null
  /** Digits in Arabic: 'latn' (default) or 'arab' (migration 0014). */
  digits: Generated<string>
  /** Migration 0039: the coach this user is (a coach's account), who may rate the sessions they lead. */
  coach_id: Generated<number | null>
}

export interface UserSiteTable {
  user_id: number
  site_id: number
}

export interface AuthSessionTable {
  id: Generated<number>
  token_hash: string
  user_id: number
  created_at: string
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
}

export interface LoginFailureTable {
  id: Generated<number>
  user_key: string
  failed_at: string
  /** The client address the attempt came from (null for rows older than migration 0009). */
  client: string | null
}

export interface CoachTable {
  id: Generated<number>
  full_name: string
  /** The name's search key, lib/name-key.ts (migration 0015); written with full_name by withNameKey. */
  name_key: string
  birth_date: string | null
  gender: number | null
  coach_type: number
  site: number
  mobile_number: string
  email: string | null
  specialization: string | null
  experience_years: number | null
  is_active: Generated<Flag>
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
  deleted_at: Generated<string | null> // migration 0006: soft delete
}

export interface SwimmerTable {
  id: Generated<number>
  full_name: string
  /** The name's search key, lib/name-key.ts (migration 0015); written with full_name by withNameKey. */
  name_key: string
  birth_date: string
  birth_year: number
  gender: number
  start_level: number
  current_level: number
  site: number
  club: number
  subscription_end: string | null
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
  deleted_at: string | null
  /** Migration 0033: the swimmer's family (null only for a row written without one, e.g. by a test's own insert). */
  family_id: Generated<number | null>
}

/**
 * The spec's other parent fields. The parent phone and e-mail are the family's primary guardian's (issue 28; migration
 * 0035 dropped the copy kept here; read them through domains/families/parent-contact.repository.ts).
 */
export interface SwimmerParentTable {
  swimmer_id: number
  secondary_phone: string
  primary_job: string
  secondary_job: string
  address: string
}

export interface SwimmerLevelTable {
  id: Generated<number>
  swimmer_id: number
  level: number
  site: number
  changed_at: string
  changed_by: number | null
}

export interface SwimmerTimeTable {
  id: Generated<number>
  swimmer_id: number
  times: string
  reason: string
  site: number
  recorded_at: string
  recorded_by: number
}

export interface SwimmerFreezeTable {
  id: Generated<number>
  swimmer_id: number
  reason: string
  freeze_date: string
  ended_at: string | null
  site: number
  created_at: string
  created_by: number
}

/**
 * Migration 0029: a school place a freeze gave up (the enrolment it ended, its end date before and the one the freeze
 * gave it), which Unfreeze gives back.
 */
export interface FreezeReleasedPlaceTable {
  freeze_id: number
  enrolment_id: number
  end_before: string
  end_after: string
}

export interface SubscriptionTable {
  id: Generated<number>
  swimmer_id: number
  renewal_type: 'monthly' | 'quarterly' | 'yearly'
  months: number
  start_date: string
  end_date: string
  site: number
  /** Migration 0008: the invoice the renewal raised (null before it). */
  invoice_id: number | null
  created_at: string
  created_by: number
}

export interface SchoolTable {
  id: Generated<number>
  level: number
  coach_id: number
  first_day: number
  second_day: number
  start_time: string
  end_time: string
  school_type: number
  site: number
  capacity: number
  start_date: string
  end_date: string | null
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
}

export interface PreTeamTable {
  id: Generated<number>
  level: number
  coach_id: number
  first_day: number
  second_day: number
  third_day: number
  start_time: string
  end_time: string
  site: number
  start_date: string
  end_date: string | null
  removed_at: string | null
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
}

export interface EnrolmentColumns {
  id: Generated<number>
  swimmer_id: number
  months: number
  start_date: string
  end_date: string
  invoice_id: number | null
  site: number
  created_at: string
  created_by: number | null
}
export interface SchoolEnrolmentTable extends EnrolmentColumns {
  school_id: number
}
export interface PreTeamEnrolmentTable extends EnrolmentColumns {
  preteam_id: number
}

/**
 * The spec's school register's row shape (one swimmer, school and date). Migration 0021 dropped the table: marks
 * live only in session_attendance. Bulk seeds stage rows of this shape in `register_load` (scale seed) and turn them
 * into sessions and marks (db/seed/register-sessions.ts).
 */
export interface AttendanceTable {
  id: Generated<number>
  school_id: number
  swimmer_id: number
  session_date: string
  day: number
  time_attend: string
  attended: Flag
  notes: string | null
  recorded_at: string
  recorded_by: number
}

export interface PriceTable {
  id: Generated<number>
  site: number
  product: number
  months: number
  amount_cents: number
}

export interface InvoiceTable {
  id: Generated<number>
  site: number
  swimmer_id: number
  product: number
  item_name: string
  months: number
  amount_cents: number
  paid_cents: Generated<number>
  status: Generated<'open' | 'paid' | 'cancelled'>
  created_at: string
  created_by: number | null
}

export interface PaymentTable {
  id: Generated<number>
  invoice_id: number
  site: number
  swimmer_id: number
  amount_cents: number
  receipt_no: string
  /** Migration 0008: the receipt number as receipts are compared (domains/payments/receipts.ts), unique per site. */
  receipt_key: string
  created_at: string
  created_by: number
  /** Migration 0045 (issue 30): how the money came, and that method's own reference (null for cash). */
  method: Generated<PaymentMethod>
  reference: string | null
  /** Migration 0045: a bank transfer waits 'pending' until confirmed (who, when, once); only confirmed counts. */
  status: Generated<'confirmed' | 'pending'>
  confirmed_by: number | null
  confirmed_at: string | null
  /** Migration 0045: a void is a one-way mark (who, when, why); a voided payment counts nowhere. */
  voided_by: number | null
  voided_at: string | null
  void_reason: string | null
  /** Migration 0045: the running total of its refunds (payment_refunds), never above amount_cents. */
  refunded_cents: Generated<number>
}

/** Migration 0045: the methods of payment (contract/billing.ts PAYMENT_METHODS). */
export type PaymentMethod = 'cash' | 'card' | 'instapay' | 'wallet' | 'transfer'

/** Migration 0045: money given back on a payment after its day was closed, dated when given; never edited. */
export interface PaymentRefundTable {
  id: Generated<number>
  payment_id: number
  invoice_id: number
  site: number
  swimmer_id: number
  amount_cents: number
  method: PaymentMethod
  reference: string | null
  reason: string
  created_at: string
  created_by: number
}

/** Migration 0046: an academy discount rule (contract/billing.ts DISCOUNT_KINDS); taken off the list, it stays inactive. */
export interface DiscountRuleTable {
  id: Generated<number>
  kind: 'sibling' | 'multiGroup' | 'prepay' | 'clubMember' | 'staff' | 'hardship'
  /** The percent in hundredths (1250 is 12.50%). */
  percent_bp: number
  from_rank: number | null
  min_months: number | null
  club_id: number | null
  active: Generated<Flag>
  updated_at: string
  updated_by: number
}

/** Migration 0046: the lines an invoice was priced with (the list price, then each discount); never edited. */
export interface InvoiceLineTable {
  id: Generated<number>
  invoice_id: number
  position: number
  kind: 'price' | 'discount'
  text: string
  amount_cents: number
  rule_id: number | null
  reason: string | null
}

/** Migration 0047: a part of an invoice due on a date; what it has been paid is allocated, not stored. */
export interface InvoiceInstalmentTable {
  id: Generated<number>
  invoice_id: number
  position: number
  due_on: string
  amount_cents: number
  created_at: string
  created_by: number
}

/** Migration 0048: a renewal run's preview of a site's window; posted once. */
export interface RenewalRunTable {
  id: Generated<number>
  site: number
  days: number
  months: number
  from_date: string
  to_date: string
  created_at: string
  created_by: number
  posted_at: string | null
  posted_by: number | null
}

/** Migration 0048: a swimmer of a renewal run: what it renews at what price, or why not; its invoice once posted. */
export interface RenewalRunItemTable {
  id: Generated<number>
  run_id: number
  swimmer_id: number
  family_id: number | null
  subscription_end: string
  product: number | null
  kind: 'school' | 'preteam' | null
  total_cents: number | null
  lines_json: string | null
  exception: 'frozen' | 'ended' | 'openInvoice' | 'duplicate' | 'needsChoice' | null
  invoice_id: number | null
}

/** Migration 0045: a family's credit note (amount above 0) or its use on an invoice (below 0); never edited. */
export interface FamilyCreditTable {
  id: Generated<number>
  family_id: number
  site: number
  amount_cents: number
  invoice_id: number | null
  reason: string
  created_at: string
  created_by: number
}

/** Migration 0003: a swimmer's own attendance (present, absent or late on a date); dropped by migration 0021. */
export interface SwimmerAttendanceTable {
  id: Generated<number>
  swimmer_id: number
  attendance_date: string
  status: 'present' | 'absent' | 'late'
  site: number
  recorded_at: string
  recorded_by: number
}

export interface AuditLogTable {
  id: Generated<number>
  at: string
  user_id: number | null
  site: number | null
  entity: string
  entity_id: string
  action: string
  before_json: string | null
  after_json: string | null
}

export interface SiteSettingsTable {
  site_id: number
  makeup_expiry_weeks: Generated<number>
  waitlist_offer_days: Generated<number>
  /** Migration 0022: a session the academy cancels (cancel, or a closed day) gives its swimmers make-up credits. */
  cancel_gives_makeup: Generated<number>
  /** Migration 0037: days before a subscription ends that its families hear of it (0: never). */
  subscription_ending_days: Generated<number>
  /** Migration 0037: days after which an unpaid invoice is overdue and its families hear of it (0: never). */
  overdue_after_days: Generated<number>
  /** Migration 0038: the hours (HH:MM, the academy's clock) the site's messages go out. */
  send_from: Generated<string>
  send_until: Generated<string>
  updated_at: string
}

export interface AcademySettingsTable {
  id: number
  currency: Generated<string>
  /** Migration 0027: the academy's name in Arabic (the Arabic receipt's header). */
  name_ar: Generated<string>
  /** Migration 0028: the academy's IANA time zone (default Africa/Cairo): its "today" and business days. */
  time_zone: Generated<string>
  updated_at: string
}

/** Migration 0013: a site's business day once closed (the Cairo date of its payments); closed 1 locks it. */
export interface CashupDayTable {
  site_id: number
  business_date: string
  closed: Generated<Flag>
  counted_cents: number | null
  closed_by: number | null
  closed_at: string | null
  reopened_by: number | null
  reopened_at: string | null
  reopen_reason: string | null
}

/** Migration 0011: a dated session of a school or pre-team (times, coach and level are the group's). */
export interface ClassSessionTable {
  id: Generated<number>
  kind: 'school' | 'preteam'
  group_id: number
  site_id: number
  session_date: string
  status: Generated<'scheduled' | 'cancelled'>
  cancel_reason: string | null
  substitute_coach_id: number | null
  /** Migration 0020: the swimmers enrolled in its group on its date, kept by triggers on the enrolment tables. */
  enrolled: Generated<number>
  created_at: string
  updated_at: string | null
  updated_by: number | null
}

/** Migration 0011: a day a site is closed; its sessions read as closed. */
export interface SiteClosureTable {
  site_id: number
  closure_date: string
  reason: string
  created_at: string
  created_by: number | null
}

/** Migration 0011: a swimmer's mark at a dated session. */
export interface SessionAttendanceTable {
  id: Generated<number>
  session_id: number
  swimmer_id: number
  status: 'present' | 'absent' | 'late' | 'excused' | null
  notes: string | null
  marked_at: string
  marked_by: number
}

/**
 * Migration 0016: per group and month of the session date, the marks recorded (a status) and attended (present or
 * late) in session_attendance, kept by triggers on it. Read by the reports overview.
 */
export interface ReportAttendanceMonthTable {
  kind: 'school' | 'preteam'
  group_id: number
  /** 'YYYY-MM' */
  month: string
  recorded: number
  attended: number
}

/** Migration 0019: a swimmer's runs of consecutive months covered by a period at a site (month numbers). */
export interface ReportActiveSpanTable {
  swimmer_id: number
  site: number
  /** year * 12 + month - 1 */
  first_month: number
  last_month: number
}

/**
 * Migration 0019: per site and month number, the runs of report_active_spans starting and ending there, and the rows
 * of report_renewal_months (due) and those with a renewed day (renewed).
 */
export interface ReportSiteMonthTable {
  site: number
  month: number
  starts: Generated<number>
  ends: Generated<number>
  due: Generated<number>
  renewed: Generated<number>
}

/** Migration 0019: the same across all sites: per swimmer and month the first due and renewed day of any site. */
export interface ReportRenewalSwimmerTable {
  swimmer_id: number
  /** 'YYYY-MM' */
  month: string
  due_on: string
  renewed_on: string | null
}

/** Migration 0019: per month number, the rows of report_renewal_swimmers (due) and those with a renewed day. */
export interface ReportAcademyMonthTable {
  month: number
  due: Generated<number>
  renewed: Generated<number>
}

/** Migration 0019: a swimmer up for renewal at a site in a month, from due_on; renewed from renewed_on. */
export interface ReportRenewalMonthTable {
  swimmer_id: number
  site: number
  /** 'YYYY-MM' */
  month: string
  due_on: string
  renewed_on: string | null
}

/** Migration 0017 (PostgreSQL only): one row per distinct three-character substring of a swimmer's name_key. */
export interface SwimmerNameTrigramTable {
  trigram: string
  swimmer_id: number
}

/** Migration 0017 (PostgreSQL only): how many swimmers' keys hold a trigram. */
export interface SwimmerNameTrigramCountTable {
  trigram: string
  swimmers: number
}

/** PostgreSQL only (migration 0056): swimmers whose report counters are recomputed once, when the transaction commits. */
export interface ReportDirtySwimmerTable {
  swimmer_id: number
}

/** Migration 0023: money the academy owes a family (unused paid time of an ended enrolment); never edited. */
export interface OwedCreditTable {
  id: Generated<number>
  swimmer_id: number
  site: number
  amount_cents: number
  reason: string
  enrolment_kind: 'school' | 'preteam' | null
  enrolment_id: number | null
  invoice_id: number | null
  created_at: string
  created_by: number | null
}

/** Migration 0031: one change of a price on the price list (issue 27); never edited. */
export interface PriceChangeTable {
  id: Generated<number>
  site: number
  product: number
  months: number
  /** The price before, in cents; null when there was none. */
  before_cents: number | null
  after_cents: number
  source: 'set' | 'copy'
  copied_from: number | null
  changed_by: number
  changed_at: string
}

/** Migration 0012: a swimmer on a full school's waitlist; an 'offered' entry holds a freed seat until it expires. */
export interface WaitlistEntryTable {
  id: Generated<number>
  school_id: number
  swimmer_id: number
  site: number
  note: Generated<string>
  status: Generated<'waiting' | 'offered' | 'accepted' | 'declined' | 'expired' | 'removed'>
  added_at: string
  added_by: number | null
  offered_at: string | null
  offer_expires_on: string | null
  closed_at: string | null
  closed_by: number | null
  closed_reason: string | null
  enrolment_id: number | null
}

/** Migration 0011: a make-up credit from an excused absence; 'expired' is read from expires_on. */
export interface MakeupCreditTable {
  id: Generated<number>
  swimmer_id: number
  site_id: number
  from_session_id: number
  expires_on: string
  status: Generated<'open' | 'booked' | 'used' | 'withdrawn'>
  booked_session_id: number | null
  booked_at: string | null
  booked_by: number | null
  created_at: string
  created_by: number | null
  /** Migration 0022: a withdrawn credit's when, who and why (kept, listed, audited; never deleted). */
  withdrawn_at: Generated<string | null>
  withdrawn_by: Generated<number | null>
  withdrawn_reason: Generated<string | null>
  /** Migration 0022: 'excused' (an excused absence) or 'cancelled' (the academy cancelled or closed the session). */
  reason: Generated<'excused' | 'cancelled'>
}

/** Migration 0033: a family (swimmers.family_id, family_guardians); a merged one names the family it went into. */
export interface FamilyTable {
  id: Generated<number>
  notes: Generated<string>
  merged_into: number | null
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
}

/** Migration 0033: a guardian, in one or more families (family_guardians) without a copy of their data. */
export interface GuardianTable {
  id: Generated<number>
  full_name: string
  relation: string
  email: string | null
  preferred_channel: Generated<'whatsapp' | 'sms' | 'email'>
  language: Generated<'ar' | 'en'>
  notes: Generated<string>
  created_at: string
  created_by: number | null
  updated_at: string | null
  updated_by: number | null
}

/** Migration 0033: a guardian's number in E.164 (contract/phone.ts), first (position 0) the main one. */
export interface GuardianPhoneTable {
  id: Generated<number>
  guardian_id: number
  phone: string
  position: number
}

/** Migration 0033: a guardian's membership of a family; one primary contact per family. */
export interface FamilyGuardianTable {
  family_id: number
  guardian_id: number
  is_primary: Generated<Flag>
  is_payer: Generated<Flag>
  added_at: string
}

/** Migration 0033: an emergency contact or a person allowed to pick up (not a guardian); removed ones are kept. */
export interface FamilyContactTable {
  id: Generated<number>
  family_id: number
  kind: 'emergency' | 'pickup'
  full_name: string
  relation: string
  phone: string
  notes: Generated<string>
  created_at: string
  created_by: number | null
  removed_at: string | null
  removed_by: number | null
}

/** Migration 0033: a consent given or withdrawn (append-only: the latest per channel and purpose holds). */
export interface GuardianConsentTable {
  id: Generated<number>
  guardian_id: number
  channel: 'whatsapp' | 'sms' | 'email'
  purpose: 'service' | 'marketing'
  granted: Flag
  how: string
  recorded_by: number | null
  recorded_at: string
}

/** Migration 0033: a swimmer's medical and safety notes. */
export interface SwimmerMedicalTable {
  swimmer_id: number
  conditions: Generated<string>
  allergies: Generated<string>
  instructions: Generated<string>
  doctor_note: Generated<'none' | 'required' | 'on-file'>
  updated_at: string
  updated_by: number | null
}

/** Migration 0033: whether a swimmer's family agreed to photos of them. */
export interface SwimmerPhotoConsentTable {
  swimmer_id: number
  granted: Flag
  recorded_at: string
  recorded_by: number | null
}

/** Migration 0036: the outbox, one message per guardian per event (issue 29). Never deleted. */
export interface MessageTable {
  id: Generated<number>
  event: string
  /** What the event was about: 'session:12', 'closure:3:2026-12-05', 'credit:7', 'waitlist:4' … */
  about: string
  site_id: number
  guardian_id: number
  channel: 'whatsapp-link' | 'whatsapp' | 'email'
  /** The E.164 number or e-mail address, as it was when the message was written. */
  recipient: string
  language: 'ar' | 'en'
  email_subject: string | null
  text: string
  status: 'prepared' | 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'unknown'
  link: string | null
  attempts: Generated<number>
  next_attempt_at: string | null
  provider_message_id: string | null
  failure_reason: string | null
  /** The user whose action wrote it, or null for the academy's own clock. */
  triggered_by: number | null
  created_at: string
}

/** Migration 0036: the swimmers a message names. */
export interface MessageSwimmerTable {
  message_id: number
  swimmer_id: number
}

/** Migration 0036: every status a message reached (append-only). */
export interface MessageStatusHistoryTable {
  id: Generated<number>
  message_id: number
  status: MessageTable['status']
  at: string
  changed_by: number | null
  note: string | null
}

/** Migration 0036: a message's words per event, channel ('whatsapp' for both WhatsApp channels, 'email') and language. */
export interface MessageTemplateTable {
  id: Generated<number>
  event: string
  channel: 'whatsapp' | 'email'
  language: 'ar' | 'en'
  subject: string | null
  body: string
  updated_at: string
  updated_by: number | null
}

/** Migration 0039 (issue 31): a level's curriculum, one row per version (the highest is the current one). */
export interface CurriculumVersionTable {
  id: Generated<number>
  level: number
  version: number
  next_level: number | null
  pass_rule: 'allRequired' | 'nOfM'
  pass_count: number | null
  sign_off: Flag
  created_at: string
  created_by: number | null
}

/** Migration 0039: a version's skills; skill_key is the skill's identity across versions. */
export interface CurriculumSkillTable {
  id: Generated<number>
  version_id: number
  skill_key: number
  position: number
  name_en: string
  name_ar: string
  required: Flag
}

export type SkillRatingValue = 'notYet' | 'emerging' | 'mastered'

/** Migration 0039: every rating given (append-only), with the coach credited. */
export interface SkillEvaluationTable {
  id: Generated<number>
  swimmer_id: number
  skill_id: number
  skill_key: number
  rating: SkillRatingValue
  session_id: number | null
  site_id: number
  coach_id: number | null
  evaluated_at: string
  evaluated_by: number
}

/** Migration 0039: a swimmer's current rating per skill key (the latest evaluation). */
export interface SkillRatingTable {
  swimmer_id: number
  skill_key: number
  skill_id: number
  rating: SkillRatingValue
  evaluation_id: number
  rated_at: string
  rated_by: number
}

/** Migration 0039: whether a swimmer meets their level's pass rule, and a supervisor's sign-off of a level. */
export interface SwimmerReadinessTable {
  swimmer_id: number
  level: number
  site: number
  ready: Flag
  ready_at: string | null
  signed_off_level: number | null
  signed_off_at: string | null
  signed_off_by: number | null
}

/** Migration 0039: a note on a swimmer's timeline, for staff only or the family too. */
export interface ProgressNoteTable {
  id: Generated<number>
  swimmer_id: number
  audience: 'staff' | 'family'
  text: string
  level: number
  written_at: string
  written_by: number
}

/** Migration 0039: a move up to the next level. */
export interface LevelPassTable {
  id: Generated<number>
  swimmer_id: number
  from_level: number
  to_level: number
  site: number
  entered_at: string | null
  passed_at: string
  days_in_level: number | null
  coach_id: number | null
  passed_by: number
}

/** Migration 0039: a swimmer's report card of a term (draft, then approved with its content frozen as JSON). */
export interface ReportCardTable {
  id: Generated<number>
  swimmer_id: number
  site: number
  term_from: string
  term_to: string
  level: number
  family_note: string
  status: 'draft' | 'approved'
  content: string | null
  written_at: string
  written_by: number
  approved_at: string | null
  approved_by: number | null
}

export interface Database {
  sites: SiteTable
  clubs: ClubTable
  lookup_groups: LookupGroupTable
  lookup_items: LookupItemTable
  user_types: UserTypeTable
  actions: ActionTable
  privileges: PrivilegeTable
  users: UserTable
  user_sites: UserSiteTable
  auth_sessions: AuthSessionTable
  login_failures: LoginFailureTable
  coaches: CoachTable
  swimmers: SwimmerTable
  swimmer_parents: SwimmerParentTable
  swimmer_levels: SwimmerLevelTable
  swimmer_times: SwimmerTimeTable
  swimmer_freezes: SwimmerFreezeTable
  freeze_released_places: FreezeReleasedPlaceTable
  subscriptions: SubscriptionTable
  schools: SchoolTable
  preteams: PreTeamTable
  school_enrolments: SchoolEnrolmentTable
  preteam_enrolments: PreTeamEnrolmentTable
  /** Not a migrated table: the scale seed's staging table (see AttendanceTable). */
  register_load: AttendanceTable
  price_list: PriceTable
  invoices: InvoiceTable
  payments: PaymentTable
  payment_refunds: PaymentRefundTable
  family_credits: FamilyCreditTable
  discount_rules: DiscountRuleTable
  invoice_lines: InvoiceLineTable
  invoice_instalments: InvoiceInstalmentTable
  renewal_runs: RenewalRunTable
  renewal_run_items: RenewalRunItemTable
  audit_log: AuditLogTable
  site_settings: SiteSettingsTable
  academy_settings: AcademySettingsTable
  cashup_days: CashupDayTable
  class_sessions: ClassSessionTable
  site_closures: SiteClosureTable
  session_attendance: SessionAttendanceTable
  makeup_credits: MakeupCreditTable
  waitlist_entries: WaitlistEntryTable
  report_attendance_months: ReportAttendanceMonthTable
  report_active_spans: ReportActiveSpanTable
  report_site_months: ReportSiteMonthTable
  report_renewal_months: ReportRenewalMonthTable
  report_renewal_swimmers: ReportRenewalSwimmerTable
  report_academy_months: ReportAcademyMonthTable
  swimmer_name_trigrams: SwimmerNameTrigramTable
  swimmer_name_trigram_counts: SwimmerNameTrigramCountTable
  report_dirty_swimmers: ReportDirtySwimmerTable
  owed_credits: OwedCreditTable
  price_changes: PriceChangeTable
  families: FamilyTable
  guardians: GuardianTable
  guardian_phones: GuardianPhoneTable
  family_guardians: FamilyGuardianTable
  family_contacts: FamilyContactTable
  guardian_consents: GuardianConsentTable
  swimmer_medical: SwimmerMedicalTable
  swimmer_photo_consents: SwimmerPhotoConsentTable
  messages: MessageTable
  message_swimmers: MessageSwimmerTable
  message_status_history: MessageStatusHistoryTable
  message_templates: MessageTemplateTable
  curriculum_versions: CurriculumVersionTable
  curriculum_skills: CurriculumSkillTable
  skill_evaluations: SkillEvaluationTable
  skill_ratings: SkillRatingTable
  swimmer_readiness: SwimmerReadinessTable
  progress_notes: ProgressNoteTable
  level_passes: LevelPassTable
  report_cards: ReportCardTable
}

export type User = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
export type AuthSession = Selectable<AuthSessionTable>
export type NewAuditEntry = Insertable<AuditLogTable>
