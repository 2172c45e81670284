import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import type { SchoolDetailsTab } from '@contract/schools'
import { RawData } from '@/components/RawData'
import { useReadableDates } from '@/components/readable/dates'
import { FactList } from '@/components/readable/FactList'
import { LineList, ReadableSection } from '@/components/readable/ReadableSection'
import { ReadableTabs } from '@/components/readable/ReadableTabs'
import { dataText } from '@/i18n/i18n'
import { useSiteNameOf } from '@/session/useSession'
import { failureText } from './failure'
import { useSchoolsT } from './i18n'
import { useSchoolDetailsTabQuery } from './schoolsApi'

type SchoolsT = ReturnType<typeof useSchoolsT>

/** The school as labelled facts, its recent sessions and the latest register, in words. */
function SchoolSummary({ school, t }: { school: SchoolDetailsTab; t: SchoolsT }) {
  const { day: formatDay, dateTime: formatDateTime } = useReadableDates()
  // Sites, levels, school types and days by their names in the UI's language (issue 27).
  const siteNameOf = useSiteNameOf()
  const byWhom = (when: string | null, who: string | null) =>
    when
      ? who
        ? t('detailsTab.byWhom', { when: formatDateTime(when), who })
        : formatDateTime(when)
      : t('detailsTab.never')
  const register = school.latestSession
  return (
    <>
      <FactList
        facts={[
          [t('detailsTab.schoolId'), school.schoolID],
          [
            t('detailsTab.site'),
            t('detailsTab.siteValue', { name: siteNameOf(school.site, school.siteName), id: school.site }),
          ],
          [
            t('detailsTab.coach'),
            school.coachMobile
              ? t('detailsTab.coachValue', { name: school.coachName, mobile: school.coachMobile })
              : school.coachName,
          ],
          [t('detailsTab.level'), dataText(school.level)],
          [t('detailsTab.type'), dataText(school.type)],
          [t('detailsTab.days'), dataText(school.days)],
          [t('detailsTab.time'), school.fromTo],
          [
            t('detailsTab.places'),
            t('detailsTab.placesValue', { enrolled: school.enrolled, capacity: school.capacity }),
          ],
          [t('detailsTab.startDate'), formatDay(school.startDate)],
          [
            t('detailsTab.status'),
            school.endDate ? t('detailsTab.ended', { date: formatDay(school.endDate) }) : t('detailsTab.active'),
          ],
          [t('detailsTab.created'), byWhom(school.createdAt, school.createdBy)],
          [t('detailsTab.updated'), byWhom(school.updatedAt, school.updatedBy)],
        ]}
      />
      <ReadableSection
        id="school-tab-sessions"
        title={t('detailsTab.sessions', { count: school.recentSessions.length })}
        empty={school.recentSessions.length === 0}
        emptyText={t('detailsTab.noSessions')}
      >
        <LineList>
          {school.recentSessions.map((session) => (
            <li key={session.sessionDate}>
              {t('detailsTab.session', {
                day: dataText(session.day),
                date: formatDay(session.sessionDate),
                present: session.present,
                absent: session.absent,
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection
        id="school-tab-register"
        title={
          register
            ? t('detailsTab.register', { date: formatDay(register.sessionDate), time: register.timeAttend })
            : t('detailsTab.registerNone')
        }
        empty={!register || register.entries.length === 0}
        emptyText={t('detailsTab.noSessions')}
      >
        <LineList>
          {register?.entries.map((entry) => {
            const line = t(entry.attended ? 'detailsTab.attended' : 'detailsTab.absent', {
              name: entry.fullName,
              id: entry.swimmerID,
            })
            return (
              <li key={entry.swimmerID}>
                {entry.notes ? t('detailsTab.withNotes', { line, notes: entry.notes }) : line}
              </li>
            )
          })}
        </LineList>
      </ReadableSection>
    </>
  )
}

/** School Details Tab: everything the server knows about the school in words; the raw text one tab away. */
export function SchoolDetailsTabDialog({ schoolID, onClose }: { schoolID: number | null; onClose: () => void }) {
  const t = useSchoolsT()
  const details = useSchoolDetailsTabQuery(schoolID ?? 0, { skip: schoolID === null })

  return (
    <Dialog open={schoolID !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="school-tab-title">
      <DialogTitle id="school-tab-title">
        {t('detailsTab.title')}
        {schoolID !== null && ` — ${schoolID}`}
      </DialogTitle>
      <DialogContent dividers>
        {details.isFetching && !details.data && <CircularProgress aria-label={t('detailsTab.title')} />}
        {details.isError && <Alert severity="error">{failureText(details.error, t('detailsTab.failed'))}</Alert>}
        {details.data && (
          <ReadableTabs
            id="school-tab"
            label={t('detailsTab.views')}
            readableLabel={t('detailsTab.readableTab')}
            rawLabel={t('detailsTab.rawTab')}
            raw={<RawData data={details.data} label={t('detailsTab.rawLabel')} />}
          >
            <SchoolSummary school={details.data} t={t} />
          </ReadableTabs>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('detailsTab.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
