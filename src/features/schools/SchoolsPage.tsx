import { useCallback, useState } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined'
import { useSnackbar } from 'notistack'
import type { SchoolResult, SchoolSearchRequest } from '@contract/schools'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { PageContainer } from '@/components/PageContainer'
import { useSelectedSite, useSessionUser, useSiteName } from '@/session/useSession'
import { CreateSchoolDialog } from './CreateSchoolDialog'
import { EditSchoolDialog } from './EditSchoolDialog'
import { failureText, isSessionEnd } from './failure'
import { useSchoolsT } from './i18n'
import { ManageAttendanceDialog } from './ManageAttendanceDialog'
import { actionKind } from './schoolActions'
import { SchoolDetailsDialog } from './SchoolDetailsDialog'
import { SchoolDetailsTabDialog } from './SchoolDetailsTabDialog'
import { SchoolIdPrompt } from './SchoolIdPrompt'
import { SchoolSearchForm } from './SchoolSearchForm'
import type { SchoolSearchKey } from './SchoolSearchForm'
import { SchoolSwimmersDialog } from './SchoolSwimmersDialog'
import { WaitlistDialog } from './WaitlistDialog'
import { SchoolsGrid } from './SchoolsGrid'
import { useFormat } from '@/i18n/format'
import { useEndSchoolMutation, useLazySearchSchoolsQuery, useSchoolSwimmersQuery } from './schoolsApi'

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'prompt' }
  | { kind: 'info' | 'detailsTab' | 'swimmers' | 'attendance' | 'end' | 'waitlist' | 'edit'; school: SchoolResult }
  | null

/** Schools Management (SPEC.md sections 2, 4, 5 and 8): search, the per-school actions and their dialogs. */
// The route table opens this page only for users with Mod_SC (src/session/RequireModule.tsx).
export function SchoolsPage() {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const site = useSelectedSite()
  const siteName = useSiteName()
  const [search, searchState] = useLazySearchSchoolsQuery()
  const [endSchool, { isLoading: ending }] = useEndSchoolMutation()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [shownSearch, setShownSearch] = useState<{ key: SchoolSearchKey; value: string }>()
  const userID = user?.userID
  const siteID = site?.id

  const runSearch = useCallback(
    async (request: SchoolSearchRequest): Promise<SchoolResult[]> => {
      try {
        const rows = await search(request).unwrap()
        if (rows.length === 0) enqueueSnackbar(t('search.none'), { variant: 'info' })
        return rows
      } catch (error) {
        if (!isSessionEnd(error)) enqueueSnackbar(failureText(error, t('search.failed')), { variant: 'error' })
        return []
      }
    },
    [search, enqueueSnackbar, t],
  )

  /** After creating, or for the School ID prompt: show that one school in the results. */
  const searchById = (schoolID: number) => {
    if (!userID || !siteID) return Promise.resolve([])
    setShownSearch({ key: 'schoolID', value: String(schoolID) })
    return runSearch({ schoolID, userSite: siteID, userID })
  }

  const onAction = useCallback(
    (name: string, school: SchoolResult, granted: boolean) => {
      switch (actionKind(name)) {
        case 'end':
          return setDialog({ kind: 'end', school })
        case 'info':
          return setDialog({ kind: 'info', school })
        case 'updateInfo':
          // Issue 27: Edit School, for a user the server grants UpdateSchoolInfo. The spec's fallback set (the
          // server gave no actions) only informs, as SPEC.md section 4 says: the server would refuse the change.
          return granted
            ? setDialog({ kind: 'edit', school })
            : enqueueSnackbar(t('actions.updateInfo'), { variant: 'info' })
        case 'attendance':
          return setDialog({ kind: 'attendance', school })
      }
    },
    [enqueueSnackbar, t],
  )

  const confirmEnd = async (school: SchoolResult) => {
    try {
      const response = await endSchool({ schoolID: school.schoolID, userID, site: school.site }).unwrap()
      const owed = response.endedEnrolments.filter((entry) => entry.owed > 0)
      const cancelled = response.endedEnrolments.flatMap((entry) => entry.cancelledInvoices)
      const money = [
        owed.length > 0 &&
          t('actions.endOwed', {
            lines: owed.map((entry) => `${entry.fullName} ${format.amount(entry.owed)}`).join(', '),
          }),
        cancelled.length > 0 && t('actions.endCancelled', { invoices: cancelled.join(', ') }),
      ].filter(Boolean)
      enqueueSnackbar([response.message || t('actions.ended'), ...money].join('. '), { variant: 'success' })
      setDialog(null)
    } catch (error) {
      if (!isSessionEnd(error)) enqueueSnackbar(failureText(error, t('actions.endFailed')), { variant: 'error' })
    }
  }

  // Ending a school ends its swimmers' enrolments (issue 25): the confirmation names them first.
  const format = useFormat()
  const endingId = dialog?.kind === 'end' && 'school' in dialog ? dialog.school.schoolID : null
  const endingSwimmers = useSchoolSwimmersQuery(endingId ?? 0, { skip: endingId === null })
  const swimmersLine =
    endingId === null
      ? ''
      : endingSwimmers.isFetching
        ? t('actions.endLoading')
        : (endingSwimmers.data ?? []).length === 0
          ? t('actions.endNone')
          : t('actions.endSwimmers', {
              names: (endingSwimmers.data ?? [])
                .map((swimmer) =>
                  t('actions.endSwimmer', { name: swimmer.fullName, until: format.date(swimmer.enrolmentEnd) }),
                )
                .join(', '),
            })

  const rows = searchState.data ?? []
  const searched = !searchState.isUninitialized
  // The open dialog's school as the results now have it: after an accepted offer (or any change the cache tags
  // refetch) the waitlist shows the seats taken now, not those of when it was opened (issue 25: '7 / 8, free seats').
  const schoolOf = (kind: 'info' | 'detailsTab' | 'swimmers' | 'attendance' | 'end' | 'waitlist' | 'edit') =>
    dialog && 'school' in dialog && dialog.kind === kind
      ? (rows.find((row) => row.schoolID === dialog.school.schoolID) ?? dialog.school)
      : null

  return (
    <PageContainer
      title={t('title')}
      maxWidth="xl"
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => setDialog({ kind: 'prompt' })}>
            {t('attendanceById')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            {t('create')}
          </Button>
        </Stack>
      }
    >
      {site && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {t('siteLine', { name: siteName(site), id: site.id })}
        </Typography>
      )}
      <SchoolSearchForm
        userID={userID}
        siteID={siteID}
        searching={searchState.isFetching}
        value={shownSearch}
        onSearch={(request) => void runSearch(request)}
      />

      <Box component="section" aria-labelledby="school-results-heading">
        <Typography id="school-results-heading" variant="h2" sx={{ mb: 2 }}>
          {t('results.heading', { count: rows.length })}
        </Typography>
        {!searched ? (
          <Typography color="text.secondary">{t('results.intro')}</Typography>
        ) : (
          userID &&
          siteID && (
            <SchoolsGrid
              rows={rows}
              loading={searchState.isFetching}
              userID={userID}
              siteID={siteID}
              onAction={onAction}
            />
          )
        )}
      </Box>

      <CreateSchoolDialog
        open={dialog?.kind === 'create'}
        userID={userID}
        siteID={siteID}
        onClose={() => setDialog(null)}
        onCreated={(schoolID) => void searchById(schoolID)}
      />
      <SchoolIdPrompt
        open={dialog?.kind === 'prompt'}
        busy={searchState.isFetching}
        onClose={() => setDialog(null)}
        onSubmit={async (schoolID) => {
          const [school] = await searchById(schoolID)
          setDialog(school ? { kind: 'attendance', school } : null)
        }}
      />
      <SchoolDetailsDialog
        school={schoolOf('info')}
        onClose={() => setDialog(null)}
        onDetailsTab={(school) => setDialog({ kind: 'detailsTab', school })}
        onSwimmers={(school) => setDialog({ kind: 'swimmers', school })}
        onWaitlist={(school) => setDialog({ kind: 'waitlist', school })}
      />
      <WaitlistDialog school={schoolOf('waitlist')} onClose={() => setDialog(null)} />
      <SchoolDetailsTabDialog schoolID={schoolOf('detailsTab')?.schoolID ?? null} onClose={() => setDialog(null)} />
      <SchoolSwimmersDialog school={schoolOf('swimmers')} onClose={() => setDialog(null)} />
      <ManageAttendanceDialog school={schoolOf('attendance')} userID={userID} onClose={() => setDialog(null)} />
      <EditSchoolDialog school={schoolOf('edit')} userID={userID} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog?.kind === 'end'}
        title={t('actions.endTitle')}
        message={`${swimmersLine} ${t('actions.endConfirm', { id: schoolOf('end')?.schoolID })}`.trim()}
        confirmLabel={t('actions.endSubmit')}
        cancelLabel={t('actions.cancel')}
        destructive
        busy={ending || endingSwimmers.isFetching}
        onConfirm={() => {
          const school = schoolOf('end')
          if (school) void confirmEnd(school)
        }}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  )
}
