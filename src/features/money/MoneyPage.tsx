import { Suspense } from 'react'
import { Box, CircularProgress, MenuItem, Tab, Tabs, TextField } from '@mui/material'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom'
import { skipToken } from '@reduxjs/toolkit/query'
import { DUE_DAYS_DEFAULT } from '@contract/money'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { paths } from '@/config/paths'
import { useSelectedSite, useSiteName, useUserSites } from '@/session/useSession'
import { academyToday } from '@/i18n/academyTimeZone'
import { isAcademyDate } from '@contract/dates'
import { DUE_DAY_CHOICES, DueList } from './DueList'
import { useMoneyT } from './i18n'
import { useMoneyDueQuery } from './moneyApi'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { retryableLazy } from '@/components/retryableLazy'

// The cash-up and the renewal run download when their tab is opened: what is due shows without them (issue 27).
const CashUp = retryableLazy(async () => (await import('./CashUp')).CashUp)
const RenewalRunTab = retryableLazy(async () => (await import('./RenewalRunTab')).RenewalRunTab)

type MoneyTab = 'due' | 'cashup' | 'renewals'

/**
 * Money (issue 15), for users with ViewInvoices: what is due and owed at a site, the day's cash-up and (issue 30) the
 * renewal run. The site,
 * the days ahead and the day are kept in the address (?site=62&days=30, ?date=2026-11-24), so a reload keeps them.
 */
export function MoneyPage() {
  const t = useMoneyT()
  const { tab: tabParam } = useParams()
  const [params, setParams] = useSearchParams()
  const granted = useGrantedActions()
  // The renewal run renews: offered to those who may renew (Mod_SW SubscriptionRenwal), as the server requires.
  const mayRenew = granted.privileges.includes('Mod_SW:SubscriptionRenwal')
  const tab: MoneyTab = tabParam === 'cashup' ? 'cashup' : tabParam === 'renewals' && mayRenew ? 'renewals' : 'due'
  const sites = useUserSites()
  const siteName = useSiteName()
  const selected = useSelectedSite()

  const siteParam = Number(params.get('site'))
  const siteID = sites.some((site) => site.id === siteParam) ? siteParam : (selected?.id ?? sites[0]?.id)
  const daysParam = Number(params.get('days'))
  const days = (DUE_DAY_CHOICES as readonly number[]).includes(daysParam) ? daysParam : DUE_DAYS_DEFAULT
  const dateParam = params.get('date') ?? ''
  // A day outside the academy's range (2000 to 2099) is not asked for: the address's date is then today.
  const date = isAcademyDate(dateParam) ? dateParam : academyToday()

  // What is due is asked for beside the user's privileges rather than after them (one round trip fewer before the
  // page shows; issue 27); the list below reads the same answer. Not asked once the privileges say no.
  const refused = granted.known && !granted.actions.includes('ViewInvoices')
  useMoneyDueQuery(siteID === undefined ? skipToken : { site: siteID, days }, { skip: tab !== 'due' || refused })

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) next.set(key, value)
        return next
      },
      { replace: true },
    )
  const keep = params.toString() ? `?${params.toString()}` : ''

  if (!granted.known && !granted.failed)
    return (
      <PageContainer title={t('title')}>
        <CircularProgress aria-label={t('loadingAccess')} />
      </PageContainer>
    )
  if (!granted.actions.includes('ViewInvoices'))
    return (
      <PageContainer title={t('title')}>
        <EmptyState title={t('denied.title')} severity="warning">
          {t('denied.text')}
        </EmptyState>
      </PageContainer>
    )

  return (
    <PageContainer
      title={t('title')}
      maxWidth="xl"
      actions={
        <TextField
          select
          size="small"
          id="money-site"
          fullWidth={false}
          label={t('site')}
          value={siteID ?? ''}
          onChange={(event) => update({ site: String(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {siteName(site)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs value={tab} aria-label={t('tabsLabel')} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="due" label={t('tabs.due')} component={RouterLink} to={`${paths.money}${keep}`} />
          <Tab value="cashup" label={t('tabs.cashup')} component={RouterLink} to={`${paths.cashup}${keep}`} />
          {mayRenew && (
            <Tab
              value="renewals"
              label={t('tabs.renewals')}
              component={RouterLink}
              to={`${paths.money}/renewals${keep}`}
            />
          )}
        </Tabs>
      </Box>
      {siteID === undefined ? (
        <EmptyState title={t('noSite.title')} severity="warning">
          {t('noSite.text')}
        </EmptyState>
      ) : tab === 'due' ? (
        <DueList
          siteID={siteID}
          days={days}
          onDays={(value) => update({ days: String(value) })}
          mayCollect={granted.actions.includes('CompletePayment')}
          mayRenew={mayRenew}
        />
      ) : (
        <ErrorBoundary key={tab}>
          <Suspense fallback={<FullPageSpinner />}>
            {tab === 'renewals' ? (
              <RenewalRunTab siteID={siteID} />
            ) : (
              <CashUp siteID={siteID} date={date} onDate={(value) => update({ date: value })} />
            )}
          </Suspense>
        </ErrorBoundary>
      )}
    </PageContainer>
  )
}
