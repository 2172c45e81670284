import { useCallback, useState } from 'react'
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { PreTeamSearchBy, PreTeamSummary } from '@contract/preteams'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { PageContainer } from '@/components/PageContainer'
import { useAppCode } from '@/lookups/useAppCode'
import { ACTION_DIALOGS, type PreTeamDialog } from './actions'
import { AddSwimmerDialog } from './AddSwimmerDialog'
import { ChangeSiteDialog } from './ChangeSiteDialog'
import { DetailsTabDialog } from './DetailsTabDialog'
import { failureText, isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { PreTeamFormDialog } from './PreTeamFormDialog'
import { PreTeamInfoDialog } from './PreTeamInfoDialog'
import { PreTeamResults } from './PreTeamResults'
import type { EndedWithMoney } from '@contract/owed'
import { useFormat } from '@/i18n/format'
import {
  useEndPreTeamMutation,
  useLazySearchPreTeamsQuery,
  usePreTeamSwimmersQuery,
  useRemovePreTeamMutation,
} from './preteamApi'
import { SearchPanel } from './SearchPanel'
import { SwimmersDialog } from './SwimmersDialog'
import { useActing } from '@/session/useActing'
import { PRETEAM_ACTING_FALLBACK } from './actingFallback'
import { useSiteName } from '@/session/useSession'

interface OpenDialog {
  kind: PreTeamDialog
  preTeam: PreTeamSummary
}

/** Pre-team management (/dashboard/preteam, SPEC.md sections 2, 4, 5 and 8), for users with Mod_PT. */
// The route table opens this page only for users with Mod_PT (src/session/RequireModule.tsx).
export function PreTeamPage() {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID, site } = useActing(PRETEAM_ACTING_FALLBACK)
  const siteName = useSiteName()
  // The forms' level and day lists load with the page (SPEC.md section 2); a failure falls back to the fixed lists.
  useAppCode(LOOKUP_GROUP.level)
  useAppCode(LOOKUP_GROUP.day)
  const [search, { currentData, isFetching, isUninitialized }] = useLazySearchPreTeamsQuery()
  const [endPreTeam, endState] = useEndPreTeamMutation()
  const [removePreTeam, removeState] = useRemovePreTeamMutation()
  const [createOpen, setCreateOpen] = useState(false)
  const [created, setCreated] = useState<{ pTeamID: number; siteID: number } | null>(null)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)

  // The creation banner names one squad of one site: it is not shown at another site, and goes when that squad is
  // ended or removed.
  const createdId = created?.siteID === siteID ? created.pTeamID : null
  const forgetBanner = (pTeamID: number) => setCreated((current) => (current?.pTeamID === pTeamID ? null : current))

  const runSearch = async (by: PreTeamSearchBy, value: string) => {
    try {
      const rows = await search({ searchType: by, searchValue: value, userID, userSite: siteID }).unwrap()
      if (rows.length === 0) enqueueSnackbar(t('toast.noResults'), { variant: 'info' })
    } catch (error) {
      if (!isSessionEnd(error)) enqueueSnackbar(failureText(error, t('toast.searchFailed')), { variant: 'error' })
    }
  }

  const openAction = useCallback(
    (action: string, preTeam: PreTeamSummary) => {
      if (!preTeam.pTeamID) {
        enqueueSnackbar(t('toast.noPreTeamId'), { variant: 'warning' })
        return
      }
      const kind = ACTION_DIALOGS[action]
      if (!kind) {
        enqueueSnackbar(t('toast.executeFailed', { action }), { variant: 'error' })
        return
      }
      setDialog({ kind, preTeam })
    },
    [enqueueSnackbar, t],
  )
  const closeDialog = () => setDialog(null)

  // Ending or removing a squad ends its swimmers' enrolments (issue 25): the confirmation names them first.
  const format = useFormat()
  const confirming = dialog?.kind === 'end' || dialog?.kind === 'remove'
  const squadSwimmers = usePreTeamSwimmersQuery(dialog?.preTeam.pTeamID ?? 0, { skip: !confirming })
  const swimmersLine = !confirming
    ? ''
    : squadSwimmers.isFetching
      ? t('ending.loading')
      : (squadSwimmers.data ?? []).length === 0
        ? t('ending.none')
        : t('ending.swimmers', {
            names: (squadSwimmers.data ?? [])
              .map((swimmer) => t('ending.swimmer', { name: swimmer.fullName, until: format.date(swimmer.endDate) }))
              .join(', '),
          })
  /** What the ending did to each swimmer's money, for the toast. */
  const settled = (ended: EndedWithMoney[] | undefined) => {
    const owed = (ended ?? []).filter((entry) => entry.owed > 0)
    const cancelled = (ended ?? []).flatMap((entry) => entry.cancelledInvoices)
    return [
      owed.length > 0 &&
        t('ending.owed', {
          lines: owed.map((entry) => `${entry.fullName} ${format.amount(entry.owed)}`).join(', '),
        }),
      cancelled.length > 0 && t('ending.cancelled', { invoices: cancelled.join(', ') }),
    ]
      .filter(Boolean)
      .join(' ')
  }

  const confirmEnd = async (preTeam: PreTeamSummary) => {
    try {
      const result = await endPreTeam({ PTeamID: preTeam.pTeamID, userID }).unwrap()
      forgetBanner(preTeam.pTeamID)
      enqueueSnackbar([t('toast.ended'), settled(result.endedEnrolments)].filter(Boolean).join('. '), {
        variant: 'success',
      })
      closeDialog()
    } catch (error) {
      if (!isSessionEnd(error)) enqueueSnackbar(failureText(error, t('toast.endFailed')), { variant: 'error' })
    }
  }

  const confirmRemove = async (preTeam: PreTeamSummary) => {
    try {
      const result = await removePreTeam({ pTeamID: preTeam.pTeamID, userID, site: siteID }).unwrap()
      forgetBanner(preTeam.pTeamID)
      enqueueSnackbar([t('toast.removed'), settled(result.endedEnrolments)].filter(Boolean).join('. '), {
        variant: 'success',
      })
      closeDialog()
    } catch (error) {
      if (!isSessionEnd(error)) enqueueSnackbar(failureText(error, t('toast.removeFailed')), { variant: 'error' })
    }
  }

  const rows = currentData ?? []

  return (
    <PageContainer
      title={t('title')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
          {t('create')}
        </Button>
      }
    >
      {site && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          {t('siteLine', { name: siteName(site), id: site.id })}
        </Typography>
      )}

      {createdId !== null && (
        <Alert
          variant="filled"
          severity="success"
          onClose={() => setCreated(null)}
          closeText={t('banner.dismiss')}
          sx={{ mb: 3 }}
        >
          <AlertTitle>{t('banner.title')}</AlertTitle>
          <span>{t('banner.text', { id: createdId })}</span>
        </Alert>
      )}

      <SearchPanel searching={isFetching} onSearch={runSearch} />

      {isUninitialized ? (
        <Alert severity="info">{t('results.intro')}</Alert>
      ) : (
        <Box component="section" aria-labelledby="preteam-results-heading">
          <Typography id="preteam-results-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('results.heading', { count: rows.length })}
          </Typography>
          <PreTeamResults rows={rows} loading={isFetching} onAction={openAction} />
        </Box>
      )}

      {createOpen && (
        <PreTeamFormDialog
          mode="create"
          onClose={() => setCreateOpen(false)}
          onCreated={(pTeamID) => setCreated({ pTeamID, siteID })}
        />
      )}
      {dialog?.kind === 'info' && <PreTeamInfoDialog preTeam={dialog.preTeam} onClose={closeDialog} />}
      {dialog?.kind === 'detailsTab' && <DetailsTabDialog pTeamID={dialog.preTeam.pTeamID} onClose={closeDialog} />}
      {dialog?.kind === 'swimmers' && (
        <SwimmersDialog pTeamID={dialog.preTeam.pTeamID} preTeam={dialog.preTeam} onClose={closeDialog} />
      )}
      {dialog?.kind === 'addSwimmer' && <AddSwimmerDialog preTeam={dialog.preTeam} onClose={closeDialog} />}
      {dialog?.kind === 'changeSite' && <ChangeSiteDialog preTeam={dialog.preTeam} onClose={closeDialog} />}
      {dialog?.kind === 'update' && <PreTeamFormDialog mode="update" preTeam={dialog.preTeam} onClose={closeDialog} />}
      <ConfirmDialog
        open={dialog?.kind === 'end'}
        title={t('end.title')}
        message={`${swimmersLine} ${t('end.confirm')}`.trim()}
        confirmLabel={t('end.submit')}
        cancelLabel={t('form.cancel')}
        destructive
        busy={endState.isLoading || squadSwimmers.isFetching}
        onConfirm={() => dialog && void confirmEnd(dialog.preTeam)}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('remove.title')}
        message={`${swimmersLine} ${t('remove.confirm')}`.trim()}
        confirmLabel={t('remove.submit')}
        cancelLabel={t('form.cancel')}
        destructive
        busy={removeState.isLoading || squadSwimmers.isFetching}
        onConfirm={() => dialog && void confirmRemove(dialog.preTeam)}
        onClose={closeDialog}
      />
    </PageContainer>
  )
}
