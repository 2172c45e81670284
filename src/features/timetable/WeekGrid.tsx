import { memo } from 'react'
import { Box, Chip, Stack, Typography } from '@mui/material'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import { useFormat } from '@/i18n/format'
import { SessionBlock } from './SessionBlock'
import { useTimetableT } from './i18n'
import type { Closure, WeekSession } from './timetableApi'
import { hourRange, parseDate, placeSessions, weekDates } from './week'

/** Pixels per hour of the grid: a 45-minute session is tall enough for its three lines. */
export const HOUR_HEIGHT = 76
/** The narrowest a day may be, and the room each of a day's side-by-side sessions gets. */
const DAY_MIN_WIDTH = 120
const LANE_WIDTH = 58
const HOURS_WIDTH = 56
/** One line of a block (caption text). */
const LINE_HEIGHT = 16

export interface WeekViewProps {
  weekStart: string
  today: string
  sessions: readonly WeekSession[]
  closures: readonly Closure[]
  onOpen: (sessionID: number) => void
}

function useDayTitle() {
  const format = useFormat()
  const t = useTimetableT()
  return (date: string, width: 'long' | 'short' = 'short') =>
    t('week.day', { weekday: format.weekday(parseDate(date)!.getUTCDay(), width), date: format.date(date) })
}

function ClosedMark({ closure }: { closure: Closure }) {
  const t = useTimetableT()
  return (
    <Chip
      size="small"
      icon={<EventBusyIcon />}
      label={t('week.closedDay', { reason: closure.reason })}
      sx={{ bgcolor: '#fdecea', color: '#8e1c1c', '& .MuiChip-icon': { color: '#8e1c1c' }, maxWidth: '100%' }}
    />
  )
}

/**
 * The week as a grid: the hours down the side, a column per day (Friday to Thursday), each session a block placed
 * by its start and length, side by side when sessions overlap. A closed day is marked in its heading (in words) and
 * hatched. The grid scrolls sideways when the window is too narrow for seven readable columns. Memoized (see DayList).
 */
export const WeekGrid = memo(function WeekGrid({ weekStart, today, sessions, closures, onOpen }: WeekViewProps) {
  const t = useTimetableT()
  const format = useFormat()
  const dayTitle = useDayTitle()
  const dates = weekDates(weekStart)
  const { from, to } = hourRange(sessions)
  const hours = Array.from({ length: to - from }, (_, index) => from + index)
  const placed = placeSessions(sessions, weekStart, from)
  const height = (to - from) * HOUR_HEIGHT
  const closedOn = new Map(closures.map((closure) => [closure.date, closure]))
  // A day with sessions side by side gets room for each (LANE_WIDTH: the time and 'enrolled / capacity' still fit,
  // see SessionBlock), so the demo's busiest week fits a 1366 px front-desk laptop whole, Saturday to Friday; a
  // busier one scrolls sideways rather than cutting the seats.
  const lanes = dates.map((_, column) =>
    placed.reduce(
      (most, entry) => (entry.placement.column === column ? Math.max(most, entry.placement.lanes) : most),
      1,
    ),
  )
  const widths = lanes.map((count) => Math.max(DAY_MIN_WIDTH, count * LANE_WIDTH))
  const columns = `${HOURS_WIDTH}px ${widths.map((width, index) => `minmax(${width}px, ${lanes[index]}fr)`).join(' ')}`

  return (
    <Box
      role="region"
      aria-label={t('week.grid', { from: format.date(weekStart) })}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          minWidth: HOURS_WIDTH + widths.reduce((sum, width) => sum + width, 0),
        }}
      >
        <Box sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' }} />
        {dates.map((date) => {
          const closure = closedOn.get(date)
          const isToday = date === today
          return (
            <Box
              key={date}
              sx={{
                p: 1,
                borderInlineStart: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: isToday ? '#e8f0fb' : undefined,
              }}
            >
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {dayTitle(date)}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
                {isToday && <Chip size="small" color="primary" label={t('week.today')} />}
                {closure && <ClosedMark closure={closure} />}
              </Stack>
            </Box>
          )
        })}
        <Box
          aria-hidden
          sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', height, borderColor: 'divider' }}
        >
          {hours.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', height: HOUR_HEIGHT, px: 0.5, pt: 0.25, textAlign: 'end' }}
            >
              {format.time(`${String(hour).padStart(2, '0')}:00`)}
            </Typography>
          ))}
        </Box>
        {dates.map((date, column) => {
          const closure = closedOn.get(date)
          const blocks = placed.filter((entry) => entry.placement.column === column)
          return (
            <Box
              key={date}
              component="ul"
              aria-label={dayTitle(date, 'long')}
              sx={{
                position: 'relative',
                listStyle: 'none',
                m: 0,
                p: 0,
                height,
                borderInlineStart: 1,
                borderColor: 'divider',
                backgroundImage: [
                  closure
                    ? 'repeating-linear-gradient(135deg, transparent 0 10px, rgba(198,40,40,0.07) 10px 16px)'
                    : '',
                  `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_HEIGHT - 1}px, #e0e0e0 ${HOUR_HEIGHT - 1}px ${HOUR_HEIGHT}px)`,
                ]
                  .filter(Boolean)
                  .join(','),
              }}
            >
              {blocks.map(({ session, placement }) => {
                const top = (placement.top / 60) * HOUR_HEIGHT
                const blockHeight = Math.max((placement.height / 60) * HOUR_HEIGHT - 2, 20)
                return (
                  <Box
                    component="li"
                    key={session.sessionID}
                    sx={{
                      position: 'absolute',
                      top,
                      height: blockHeight,
                      left: `calc(${(placement.lane / placement.lanes) * 100}% + 2px)`,
                      width: `calc(${100 / placement.lanes}% - 4px)`,
                      display: 'flex',
                    }}
                  >
                    <SessionBlock
                      session={session}
                      onOpen={onOpen}
                      lines={Math.floor((blockHeight - 4) / LINE_HEIGHT)}
                      sx={{ flex: 1, minWidth: 0 }}
                    />
                  </Box>
                )
              })}
            </Box>
          )
        })}
      </Box>
    </Box>
  )
})

/**
 * The week as a list of days, for a narrow window: each day's heading (with its closure), then its sessions in time
 * order, full width. Same blocks, same roster on click.
 *
 * Memoized: the page draws again when a roster opens or closes (the address changes) or an answer comes in, and a
 * week of fifty sessions drawn again each time was the longest task on a phone (issue 27).
 */
export const DayList = memo(function DayList({ weekStart, today, sessions, closures, onOpen }: WeekViewProps) {
  const t = useTimetableT()
  const dayTitle = useDayTitle()
  const closedOn = new Map(closures.map((closure) => [closure.date, closure]))
  const placed = placeSessions(sessions, weekStart, 0)
  return (
    <Stack spacing={2}>
      {weekDates(weekStart).map((date, column) => {
        const closure = closedOn.get(date)
        const blocks = placed.filter((entry) => entry.placement.column === column)
        return (
          <Box key={date} component="section" aria-labelledby={`day-${date}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
              <Typography id={`day-${date}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {dayTitle(date, 'long')}
              </Typography>
              {date === today && <Chip size="small" color="primary" label={t('week.today')} />}
              {closure && <ClosedMark closure={closure} />}
            </Stack>
            {blocks.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                —
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {blocks.map(({ session }) => (
                  <Box component="li" key={session.sessionID} sx={{ display: 'flex' }}>
                    <SessionBlock session={session} onOpen={onOpen} sx={{ flex: 1, py: 0.75 }} />
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        )
      })}
    </Stack>
  )
})
