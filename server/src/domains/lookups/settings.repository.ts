import type { Kysely } from 'kysely'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import type { Database } from '../../db/database'

// The academy's own rules (migration 0010). Missing rows mean the defaults, so reading never needs a write first.
// The academy's time zone (0028) is read where every request reads it: db/academy-time-zone.ts.

export const SITE_SETTING_DEFAULTS = {
  makeupExpiryWeeks: 4,
  waitlistOfferDays: 3,
  cancelGivesMakeup: true,
  subscriptionEndingDays: 7,
  overdueAfterDays: 7,
  sendFrom: '09:00',
  sendUntil: '21:00',
} as const
export const ACADEMY_SETTING_DEFAULTS = {
  currency: 'EGP',
  nameAr: 'أكاديمية السباحة',
  timeZone: DEFAULT_ACADEMY_TIME_ZONE,
} as const

export interface AcademySettingsRow {
  currency: string
  nameAr: string
  /** Migration 0028: the academy's IANA time zone. */
  timeZone: string
}

export interface SiteSettings {
  makeupExpiryWeeks: number
  waitlistOfferDays: number
  /** Migration 0022: a session the academy cancels gives its enrolled swimmers make-up credits. */
  cancelGivesMakeup: boolean
  /** Migration 0037 (issue 29): days before a subscription ends that families get a message (0: none). */
  subscriptionEndingDays: number
  /** Migration 0037 (issue 29): days after which an unpaid invoice's families get a message (0: none). */
  overdueAfterDays: number
  /** Migration 0038 (issue 29): the hours its messages go out (HH:MM, the academy's clock). */
  sendFrom: string
  sendUntil: string
}

export async function findSiteSettings(db: Kysely<Database>, siteId: number): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select([
      'makeup_expiry_weeks',
      'waitlist_offer_days',
      'cancel_gives_makeup',
      'subscription_ending_days',
      'overdue_after_days',
      'send_from',
      'send_until',
    ])
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (!row) return { ...SITE_SETTING_DEFAULTS }
  return {
    makeupExpiryWeeks: row.makeup_expiry_weeks,
    waitlistOfferDays: row.waitlist_offer_days,
    cancelGivesMakeup: row.cancel_gives_makeup !== 0,
    subscriptionEndingDays: row.subscription_ending_days,
    overdueAfterDays: row.overdue_after_days,
    sendFrom: row.send_from,
    sendUntil: row.send_until,
  }
}

export async function saveSiteSettings(
  db: Kysely<Database>,
  siteId: number,
  settings: SiteSettings,
  updatedAt: string,
): Promise<void> {
  const values = {
    makeup_expiry_weeks: settings.makeupExpiryWeeks,
    waitlist_offer_days: settings.waitlistOfferDays,
    cancel_gives_makeup: settings.cancelGivesMakeup ? 1 : 0,
    subscription_ending_days: settings.subscriptionEndingDays,
    overdue_after_days: settings.overdueAfterDays,
    send_from: settings.sendFrom,
    send_until: settings.sendUntil,
    updated_at: updatedAt,
  }
  await db
    .insertInto('site_settings')
    .values({ site_id: siteId, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values))
    .execute()
}

export async function findAcademySettings(db: Kysely<Database>): Promise<AcademySettingsRow> {
  const row = await db
    .selectFrom('academy_settings')
    .select(['currency', 'name_ar as nameAr', 'time_zone as timeZone'])
    .where('id', '=', 1)
    .executeTakeFirst()
  return row ?? { ...ACADEMY_SETTING_DEFAULTS }
}

export async function saveAcademySettings(
  db: Kysely<Database>,
  settings: AcademySettingsRow,
  updatedAt: string,
): Promise<void> {
  const values = {
    currency: settings.currency,
    name_ar: settings.nameAr,
    time_zone: settings.timeZone,
    updated_at: updatedAt,
  }
  await db
    .insertInto('academy_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}
