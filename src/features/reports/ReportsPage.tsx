import { dataText } from '@/i18n/i18n'
import { useMemo } from 'react'
import { Alert, Box, CircularProgress, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isAcademyMonth } from '@contract/dates'
import { REPORT_DEFAULT_MONTHS } from '@contract/reports'
import type { ReportsOverview } from '@contract/reports'
import { getErrorMessage } from '@/api/errors'
import { academyToday } from '@/i18n/academyTimeZone'
import { isArabic, locales, useFormat } from '@/i18n/format'
import { AcademyDateField } from '@/components/AcademyDateField'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import type { CsvRow } from '@/components/export'
import { useMoney } from '@/components/money'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useSiteName, useSiteNameOf, useUserSites } from '@/session/useSession'
import { ChartPanel } from './ChartPanel'
import { ProgressCharts } from './ProgressCharts'
import type { FigureTable } from './ChartPanel'
import { useReportsT } from './i18n'
import type { ReportsT } from './i18n'
import { useReportsOverviewQuery } from './reportsApi'
import { TOTAL_COLOUR, siteColour } from './siteColours'

const HEIGHT = 300

/** This month in the academy's time zone, and the month `back` months before it ('YYYY-MM'). */
export function monthsBack(back: number, now: Date = new Date()): string {
  const [year, month] = academyToday(now).slice(0, 7).split('-').map(Number)
  const index = year * 12 + (month - 1) - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const siteKey = (id: number) => `site${id}`

/** The page's two tabs (?tab=): the academy's figures per month, and skills and progress (issue 31) as they are now. */
const REPORT_TABS = ['figures', 'progress'] as const
type ReportTab = (typeof REPORT_TABS)[number]
const reportTab = (value: string | null): ReportTab => (value === 'progress' ? 'progress' : 'figures')

/** The owner's view (issue 15), for users with ViewReports: charts of the academy's figures, each with its table. */
export function ReportsPage() {
  const t = useReportsT()
  const granted = useGrantedActions()
  const sites = useUserSites()
  const siteName = useSiteName()
  const [params, setParams] = useSearchParams()
  const siteParam = Number(params.get('site'))
  const site = sites.some((entry) => entry.id === siteParam) ? siteParam : undefined
  // Months of the address outside the academy's range (2000-01 to 2099-12) are not asked for.
  const from = isAcademyMonth(params.get('from') ?? '') ? params.get('from')! : monthsBack(REPORT_DEFAULT_MONTHS - 1)
  const to = isAcademyMonth(params.get('to') ?? '') ? params.get('to')! : monthsBack(0)
  const tab = reportTab(params.get('tab'))
  const allowed = granted.actions.includes('ViewReports')
  const overview = useReportsOverviewQuery({ site, from, to }, { skip: !allowed || tab !== 'figures' })

  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  if (!granted.known && !granted.failed)
    return (
      <PageContainer title={t('title')}>
        <CircularProgress aria-label={t('loadingAccess')} />
      </PageContainer>
    )
  if (!allowed)
    return (
      <PageContainer title={t('title')}>
        <EmptyState title={t('denied.title')} severity="warning">
          {t('denied.text')}
        </EmptyState>
      </PageContainer>
    )

  return (
    <PageContainer title={t('title')} maxWidth="xl">
      <Tabs
        value={tab}
        onChange={(_event, value: ReportTab) => update('tab', value === 'figures' ? '' : value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {REPORT_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`tabs.${entry}`)}
            id={`reports-tab-${entry}`}
            aria-controls={`reports-panel-${entry}`}
          />
        ))}
      </Tabs>
      <Stack
        component="form"
        aria-label={t('filters')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          select
          size="small"
          id="reports-site"
          label={t('site')}
          value={site ?? 'all'}
          onChange={(event) => update('site', event.target.value === 'all' ? '' : String(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">{t('allSites')}</MenuItem>
          {sites.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {siteName(entry)}
            </MenuItem>
          ))}
        </TextField>
        {/* The months bound the academy's figures; progress is as it is now. */}
        {tab === 'figures' &&
          (['from', 'to'] as const).map((key) => (
            <AcademyDateField
              key={key}
              size="small"
              id={`reports-${key}`}
              type="month"
              label={t(key)}
              value={key === 'from' ? from : to}
              onValue={(value) => update(key, value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
      </Stack>
      <Box role="tabpanel" id={`reports-panel-${tab}`} aria-labelledby={`reports-tab-${tab}`}>
        {tab === 'progress' ? (
          <ProgressTab site={site} />
        ) : (
          <>
            {overview.isError && <Alert severity="error">{getErrorMessage(overview.error)}</Alert>}
            {!overview.data && overview.isFetching && <CircularProgress aria-label={t('loading')} />}
            {overview.data && <Charts data={overview.data} />}
          </>
        )}
      </Box>
    </PageContainer>
  )
}

/** The panels: one column on a phone, two on a wide screen. */
const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 } as const

/** Skills and progress (issue 31), as they are now: the chosen site's (or every site of the user's) figures. */
function ProgressTab({ site }: { site?: number }) {
  const t = useReportsT()
  const percent = usePercent()
  const sites = useUserSites()
  const siteNameOf = useSiteNameOf()
  const one = site ?? (sites.length === 1 ? sites[0].id : undefined)
  const scope = one === undefined ? t('allSites') : siteNameOf(one)
  return (
    <Box sx={GRID}>
      <ProgressCharts site={site} scope={scope} siteName={siteNameOf} percent={percent} />
    </Box>
  )
}

/** The numbers' locale: Arabic in the digits the user chose, English as the rest of the app. */
function useNumberLocale(): string {
  const { i18n } = useTranslation()
  const { digits } = useFormat()
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en'
  return isArabic(language) ? locales(language, digits).numbers : 'en-GB'
}

function usePercent() {
  const locale = useNumberLocale()
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
    })
    return (share: number | null | undefined) => (share === null || share === undefined ? '–' : format.format(share))
  }, [locale])
}

function Charts({ data }: { data: ReportsOverview }) {
  const t = useReportsT()
  const f = useFormat()
  const { money } = useMoney()
  const percent = usePercent()
  const numberLocale = useNumberLocale()
  // The report names its sites in English: in Arabic each shows its Arabic name, from the session's sites.
  const siteNameOf = useSiteNameOf()
  const shownSites = useMemo(
    () => data.sites.map((entry) => ({ ...entry, name: siteNameOf(entry.id, entry.name) })),
    [data.sites, siteNameOf],
  )
  const compact = useMemo(() => {
    const format = new Intl.NumberFormat(numberLocale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    return (value: number) => format.format(value)
  }, [numberLocale])
  const scope = shownSites.length === 1 ? shownSites[0].name : t('allSites')
  const range = `${f.digitsOf(data.from)} – ${f.digitsOf(data.to)}`

  const perSite = (rows: readonly { month: string; siteID: number }[], value: (row: never) => number) => {
    const lookup = new Map(rows.map((row) => [`${row.month}|${row.siteID}`, value(row as never)]))
    return shownSites.map((entry) => ({
      site: entry,
      values: data.months.map((month) => lookup.get(`${month}|${entry.id}`) ?? 0),
    }))
  }
  const swimmers = perSite(data.activeSwimmers, (row: { swimmers: number }) => row.swimmers)
  const revenue = perSite(data.revenue, (row: { amountCents: number }) => row.amountCents / 100)
  const refunds = perSite(data.refunds, (row: { amountCents: number }) => row.amountCents / 100)

  // With more than one site, the sum of all of them: a column of the table and the CSV, and a line of its own.
  const withTotal = shownSites.length > 1
  const totalOf = (series: typeof swimmers) =>
    data.months.map((_, index) => series.reduce((sum, line) => sum + line.values[index], 0))
  const monthTable = (series: typeof swimmers, shown?: (value: number) => string): FigureTable => ({
    columns: [
      { field: 'month', header: t('columns.month') },
      ...shownSites.map((entry) => ({ field: siteKey(entry.id), header: entry.name, numeric: true })),
      ...(withTotal ? [{ field: 'total', header: t('columns.total'), numeric: true }] : []),
    ],
    rows: data.months.map((month, index) => {
      const row: CsvRow = { month }
      for (const line of series) row[siteKey(line.site.id)] = line.values[index]
      // Money is summed in cents, so the total of 0.10 and 0.20 is 0.30.
      if (withTotal) row.total = Math.round(series.reduce((sum, line) => sum + line.values[index] * 100, 0)) / 100
      return row
    }),
    shown: shown ? (row, field) => (field === 'month' ? String(row.month) : shown(Number(row[field] ?? 0))) : undefined,
  })

  /** Money per month and site (revenue, refunds): bars per site, a table with the total, amounts with the currency. */
  const moneyPerMonth = (chart: 'revenue' | 'refunds', series: typeof revenue) => (
    <ChartPanel
      title={t(`charts.${chart}.title`, { currency: f.currency(data.currency) })}
      summary={t(`charts.${chart}.summary`, { scope, range })}
      fileName={[t(`charts.${chart}.file`), scope, range]}
      table={monthTable(series, (value) => money(value))}
      empty={data.months.length === 0}
    >
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: data.months }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => compact(value) }]}
        series={series.map((line, index) => ({
          data: line.values,
          label: line.site.name,
          color: siteColour(index),
          valueFormatter: (value: number | null) => money(value ?? 0),
        }))}
      />
    </ChartPanel>
  )

  const byLevel = data.capacityByLevel
  const schools = [...data.capacityBySchool].sort((a, b) => (b.used ?? -1) - (a.used ?? -1))
  const siteName = (id: number) => shownSites.find((entry) => entry.id === id)?.name ?? String(id)
  const discounts = discountRows(data.discountsByRule, siteName, t)

  return (
    <Box sx={GRID}>
      <ChartPanel
        title={t('charts.swimmers.title')}
        summary={t('charts.swimmers.summary', { scope, range })}
        fileName={[t('charts.swimmers.title'), scope, range]}
        table={monthTable(swimmers)}
        empty={data.months.length === 0}
      >
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: data.months }]}
          yAxis={[{ min: 0 }]}
          series={[
            ...swimmers.map((line, index) => ({
              data: line.values,
              label: line.site.name,
              color: siteColour(index),
              showMark: true,
              curve: 'linear' as const,
            })),
            ...(withTotal
              ? [{ data: totalOf(swimmers), label: t('columns.total'), color: TOTAL_COLOUR, curve: 'linear' as const }]
              : []),
          ]}
        />
      </ChartPanel>

      {moneyPerMonth('revenue', revenue)}
      {moneyPerMonth('refunds', refunds)}

      <ChartPanel
        title={t('charts.discounts.title', { currency: f.currency(data.currency) })}
        summary={t('charts.discounts.summary', { scope, range })}
        fileName={[t('charts.discounts.file'), scope, range]}
        empty={discounts.length === 0}
        table={{
          columns: [
            { field: 'rule', header: t('columns.rule') },
            { field: 'site', header: t('columns.site') },
            { field: 'invoices', header: t('columns.invoices'), numeric: true },
            { field: 'amount', header: t('columns.amount'), numeric: true },
          ],
          rows: discounts,
          shown: (row, field) =>
            field === 'amount'
              ? money(Number(row.amount))
              : field === 'invoices'
                ? f.digitsOf(String(row.invoices))
                : String(row[field] ?? ''),
        }}
      >
        <BarChart
          height={Math.max(HEIGHT, discounts.length * 28 + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: discounts.map((row) => `${row.rule} · ${row.site}`), width: 170 }]}
          xAxis={[{ min: 0, valueFormatter: (value: number) => compact(value) }]}
          series={[
            {
              data: discounts.map((row) => row.amount),
              label: t('columns.amount'),
              valueFormatter: (value: number | null) => money(value ?? 0),
            },
          ]}
          hideLegend
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.capacityLevel.title')}
        summary={t('charts.capacityLevel.summary', { scope })}
        fileName={[t('charts.capacityLevel.title'), scope]}
        empty={byLevel.length === 0}
        table={{
          columns: [
            { field: 'level', header: t('columns.level') },
            { field: 'schools', header: t('columns.schools'), numeric: true },
            { field: 'capacity', header: t('columns.capacity'), numeric: true },
            { field: 'enrolled', header: t('columns.enrolled'), numeric: true },
            { field: 'used', header: t('columns.used'), numeric: true },
          ],
          rows: byLevel.map((row) => ({ ...row, level: dataText(row.levelName) })),
          shown: (row, field) => (field === 'used' ? percent(row.used as number | null) : String(row[field] ?? '')),
        }}
      >
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: byLevel.map((row) => dataText(row.levelName)) }]}
          series={[
            { data: byLevel.map((row) => row.enrolled), label: t('columns.enrolled') },
            { data: byLevel.map((row) => row.capacity), label: t('columns.capacity') },
          ]}
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.capacitySchool.title')}
        summary={t('charts.capacitySchool.summary', { scope, count: Math.min(schools.length, 20) })}
        fileName={[t('charts.capacitySchool.title'), scope]}
        empty={schools.length === 0}
        table={{
          columns: [
            { field: 'site', header: t('columns.site') },
            { field: 'schoolID', header: t('columns.school'), numeric: true },
            { field: 'level', header: t('columns.level') },
            { field: 'coachName', header: t('columns.coach') },
            { field: 'capacity', header: t('columns.capacity'), numeric: true },
            { field: 'enrolled', header: t('columns.enrolled'), numeric: true },
            { field: 'used', header: t('columns.used'), numeric: true },
          ],
          rows: schools.map((row) => ({
            site: siteName(row.siteID),
            schoolID: row.schoolID,
            level: dataText(row.levelName),
            coachName: row.coachName,
            capacity: row.capacity,
            enrolled: row.enrolled,
            used: row.used,
          })),
          shown: (row, field) => (field === 'used' ? percent(row.used as number | null) : String(row[field] ?? '')),
        }}
      >
        <BarChart
          height={Math.max(HEIGHT, Math.min(schools.length, 20) * 24 + 60)}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: schools
                .slice(0, 20)
                .map((row) => t('schoolLabel', { id: row.schoolID, level: dataText(row.levelName) })),
              width: 150,
            },
          ]}
          xAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => percent(value) }]}
          series={[
            {
              data: schools.slice(0, 20).map((row) => row.used ?? 0),
              label: t('columns.used'),
              valueFormatter: (value: number | null) => percent(value),
            },
          ]}
          hideLegend
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.attendance.title')}
        summary={t('charts.attendance.summary', { scope, range })}
        fileName={[t('charts.attendance.title'), scope, range]}
        empty={data.attendanceByLevel.length === 0}
        table={rateTable(
          t,
          percent,
          'level',
          data.attendanceByLevel.map((row) => ({ ...row, level: dataText(row.levelName) })),
          [
            { field: 'recorded', header: t('columns.recorded'), numeric: true },
            { field: 'attended', header: t('columns.attended'), numeric: true },
          ],
        )}
      >
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: data.attendanceByLevel.map((row) => dataText(row.levelName)) }]}
          yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => percent(value) }]}
          series={[
            {
              data: data.attendanceByLevel.map((row) => row.rate ?? 0),
              label: t('columns.rate'),
              valueFormatter: (value: number | null) => percent(value),
            },
          ]}
          hideLegend
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.renewals.title')}
        summary={t('charts.renewals.summary', { scope, range })}
        fileName={[t('charts.renewals.title'), scope, range]}
        empty={data.renewals.length === 0}
        table={rateTable(t, percent, 'month', data.renewals, [
          { field: 'ended', header: t('columns.ended'), numeric: true },
          { field: 'renewed', header: t('columns.renewed'), numeric: true },
        ])}
      >
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: data.renewals.map((row) => row.month) }]}
          yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => percent(value) }]}
          series={[
            {
              data: data.renewals.map((row) => row.rate),
              label: t('columns.rate'),
              valueFormatter: (value: number | null) => percent(value),
              connectNulls: true,
              curve: 'linear',
            },
          ]}
          hideLegend
        />
      </ChartPanel>
    </Box>
  )
}

/** The discounts given per rule and site, largest first, each rule named by its kind and number. */
function discountRows(
  rows: ReportsOverview['discountsByRule'],
  siteName: (id: number) => string,
  t: ReportsT,
): Array<{ rule: string; site: string; invoices: number; amount: number }> {
  return [...rows]
    .sort((a, b) => b.amountCents - a.amountCents)
    .map((row) => ({
      rule: t('discountRule', { kind: t(`discountKinds.${row.kind}`), id: row.ruleID }),
      site: siteName(row.siteID),
      invoices: row.invoices,
      amount: row.amountCents / 100,
    }))
}

function rateTable(
  t: ReportsT,
  percent: (share: number | null | undefined) => string,
  first: 'level' | 'month',
  rows: readonly CsvRow[],
  counts: FigureTable['columns'],
): FigureTable {
  return {
    columns: [
      { field: first, header: t(first === 'level' ? 'columns.level' : 'columns.month') },
      ...counts,
      { field: 'rate', header: t('columns.rate'), numeric: true },
    ],
    rows,
    shown: (row, field) => (field === 'rate' ? percent(row.rate as number | null) : String(row[field] ?? '')),
  }
}
