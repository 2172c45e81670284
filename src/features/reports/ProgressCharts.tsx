import { dataText } from '@/i18n/i18n'
import { Alert, CircularProgress } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import type { ProgressOverview } from '@contract/progress'
import { getErrorMessage } from '@/api/errors'
import { useFormat } from '@/i18n/format'
import { ChartPanel } from './ChartPanel'
import { useReportsT } from './i18n'
import { useProgressOverviewQuery } from './reportsApi'

const HEIGHT = 300

interface ProgressChartsProps {
  /** One site, or undefined for all of the user's sites. */
  site?: number
  /** The scope in words (a site's name or "All my sites"), for the summaries and file names. */
  scope: string
  siteName: (id: number, fallback: string) => string
  percent: (share: number | null | undefined) => string
}

/**
 * The owner's view of skills and progress (issue 31): per level, the swimmers and those ready to move up; how long
 * swimmers stay in a level before moving up; pass rates per coach. Each chart with its table and CSV.
 */
export function ProgressCharts({ site, scope, siteName, percent }: ProgressChartsProps) {
  const t = useReportsT()
  const overview = useProgressOverviewQuery({ site })
  if (overview.isError) return <Alert severity="error">{getErrorMessage(overview.error)}</Alert>
  if (!overview.data) return <CircularProgress aria-label={t('loading')} />
  return <Charts data={overview.data} scope={scope} siteName={siteName} percent={percent} />
}

function Charts({ data, scope, siteName, percent }: Omit<ProgressChartsProps, 'site'> & { data: ProgressOverview }) {
  const t = useReportsT()
  const f = useFormat()
  const levels = data.levels.map((row) => ({
    site: siteName(row.site, row.siteName),
    level: dataText(row.levelName),
    swimmers: row.swimmers,
    ready: row.ready,
    days: row.averageDaysInLevel === null ? null : Math.round(row.averageDaysInLevel),
  }))
  const label = (row: (typeof levels)[number]) => (scope === row.site ? row.level : `${row.level} · ${row.site}`)
  const stayed = levels.filter((row) => row.days !== null)
  const coaches = [...data.coaches].sort((a, b) => (b.passRate ?? -1) - (a.passRate ?? -1))

  return (
    <>
      <ChartPanel
        title={t('charts.ready.title')}
        summary={t('charts.ready.summary', { scope })}
        fileName={[t('charts.ready.title'), scope]}
        empty={levels.length === 0}
        table={{
          columns: [
            { field: 'site', header: t('columns.site') },
            { field: 'level', header: t('columns.level') },
            { field: 'swimmers', header: t('columns.swimmers'), numeric: true },
            { field: 'ready', header: t('columns.ready'), numeric: true },
          ],
          rows: levels,
          shown: (row, field) => f.digitsOf(String(row[field] ?? '')),
        }}
      >
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: levels.map(label) }]}
          series={[
            { data: levels.map((row) => row.swimmers), label: t('columns.swimmers') },
            { data: levels.map((row) => row.ready), label: t('columns.ready') },
          ]}
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.daysInLevel.title')}
        summary={t('charts.daysInLevel.summary', { scope })}
        fileName={[t('charts.daysInLevel.title'), scope]}
        empty={stayed.length === 0}
        table={{
          columns: [
            { field: 'site', header: t('columns.site') },
            { field: 'level', header: t('columns.level') },
            { field: 'days', header: t('columns.days'), numeric: true },
          ],
          rows: stayed,
          shown: (row, field) => f.digitsOf(String(row[field] ?? '')),
        }}
      >
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: stayed.map(label) }]}
          series={[{ data: stayed.map((row) => row.days), label: t('columns.days') }]}
          hideLegend
        />
      </ChartPanel>

      <ChartPanel
        title={t('charts.passRates.title')}
        summary={t('charts.passRates.summary', { scope })}
        fileName={[t('charts.passRates.title'), scope]}
        empty={coaches.length === 0}
        table={{
          columns: [
            { field: 'coachName', header: t('columns.coach') },
            { field: 'evaluated', header: t('columns.evaluated'), numeric: true },
            { field: 'passed', header: t('columns.passed'), numeric: true },
            { field: 'passRate', header: t('columns.rate'), numeric: true },
          ],
          rows: coaches,
          shown: (row, field) =>
            field === 'passRate'
              ? percent(row.passRate as number | null)
              : field === 'coachName'
                ? String(row.coachName)
                : f.digitsOf(String(row[field] ?? '')),
        }}
      >
        <BarChart
          height={Math.max(HEIGHT, Math.min(coaches.length, 20) * 24 + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: coaches.slice(0, 20).map((row) => row.coachName), width: 150 }]}
          xAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => percent(value) }]}
          series={[
            {
              data: coaches.slice(0, 20).map((row) => row.passRate ?? 0),
              label: t('columns.rate'),
              valueFormatter: (value: number | null) => percent(value),
            },
          ]}
          hideLegend
        />
      </ChartPanel>
    </>
  )
}
