import type { Migration } from 'kysely'
import * as initialSchema from './0001-initial-schema'
import * as swimmerNameSearch from './0002-swimmer-name-search'
import * as swimmerAttendance from './0003-swimmer-attendance'
import * as coachDeletedAt from './0006-coach-deleted-at'
import * as scaleIndexes from './0007-scale-indexes'
import * as receiptKeys from './0008-receipt-keys-and-renewal-invoices'
import * as signInClient from './0009-sign-in-client'
import * as siteAndAcademySettings from './0010-site-and-academy-settings'
import * as classSessions from './0011-class-sessions'
import * as schoolWaitlists from './0012-school-waitlists'
import * as moneyDesk from './0013-money-desk'
import * as userPreferences from './0014-user-preferences'
import * as nameSearchKeys from './0015-name-search-keys'
import * as reportAttendanceMonths from './0016-report-attendance-months'
import * as swimmerNameTrigrams from './0017-swimmer-name-trigrams'
import * as classSessionsWeekIndex from './0018-class-sessions-week-index'
import * as reportPeriodCounters from './0019-report-period-counters'
import * as classSessionsEnrolled from './0020-class-sessions-enrolled'
import * as oneAttendanceRecord from './0021-one-attendance-record'
import * as makeupWithdrawals from './0022-makeup-withdrawals-and-cancel-credits'
import * as owedCredits from './0023-owed-credits'
import * as unfreezeAction from './0024-unfreeze-action'
import * as receiptKeysFoldLookalikes from './0026-receipt-keys-fold-lookalikes'
import * as academyArabicName from './0027-academy-arabic-name'
import * as academyTimeZone from './0028-academy-time-zone'
import * as freezeReleasedPlaces from './0029-freeze-released-places'
import * as siteClubArabicNames from './0030-site-club-arabic-names'
import * as priceHistory from './0031-price-history'
import * as swimmerDuplicates from './0032-swimmer-duplicates'
import * as families from './0033-families'
import * as swimmerListIndexes from './0034-swimmer-list-indexes'
import * as parentContactOneTruth from './0035-parent-contact-one-truth'
import * as messages from './0036-messages'
import * as messageSchedules from './0037-message-schedules'
import * as messageHours from './0038-message-hours'
import * as skillsProgress from './0039-skills-progress'
import * as paymentMethodsVoidsRefunds from './0045-payment-methods-voids-refunds'
import * as discountRules from './0046-discount-rules'
import * as invoiceInstalments from './0047-invoice-instalments'
import * as renewalRuns from './0048-renewal-runs'
import * as billingReportIndexes from './0049-billing-report-indexes'
import * as sessionCountsOnRenewal from './0054-session-counts-on-renewal'
import * as coachesManagerSkills from './0055-coaches-manager-skills'
import * as reportRefreshAtCommit from './0056-report-refresh-at-commit'

// Every migration, in order. Listed in code so the same list runs under tsx, ts-jest and any bundle.
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-swimmer-name-search': swimmerNameSearch,
  '0003-swimmer-attendance': swimmerAttendance,
  '0006-coach-deleted-at': coachDeletedAt,
  '0007-scale-indexes': scaleIndexes,
  '0008-receipt-keys-and-renewal-invoices': receiptKeys,
  '0009-sign-in-client': signInClient,
  '0010-site-and-academy-settings': siteAndAcademySettings,
  '0011-class-sessions': classSessions,
  '0012-school-waitlists': schoolWaitlists,
  '0013-money-desk': moneyDesk,
  '0014-user-preferences': userPreferences,
  '0015-name-search-keys': nameSearchKeys,
  '0016-report-attendance-months': reportAttendanceMonths,
  '0017-swimmer-name-trigrams': swimmerNameTrigrams,
  '0018-class-sessions-week-index': classSessionsWeekIndex,
  '0019-report-period-counters': reportPeriodCounters,
  '0020-class-sessions-enrolled': classSessionsEnrolled,
  '0021-one-attendance-record': oneAttendanceRecord,
  '0022-makeup-withdrawals-and-cancel-credits': makeupWithdrawals,
  '0023-owed-credits': owedCredits,
  '0024-unfreeze-action': unfreezeAction,
  '0026-receipt-keys-fold-lookalikes': receiptKeysFoldLookalikes,
  '0027-academy-arabic-name': academyArabicName,
  '0028-academy-time-zone': academyTimeZone,
  '0029-freeze-released-places': freezeReleasedPlaces,
  '0030-site-club-arabic-names': siteClubArabicNames,
  '0031-price-history': priceHistory,
  '0032-swimmer-duplicates': swimmerDuplicates,
  '0033-families': families,
  '0034-swimmer-list-indexes': swimmerListIndexes,
  '0035-parent-contact-one-truth': parentContactOneTruth,
  '0036-messages': messages,
  '0037-message-schedules': messageSchedules,
  '0038-message-hours': messageHours,
  '0039-skills-progress': skillsProgress,
  '0045-payment-methods-voids-refunds': paymentMethodsVoidsRefunds,
  '0046-discount-rules': discountRules,
  '0047-invoice-instalments': invoiceInstalments,
  '0048-renewal-runs': renewalRuns,
  '0049-billing-report-indexes': billingReportIndexes,
  '0054-session-counts-on-renewal': sessionCountsOnRenewal,
  '0055-coaches-manager-skills': coachesManagerSkills,
  '0056-report-refresh-at-commit': reportRefreshAtCommit,
}
