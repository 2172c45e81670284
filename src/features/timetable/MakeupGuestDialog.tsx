import { useEffect, useState } from 'react'
import {
  Alert,
  Autocomplete,
  Box,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material'
import { LoadingStatus } from '@/components/LoadingStatus'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSnackbar } from 'notistack'
import { Controller } from 'react-hook-form'
import { bookMakeupRequest } from '@contract/sessions'
import { failureText } from '@/api/errors'
import { FormDialog, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { translateContractMessage, dataText } from '@/i18n/i18n'
import type { ActionProps } from './SessionActionDialogs'
import { useTimetableT } from './i18n'
import { useSiteNameOf } from '@/session/useSession'
import {
  useBookMakeupMutation,
  useLookupSwimmersQuery,
  useSessionCreditsQuery,
  type SwimmerLookup,
  type SwimmerSummary,
} from './timetableApi'

/** How long typing must pause before the swimmers are searched. */
export const SEARCH_DELAY_MS = 300

/** Arabic-Indic (٠…٩) and Eastern Arabic-Indic (۰…۹) digits as 0…9: an ID may be typed with either keyboard. */
const latinDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16))

/**
 * What a typed text searches for: digits alone are a swimmer ID, two characters or more a part of the name (the
 * server matches Arabic names however their letters are written); less than that searches nothing.
 */
export function lookupOf(text: string): SwimmerLookup | null {
  const trimmed = text.trim()
  const digits = latinDigits(trimmed)
  if (/^\d{1,12}$/.test(digits)) return { swimmerID: Number(digits) }
  return trimmed.length >= 2 ? { fullName: trimmed } : null
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * Book a make-up guest into this session: find the swimmer by name or ID, then book one of their open credits that
 * the server says can be booked into this session (same level, a free seat, before the expiry: GET
 * /api/sessions/{id}/makeups?swimmer=ID); when none can, the server's reason is shown. The keyboard path: type,
 * arrow down, Enter picks the swimmer (their first credit is chosen), Enter books.
 */
export function MakeupGuestDialog({ session, onClose }: ActionProps) {
  const t = useTimetableT()
  const format = useFormat()
  const siteNameOf = useSiteNameOf()
  const { enqueueSnackbar } = useSnackbar()
  const [book] = useBookMakeupMutation()
  const [input, setInput] = useState('')
  const [swimmer, setSwimmer] = useState<SwimmerSummary | null>(null)
  const typed = useDebounced(input, SEARCH_DELAY_MS)
  const lookup = swimmer === null ? lookupOf(typed) : null
  const found = useLookupSwimmersQuery(lookup ?? skipToken)
  const credits = useSessionCreditsQuery(
    swimmer === null ? skipToken : { sessionID: session.sessionID, swimmerID: swimmer.swimmerID },
  )
  const form = useContractForm({
    schema: bookMakeupRequest,
    defaultValues: { creditID: '' },
    translate: translateContractMessage,
  })
  const bookable = swimmer !== null && credits.isSuccess && !credits.isFetching ? credits.data.credits : []
  // The first bookable credit is chosen as soon as the swimmer's credits are known (Enter then books it).
  const firstCredit = bookable[0]?.creditID
  const { setValue } = form
  useEffect(() => {
    setValue('creditID', firstCredit === undefined ? '' : String(firstCredit))
  }, [firstCredit, setValue])

  const submit = form.submitWith(async ({ creditID }) => {
    try {
      const answer = await book({ sessionID: session.sessionID, creditID: Number(creditID) }).unwrap()
      enqueueSnackbar(answer.message || t('roster.makeupBooked'), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, t('roster.makeupFailed'))
    }
  })

  const waiting = lookupOf(input) !== null && (input !== typed || found.isFetching)
  const options = lookup !== null && found.data ? found.data : []
  const label = (option: SwimmerSummary) => `${option.fullName} (${format.digitsOf(option.swimmerID)})`

  return (
    <FormDialog
      id="makeup-guest"
      title={t('roster.makeupTitle')}
      form={form}
      submitLabel={t('roster.makeupSubmit')}
      submitDisabled={bookable.length === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('roster.makeupIntro', { level: dataText(session.levelName) })}
      </Typography>
      <Autocomplete
        id="makeup-swimmer"
        // The list of swimmers stays inside the dialog (and its landmark), not in a portal at the end of the page;
        // placed against the window, so the dialog's scrolling content does not clip it.
        disablePortal
        slotProps={{ popper: { popperOptions: { strategy: 'fixed' } } }}
        options={options}
        value={swimmer}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        onChange={(_event, value) => {
          setSwimmer(value)
          form.clear()
        }}
        filterOptions={(all) => all}
        getOptionLabel={label}
        isOptionEqualToValue={(option, value) => option.swimmerID === value.swimmerID}
        autoHighlight={false}
        loading={waiting}
        loadingText={t('roster.makeupSearching')}
        noOptionsText={lookupOf(input) === null ? t('roster.makeupTypeMore') : t('roster.makeupNoSwimmer')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography>{label(option)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('roster.makeupSwimmerDetail', {
                  level: dataText(option.levelName),
                  site: siteNameOf(option.site, option.siteName),
                })}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('roster.makeupSwimmer')}
            helperText={t('roster.makeupSwimmerHint')}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps?.input,
                endAdornment: (
                  <>
                    {waiting && <CircularProgress color="inherit" size={18} aria-hidden />}
                    {params.slotProps?.input?.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {found.isError && lookup !== null && (
        <Alert severity="error">{failureText(found.error, t('roster.makeupSearchFailed'))}</Alert>
      )}
      {swimmer !== null && credits.isFetching && (
        <LoadingStatus size={18}>{t('roster.makeupLooking', { name: swimmer.fullName })}</LoadingStatus>
      )}
      {swimmer !== null && credits.isError && !credits.isFetching && (
        <Alert severity="error">{failureText(credits.error, t('roster.candidatesFailed'))}</Alert>
      )}
      {swimmer !== null && credits.isSuccess && !credits.isFetching && bookable.length === 0 && (
        <Alert severity="info">{credits.data.warning ?? t('roster.makeupNoneFor', { name: swimmer.fullName })}</Alert>
      )}
      {bookable.length > 0 && (
        <Controller
          control={form.control}
          name="creditID"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" id="makeup-credit-label">
                {t('roster.makeupCredit', { name: swimmer?.fullName })}
              </FormLabel>
              <RadioGroup
                aria-labelledby="makeup-credit-label"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {bookable.map((credit) => (
                  <FormControlLabel
                    key={credit.creditID}
                    value={String(credit.creditID)}
                    control={<Radio />}
                    label={t('roster.makeupOption', {
                      level: dataText(credit.levelName),
                      from: format.date(credit.fromDate),
                      expires: format.date(credit.expiresOn),
                    })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
    </FormDialog>
  )
}
