import { useState } from 'react'
import type { FormEvent } from 'react'
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import SearchIcon from '@mui/icons-material/Search'
import { freeCoachSearchRequest, type FreeCoachSearchRequest } from '@contract/coaches'
import type { LookupItem } from '@contract/lookups'
import type { Site } from '@contract/common'
import { ruleText } from '@/i18n/ruleText'
import { useCoachesT } from './i18n'
import { useSiteName } from '@/session/useSession'

interface FreeCoachSearchFormProps {
  coachTypes: readonly LookupItem[]
  sites: readonly Site[]
  /** The site the form starts with (the one chosen at site selection). */
  defaultSite: number | null
  searching: boolean
  onSearch: (criteria: FreeCoachSearchRequest) => void
  onReset: () => void
  /** The criteria were edited: the last search's results and its toast are stale (issue 27). */
  onEdit: () => void
}

type FieldErrors = Partial<Record<keyof FreeCoachSearchRequest, string>>

/** 'Search Free Coaches' (SPEC.md section 2): coach type, site, date and time slot, each optional, and Reset. */
export function FreeCoachSearchForm({
  coachTypes,
  sites,
  defaultSite,
  searching,
  onSearch,
  onReset,
  onEdit,
}: FreeCoachSearchFormProps) {
  const t = useCoachesT()
  const siteName = useSiteName()
  const initialSite = defaultSite === null ? '' : String(defaultSite)
  const [coachType, setCoachType] = useState('')
  const [site, setSite] = useState(initialSite)
  const [date, setDate] = useState('')
  const [timeSlot, setTimeSlot] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  // An edited criterion: its own error goes (the others stay until the next Search), and so does what the last search
  // showed (issue 27).
  const edit =
    (field: keyof FreeCoachSearchRequest, set: (value: string) => void) => (event: { target: { value: string } }) => {
      set(event.target.value)
      setErrors(({ [field]: _edited, ...others }) => others)
      onEdit()
    }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const criteria = {
      coachType: coachType || null,
      site: site || null,
      date: date || null,
      timeSlot: timeSlot || null,
    }
    // The server's own rules, so a slot like '18:00-17:00' is caught before the call with the server's words.
    const parsed = freeCoachSearchRequest.safeParse(criteria)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), ruleText(issue.message)])),
      )
      return
    }
    setErrors({})
    onSearch(criteria)
  }

  const reset = () => {
    setCoachType('')
    setSite(initialSite)
    setDate('')
    setTimeSlot('')
    setErrors({})
    onReset()
  }

  return (
    <Card component="section" aria-labelledby="free-coach-search-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="free-coach-search-title" variant="h2" gutterBottom>
          {t('search.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('search.intro')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('search.title')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            alignItems: 'start',
          }}
        >
          <TextField
            select
            id="free-coach-type"
            label={t('search.coachType')}
            value={coachType}
            onChange={edit('coachType', setCoachType)}
            error={Boolean(errors.coachType)}
            helperText={errors.coachType}
          >
            <MenuItem value="">{t('search.anyType')}</MenuItem>
            {coachTypes.map((type) => (
              <MenuItem key={type.code} value={String(type.code)}>
                {type.description}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="free-coach-site"
            label={t('search.site')}
            value={site}
            onChange={edit('site', setSite)}
            error={Boolean(errors.site)}
            helperText={errors.site}
          >
            <MenuItem value="">{t('search.allSites')}</MenuItem>
            {sites.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {siteName(entry)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="free-coach-date"
            type="date"
            label={t('search.date')}
            value={date}
            onChange={edit('date', setDate)}
            error={Boolean(errors.date)}
            helperText={errors.date ?? t('search.dateHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="free-coach-time-slot"
            label={t('search.timeSlot')}
            placeholder={t('search.timeSlotPlaceholder')}
            value={timeSlot}
            onChange={edit('timeSlot', setTimeSlot)}
            error={Boolean(errors.timeSlot)}
            helperText={errors.timeSlot ?? t('search.timeSlotHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={searching}>
              {searching ? t('search.searching') : t('search.submit')}
            </Button>
            <Button type="button" variant="outlined" startIcon={<RestartAltIcon />} onClick={reset}>
              {t('search.reset')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  )
}
