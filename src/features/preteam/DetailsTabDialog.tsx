import { useEffect } from 'react'
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useSnackbar } from 'notistack'
import type { PreTeamDetailsTab } from '@contract/preteams'
import { RawData } from '@/components/RawData'
import { useReadableDates } from '@/components/readable/dates'
import { FactList } from '@/components/readable/FactList'
import { ReadableSection } from '@/components/readable/ReadableSection'
import { ReadableTabs } from '@/components/readable/ReadableTabs'
import { dataText } from '@/i18n/i18n'
import { useSiteNameOf, useUserSites } from '@/session/useSession'
import { failureText, isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamDetailsTabQuery } from './preteamApi'

type PreTeamT = ReturnType<typeof usePreTeamT>

const KNOWN_ACTIONS = ['CreatePTeam', 'UpdatePTeamInfo', 'ChangeSite', 'EndPteam', 'RemovePTeam', 'AddSwimmerToPTeam']
const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')

/** The squad as labelled facts, and its history as a timeline of who did what when. */
function PreTeamSummary({ squad, t }: { squad: PreTeamDetailsTab; t: PreTeamT }) {
  const { day: formatDay, dateTime: formatDateTime } = useReadableDates()
  // Sites, levels and days by their names in the UI's language (issue 27); the history names a site by its name.
  const siteNameOf = useSiteNameOf()
  const sites = useUserSites()
  const siteNamed = (name: string) => {
    const site = sites.find((candidate) => candidate.name === name)
    return site ? siteNameOf(site.id, name) : name
  }
  const byWhom = (when: string | null, who: string | null) =>
    when
      ? who
        ? t('detailsTab.byWhom', { when: formatDateTime(when), who })
        : formatDateTime(when)
      : t('detailsTab.never')
  const what = (action: string) =>
    KNOWN_ACTIONS.includes(action)
      ? t(`detailsTab.what.${action}` as 'detailsTab.what.CreatePTeam')
      : t('detailsTab.what.other', { action: spaced(action) })
  const history = [...squad.history].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
  return (
    <>
      <FactList
        facts={[
          [t('detailsTab.id'), squad.pTeamID],
          [
            t('detailsTab.site'),
            t('detailsTab.siteValue', { name: siteNameOf(squad.site, squad.siteName), id: squad.site }),
          ],
          [t('detailsTab.coach'), squad.coachName],
          [t('detailsTab.level'), dataText(squad.level)],
          [t('detailsTab.days'), dataText(squad.days)],
          [t('detailsTab.time'), squad.fromTo],
          [t('detailsTab.swimmers'), t('detailsTab.swimmersValue', { count: squad.activeSwimmers })],
          [t('detailsTab.startDate'), formatDay(squad.startDate)],
          [
            t('detailsTab.status'),
            squad.endDate ? t('detailsTab.ended', { date: formatDay(squad.endDate) }) : t('detailsTab.active'),
          ],
          [t('detailsTab.created'), byWhom(squad.createdAt, squad.createdBy)],
          [t('detailsTab.updated'), byWhom(squad.updatedAt, squad.updatedBy)],
        ]}
      />
      <ReadableSection
        id="preteam-tab-history"
        title={t('detailsTab.history', { count: history.length })}
        empty={history.length === 0}
        emptyText={t('detailsTab.noHistory')}
      >
        <Box
          component="ol"
          aria-label={t('detailsTab.historyLabel', { id: squad.pTeamID })}
          sx={{ m: 0, pl: 2.5, '& > li': { mb: 0.75, typography: 'body2', overflowWrap: 'anywhere' } }}
        >
          {history.map((entry, index) => (
            <li key={index}>
              {t('detailsTab.historyLine', { who: entry.by ?? t('detailsTab.someone'), what: what(entry.action) })}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' — '}
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.site && t('detailsTab.historySite', { site: siteNamed(entry.site) })}
              </Box>
            </li>
          ))}
        </Box>
      </ReadableSection>
    </>
  )
}

/** 'Pre-Team Details Tab': the server's full record of the squad in words; the raw text one tab away. */
export function DetailsTabDialog({ pTeamID, onClose }: { pTeamID: number; onClose: () => void }) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { data, error, isError, isLoading } = usePreTeamDetailsTabQuery(pTeamID, { refetchOnMountOrArgChange: true })
  const failure = isError && !isSessionEnd(error) ? failureText(error, t('toast.detailsFailed')) : ''

  useEffect(() => {
    if (failure) enqueueSnackbar(t('toast.detailsFailed'), { variant: 'error', preventDuplicate: true })
  }, [failure, enqueueSnackbar, t])

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="preteam-details-tab-title">
      <DialogTitle id="preteam-details-tab-title">
        {t('detailsTab.title')} — {pTeamID}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('results.loading')} />
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {data && (
          <ReadableTabs
            id="preteam-details-tab"
            label={t('detailsTab.views')}
            readableLabel={t('detailsTab.readableTab')}
            rawLabel={t('detailsTab.rawTab')}
            raw={<RawData data={data} label={t('detailsTab.label')} />}
          >
            <PreTeamSummary squad={data} t={t} />
          </ReadableTabs>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
