import type { ComponentType, ReactNode } from 'react'
import { Alert, Box, CircularProgress, Paper, Tab, Tabs, useMediaQuery } from '@mui/material'
import { useTheme } from '@mui/material/styles'
import LockIcon from '@mui/icons-material/Lock'
import { useSearchParams } from 'react-router-dom'
import { getErrorMessage } from '@/api/errors'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { ClubOrSiteTab } from './ClubOrSiteTab'
import { CoachesTab } from './CoachesTab'
import { useSettingsT } from './i18n'
import { InvoicesTab } from './InvoicesTab'
import { useSettingsAccessQuery } from './settingsApi'
import { TAB_ACTIONS, initialTab, isActionTab, isPrivilegeTab, visibleTabs } from './settingsTabs'
import { SiteRules } from './SiteRules'
import { AcademyName } from './AcademyName'
import { AcademyTimeZone } from './AcademyTimeZone'
import type { SettingsTab } from './settingsTabs'
import { TabGate } from './TabGate'
import { DiscountsTab } from './DiscountsTab'
import { TemplatesTab } from './TemplatesTab'
import { TitleTab } from './TitleTab'
import { UsersTab } from './UsersTab'

/** Settings → Prices (issue 27), handed in by the app shell (features do not import each other). */
export interface SettingsPrices {
  Tab: ComponentType
  useTabLabel: () => string
  /** The new-site form's 'Copy prices from'. */
  CopyFrom: ComponentType
}

/** Settings → Curriculum (issue 31), handed in by the app shell like the prices. */
export interface SettingsCurriculum {
  Tab: ComponentType
  useTabLabel: () => string
}
const NO_PRICES: SettingsPrices = { Tab: () => null, useTabLabel: () => 'Prices', CopyFrom: () => null }
const NO_CURRICULUM: SettingsCurriculum = { Tab: () => null, useTabLabel: () => 'Curriculum' }

/**
 * Settings (SPEC.md section 2): a left sidebar of tabs — Club, Site, Coaches, Users, Title, Invoices — and the
 * chosen tab beside it. Every tab is listed for everyone; one the user's title may not use says so when opened. The
 * message templates (issue 29) are listed last, and only for a title holding Mod_SW:ManageTemplates.
 * The open tab is kept in the address (?tab=users), so it survives a reload and can be linked to.
 */
export function SettingsPage({
  prices = NO_PRICES,
  curriculum = NO_CURRICULUM,
}: {
  prices?: SettingsPrices
  curriculum?: SettingsCurriculum
}) {
  const t = useSettingsT()
  const pricesLabel = prices.useTabLabel()
  const curriculumLabel = curriculum.useTabLabel()
  const tabLabel = (entry: SettingsTab) =>
    entry === 'prices' ? pricesLabel : entry === 'curriculum' ? curriculumLabel : t(`tabs.${entry}`)
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const access = useSettingsAccessQuery()
  const [params, setParams] = useSearchParams()
  const granted = access.data?.actions ?? []
  const { privileges, known, failed } = useGrantedActions()
  const requested = params.get('tab')
  const tabs = visibleTabs(privileges)
  const tab = initialTab(requested, granted, privileges)
  // A privilege's tab asked for in the address waits for the title's privileges rather than opening another tab.
  const waiting = isPrivilegeTab(requested) && !known && !failed

  const content: Record<SettingsTab, () => ReactNode> = {
    // Keyed: the Site tab is a new form, not the Club tab's with its input and error (issue 13).
    club: () => <ClubOrSiteTab key="club" kind="club" />,
    site: () => (
      <>
        <ClubOrSiteTab key="site" kind="site" copyPricesFrom={<prices.CopyFrom />} />
        {/* Issue 14: the site's make-up and waitlist rules. */}
        <SiteRules />
        {/* Issue 25: the academy's name in Arabic, the Arabic receipts' header. */}
        <AcademyName />
        {/* Issue 25: the academy's time zone, its clock on every screen and in every rule. */}
        <AcademyTimeZone />
      </>
    ),
    coaches: () => <CoachesTab />,
    users: () => <UsersTab />,
    title: () => <TitleTab />,
    invoices: () => <InvoicesTab mayPay={granted.includes('CompletePayment')} />,
    prices: () => <prices.Tab />,
    templates: () => <TemplatesTab />,
    curriculum: () => <curriculum.Tab />,
    discounts: () => <DiscountsTab />,
  }

  return (
    <PageContainer title={t('title')} maxWidth="xl">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <Paper
          component="nav"
          aria-label={t('sidebar')}
          variant="outlined"
          sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Tabs
            orientation={wide ? 'vertical' : 'horizontal'}
            variant={wide ? 'standard' : 'scrollable'}
            allowScrollButtonsMobile
            value={tab}
            onChange={(_event, value: SettingsTab) => setParams({ tab: value })}
            aria-label={t('sidebar')}
            sx={{ '& .MuiTab-root': { alignItems: 'stretch', minHeight: 48, px: 2.5 } }}
          >
            {tabs.map((entry) => {
              const locked = access.isSuccess && isActionTab(entry) && !granted.includes(TAB_ACTIONS[entry])
              return (
                <Tab
                  key={entry}
                  value={entry}
                  id={`settings-tab-${entry}`}
                  aria-controls={`settings-panel-${entry}`}
                  label={
                    <Box
                      component="span"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 1,
                        width: '100%',
                      }}
                    >
                      {tabLabel(entry)}
                      {locked && (
                        <LockIcon
                          fontSize="small"
                          color="disabled"
                          titleAccess={t('access.locked', { tab: tabLabel(entry) })}
                        />
                      )}
                    </Box>
                  }
                />
              )
            })}
          </Tabs>
        </Paper>
        <Box
          role="tabpanel"
          id={`settings-panel-${tab}`}
          aria-labelledby={`settings-tab-${tab}`}
          sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}
        >
          {(access.isLoading || waiting) && <CircularProgress aria-label={t('access.loading')} />}
          {access.isError && (
            <Alert severity="error">{t('access.failed', { message: getErrorMessage(access.error) })}</Alert>
          )}
          {access.isSuccess &&
            !waiting &&
            (isActionTab(tab) ? (
              <TabGate granted={granted} action={TAB_ACTIONS[tab]}>
                {content[tab]()}
              </TabGate>
            ) : (
              content[tab]()
            ))}
        </Box>
      </Box>
    </PageContainer>
  )
}
