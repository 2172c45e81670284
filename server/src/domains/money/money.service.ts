import type { Kysely } from 'kysely'
import { findInstalments, type InstalmentRow } from '../payments/instalments.repository'
import { allocateToInstalments } from '../payments/instalments.service'
import { DUE_ENDED_LOOKBACK_DAYS, DUE_LIST_LIMIT, type AcademySettings, type DueResponse } from '@contract/money'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { businessDateOf } from '../../lib/business-day'
import { addDays } from '../../lib/dates'
import { forbidden, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findAcademySettings, saveAcademySettings } from '../lookups/settings.repository'
import { findActiveSitesNotOf, findSiteById } from '../lookups/sites.repository'
import {
  countEndingSubscriptions,
  findEndingSubscriptions,
  findOpenInvoices,
  findPreTeamEnrolmentsOf,
  findSchoolEnrolmentsOf,
  totalOpenInvoices,
} from './money.repository'
import { latestGroups, money } from './money.view'
import { message } from '@contract/messages/message'
import { storedItem } from '../../lib/invoice-items'

// The money desk's reads (what is due and owed at a site) and the academy's currency.
//
// Due: swimmers of the site whose subscription (swimmers.subscription_end, which every enrolment and renewal moves
// forward) ends between today and today + days, or ended in the last DUE_ENDED_LOOKBACK_DAYS days and was not renewed
// (a renewal would have moved the end past today); and the site's open invoices with their age. Today is the
// academy's date (in its time zone, a setting). Needs ViewInvoices and the site being one of the user's (declared by
// the route: money.routes.ts).

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

/** The privilege that changes academy-wide settings (the currency): the one that manages the sites. */
export const ACADEMY_SETTINGS_PRIVILEGE = 'ManageSites'

async function siteNameOf(db: Kysely<Database>, site: number): Promise<string> {
  const row = await findSiteById(db, site)
  if (!row) throw notFound(message('site.notFound', { site }))
  return row.name
}

export async function dueAtSite(
  db: Kysely<Database>,
  acting: Acting,
  request: { site: number; days: number },
): Promise<DueResponse> {
  const today = acting.today
  const from = addDays(today, -DUE_ENDED_LOOKBACK_DAYS)
  const to = addDays(today, request.days)
  const [siteName, settings, subscriptions, counts, invoices, invoiceTotals] = await Promise.all([
    siteNameOf(db, request.site),
    findAcademySettings(db),
    findEndingSubscriptions(db, request.site, from, to, DUE_LIST_LIMIT),
    countEndingSubscriptions(db, request.site, from, today, to),
    findOpenInvoices(db, request.site, DUE_LIST_LIMIT),
    totalOpenInvoices(db, request.site),
  ])
  // Issue 30: the listed invoices' instalments, each with what it has been paid (one read for the list).
  const split = new Map<number, InstalmentRow[]>()
  for (const row of await findInstalments(
    db,
    invoices.map((invoice) => invoice.id),
  )) {
    split.set(row.invoice_id, [...(split.get(row.invoice_id) ?? []), row])
  }
  const ids = subscriptions.map((row) => row.id)
  const groups =
    ids.length === 0
      ? new Map()
      : latestGroups(await findSchoolEnrolmentsOf(db, ids), await findPreTeamEnrolmentsOf(db, ids))
  const total = counts.ended + counts.soon
  return {
    siteID: request.site,
    siteName,
    today,
    days: request.days,
    currency: settings.currency,
    subscriptions: subscriptions.map((row) => {
      const endsOn = row.subscription_end as string
      const group = groups.get(row.id)
      return {
        swimmerID: row.id,
        fullName: row.full_name,
        endsOn,
        daysLeft: daysBetween(today, endsOn),
        ended: endsOn < today,
        group: group?.text ?? null,
        groupText: group?.words ?? null,
        groupKind: group?.kind ?? null,
        groupID: group?.id ?? null,
        parentPhone: row.primary_phone ?? null,
      }
    }),
    invoices: invoices.map((row) => ({
      invoiceID: row.id,
      swimmerID: row.swimmer_id,
      fullName: row.full_name,
      parentPhone: row.primary_phone ?? null,
      itemName: row.item_name,
      itemText: storedItem(row),
      ...money(row.amount_cents),
      amountPaid: money(row.paid_cents).amount,
      amountPaidCents: row.paid_cents,
      amountDue: money(row.amount_cents - row.paid_cents).amount,
      amountDueCents: row.amount_cents - row.paid_cents,
      ageDays: Math.max(0, daysBetween(businessDateOf(row.created_at, acting.timeZone), today)),
      createdAt: row.created_at,
      ...(split.has(row.id)
        ? {
            instalments: allocateToInstalments(split.get(row.id)!, row.paid_cents).map((part) => ({
              dueOn: part.dueOn,
              ...money(part.amountCents),
              amountPaid: money(part.paidCents).amount,
              amountPaidCents: part.paidCents,
            })),
          }
        : {}),
    })),
    totals: {
      subscriptions: total,
      endingSoon: counts.soon,
      ended: counts.ended,
      invoices: invoiceTotals.count,
      amountDue: money(invoiceTotals.dueCents).amount,
      amountDueCents: invoiceTotals.dueCents,
    },
    truncated: { subscriptions: total > subscriptions.length, invoices: invoiceTotals.count > invoices.length },
  }
}

/** GET /settings/academy: any signed-in user (every money screen shows the currency). */
export const academySettings = (db: Kysely<Database>): Promise<AcademySettings> => findAcademySettings(db)

/**
 * PUT /settings/academy: the currency, the Arabic name and the time zone, by a user who manages the sites (the route
 * declares ACADEMY_SETTINGS_PRIVILEGE) and has every site (academy-wide settings apply at every site; issue 25: an
 * administrator of one site changed the currency of all); audited.
 */
export async function changeAcademySettings(
  db: Kysely<Database>,
  acting: Acting,
  settings: { currency: string; nameAr?: string; timeZone?: string },
): Promise<AcademySettings> {
  return db.transaction().execute(async (trx) => {
    const missing = await findActiveSitesNotOf(trx, acting.userId)
    if (missing.length > 0) {
      const names = missing.map((site) => site.name)
      const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
      throw forbidden(
        message(missing.length === 1 ? 'academy.settingsNeedEverySite.one' : 'academy.settingsNeedEverySite.many', {
          sites: shown,
        }),
      )
    }
    const before = await findAcademySettings(trx)
    // The Arabic name and the time zone are kept when a request leaves them out. A new zone is the next request's:
    // every request reads it with its session (the auth plugin), on this server instance and every other.
    const after = {
      currency: settings.currency,
      nameAr: settings.nameAr ?? before.nameAr,
      timeZone: settings.timeZone ?? before.timeZone,
    }
    await saveAcademySettings(trx, after, acting.at)
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'academy',
      entityId: 1,
      action: 'ChangeAcademySettings',
      before,
      after,
      at: acting.at,
    })
    return after
  })
}
