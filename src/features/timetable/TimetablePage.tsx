import { dataText } from '@/i18n/i18n'
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material'
import type { Theme } from '@mui/material'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import { useSearchParams } from 'react-router-dom'
import { useSetSearchParams } from '@/hooks/useSetSearchParams'
import { failureText } from '@/api/errors'
import { AcademyDateField } from '@/components/AcademyDateField'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useFormat } from '@/i18n/format'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useSelectedSite, useSiteName, useUserSites } from '@/session/useSession'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { retryableLazy } from '@/components/retryableLazy'
import { ClosuresList } from './Closures'
import { DayList, WeekGrid } from './WeekGrid'
import { useTimetableT } from './i18n'
import { useClosuresQuery, useTimetableQuery } from './timetableApi'
import type { WeekSession } from './timetableApi'
import type { SessionGroup } from './RosterDialog'
import { academyToday } from '@/i18n/academyTimeZone'
import { isAcademyDate } from '@contract/dates'
import { addDays, matchesFilters, stepWeek, weekStartOf } from './week'
import type { Filters } from './week'

// The roster and Close a day are forms (react-hook-form and the contract's zod rules): each downloads when opened, so
// the week shows without them (issue 27, phone speed).
const RosterDialog = retryableLazy(async () => (await import('./RosterDialog')).RosterDialog)
const CloseDayDialog = retryableLazy(async () => (await import('./CloseDayDialog')).CloseDayDialog)

const ALL = ''

/** What the address says: the week (any date in it), and the filters (coach, level, kind). */
function useTimetableParams() {
  const [params] = useSearchParams()
  const today = academyToday()
  // A week outside the academy's range (2000 to 2099) is not asked for: the address's date is then today.
  const date = isAcademyDate(params.get('date') ?? '') ? params.get('date')! : today
  const coach = Number(params.get('coach'))
  const kind = params.get('kind')
  // The open roster is in the address too (?session=ID), so a session's roster can be linked to and reloaded.
  const sessionParam = Number(params.get('session'))
  const session = Number.isInteger(sessionParam) && sessionParam > 0 ? sessionParam : undefined
  const filters: Filters = {
    coach: Number.isInteger(coach) && coach > 0 ? coach : undefined,
    level: params.get('level') || undefined,
    kind: kind === 'school' || kind === 'preteam' ? kind : undefined,
  }
  const set = useSetSearchParams()
  return { today, date, weekStart: weekStartOf(date), filters, session, set }
}

/**
 * The site's week (issue 14): days across, hours down, a block per session in its level's colour with the coach
 * and the seats taken; closures and cancellations marked in words; filters by coach, level and kind; the week
 * before or after, or the week of any date. A block opens its roster. /timetable?coach=ID is that coach's week.
 */
export function TimetablePage() {
  const t = useTimetableT()
  const format = useFormat()
  const site = useSelectedSite()
  const siteName = useSiteName()
  const sites = useUserSites()
  const granted = useGrantedActions().actions
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  const { today, date, weekStart, filters, session: openSession, set } = useTimetableParams()
  const weekEnd = addDays(weekStart, 6)
  const setOpenSession = (sessionID: number | undefined) =>
    set({ session: sessionID === undefined ? undefined : String(sessionID) })
  const [closing, setClosing] = useState(false)

  const week = useTimetableQuery(
    site ? { site: site.id, from: weekStart, to: weekEnd } : { site: 0, from: '', to: '' },
    {
      skip: !site,
    },
  )
  // The closures from this week on (one call covers 31 days): the week's days are marked, the list shows them all.
  const closures = useClosuresQuery(
    site ? { site: site.id, from: weekStart, to: addDays(weekStart, 30) } : { site: 0, from: '', to: '' },
    { skip: !site },
  )

  const sessions = useMemo(() => week.data ?? [], [week.data])
  // What the week's view is given stays the same object while it means the same (the view is memoized: see DayList).
  const { coach, level, kind } = filters
  const shown = useMemo(
    () => sessions.filter((session) => matchesFilters(session, { coach, level, kind })),
    [sessions, coach, level, kind],
  )
  const coaches = useMemo(() => coachOptions(sessions), [sessions])
  const levels = useMemo(() => [...new Set(sessions.map((session) => session.levelName))].sort(), [sessions])
  const weekClosures = useMemo(
    () => (closures.data ?? []).filter((closure) => closure.date >= weekStart && closure.date <= weekEnd),
    [closures.data, weekStart, weekEnd],
  )
  // One function for the page's life: the address setter it calls changes with the address.
  const openRef = useRef(setOpenSession)
  useLayoutEffect(() => {
    openRef.current = setOpenSession
  })
  const openRoster = useCallback((sessionID: number) => openRef.current(sessionID), [])

  const coachName = filters.coach === undefined ? undefined : coaches.find((c) => c.id === filters.coach)?.name
  // Closing a day is a site's business (the server asks for ManageSites, a Settings privilege).
  const canClose = granted.includes('ManageSites')

  if (!site) {
    return (
      <PageContainer title={t('title')}>
        <EmptyState title={t('noSiteTitle')} severity="warning">
          {t('noSiteText')}
        </EmptyState>
      </PageContainer>
    )
  }

  const View = narrow ? DayList : WeekGrid
  return (
    <PageContainer
      title={coachName ? t('coachTitle', { name: coachName }) : t('title')}
      maxWidth="xl"
      actions={
        canClose && (
          <Button variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setClosing(true)}>
            {t('closures.open')}
          </Button>
        )
      }
    >
      <Card component="section" aria-label={t('week.label')} sx={{ mb: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('siteLine', { name: siteName(site), id: site.id })}</Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }} useFlexGap>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconButton aria-label={t('week.previous')} onClick={() => set({ date: stepWeek(weekStart, -1) })}>
                <ChevronLeftIcon
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                />
              </IconButton>
              <Typography component="h2" variant="h3" aria-live="polite" sx={{ minWidth: 0 }}>
                {t('week.range', { from: format.date(weekStart), to: format.date(weekEnd) })}
              </Typography>
              <IconButton aria-label={t('week.next')} onClick={() => set({ date: stepWeek(weekStart, 1) })}>
                <ChevronRightIcon
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AcademyDateField
                id="timetable-date"
                type="date"
                size="small"
                label={t('week.date')}
                value={date}
                onValue={(value) => set({ date: value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                onClick={() => set({ date: undefined })}
                disabled={weekStart === weekStartOf(today)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('week.thisWeek')}
              </Button>
            </Stack>
          </Stack>
          <Box
            role="group"
            aria-label={t('filters.label')}
            sx={{
              display: 'grid',
              gap: 2,
              mt: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, 220px) auto' },
              alignItems: 'center',
            }}
          >
            <TextField
              select
              size="small"
              id="filter-coach"
              label={t('filters.coach')}
              value={filters.coach === undefined ? ALL : String(filters.coach)}
              onChange={(event) => set({ coach: event.target.value || undefined })}
            >
              <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
              {filters.coach !== undefined && !coaches.some((c) => c.id === filters.coach) && (
                <MenuItem value={String(filters.coach)}>{t('filters.coachNumber', { id: filters.coach })}</MenuItem>
              )}
              {coaches.map((coach) => (
                <MenuItem key={coach.id} value={String(coach.id)}>
                  {coach.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id="filter-level"
              label={t('filters.level')}
              value={filters.level ?? ALL}
              onChange={(event) => set({ level: event.target.value || undefined })}
            >
              <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
              {filters.level && !levels.includes(filters.level) && (
                <MenuItem value={filters.level}>{dataText(filters.level)}</MenuItem>
              )}
              {levels.map((level) => (
                <MenuItem key={level} value={level}>
                  {dataText(level)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id="filter-kind"
              label={t('filters.kind')}
              value={filters.kind ?? ALL}
              onChange={(event) => set({ kind: event.target.value || undefined })}
            >
              <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
              <MenuItem value="school">{t('filters.school')}</MenuItem>
              <MenuItem value="preteam">{t('filters.preteam')}</MenuItem>
            </TextField>
            {(filters.coach !== undefined || filters.level || filters.kind) && (
              <Box>
                <Button onClick={() => set({ coach: undefined, level: undefined, kind: undefined })}>
                  {t('filters.clear')}
                </Button>
              </Box>
            )}
          </Box>
        </CardContent>
      </Card>

      {/* The bar's and the count's room is kept while they are empty, so the week below never moves when they come
          and go (Lighthouse measured a layout shift of 0.34 on a phone: the whole day list moved up as the bar went). */}
      <Box sx={{ height: 4, mb: 1 }}>{week.isFetching && <LinearProgress aria-label={t('week.loading')} />}</Box>
      {week.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureText(week.error, t('week.failed'))}
        </Alert>
      ) : (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.43em' }}>
          {week.isSuccess && t('week.count', { count: shown.length })}
        </Typography>
      )}
      {week.data === undefined && !week.isError ? (
        // Until the first answer the days are not drawn: empty days that then fill pushed the rest of the list down
        // (a layout shift of 0.19 on a phone behind an opened roster). The room keeps the closures below the fold.
        <Box sx={{ minHeight: '100vh' }} />
      ) : week.isSuccess && shown.length === 0 && weekClosures.length === 0 ? (
        <EmptyState title={t('week.empty')}>{t('week.emptyText')}</EmptyState>
      ) : (
        <View weekStart={weekStart} today={today} sessions={shown} closures={weekClosures} onOpen={openRoster} />
      )}

      <Box sx={{ mt: 3 }}>
        <ClosuresList site={site} closures={closures.data ?? []} error={closures.error} canManage={canClose} />
      </Box>

      {/* A dialog whose code cannot be downloaded says so here, with 'Try again'; the week stays usable. */}
      <ErrorBoundary>
        <Suspense fallback={null}>
          {openSession !== undefined && (
            <RosterDialog
              sessionID={openSession}
              group={groupOf(sessions, openSession, site.id)}
              onClose={() => setOpenSession(undefined)}
            />
          )}
          {closing && (
            <CloseDayDialog
              sites={sites}
              site={site.id}
              date={weekStart > today ? weekStart : today}
              onClose={() => setClosing(false)}
            />
          )}
        </Suspense>
      </ErrorBoundary>
    </PageContainer>
  )
}

/** The group of one of the week's sessions (the week is one site's), or undefined when the week does not hold it. */
function groupOf(sessions: readonly WeekSession[], sessionID: number, siteID: number): SessionGroup | undefined {
  const session = sessions.find((candidate) => candidate.sessionID === sessionID)
  return session && { kind: session.kind, groupID: session.groupID, siteID }
}

/** The coaches of the week's sessions (who teaches, and the group's own coach), by name. */
function coachOptions(sessions: readonly WeekSession[]): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>()
  for (const session of sessions) {
    byId.set(session.coachID, session.coachName)
    byId.set(session.groupCoachID, session.groupCoachName)
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}
