import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { useSnackbar, type SnackbarKey } from 'notistack'
import { freeCoachFinderRequest } from '@contract/coaches'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorStatus } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useAppCode } from '@/lookups/useAppCode'
import { useSelectedSite, useSiteName } from '@/session/useSession'
import { useLazyFindFreeCoachesQuery } from './freeCoachesApi'
import { useFreeCoachesT } from './i18n'

interface Criteria {
  type: string
  startTime: string
  firstDay: string
  secondDay: string
}

const NO_CRITERIA: Criteria = { type: '', startTime: '', firstDay: '', secondDay: '' }

/** The free-coaches finder (SPEC.md sections 2, 4 and 5: Free Coaches). */
export function FreeCoachesPage() {
  const t = useFreeCoachesT()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const siteName = useSiteName()
  const coachTypes = useAppCode(LOOKUP_GROUP.coachType).items
  const days = useAppCode(LOOKUP_GROUP.day).items
  const [criteria, setCriteria] = useState<Criteria>(NO_CRITERIA)
  const [shown, setShown] = useState(false)
  const [find, result] = useLazyFindFreeCoachesQuery()

  const complete = Object.values(criteria).every((value) => value !== '')
  const canSearch = complete && site !== null && !result.isFetching

  // The toast the last search left ('none found', 'failed'), and which search is current: an edit makes both stale.
  const toast = useRef<SnackbarKey | undefined>(undefined)
  const searchNo = useRef(0)
  const say = (text: string, variant: 'info' | 'warning' | 'error') => {
    toast.current = enqueueSnackbar(text, { variant })
  }

  // SPEC.md section 4: changing the criteria clears earlier results; their 'none found' or 'failed' toast goes with
  // them, and an answer still on its way is for the old criteria (issue 27), as the swimmer search does.
  const change = (field: keyof Criteria, value: string) => {
    setCriteria((current) => ({ ...current, [field]: value }))
    setShown(false)
    searchNo.current += 1
    if (toast.current !== undefined) closeSnackbar(toast.current)
    toast.current = undefined
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!site) return say(t('messages.noSite'), 'warning')
    const parsed = freeCoachFinderRequest.safeParse({ ...criteria, site: site.id })
    if (!complete || !parsed.success) return say(t('messages.fillAll'), 'warning')
    const asked = ++searchNo.current
    try {
      const coaches = await find(parsed.data).unwrap()
      if (asked !== searchNo.current) return
      setShown(true)
      if (coaches.length === 0) say(t('messages.none'), 'info')
    } catch (error) {
      if (asked !== searchNo.current) return
      setShown(false)
      if (getErrorStatus(error) !== 401) say(t('messages.failed'), 'error')
    }
  }

  const rows = shown ? (result.data ?? []) : null

  return (
    <PageContainer title={t('title')} maxWidth="md">
      <Card component="section" sx={{ mb: 3 }}>
        <CardContent>
          {site ? (
            <Typography variant="h2" component="p" gutterBottom>
              {t('site', { name: siteName(site), id: site.id })}
            </Typography>
          ) : (
            <Box sx={{ mb: 2 }}>
              <EmptyState title={t('noSiteTitle')} severity="warning">
                {t('noSiteText')}
              </EmptyState>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-label={t('form.label')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <TextField
              select
              id="finder-type"
              label={t('form.coachType')}
              value={criteria.type}
              onChange={(event) => change('type', event.target.value)}
              required
            >
              {coachTypes.map((type) => (
                <MenuItem key={type.code} value={String(type.code)}>
                  {type.description}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="finder-start-time"
              type="time"
              label={t('form.startTime')}
              value={criteria.startTime}
              onChange={(event) => change('startTime', event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              id="finder-first-day"
              label={t('form.firstDay')}
              value={criteria.firstDay}
              onChange={(event) => change('firstDay', event.target.value)}
              required
            >
              {days.map((day) => (
                <MenuItem key={day.code} value={String(day.code)}>
                  {day.description}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="finder-second-day"
              label={t('form.secondDay')}
              value={criteria.secondDay}
              onChange={(event) => change('secondDay', event.target.value)}
              required
            >
              {days.map((day) => (
                <MenuItem key={day.code} value={String(day.code)}>
                  {day.description}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!canSearch}>
                {result.isFetching ? t('form.searching') : t('form.submit')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>

      {rows && (
        <Card component="section" aria-labelledby="finder-results-title">
          <CardContent>
            <Typography id="finder-results-title" variant="h2" gutterBottom>
              {t('results.title')}
            </Typography>
            {rows.length === 0 ? (
              <EmptyState title={t('results.noneTitle')}>{t('results.noneText')}</EmptyState>
            ) : (
              <>
                <Typography role="status" sx={{ mb: 2 }}>
                  {t('results.found', { count: rows.length })}
                </Typography>
                <TableContainer>
                  <Table size="small" aria-label={t('results.label')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('results.coachId')}</TableCell>
                        <TableCell>{t('results.coachName')}</TableCell>
                        <TableCell>{t('results.status')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((coach) => (
                        <TableRow key={coach.coachId}>
                          <TableCell>{coach.coachId}</TableCell>
                          <TableCell>{coach.name}</TableCell>
                          <TableCell>
                            <Chip size="small" color="success" label={t('results.available')} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </PageContainer>
  )
}
