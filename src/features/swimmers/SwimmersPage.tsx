import './i18n'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSnackbar, type SnackbarKey } from 'notistack'
import { useNavigate } from 'react-router-dom'
import type { SwimmerSearchRequest, SwimmerSummary } from '@contract/swimmers'
import { swimmerFamilyPath } from '@/config/paths'
import { progressPath } from '@/config/progressLinks'
import { EmptyState } from '@/components/EmptyState'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { PageContainer } from '@/components/PageContainer'
import { loadOnce, retryableLazy } from '@/components/retryableLazy'
import type { DialogKind, RowButton } from './actionDialogs'
import { failureDetail, isSessionEnd } from './failure'
import { useSwimmersT } from './i18n'
import { SwimmerSearchForm, type SearchShown } from './SwimmerSearchForm'
import { useSearchSwimmersQuery, useSwimmersHealthQuery } from './swimmersApi'
import { useActing } from '@/session/useActing'
import { useSiteName } from '@/session/useSession'

// The DataGrid is most of this page's code, and the page shows it only once a search has results: it loads then,
// alongside the search itself, so opening the page stays light. If its code cannot be downloaded, the results area
// says so and offers to try again; the search stays usable.
const SwimmersGrid = retryableLazy(async () => (await import('./SwimmersGrid')).SwimmersGrid)
// Every swimmer of the site page by page (issue 27): the grid with its paging call, loaded when asked for.
const SwimmerListGrid = retryableLazy(async () => (await import('./SwimmerListGrid')).SwimmerListGrid)

// The dialogs (their forms, validation and tabs) are most of the rest: none shows before a click, so each group loads
// when it can first be wanted — the row actions' dialogs with the results grid, the new swimmer's form when its
// button is pointed at or focused — and at the latest when it opens.
const loadSwimmerDialog = loadOnce(() => import(/* webpackChunkName: "swimmer-dialogs" */ './dialogs/SwimmerDialog'))
const SwimmerDialog = retryableLazy(async () => (await loadSwimmerDialog()).SwimmerDialog)
const loadAddSwimmerDialog = loadOnce(() => import(/* webpackChunkName: "swimmer-add" */ './dialogs/AddSwimmerDialog'))
const AddSwimmerDialog = retryableLazy(async () => (await loadAddSwimmerDialog()).AddSwimmerDialog)
// Shown only after a swimmer is added: its code comes when it is first wanted, not with the page (the page's budget).
const NewSwimmerBanner = retryableLazy(async () => (await import('./NewSwimmerBanner')).NewSwimmerBanner)
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined) // opening reports it
const preloadAddSwimmer = preload(loadAddSwimmerDialog)
const preloadSwimmerDialogs = preload(loadSwimmerDialog)

const sameCriteria = (a: SwimmerSearchRequest | null, b: SwimmerSearchRequest) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * Swimmers Management (SPEC.md section 2): the last added swimmer's id, the current site, the search, the results
 * with each row's actions, and the dialogs. A successful change invalidates the 'Swimmer' tags, so the search and
 * the row actions re-run by themselves.
 */
export function SwimmersPage() {
  const t = useSwimmersT()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const navigate = useNavigate()
  const { userID, site } = useActing()
  const siteName = useSiteName()
  // SPEC.md section 7, Health: called when the page loads; the answer is not used.
  useSwimmersHealthQuery()

  const [criteria, setCriteria] = useState<SwimmerSearchRequest | null>(null)
  // Every swimmer of the site, page by page, instead of a search's results (issue 27).
  const [listing, setListing] = useState(false)
  // The search looks at the site chosen now: after a site change (here or in another tab) it re-runs there.
  const search = useSearchSwimmersQuery(criteria && site ? { ...criteria, userSite: site.id } : skipToken)
  const rows = criteria ? (search.data ?? []) : []
  // The banner names one new swimmer of one site: it is not shown at another site, and goes when that swimmer is
  // deleted.
  const [added, setAdded] = useState<{ swimmerID: number; siteID: number | undefined } | null>(null)
  const lastAdded = added && added.siteID === site?.id ? added.swimmerID : null
  const [adding, setAdding] = useState(false)
  // What the search form shows: a new key starts it afresh with these criteria (after adding a swimmer).
  const [searchShown, setSearchShown] = useState<{ key: number; initial?: SearchShown }>({ key: 0 })
  const [dialog, setDialog] = useState<{ kind: DialogKind; swimmer: SwimmerSummary } | null>(null)

  // One toast per finished search: 'No swimmers found' for an empty answer, the reason (src/api/errors) on failure.
  const announced = useRef<string | undefined>(undefined)
  const toast = useRef<SnackbarKey | undefined>(undefined)
  const { isFetching, isError, isSuccess, error, requestId, data } = search
  useEffect(() => {
    if (isFetching || !requestId || announced.current === requestId) return
    announced.current = requestId
    // Unreachable server: 'Network error. Please check your connection.', not 'Failed to search swimmers'.
    if (isError && !isSessionEnd(error))
      toast.current = enqueueSnackbar(failureDetail(error, t('toast.searchFailed')), { variant: 'error' })
    else if (isSuccess && data?.length === 0)
      toast.current = enqueueSnackbar(t('toast.noSwimmers'), { variant: 'info' })
  }, [isFetching, isError, isSuccess, error, requestId, data, enqueueSnackbar, t])

  const runSearch = (next: SwimmerSearchRequest) => {
    setListing(false)
    if (sameCriteria(criteria, next)) void search.refetch()
    else setCriteria(next)
  }
  // Criteria edited: the last search's results, its 'No swimmers found' and its error are stale and go at once; the
  // same search made again says its answer again (issue 27).
  const clearStale = () => {
    setCriteria(null)
    setListing(false)
    announced.current = undefined
    if (toast.current !== undefined) closeSnackbar(toast.current)
    toast.current = undefined
  }

  const openAction = useCallback(
    (button: RowButton, swimmer: SwimmerSummary) => {
      const warn = (text: string) => enqueueSnackbar(text, { variant: 'warning' })
      if (!button.kind)
        return void enqueueSnackbar(t('toast.actionFailed', { action: button.action }), { variant: 'error' })
      // SPEC.md section 5: an action needs a numeric swimmer id, a user and a site.
      if (!Number.isInteger(swimmer.swimmerID) || swimmer.swimmerID <= 0) return void warn(t('rules.invalidSwimmerId'))
      if (!userID) return void warn(t('rules.userMissing'))
      if (!site) return void warn(t('rules.siteMissing'))
      // Details and edit from the action list need exactly one search result.
      if (button.kind === 'details' && rows.length !== 1) return void warn(t('rules.specificDetails'))
      if (button.kind === 'edit' && rows.length !== 1) return void warn(t('rules.specificEdit'))
      // The family is a page of its own (issue 28), not a dialog of the row.
      if (button.kind === 'family') return void navigate(swimmerFamilyPath(swimmer.swimmerID))
      if (button.kind === 'progress') return void navigate(progressPath(swimmer.swimmerID))
      setDialog({ kind: button.kind, swimmer })
    },
    [enqueueSnackbar, t, userID, site, rows.length, navigate],
  )
  const closeDialog = useCallback(() => setDialog(null), [])
  const showingResults = Boolean((criteria || listing) && userID && site)
  // The rows' actions open these dialogs: their code comes with the results grid's.
  useEffect(() => {
    if (showingResults) preloadSwimmerDialogs()
  }, [showingResults])

  return (
    <PageContainer
      title={t('page.title')}
      maxWidth="xl"
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onPointerEnter={preloadAddSwimmer}
          onFocus={preloadAddSwimmer}
          onClick={() => setAdding(true)}
        >
          {t('page.addSwimmer')}
        </Button>
      }
    >
      {lastAdded !== null && userID && site && (
        <Suspense
          fallback={
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('page.lastAdded', { id: lastAdded })}
            </Alert>
          }
        >
          <NewSwimmerBanner
            swimmerID={lastAdded}
            swimmer={rows.find((row) => row.swimmerID === lastAdded)}
            userID={userID}
            siteID={site.id}
            onAction={openAction}
            onDismiss={() => setAdded(null)}
          />
        </Suspense>
      )}

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography component="p" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
            {site ? t('page.currentSite', { name: siteName(site), id: site.id }) : t('rules.siteMissing')}
          </Typography>
          <SwimmerSearchForm
            key={searchShown.key}
            initial={searchShown.initial}
            userID={userID}
            siteID={site?.id}
            searching={isFetching}
            onSearch={runSearch}
            onList={() => {
              clearStale()
              setListing(true)
            }}
            onEdit={clearStale}
          />
        </CardContent>
      </Card>

      {listing && userID && site ? (
        <Box>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t('results.all', { site: siteName(site) })}
          </Typography>
          <ErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <SwimmerListGrid key={site.id} userID={userID} siteID={site.id} onAction={openAction} />
            </Suspense>
          </ErrorBoundary>
        </Box>
      ) : criteria && userID && site ? (
        <Box>
          <Typography variant="h2" sx={{ mb: 1.5 }} aria-live="polite">
            {t('results.count', { count: rows.length })}
          </Typography>
          <ErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <SwimmersGrid rows={rows} loading={isFetching} userID={userID} siteID={site.id} onAction={openAction} />
            </Suspense>
          </ErrorBoundary>
        </Box>
      ) : (
        <EmptyState title={t('results.emptyTitle')}>{t('results.emptyText')}</EmptyState>
      )}

      {(adding || dialog) && (
        // A dialog whose code cannot be downloaded says so here, with 'Try again'; the page stays usable.
        <ErrorBoundary>
          <Suspense fallback={null}>
            {adding && (
              <AddSwimmerDialog
                onClose={() => setAdding(false)}
                onAdded={(id) => {
                  setAdded({ swimmerID: id, siteID: site?.id })
                  setAdding(false)
                  // The walk-in goes on with the new swimmer: the search shows them, by id (issue 27).
                  const byId = { by: 'swimmerID' as const, value: String(id) }
                  setSearchShown((shown) => ({ key: shown.key + 1, initial: byId }))
                  setCriteria({ swimmerID: byId.value, userID, userSite: site?.id })
                }}
              />
            )}
            {dialog && (
              <SwimmerDialog
                kind={dialog.kind}
                swimmer={dialog.swimmer}
                onClose={closeDialog}
                onDeleted={(id) => setAdded((current) => (current?.swimmerID === id ? null : current))}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      )}
    </PageContainer>
  )
}
