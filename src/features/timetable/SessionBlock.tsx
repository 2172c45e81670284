import { dataText } from '@/i18n/i18n'
import { Box, ButtonBase, Typography } from '@mui/material'
import type { SxProps, Theme } from '@mui/material'
import BlockIcon from '@mui/icons-material/Block'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { useFormat } from '@/i18n/format'
import { useTimetableT } from './i18n'
import type { WeekSession } from './timetableApi'
import { levelColour } from './week'

export interface SessionBlockProps {
  session: WeekSession
  onOpen: (sessionID: number) => void
  /** Position inside the day's column (the grid); none in the day list. */
  sx?: SxProps<Theme>
  /** How many lines fit (the grid: from the block's height); all of them in the day list. */
  lines?: number
}

/**
 * One session: a block in its level's colour with the time, level, coach and "enrolled / capacity". A cancelled or
 * closed session says so in words and with an icon, is struck through and hatched, so colour is never the only sign.
 * A button: click, Enter or Space opens its roster.
 */
export function SessionBlock({ session, onOpen, sx, lines = 5 }: SessionBlockProps) {
  const t = useTimetableT()
  const format = useFormat()
  const colour = levelColour(session.levelName)
  const off = session.status !== 'scheduled'
  const start = format.time(session.startTime)
  const end = format.time(session.endTime)
  const seats =
    session.capacity == null
      ? t('block.noCapacity', { enrolled: format.number(session.enrolled) })
      : t('block.enrolled', { enrolled: format.number(session.enrolled), capacity: format.number(session.capacity) })
  const overFull = session.capacity != null && session.enrolled > session.capacity
  const statusWord = session.status === 'cancelled' ? t('block.cancelled') : t('block.closed')
  const label =
    t('block.label', {
      kind: t(`kind.${session.kind}`),
      level: dataText(session.levelName),
      start,
      end,
      coach: session.coachName,
      enrolled: session.enrolled,
      capacity: session.capacity ?? '—',
    }) +
    (session.substituteCoachID != null ? t('block.statusLabel', { status: t('block.substitute') }) : '') +
    (off ? t('block.statusLabel', { status: statusWord }) : '')

  return (
    <ButtonBase
      focusRipple
      aria-label={label}
      data-session-id={session.sessionID}
      data-status={session.status}
      onClick={() => onOpen(session.sessionID)}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          textAlign: 'start',
          overflow: 'hidden',
          containerType: 'inline-size',
          '@container (max-width: 96px)': { '& .end': { display: 'none' } },
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          bgcolor: off ? '#f5f5f5' : colour.background,
          color: 'text.primary',
          borderInlineStart: `4px ${off ? 'dashed' : 'solid'} ${off ? '#6b6b6b' : colour.border}`,
          backgroundImage: off
            ? 'repeating-linear-gradient(135deg, transparent 0 8px, rgba(0,0,0,0.06) 8px 12px)'
            : undefined,
          boxShadow: 1,
          '&:hover': { boxShadow: 3 },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* The time, the status of a session that is off, the level and seats, the coach, the kind: as many as fit. */}
      {[
        <Typography
          key="time"
          component="span"
          variant="caption"
          sx={{ fontWeight: 700, lineHeight: 1.3, textDecoration: off ? 'line-through' : undefined }}
          noWrap
        >
          {start}
          {/* A narrow block (sessions side by side) shows the start only; its label and roster say the end. */}
          <Box component="span" className="end">
            –{end}
          </Box>
        </Typography>,
        off && (
          <Box
            key="status"
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, fontSize: 12, color: '#8e1c1c' }}
          >
            {session.status === 'cancelled' ? (
              <BlockIcon sx={{ fontSize: 14 }} />
            ) : (
              <EventBusyIcon sx={{ fontSize: 14 }} />
            )}
            {statusWord}
          </Box>
        ),
        // The seats on a line of their own, before the level: 'enrolled / capacity' is never cut, and an over-full
        // session (more enrolled than seats) is marked in red and bold.
        <Typography
          key="seats"
          component="span"
          variant="caption"
          data-seats
          data-over-capacity={overFull || undefined}
          sx={{
            lineHeight: 1.3,
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: overFull ? '#b71c1c' : undefined,
          }}
        >
          {seats}
        </Typography>,
        <Typography key="level" component="span" variant="caption" sx={{ lineHeight: 1.3, fontWeight: 600 }} noWrap>
          {dataText(session.levelName)}
        </Typography>,
        <Typography key="coach" component="span" variant="caption" sx={{ lineHeight: 1.3 }} noWrap>
          {session.substituteCoachID != null && (
            <SwapHorizIcon sx={{ fontSize: 13, verticalAlign: 'middle', mr: 0.25 }} />
          )}
          {session.coachName}
        </Typography>,
        <Typography key="kind" component="span" variant="caption" sx={{ lineHeight: 1.3 }} noWrap>
          {t(`kind.${session.kind}`)}
        </Typography>,
      ]
        .filter(Boolean)
        .slice(0, Math.max(1, lines))}
    </ButtonBase>
  )
}
