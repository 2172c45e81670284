import { useState } from 'react'
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { Link as RouterLink } from 'react-router-dom'
import type { ReadySeat, ReadySwimmer } from '@contract/progress'
import { failureText } from '@/api/errors'
import { Isolated, Ltr, withIsolated } from '@/components/Bidi'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { EmptyState } from '@/components/EmptyState'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { LoadingStatus } from '@/components/LoadingStatus'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { progressPath, reportCardPath } from '@/config/progressLinks'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { composedText } from '@/i18n/dataTexts'
import { useActing } from '@/session/useActing'
import { useSiteName } from '@/session/useSession'
import { useProgressT } from './i18n'
import { useMoveUpMutation, useReadyListQuery } from './progressApi'

// Ready to move up (issue 31): /ready, the chosen site's swimmers who meet their level's pass rule, each with the next
// level's groups at the site that have a free seat (and their times), or a full school's waitlist. One action moves the
// swimmer's level and enrols them (the enrolment rules, its invoice) or puts them on the waitlist, in one operation
// on the server; its message (and a refusal's) is shown as the server wrote it.

const LEVEL_ACTIONS = ['Mod_SW:UpdateLevel', 'Mod_SW:UpdateSchoolLevel', 'Mod_SW:UpdatePTeamLevel']
const ENROL_ACTION = { school: 'Mod_SW:AddSwimmerToSchool', preteam: 'Mod_SW:AddSwimmerToPTeam' } as const

interface Move {
  swimmer: ReadySwimmer
  seat: ReadySeat
  waitlist: boolean
}

export function ReadyPage() {
  const t = useProgressT()
  const { site } = useActing()
  const siteName = useSiteName()
  const granted = useGrantedActions()
  const ready = useReadyListQuery(site?.id ?? 0, { skip: !site })
  const [move, setMove] = useState<Move | null>(null)

  if (!site || (!granted.known && !granted.failed)) return <FullPageSpinner />
  const has = (privilege: string) => granted.privileges.includes(privilege)
  // Offered only as the server would accept it: a level change, and the enrolment of the seat's kind.
  const mayMove = (seat: ReadySeat) => LEVEL_ACTIONS.some(has) && has(ENROL_ACTION[seat.kind])
  const name = siteName(site)

  return (
    <PageContainer title={t('ready.title')} maxWidth="md">
      <Typography sx={{ mb: 2 }}>{t('ready.intro', { site: name })}</Typography>
      {ready.isError && <Alert severity="error">{failureText(ready.error, t('ready.failed'))}</Alert>}
      {ready.isLoading && <LoadingStatus>{t('ready.loading')}</LoadingStatus>}
      {ready.data?.length === 0 && (
        <EmptyState title={t('ready.emptyTitle')}>{t('ready.empty', { site: name })}</EmptyState>
      )}
      {ready.data && ready.data.length > 0 && (
        <Stack component="ul" aria-label={t('ready.title')} spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ready.data.map((swimmer) => (
            <ReadyCard
              key={swimmer.swimmerID}
              swimmer={swimmer}
              mayMove={mayMove}
              onMove={(seat, waitlist) => setMove({ swimmer, seat, waitlist })}
            />
          ))}
        </Stack>
      )}
      {move && <MoveUpDialog move={move} onClose={() => setMove(null)} />}
    </PageContainer>
  )
}

function useTimes() {
  const t = useProgressT()
  const format = useFormat()
  return (group: { days: string; startTime: string; endTime: string }) =>
    t('ready.times', {
      days: dataText(group.days),
      start: format.time(group.startTime),
      end: format.time(group.endTime),
    })
}

function ReadyCard({
  swimmer,
  mayMove,
  onMove,
}: {
  swimmer: ReadySwimmer
  mayMove: (seat: ReadySeat) => boolean
  onMove: (seat: ReadySeat, waitlist: boolean) => void
}) {
  const t = useProgressT()
  const format = useFormat()
  const times = useTimes()
  const headingID = `ready-${swimmer.swimmerID}`
  const next = swimmer.nextLevelName ? dataText(swimmer.nextLevelName) : null
  return (
    <Box
      component="li"
      aria-labelledby={headingID}
      data-swimmer-id={swimmer.swimmerID}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingID} component="h2" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          <Isolated>{swimmer.fullName}</Isolated> (<Ltr>{format.digitsOf(swimmer.swimmerID)}</Ltr>)
        </Typography>
        <Typography>
          {withIsolated((_ltr, own) =>
            t('ready.moves', { level: own(dataText(swimmer.levelName)), next: own(next ?? '—') }),
          )}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('ready.since', { date: format.date(swimmer.readySince) })}
      </Typography>
      <Typography variant="body2">
        {swimmer.currentGroup
          ? t('ready.current', {
              group: composedText(swimmer.currentGroup.groupName, swimmer.currentGroup.groupText),
              days: dataText(swimmer.currentGroup.days),
              start: format.time(swimmer.currentGroup.startTime),
              end: format.time(swimmer.currentGroup.endTime),
            })
          : t('ready.noGroup')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ my: 1 }}>
        <Link
          component={RouterLink}
          to={progressPath(swimmer.swimmerID)}
          variant="body2"
          aria-label={t('ready.progressOf', { name: swimmer.fullName })}
        >
          {t('ready.progress')}
        </Link>
        <Link
          component={RouterLink}
          to={reportCardPath(swimmer.swimmerID)}
          variant="body2"
          aria-label={t('ready.reportCardOf', { name: swimmer.fullName })}
        >
          {t('ready.reportCard')}
        </Link>
      </Stack>
      {next === null ? (
        <Typography>{t('ready.lastLevel', { level: dataText(swimmer.levelName) })}</Typography>
      ) : swimmer.seats.length === 0 ? (
        <Alert severity="info">{t('ready.noSeats', { level: next })}</Alert>
      ) : (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            {t('ready.seats', { level: next })}
          </Typography>
          <Box
            component="ul"
            aria-label={t('ready.seatsOf', { level: next, name: swimmer.fullName })}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mt: 0.5 }}
          >
            {swimmer.seats.map((seat) => {
              const full = seat.free === 0
              return (
                <Box
                  component="li"
                  key={`${seat.kind}-${seat.groupID}`}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    p: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  <Box sx={{ flex: '1 1 200px' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <Isolated>{composedText(seat.groupName, seat.groupText)}</Isolated>
                    </Typography>
                    <Typography variant="body2">{times(seat)}</Typography>
                    {seat.coachName && (
                      <Typography variant="body2">{t('ready.coach', { name: seat.coachName })}</Typography>
                    )}
                  </Box>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={full ? 'warning' : 'success'}
                    label={
                      seat.free === null
                        ? t('ready.noLimit')
                        : full
                          ? t('ready.full')
                          : t('ready.free', { count: seat.free })
                    }
                  />
                  {mayMove(seat) &&
                    (full ? (
                      seat.waitlist && (
                        <Button
                          variant="outlined"
                          onClick={() => onMove(seat, true)}
                          aria-label={t('ready.waitlistLabel', { name: swimmer.fullName, group: seat.groupName })}
                        >
                          {t('ready.waitlist')}
                        </Button>
                      )
                    ) : (
                      <Button
                        variant="contained"
                        onClick={() => onMove(seat, false)}
                        aria-label={t('ready.moveUpLabel', { name: swimmer.fullName, group: seat.groupName })}
                      >
                        {t('ready.moveUp')}
                      </Button>
                    ))}
                </Box>
              )
            })}
          </Box>
        </>
      )}
    </Box>
  )
}

function MoveUpDialog({ move, onClose }: { move: Move; onClose: () => void }) {
  const t = useProgressT()
  const format = useFormat()
  const times = useTimes()
  const { enqueueSnackbar } = useSnackbar()
  const [moveUp, moving] = useMoveUpMutation()
  const { swimmer, seat, waitlist } = move
  const words = {
    name: swimmer.fullName,
    level: dataText(swimmer.nextLevelName ?? ''),
    group: composedText(seat.groupName, seat.groupText),
    times: times(seat),
  }
  const confirm = async () => {
    try {
      const answer = await moveUp({
        swimmerID: swimmer.swimmerID,
        target: waitlist ? { waitlist: seat.groupID } : { groupID: seat.groupID },
      }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      if (answer.invoiceID !== null)
        enqueueSnackbar(t('ready.invoice', { invoice: format.digitsOf(answer.invoiceID) }), { variant: 'info' })
      onClose()
    } catch (error) {
      enqueueSnackbar(failureText(error, t('ready.moveFailed')), { variant: 'error' })
    }
  }
  return (
    <ConfirmDialog
      open
      title={t('ready.confirmTitle', { name: swimmer.fullName })}
      message={waitlist ? t('ready.confirmWaitlist', words) : t('ready.confirmEnrol', words)}
      confirmLabel={t('ready.confirm')}
      cancelLabel={t('ready.cancel')}
      busy={moving.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  )
}
