import type { Formatters } from '@/i18n/format'
import type { SwimmerLogEntry } from '@contract/swimmers'
import { readableDates } from '@/components/readable/dates'
import { dataText } from '@/i18n/i18n'
import type { SwimmersT } from './dialogs/i18n'

// The swimmer's audit entries told as sentences: who did what, to whom, when and where. The entries' before and
// after are whatever the server recorded, so every value is read defensively and an unknown action still reads
// as a sentence ('did “X” for …'). Everything becomes text; nothing is rendered as HTML.

export interface TimelineNames {
  swimmer: string
  /** A level's name from its code (unknown codes as 'Level 99'). */
  level: (code: number) => string
  /** A site's name from its code. */
  site: (code: number) => string
  /** A gender's and a club's name from their codes (issue 27: named, in the UI's language, not shown as codes). */
  gender?: (code: number) => string
  club?: (code: number) => string
  /** The formatters in the language and digits in use (useFormat()). */
  format: Formatters
  /** An amount with the academy's currency (useMoney()): 'EGP 600.00'. */
  money: (amount: number) => string
}

export interface TimelineLine {
  id: number
  /** 'Karim Cashier (Cashier) moved Nour Ahmed from Club 13 to Egypt' */
  sentence: string
  /** When, as an ISO timestamp (for <time dateTime>), and as people read it. */
  at: string
  when: string
  site: string
}

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const record = (value: unknown): Fields => (isRecord(value) ? value : {})

/** The first of `keys` that holds a string or a number (snake_case and camelCase both occur in the records). */
function pick(source: unknown, ...keys: string[]): string | number | undefined {
  const fields = record(source)
  for (const key of keys) {
    const value = fields[key]
    if (typeof value === 'string' || typeof value === 'number') return value
  }
  return undefined
}
const pickNumber = (source: unknown, ...keys: string[]): number | undefined => {
  const value = pick(source, ...keys)
  const number = typeof value === 'number' ? value : Number(value)
  return value === undefined || value === '' || Number.isNaN(number) ? undefined : number
}
const pickText = (source: unknown, ...keys: string[]): string | undefined => {
  const value = pick(source, ...keys)
  return value === undefined ? undefined : String(value)
}

/** 'UpdatePTeamInfo' → 'Update P Team Info': an unknown action name made readable. */
const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ')

function who(t: SwimmersT, entry: SwimmerLogEntry): string {
  if (entry.userName && entry.userTitle)
    return t('logs.whoWithTitle', { name: entry.userName, title: dataText(entry.userTitle) })
  if (entry.userName) return entry.userName
  if (entry.userID !== null) return t('logs.whoUserId', { id: entry.userID })
  return t('logs.someone')
}

const FIELD_KEYS = [
  'fullName',
  'year',
  'birthDate',
  'gender',
  'startLevel',
  'currentLevel',
  'site',
  'club',
  'subscriptionEnd',
  'parentPhone',
  'parentEmail',
] as const
type FieldKey = (typeof FIELD_KEYS)[number]

function fieldValue(t: SwimmersT, names: TimelineNames, key: FieldKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('logs.blank')
  if ((key === 'currentLevel' || key === 'startLevel') && typeof value === 'number') return names.level(value)
  if (key === 'site' && typeof value === 'number') return names.site(value)
  if (key === 'gender' && typeof value === 'number' && names.gender) return names.gender(value)
  if (key === 'club' && typeof value === 'number' && names.club) return names.club(value)
  if ((key === 'birthDate' || key === 'subscriptionEnd') && typeof value === 'string')
    return readableDates(names.format).day(value)
  return t('logs.quoted', { value: typeof value === 'object' ? JSON.stringify(value) : String(value) })
}

/** 'Full Name from “Old” to “New”; Level from Level 1 to Level 2' for the fields an edit changed. */
function changes(t: SwimmersT, names: TimelineNames, before: unknown, after: unknown): string {
  const was = record(before)
  const now = record(after)
  return FIELD_KEYS.filter((key) => key in now && JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null))
    .map((key) =>
      t('logs.change', {
        field: t(`logs.fields.${key}`),
        from: fieldValue(t, names, key, was[key]),
        to: fieldValue(t, names, key, now[key]),
      }),
    )
    .join('; ')
}

function attendanceStatus(t: SwimmersT, status: string | undefined): string {
  if (status === 'present' || status === 'absent' || status === 'late') return t(`logs.status.${status}`)
  return status ?? t('logs.blank')
}

/** ', for 3 months, paid EGP 600.00, receipt R-1002 (invoice #12)' for an enrolment. */
function enrolmentExtras(t: SwimmersT, names: TimelineNames, after: unknown): string {
  const enrolment = record(after).enrolment
  const months = pickNumber(enrolment, 'months') ?? pickNumber(after, 'months')
  const paid = pickNumber(after, 'amountPaid', 'amount_paid')
  const receipt = pickText(after, 'recieptNo', 'receiptNo', 'receipt_no')
  const invoice = pickNumber(after, 'invoiceId', 'invoiceID', 'invoice_id') ?? pickNumber(enrolment, 'invoice_id')
  const parts = [
    months !== undefined ? t('logs.extra.months', { count: months }) : '',
    paid
      ? t('logs.extra.paid', {
          amount: names.money(paid),
        })
      : '',
    receipt ? t('logs.extra.receipt', { receipt }) : '',
  ].filter(Boolean)
  const invoiceText = invoice !== undefined ? ` (${t('logs.extra.invoice', { invoice })})` : ''
  return `${parts.length > 0 ? ` ${parts.join(', ')}` : ''}${invoiceText}`
}

/** What the entry's user did, as the rest of a sentence that starts with who did it. */
export function describeAction(t: SwimmersT, names: TimelineNames, entry: SwimmerLogEntry): string {
  const swimmer = names.swimmer
  const formatDay = readableDates(names.format).day
  const { before, after } = entry
  switch (entry.action) {
    case 'AddSwimmer':
      return t('logs.what.AddSwimmer', { swimmer })
    case 'UpdateSwimmer': {
      const changed = changes(t, names, before, after)
      return changed
        ? t('logs.what.UpdateSwimmer_changes', { swimmer, changes: changed })
        : t('logs.what.UpdateSwimmer', { swimmer })
    }
    case 'DeleteSwimmer': {
      const ended = record(before).runningEnrolments
      const count = Array.isArray(ended) ? ended.length : typeof ended === 'number' ? ended : 0
      return count > 0
        ? t('logs.what.DeleteSwimmer_ended', { swimmer, count })
        : t('logs.what.DeleteSwimmer', { swimmer })
    }
    case 'UpdateLevel': {
      const from = pickNumber(before, 'currentLevel', 'current_level', 'level')
      const to = pickNumber(after, 'currentLevel', 'current_level', 'level')
      return t('logs.what.UpdateLevel', {
        swimmer,
        from: from === undefined ? t('logs.blank') : names.level(from),
        to: to === undefined ? t('logs.blank') : names.level(to),
      })
    }
    case 'ChangeSite': {
      const from = pickNumber(before, 'site')
      const to = pickNumber(after, 'site')
      const ended = record(after).endedEnrolments
      const count = Array.isArray(ended) ? ended.length : 0
      const sites = {
        swimmer,
        from: from === undefined ? t('logs.blank') : names.site(from),
        to: to === undefined ? t('logs.blank') : names.site(to),
      }
      return count > 0 ? t('logs.what.ChangeSite_left', { ...sites, count }) : t('logs.what.ChangeSite', sites)
    }
    case 'FreezSwim': {
      const freeze = record(after).freeze ?? after
      const date = pickText(freeze, 'freezeDate', 'freeze_date')
      const reason = pickText(freeze, 'freezeReason', 'reason')
      const day = date ? formatDay(date) : t('logs.blank')
      return reason
        ? t('logs.what.FreezSwim_reason', { swimmer, date: day, reason })
        : t('logs.what.FreezSwim', { swimmer, date: day })
    }
    case 'SubscriptionRenwal': {
      const end = pickText(after, 'subscriptionEnd', 'subscription_end', 'endDate')
      const invoice = pickNumber(after, 'invoiceId', 'invoiceID')
      const sentence = t('logs.what.SubscriptionRenwal', { swimmer, end: end ? formatDay(end) : t('logs.blank') })
      return invoice !== undefined ? `${sentence} (${t('logs.extra.invoice', { invoice })})` : sentence
    }
    case 'UpdateTimes': {
      // The record may be the times row itself ({times: {times, reason, …}}) or just its text.
      const row = isRecord(record(after).times) ? record(after).times : after
      const times = pickText(row, 'times', 'newTimes') ?? t('logs.blank')
      const reason = pickText(row, 'reason')
      return reason
        ? t('logs.what.UpdateTimes_reason', { swimmer, times, reason })
        : t('logs.what.UpdateTimes', { swimmer, times })
    }
    case 'Attendes': {
      const date = pickText(after, 'date') ?? pickText(before, 'date')
      const day = date ? formatDay(date) : t('logs.blank')
      const from = pickText(before, 'status')
      const to = attendanceStatus(t, pickText(after, 'status'))
      return from && from !== pickText(after, 'status')
        ? t('logs.what.Attendes_changed', { swimmer, date: day, from: attendanceStatus(t, from), to })
        : t('logs.what.Attendes', { swimmer, date: day, status: to })
    }
    case 'AddSwimmerToSchool':
    case 'AddSwimmerToPTeam': {
      const enrolment = record(after).enrolment
      const group =
        pickNumber(enrolment, 'school_id', 'schoolID', 'preteam_id', 'pTeamID', 'groupId') ??
        pickNumber(after, 'schoolID', 'pTeamID', 'groupId') ??
        '?'
      const name = pickText(after, 'group')
      const sentence = name
        ? t(`logs.what.${entry.action}_named`, { swimmer, group, name })
        : t(`logs.what.${entry.action}`, { swimmer, group })
      return `${sentence}${enrolmentExtras(t, names, after)}`
    }
    default:
      return t('logs.what.other', { action: spaced(entry.action), swimmer })
  }
}

/** The entries as timeline lines, newest first. */
export function timelineOf(t: SwimmersT, names: TimelineNames, entries: readonly SwimmerLogEntry[]): TimelineLine[] {
  const { dateTime } = readableDates(names.format)
  return [...entries]
    .sort((a, b) => (a.at === b.at ? b.logID - a.logID : a.at < b.at ? 1 : -1))
    .map((entry) => ({
      id: entry.logID,
      sentence: `${who(t, entry)} ${describeAction(t, names, entry)}`,
      at: entry.at,
      when: dateTime(entry.at),
      // By its code first: the name in the UI's language (its Arabic name in Arabic), not the English one recorded.
      site: entry.site !== null ? names.site(entry.site) : (entry.siteName ?? t('logs.unknownSite')),
    }))
}
