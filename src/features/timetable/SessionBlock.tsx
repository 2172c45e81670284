import { dataText } from '@/i18n/i18n'
import type { CSSProperties } from 'react'
import { styled } from '@mui/material/styles'
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

  // The level's colours as CSS variables of this block: every block shares one style (one class, made once), which
  // keeps a busy week's first render short on a phone (issue 27).
  const colours = { '--block-bg': colour.background, '--block-border': colour.border } as CSSProperties

  return (
    <Block
      type="button"
      aria-label={label}
      data-session-id={session.sessionID}
      data-status={session.status}
      onClick={() => onOpen(session.sessionID)}
      style={colours}
      sx={sx}
    >
      {/* The time, the status of a session that is off, the level and seats, the coach, the kind: as many as fit. */}
      {[
        <span key="time" className="time">
          {start}
          {/* A narrow block (sessions side by side) shows the start only; its label and roster say the end. */}
          <span className="end">–{end}</span>
        </span>,
        off && (
          <span key="status" className="status">
            {session.status === 'cancelled' ? (
              <BlockIcon sx={{ fontSize: 14 }} />
            ) : (
              <EventBusyIcon sx={{ fontSize: 14 }} />
            )}
            {statusWord}
          </span>
        ),
        // The seats on a line of their own, before the level: 'enrolled / capacity' is never cut, and an over-full
        // session (more enrolled than seats) is marked in red and bold.
        <span key="seats" className="seats" data-seats data-over-capacity={overFull || undefined}>
          {seats}
        </span>,
        <span key="level" className="level">
          {dataText(session.levelName)}
        </span>,
        <span key="coach">
          {session.substituteCoachID != null && (
            <SwapHorizIcon sx={{ fontSize: 13, verticalAlign: 'middle', mr: 0.25 }} />
          )}
          {session.coachName}
        </span>,
        <span key="kind">{t(`kind.${session.kind}`)}</span>,
      ]
        .filter(Boolean)
        .slice(0, Math.max(1, lines))}
    </Block>
  )
}

/**
 * A block's look, the same for every session: the level's colours come in as CSS variables, a session that is off
 * (cancelled or closed) is grey, hatched and struck through by its data-status. A plain button: Enter and Space open.
 */
const Block = styled('button')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'flex-start',
  textAlign: 'start',
  overflow: 'hidden',
  containerType: 'inline-size',
  '@container (max-width: 96px)': { '& .end': { display: 'none' } },
  margin: 0,
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.25, 0.75),
  backgroundColor: 'var(--block-bg)',
  color: theme.palette.text.primary,
  borderInlineStart: '4px solid var(--block-border)',
  boxShadow: theme.shadows[1],
  '&:hover': { boxShadow: theme.shadows[3] },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& > span': {
    ...theme.typography.caption,
    display: 'block',
    lineHeight: 1.3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& > .time': { fontWeight: 700 },
  '& > .status': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    fontWeight: 700,
    fontSize: 12,
    color: '#8e1c1c',
  },
  '& > .seats': { fontWeight: 700, textOverflow: 'clip' },
  '& > .seats[data-over-capacity]': { color: '#b71c1c' },
  '& > .level': { fontWeight: 600 },
  '&[data-status="cancelled"], &[data-status="closed"]': {
    backgroundColor: '#f5f5f5',
    backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 8px, rgba(0,0,0,0.06) 8px 12px)',
    borderInlineStart: '4px dashed #6b6b6b',
    '& > .time': { textDecoration: 'line-through' },
  },
}))
