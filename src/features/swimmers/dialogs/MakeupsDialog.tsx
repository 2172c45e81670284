import { dataText } from '@/i18n/i18n'
import { useState } from 'react'
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import type { ChipProps } from '@mui/material'
import { useSnackbar } from 'notistack'
import type { CreditStatus, MakeupCredit } from '@contract/sessions'
import { failureText } from '@/api/errors'
import { useFormat } from '@/i18n/format'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useSwimmersT } from './i18n'
import {
  useBookSwimmerMakeupMutation,
  useCancelSwimmerMakeupMutation,
  useMakeupOptionsQuery,
  useSwimmerMakeupsQuery,
} from '../makeupsApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'

const STATUS_COLOUR: Record<CreditStatus, ChipProps['color']> = {
  open: 'success',
  booked: 'primary',
  used: 'default',
  expired: 'default',
  withdrawn: 'default',
}
/** The privileges, any one of which books and cancels a make-up in a session of that kind (the server's ATTEND_ACTIONS). */
const KIND_PRIVILEGES = {
  school: ['Mod_SC:ManageAttendance', 'Mod_SC:Attendes'],
  preteam: ['Mod_PT:UpdatePTeamInfo'],
} as const

/**
 * 'Make-ups': the swimmer's make-up credits and their history — open, booked, used or expired, the session missed,
 * the session booked and the expiry — with Book (a session of the same level with a free seat before the expiry,
 * from the server's options) and Cancel booking (the credit is open again). Booking is offered to those holding a
 * privilege the server checks for that kind of session (taking its attendance).
 */
export function MakeupsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const format = useFormat()
  const { privileges } = useGrantedActions()
  const { enqueueSnackbar } = useSnackbar()
  const credits = useSwimmerMakeupsQuery(swimmer.swimmerID)
  const [booking, setBooking] = useState<MakeupCredit>()
  const [cancelBooking, cancelling] = useCancelSwimmerMakeupMutation()
  const mayBook = (credit: MakeupCredit) =>
    KIND_PRIVILEGES[credit.fromKind].some((privilege) => privileges.includes(privilege))

  const cancel = async (credit: MakeupCredit) => {
    try {
      const answer = await cancelBooking({ sessionID: credit.bookedSessionID!, creditID: credit.creditID }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('makeups.cancelFailed')), { variant: 'error' })
    }
  }
  const group = (kind: 'school' | 'preteam', id: number) => t(`makeups.${kind}`, { id })

  return (
    <ReadOnlyDialog
      id="swimmer-makeups"
      title={`${t('makeups.title')} · ${swimmer.fullName}`}
      loading={credits.isLoading}
      onClose={onClose}
    >
      {credits.isError && <Alert severity="error">{failureText(credits.error, t('makeups.failed'))}</Alert>}
      {credits.data && credits.data.length === 0 && <Typography>{t('makeups.empty')}</Typography>}
      {credits.data && credits.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('makeups.tableLabel', { name: swimmer.fullName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('makeups.status')}</TableCell>
                <TableCell>{t('makeups.missed')}</TableCell>
                <TableCell>{t('makeups.expires')}</TableCell>
                <TableCell>{t('makeups.booked')}</TableCell>
                <TableCell>{t('makeups.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {credits.data.map((credit) => (
                <TableRow key={credit.creditID} data-credit-id={credit.creditID}>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOUR[credit.status]}
                      variant={credit.status === 'open' || credit.status === 'booked' ? 'filled' : 'outlined'}
                      label={t(`makeups.statuses.${credit.status}`)}
                    />
                  </TableCell>
                  <TableCell>
                    {format.date(credit.fromDate)} · {group(credit.fromKind, credit.fromGroupID)} ·{' '}
                    {dataText(credit.levelName)}
                    {credit.status === 'withdrawn' && credit.withdrawnAt !== null && (
                      <Typography variant="body2" color="text.secondary">
                        {t('makeups.withdrawnBy', {
                          name: credit.withdrawnBy ?? '—',
                          date: format.dateTime(credit.withdrawnAt),
                          reason: credit.withdrawnReason ?? '',
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{format.date(credit.expiresOn)}</TableCell>
                  <TableCell>
                    {credit.bookedDate != null && credit.bookedGroupID != null
                      ? `${format.date(credit.bookedDate)} · ${group(credit.fromKind, credit.bookedGroupID)}`
                      : '—'}
                  </TableCell>
                  <TableCell>
                    {credit.status === 'open' && mayBook(credit) && (
                      <Button size="small" variant="outlined" onClick={() => setBooking(credit)}>
                        {t('makeups.book')}
                      </Button>
                    )}
                    {credit.status === 'booked' && credit.bookedSessionID != null && mayBook(credit) && (
                      <Button
                        size="small"
                        color="error"
                        disabled={cancelling.isLoading}
                        onClick={() => void cancel(credit)}
                      >
                        {t('makeups.cancelBooking')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {booking && (
        <BookMakeupDialog swimmerID={swimmer.swimmerID} credit={booking} onClose={() => setBooking(undefined)} />
      )}
    </ReadOnlyDialog>
  )
}

/** The sessions a credit may be booked into (same level, a free seat, before the expiry): choosing one books it. */
function BookMakeupDialog({
  swimmerID,
  credit,
  onClose,
}: {
  swimmerID: number
  credit: MakeupCredit
  onClose: () => void
}) {
  const t = useSwimmersT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const options = useMakeupOptionsQuery({ swimmerID, creditID: credit.creditID })
  const [book, booking] = useBookSwimmerMakeupMutation()
  const [message, setMessage] = useState<string>()
  const choose = async (sessionID: number) => {
    setMessage(undefined)
    try {
      const answer = await book({ sessionID, creditID: credit.creditID }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      onClose()
    } catch (error) {
      setMessage(failureText(error, t('makeups.bookFailed')))
    }
  }
  return (
    <ReadOnlyDialog
      id="book-makeup"
      title={t('makeups.bookTitle', { level: dataText(credit.levelName), expires: format.date(credit.expiresOn) })}
      loading={options.isLoading}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {message && <Alert severity="error">{message}</Alert>}
        {options.isError && <Alert severity="error">{failureText(options.error, t('makeups.optionsFailed'))}</Alert>}
        {options.data && options.data.length === 0 && <Typography>{t('makeups.noOptions')}</Typography>}
        {options.data && options.data.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('makeups.chooseSession')}
            </Typography>
            <List aria-label={t('makeups.optionsLabel')} aria-busy={booking.isLoading}>
              {options.data.map((session) => (
                <ListItemButton
                  key={session.sessionID}
                  disabled={booking.isLoading}
                  onClick={() => void choose(session.sessionID)}
                  divider
                >
                  <ListItemText
                    primary={t('makeups.option', {
                      date: format.date(session.date),
                      weekday: format.weekday(new Date(`${session.date}T00:00:00Z`).getUTCDay()),
                      start: format.time(session.startTime),
                      end: format.time(session.endTime),
                      group: t(`makeups.${session.kind}`, { id: session.groupID }),
                    })}
                    secondary={t('makeups.optionDetail', {
                      coach: session.coachName,
                      enrolled: session.enrolled,
                      capacity: session.capacity ?? '—',
                    })}
                  />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
        {booking.isLoading && <CircularProgress size={20} aria-label={t('makeups.booking')} />}
      </Stack>
    </ReadOnlyDialog>
  )
}
