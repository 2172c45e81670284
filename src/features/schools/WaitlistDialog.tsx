import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import type { SchoolResult } from '@contract/schools'
import { addToWaitlistRequest } from '@contract/waitlists'
import type { WaitlistEntry } from '@contract/waitlists'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useGrantedActions } from '@/components/useGrantedActions'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { AcceptOfferDialog } from '@/components/waitlist/AcceptOfferDialog'
import { useFormat } from '@/i18n/format'
import { translateContractMessage, dataText } from '@/i18n/i18n'
import { failureText } from './failure'
import { useSchoolsT } from './i18n'
import {
  useAddToWaitlistMutation,
  useDeclineOfferMutation,
  useRemoveFromWaitlistMutation,
  useSchoolWaitlistQuery,
} from './waitlistApi'

const OPEN = new Set(['waiting', 'offered'])

/**
 * A school's waitlist (issue 14): the swimmers waiting in queue order, the open offer with its expiry (Accept makes
 * it an enrolment with its invoice, Decline passes the seat to the next one), Remove for those waiting, the closed
 * entries after them; and, while the school is full, Add to waitlist. Changing the list needs the privilege that
 * enrols into schools (Mod_SW AddSwimmerToSchool), the one the server's waitlist routes check.
 */
export function WaitlistDialog({ school, onClose }: { school: SchoolResult | null; onClose: () => void }) {
  const t = useSchoolsT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const mayChange = useGrantedActions().privileges.includes('Mod_SW:AddSwimmerToSchool')
  const list = useSchoolWaitlistQuery(school?.schoolID ?? 0, { skip: !school })
  const [adding, setAdding] = useState(false)
  const [accepting, setAccepting] = useState<WaitlistEntry>()
  const [removing, setRemoving] = useState<WaitlistEntry>()
  const [decline, declining] = useDeclineOfferMutation()
  const [remove, removal] = useRemoveFromWaitlistMutation()
  if (!school) return null

  const active = !school.endDate
  const entries = list.data ?? []
  // Seats held for the waitlist (open offers, and those waiting, to whom a freed seat goes first) are taken, as the
  // server counts them when it enrols (issue 25): a school whose last seat an offer holds is full here too.
  const held = entries.filter((entry) => OPEN.has(entry.status)).length
  const full = school.enrolled + held >= school.capacity

  const run = async (action: () => Promise<{ message: string }>, fallback: string) => {
    try {
      const answer = await action()
      enqueueSnackbar(answer.message, { variant: 'success' })
      return true
    } catch (error) {
      enqueueSnackbar(failureText(error, fallback), { variant: 'error' })
      return false
    }
  }
  const statusText = (entry: WaitlistEntry) =>
    entry.status === 'offered'
      ? t('waitlist.offeredUntil', { date: format.date(entry.offerExpiresOn ?? '') })
      : entry.status === 'waiting'
        ? t('waitlist.position', { position: entry.position ?? '—' })
        : t(`waitlist.statuses.${entry.status}`)

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="school-waitlist-title">
      <DialogTitle id="school-waitlist-title">
        {t('waitlist.title', { id: school.schoolID, level: dataText(school.level) })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            {t('waitlist.summary', {
              days: dataText(school.days),
              time: school.fromTo,
              coach: school.coachName,
              enrolled: school.enrolled,
              capacity: school.capacity,
            })}
          </Typography>
          {active && list.isSuccess && !full && <Alert severity="info">{t('waitlist.notFull')}</Alert>}
          {list.isLoading && <CircularProgress aria-label={t('waitlist.loading')} />}
          {list.isError && <Alert severity="error">{failureText(list.error, t('waitlist.failed'))}</Alert>}
          {list.isSuccess && entries.length === 0 && <Typography>{t('waitlist.empty')}</Typography>}
          {entries.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t('waitlist.tableLabel', { id: school.schoolID })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('waitlist.status')}</TableCell>
                    <TableCell>{t('waitlist.swimmer')}</TableCell>
                    <TableCell>{t('waitlist.addedOn')}</TableCell>
                    <TableCell>{t('waitlist.note')}</TableCell>
                    <TableCell>{t('waitlist.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entries.map((entry) => (
                    <TableRow key={entry.entryID} data-entry-id={entry.entryID}>
                      <TableCell>
                        <Chip
                          size="small"
                          color={
                            entry.status === 'offered' ? 'warning' : entry.status === 'accepted' ? 'success' : 'default'
                          }
                          variant={OPEN.has(entry.status) ? 'filled' : 'outlined'}
                          label={statusText(entry)}
                        />
                        {entry.closedReason && (
                          <Typography variant="caption" color="text.secondary" component="p">
                            {entry.closedReason}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {entry.fullName} ({format.digitsOf(entry.swimmerID)})
                      </TableCell>
                      <TableCell>{format.date(entry.addedOn)}</TableCell>
                      <TableCell>{entry.note || '—'}</TableCell>
                      <TableCell>
                        {mayChange && (
                          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            {entry.status === 'offered' && (
                              <>
                                <Button size="small" variant="contained" onClick={() => setAccepting(entry)}>
                                  {t('waitlist.accept')}
                                </Button>
                                <Button
                                  size="small"
                                  variant="outlined"
                                  disabled={declining.isLoading}
                                  onClick={() =>
                                    void run(() => decline(entry.entryID).unwrap(), t('waitlist.declineFailed'))
                                  }
                                >
                                  {t('waitlist.decline')}
                                </Button>
                              </>
                            )}
                            {entry.status === 'waiting' && (
                              <Button size="small" color="error" onClick={() => setRemoving(entry)}>
                                {t('waitlist.remove')}
                              </Button>
                            )}
                          </Stack>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {mayChange && active && full && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('waitlist.add')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {t('waitlist.close')}
        </Button>
      </DialogActions>
      {adding && <AddToWaitlistDialog school={school} onClose={() => setAdding(false)} />}
      {accepting && (
        <AcceptOfferDialog
          entryID={accepting.entryID}
          site={school.site}
          texts={{
            title: t('waitlist.acceptTitle', { name: accepting.fullName, id: school.schoolID }),
            submit: t('waitlist.acceptSubmit'),
            months: t('waitlist.months'),
            amountPaid: t('waitlist.amountPaid'),
            amountHint: t('waitlist.amountHint'),
            receiptNo: t('waitlist.receiptNo'),
            failed: t('waitlist.acceptFailed'),
            price: (amount, item) => t('waitlist.price', { amount, item }),
          }}
          onClose={() => setAccepting(undefined)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('waitlist.removeTitle')}
          message={t('waitlist.removeConfirm', { name: removing.fullName, id: school.schoolID })}
          confirmLabel={t('waitlist.remove')}
          cancelLabel={t('waitlist.keep')}
          destructive
          busy={removal.isLoading}
          onConfirm={() =>
            void run(() => remove(removing.entryID).unwrap(), t('waitlist.removeFailed')).then(
              (done) => done && setRemoving(undefined),
            )
          }
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Dialog>
  )
}

function AddToWaitlistDialog({ school, onClose }: { school: SchoolResult; onClose: () => void }) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const [add] = useAddToWaitlistMutation()
  const form = useContractForm({
    schema: addToWaitlistRequest,
    defaultValues: { swimmerID: '', note: '' },
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async (payload) => {
    try {
      const entry = await add({ schoolID: school.schoolID, ...payload }).unwrap()
      enqueueSnackbar(t('waitlist.added', { name: entry.fullName, position: entry.position ?? '—' }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      form.fail(error, t('waitlist.addFailed'))
    }
  })
  return (
    <FormDialog
      id="add-to-waitlist"
      title={t('waitlist.addTitle', { id: school.schoolID })}
      form={form}
      submitLabel={t('waitlist.addSubmit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        name="swimmerID"
        label={t('waitlist.swimmerId')}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField name="note" label={t('waitlist.note')} fullWidth multiline minRows={2} />
    </FormDialog>
  )
}
