import { Alert, AlertTitle } from '@mui/material'
import { cashupToday } from '@contract/money'
import type { CashupToday } from '@contract/money'
import { baseApi } from '@/api/baseApi'
import { listTag } from '@/api/tags'
import { useMoneyPartsT } from './i18n'
import { useSiteNameOf } from '@/session/useSession'

// Whether today's cash-up of a site is closed (GET /api/cashup/today, issue 25). Every screen that takes money asks
// it: while the day is closed they do not offer Collect, Complete Payment or a paid enrolment, and say why, instead of
// a form the server would refuse once filled in. The server stays the judge (payments.service recordPayment).
// Closing and reopening a day invalidate the Invoice list tag, so the answer follows them.

export const cashupTodayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cashupToday: build.query<CashupToday, number>({
      query: (site) => ({ url: '/cashup/today', params: { site } }),
      responseSchema: cashupToday,
      providesTags: [listTag('Invoice')],
    }),
  }),
})

export const { useCashupTodayQuery } = cashupTodayApi

/**
 * Today's cash-up of the site: `closed` once the answer says so (an unknown or failed answer leaves money offered:
 * the server refuses anyway), and the sentence that says why.
 */
export function useDayClosed(site: number | undefined): { closed: boolean; reason: string } {
  const t = useMoneyPartsT()
  const today = useCashupTodayQuery(site ?? 0, { skip: !site })
  const closed = Boolean(site && today.data?.closed)
  const siteNameOf = useSiteNameOf()
  return { closed, reason: closed ? t('dayClosed', { site: site ? siteNameOf(site, today.data?.siteName) : '' }) : '' }
}

/** The notice shown where money would be taken: why it is not offered today. */
export function DayClosedNotice({ reason }: { reason: string }) {
  const t = useMoneyPartsT()
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('dayClosedTitle')}</AlertTitle>
      {reason}
    </Alert>
  )
}
